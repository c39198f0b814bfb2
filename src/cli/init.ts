// Placeholder: the "init" subcommand is not built yet.
export async function main(_argv: string[]): Promise<number> {
  process.stderr.write("repo-agent init: not implemented yet\n");
  return 2;
}
