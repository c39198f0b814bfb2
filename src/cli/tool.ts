// Placeholder: the "tool" subcommand is not built yet.
export async function main(_argv: string[]): Promise<number> {
  process.stderr.write("repo-agent tool: not implemented yet\n");
  return 2;
}
