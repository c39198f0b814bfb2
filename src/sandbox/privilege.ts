// What the action may do to set the sandbox up: as root directly, with passwordless sudo (GitHub-hosted
// runners) through `sudo -n`, or nothing. Helper programs are run with argv, never through a shell.
import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

export type Privilege = "root" | "sudo" | "none";

const SYSTEM_DIRS = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];

/** Absolute path of a system program, looked up in the standard directories only (not the caller's PATH). */
export function findSystemProgram(name: string): string | undefined {
  for (const dir of SYSTEM_DIRS) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

export interface ExecResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to completion with a minimal environment; never throws. */
export function execProgram(file: string, args: string[], timeoutMs = 30_000): Promise<ExecResult> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { env: { PATH: SYSTEM_DIRS.join(":"), LANG: "C.UTF-8" }, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        resolve({ code, stdout: String(stdout), stderr: error && !stderr ? error.message : String(stderr) });
      },
    );
  });
}

export async function detectPrivilege(): Promise<Privilege> {
  if (process.platform !== "linux") return "none";
  if (process.getuid?.() === 0) return "root";
  const sudo = findSystemProgram("sudo");
  if (!sudo) return "none";
  const probe = await execProgram(sudo, ["-n", "true"], 10_000);
  return probe.code === 0 ? "sudo" : "none";
}

/** argv that runs `argv` with root rights under the given privilege. */
export function asRoot(privilege: Privilege, argv: string[]): string[] {
  if (privilege === "root") return argv;
  if (privilege === "sudo") return [findSystemProgram("sudo") ?? "sudo", "-n", "--", ...argv];
  throw new Error("no root rights");
}

export function execAsRoot(privilege: Privilege, argv: string[], timeoutMs?: number): Promise<ExecResult> {
  const [file, ...args] = asRoot(privilege, argv);
  return execProgram(file, args, timeoutMs);
}
