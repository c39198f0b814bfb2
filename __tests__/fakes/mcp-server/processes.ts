// Processes still alive whose command line carries `tag`: every test server is started with a unique one, so a
// test can prove that nothing it started outlived the run.
import { readdirSync, readFileSync } from "node:fs";

export function processesWith(tag: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "latin1").replace(/\0/g, " ");
      if (cmd.includes(tag)) found.push(`${pid}: ${cmd}`);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}
