// A network of the test's own for the egress end-to-end tests: a network namespace (`ip netns add`) whose
// loopback carries the documentation-range addresses of two test hosts (registry.test 192.0.2.10, sink.test
// 192.0.2.20) and the metadata address 169.254.169.254, with their names in a hosts file that `ip netns exec`
// binds over /etc/hosts in a private mount namespace — so the action, started inside it, resolves and checks
// addresses exactly as on a runner. Nothing leaves the machine: the namespace has no other interface. The GitHub
// emulator and the model server stay in the test's namespace and are reached through Unix sockets.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface TestNetwork {
  /** Argv prefix that runs a program inside the namespace. */
  wrapper: string[];
  registryLog: string;
  sinkLog: string;
  close(): Promise<void>;
}

const HOSTS = `127.0.0.1 localhost\n::1 localhost\n127.0.1.1 ${os.hostname()}\n192.0.2.10 registry.test\n192.0.2.20 sink.test\n`;
// DNS questions for any other name go to the sink, so a name that carries data would be recorded.
const RESOLV = "nameserver 192.0.2.20\noptions timeout:1 attempts:1\n";

/** Why this machine cannot build the test network, or undefined when it can. */
export function testNetworkUnavailable(): string | undefined {
  if (process.platform !== "linux") return "not Linux";
  if (process.getuid?.() !== 0) return "not root (ip netns add needs root)";
  try {
    execFileSync("ip", ["netns", "list"], { stdio: "ignore" });
  } catch {
    return "ip (iproute2) with netns support not available";
  }
  return undefined;
}

/** Starts the namespace, its hosts, and forwarders for every 127.0.0.1 port named in `urls`. */
export async function startTestNetwork(options: { registryDir: string; urls: string[] }): Promise<TestNetwork> {
  const name = `ra-egress-${process.pid}-${Math.random().toString(36).slice(2, 7)}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), "egress-e2e-"));
  const etc = path.join("/etc/netns", name);
  const servers: net.Server[] = [];
  let hosts: ChildProcess | undefined;
  const close = async () => {
    hosts?.kill("SIGKILL");
    for (const s of servers) s.close();
    try {
      execFileSync("ip", ["netns", "del", name], { stdio: "ignore" });
    } catch {
      // not created
    }
    await rm(etc, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const ip = (...args: string[]) => execFileSync("ip", args, { stdio: "pipe" });
    ip("netns", "add", name);
    ip("-n", name, "link", "set", "lo", "up");
    for (const address of ["192.0.2.10/32", "192.0.2.20/32", "169.254.169.254/32"])
      ip("-n", name, "addr", "add", address, "dev", "lo");
    await mkdir(etc, { recursive: true });
    await writeFile(path.join(etc, "hosts"), HOSTS);
    await writeFile(path.join(etc, "resolv.conf"), RESOLV);

    const ports = [...new Set(options.urls.flatMap((u) => [...u.matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => m[1])))];
    const forwards: string[] = [];
    for (const port of ports) {
      const socketPath = path.join(dir, `fwd-${port}.sock`);
      const server = net.createServer((client) => {
        const upstream = net.connect(Number(port), "127.0.0.1");
        client.pipe(upstream).on("error", () => {});
        upstream.pipe(client).on("error", () => {});
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
      });
      await new Promise<void>((resolve) => server.listen(socketPath, resolve));
      servers.push(server);
      forwards.push(`${port}=${socketPath}`);
    }
    const registryLog = path.join(dir, "registry.log");
    const sinkLog = path.join(dir, "sink.log");
    await writeFile(registryLog, "");
    await writeFile(sinkLog, "");
    const script = path.join(import.meta.dirname, "fixtures", "network-hosts.mjs");
    const child = spawn(
      "ip",
      ["netns", "exec", name, process.execPath, script, options.registryDir, registryLog, sinkLog, ...forwards],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    hosts = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
      child.on("exit", (code) => reject(new Error(`the test hosts exited (${code})`)));
    });
    return { wrapper: ["ip", "netns", "exec", name], registryLog, sinkLog, close };
  } catch (err) {
    await close();
    throw err;
  }
}
