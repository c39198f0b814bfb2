// The agent's commands' only door to the network. Runs inside their network namespace (loopback only), as the
// command's own user, right before `bash -c`: listens on 127.0.0.1:<port>, where HTTP(S)_PROXY points, and
// forwards every connection to the action's egress proxy through its Unix socket, which lies outside the
// namespace. Each connection starts with one JSON line naming the command, so the proxy can say which command
// tried a blocked host (a command could name itself falsely: that changes the report, never what is allowed).
// Then it runs the command and exits as the command does.
// Plain JavaScript with no imports beyond Node's, shipped as dist/assets/egress-bridge.mjs and run with the
// action's own node.
// usage: node egress-bridge.mjs <port> <socket path> -- <program> [args...]
import { spawn } from "node:child_process";
import net from "node:net";
import { constants } from "node:os";

const [port, socketPath, separator, program, ...args] = process.argv.slice(2);
if (separator !== "--" || !program || !/^\d+$/.test(port ?? "")) {
  process.stderr.write("usage: egress-bridge.mjs <port> <socket> -- <program> [args...]\n");
  process.exit(125);
}
// `bash -c <command line>`: the command line is the last word.
const command = args.length ? args[args.length - 1] : program;
const preface = `${JSON.stringify({ marker: process.env.REPO_AGENT_RUN ?? "", command: command.slice(0, 500) })}\n`;

const open = new Set();
// No Nagle delay on the command's side: request/response traffic would wait for ACKs otherwise.
const server = net.createServer({ noDelay: true }, (client) => {
  const upstream = net.connect(socketPath);
  open.add(client);
  open.add(upstream);
  upstream.write(preface);
  client.pipe(upstream);
  upstream.pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on("error", close);
  upstream.on("error", close);
  client.on("close", () => {
    open.delete(client);
    upstream.destroy();
  });
  upstream.on("close", () => {
    open.delete(upstream);
    client.destroy();
  });
});
// The sandbox's commands share one network namespace: while another command's bridge holds the port, this one
// listens on a free port and points the command's proxy variables at it.
let fallback = false;
server.on("error", (err) => {
  if (err.code === "EADDRINUSE" && !fallback) {
    fallback = true;
    server.listen(0, "127.0.0.1");
    return;
  }
  process.stderr.write(`repo-agent: the network bridge could not listen on 127.0.0.1:${port}: ${err.message}\n`);
  process.exit(125);
});
server.on("listening", () => {
  const actual = String(server.address().port);
  const env =
    actual === port
      ? process.env
      : Object.fromEntries(
          Object.entries(process.env).map(([k, v]) => [
            k,
            v
              ?.replaceAll(`127.0.0.1:${port}`, `127.0.0.1:${actual}`)
              .replaceAll(`ProxyPort=${port}`, `ProxyPort=${actual}`),
          ]),
        );
  const child = spawn(program, args, { stdio: "inherit", env });
  const forward = (signal) => child.kill(signal);
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, forward);
  child.on("error", (err) => {
    process.stderr.write(`repo-agent: could not start ${program}: ${err.message}\n`);
    process.exit(127);
  });
  child.on("exit", (code, signal) => {
    server.close();
    for (const socket of open) socket.destroy();
    if (!signal) process.exit(code ?? 1);
    // Die of the same signal, so the caller sees what killed the command.
    for (const s of ["SIGTERM", "SIGINT", "SIGHUP"]) process.off(s, forward);
    process.exitCode = 128 + (constants.signals[signal] ?? 0);
    process.kill(process.pid, signal);
  });
});
server.listen(Number(port), "127.0.0.1");
