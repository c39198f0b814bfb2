// openBeneath / writeFileAtomic({root}): a path checked as inside the workspace, whose directory is swapped for a
// symlink before the open (what the adversarial symlink-race test provokes), is refused instead of followed.
import { constants } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBeneath, PathChangedError } from "../../src/tools/open-beneath.js";
import { writeFileAtomic } from "../../src/tools/atomic-write.js";

describe("opening a checked path without following a symlink swapped in since", () => {
  let dir: string;
  let ws: string;
  let outside: string;

  beforeAll(async () => {
    dir = await realpath(await mkdtemp(join(tmpdir(), "open-beneath-")));
    ws = join(dir, "ws");
    outside = join(dir, "outside");
    await mkdir(join(ws, "src"), { recursive: true });
    await mkdir(outside);
    await writeFile(join(ws, "src", "a.txt"), "inside\n");
    await writeFile(join(outside, "a.txt"), "outside\n");
    await symlink(outside, join(ws, "swapped"));
    await symlink(join(outside, "a.txt"), join(ws, "last"));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it("opens a file inside the root", async () => {
    const handle = await openBeneath(ws, join(ws, "src", "a.txt"), constants.O_RDONLY);
    expect(await handle.readFile("utf8").finally(() => handle.close())).toBe("inside\n");
  });

  it("refuses a directory or a final component that is now a symlink", async () => {
    await expect(openBeneath(ws, join(ws, "swapped", "a.txt"), constants.O_RDONLY)).rejects.toBeInstanceOf(
      PathChangedError,
    );
    await expect(openBeneath(ws, join(ws, "last"), constants.O_RDONLY)).rejects.toBeInstanceOf(PathChangedError);
  });

  it("writes atomically inside the root, creating directories, and never through a swapped directory", async () => {
    await writeFileAtomic(join(ws, "new", "deep", "b.txt"), "b\n", { root: ws });
    expect(await readFile(join(ws, "new", "deep", "b.txt"), "utf8")).toBe("b\n");
    await expect(writeFileAtomic(join(ws, "swapped", "c.txt"), "c\n", { root: ws })).rejects.toBeInstanceOf(
      PathChangedError,
    );
    expect(await readdir(outside)).toEqual(["a.txt"]);
  });

  it("reports a parent that is a plain file as the usual error", async () => {
    await expect(openBeneath(ws, join(ws, "src", "a.txt", "x"), constants.O_RDONLY)).rejects.toMatchObject({
      code: "ENOTDIR",
    });
  });
});
