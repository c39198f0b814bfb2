// Local CLI: run | tool | policy | init | demo | fleet. Each subcommand lives in src/cli/<name>.ts and exports
// `main(argv): Promise<number>` (the exit code); loaded on demand so `policy check` does not pay for the loop.
const USAGE = `usage: repo-agent <command> [options]

commands:
  run "<task>"            run the agent on a local checkout (needs ANTHROPIC_API_KEY)
  tool <name> --input J   run one tool call through the real executor; --calls FILE for several
  policy check|test|schema  debug a policy file without running the agent
  init                    write a workflow and a policy for this repository's stack
  demo                    run the action end to end offline against a sample repository
  fleet list|summary      list a fleet's repositories as a matrix; summarise a fleet run
`;

type Main = (argv: string[]) => Promise<number>;
const commands: Record<string, () => Promise<{ main: Main }>> = {
  run: () => import("./cli/run.js"),
  tool: () => import("./cli/tool.js"),
  policy: () => import("./cli/policy.js"),
  init: () => import("./cli/init.js"),
  demo: () => import("./cli/demo.js"),
  fleet: () => import("./cli/fleet.js"),
};

const [command, ...rest] = process.argv.slice(2);
if (!command || command === "--help" || command === "-h" || command === "help") {
  process.stdout.write(USAGE);
  process.exitCode = command ? 0 : 2;
} else if (!(command in commands)) {
  process.stderr.write(`repo-agent: unknown command "${command}"\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  try {
    const mod = await commands[command]();
    process.exitCode = await mod.main(rest);
  } catch (err) {
    process.stderr.write(`repo-agent ${command}: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
