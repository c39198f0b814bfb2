// The directories each command of a line may run in, as bash would run it.
import { describe, expect, it } from "vitest";
import { parseCommandLine } from "../../src/policy/shell.js";
import { changeDirectory, top, UNKNOWN_DIR } from "../../src/policy/working-directory.js";

const U = UNKNOWN_DIR;

async function dirs(line: string): Promise<Record<string, string[]>> {
  const parsed = await parseCommandLine(line);
  if (!parsed.ok) throw new Error(parsed.reason);
  const out: Record<string, string[]> = {};
  for (const c of parsed.line.commands) out[c.source] = [...(out[c.source] ?? []), ...c.cwds].sort();
  for (const r of parsed.line.redirects) out[r.source] = [...r.cwds].sort();
  return out;
}

describe("working directory through a line", () => {
  it.each<[string, string, string[]]>([
    ["cd a && ls", "ls", ["a"]],
    ["cd a; ls", "ls", [".", "a"]],
    ["cd a || ls", "ls", ["."]],
    ["cd a || cd b; ls", "ls", [".", "a", "b"]],
    ["cd a && cd b || ls", "ls", [".", "a"]],
    ["! cd a && ls", "ls", ["."]],
    ["! cd a || ls", "ls", ["a"]],
    ["(cd a) && ls", "ls", ["."]],
    ["(cd a && pwd) && ls", "pwd", ["a"]],
    ["cd a | ls; pwd", "pwd", ["."]],
    ["cd a && (cd b && pwd) && ls", "pwd", ["a/b"]],
    ["cd a && (cd b && pwd) && ls", "ls", ["a"]],
    ["pushd a && pushd b && popd && ls", "ls", ["a"]],
    ["pushd a && popd && ls", "ls", ["."]],
    ["popd; ls", "ls", ["."]],
    ["cd /opt/x && ls", "ls", ["/opt/x"]],
    ["cd a && cd .. && ls", "ls", ["."]],
    ["cd a/b && cd ../c && ls", "ls", ["a/c"]],
    ["builtin cd a && ls", "ls", ["a"]],
    ["command cd a && ls", "ls", ["a"]],
    ["cd -- a && ls", "ls", ["a"]],
    ["cd -P a && ls", "ls", ["a"]],
    ["timeout 5 cd a && ls", "ls", ["."]],
    ["cd $x && ls", "ls", [U]],
    ["cd a b && ls", "ls", [U]],
    ["popd +1 && ls", "ls", [U]],
    ["cd $x && cd /opt && ls", "ls", ["/opt"]],
    ["cd $x && cd b && ls", "ls", [U]],
    ["for i in 1 2; do ls; done", "ls", ["."]],
    ["for i in 1 2; do cd a; done; ls", "ls", [U]],
    ["for ((i = 0; i < 2; i++)); do cd a; done; ls", "ls", [U]],
    ["while true; do cd a; done", "true", [U, ".", "a", "a/a", "a/a/a", "a/a/a/a"]],
    // If `cd a` fails once, `cd ..` leaves: the loop keeps moving.
    ["for i in 1 2; do cd a; cd ..; done; ls", "ls", [U]],
    ["for i in 1 2; do (cd a && ls); done; pwd", "ls", ["a"]],
    ["for i in 1 2; do (cd a && ls); done; pwd", "pwd", ["."]],
    ["if cd a; then ls; fi", "ls", [".", "a"]],
    ["case x in a) cd a;; b) ls;; esac", "ls", [".", "a"]],
    ["echo $(cd a && pwd) && ls", "pwd", ["a"]],
    ["echo $(cd a && pwd) && ls", "ls", ["."]],
    ["cat <(cd a; pwd); ls", "ls", ["."]],
    ["f() { cd a; }; ls", "ls", ["."]],
  ])("%j runs %s in %j", async (line, command, expected) => {
    expect((await dirs(line))[command]).toEqual(expected);
  });

  it("gives up on the directory when a line could be in too many", async () => {
    const d = await dirs("cd a || cd b; cd c || cd d; cd e || cd f; cd g || cd h; ls");
    expect(d.ls).toContain(U);
    const small = await dirs("cd a || cd b; cd c || cd d; ls");
    expect(small.ls).toHaveLength(9);
  });

  it("follows the rest of a line tree-sitter hangs under a here-doc (at least where bash runs it)", async () => {
    expect((await dirs("cd a && cat <<EOF && ls\nx\nEOF")).ls).toContain("a");
  });

  it("opens a redirection where its command runs, a compound's where the compound starts", async () => {
    expect((await dirs("cd a && echo x > f"))["> f"]).toEqual(["a"]);
    expect((await dirs("cd a && ls | tee x > f"))["> f"]).toEqual(["a"]);
    expect((await dirs("{ cd a; ls; } > f"))["> f"]).toEqual(["."]);
    expect((await dirs("(cd a; ls) > f"))["> f"]).toEqual(["."]);
    expect((await dirs("cd a; while false; do ls; done > f"))["> f"]).toEqual([".", "a"]);
    expect((await dirs("cd a && cat < f"))["< f"]).toEqual(["a"]);
  });

  it("moves logically, as cd -L does", () => {
    expect(changeDirectory(".", "a")).toBe("a");
    expect(changeDirectory("a", "..")).toBe(".");
    expect(changeDirectory("a/b", "../c")).toBe("a/c");
    expect(changeDirectory("a", "/x/../y")).toBe("/y");
    expect(changeDirectory(U, "/y")).toBe("/y");
    expect(changeDirectory(U, "a")).toBe(U);
    expect(changeDirectory("a", null)).toBe(U);
    expect(top("a\nb/c")).toBe("b/c");
    expect(top("a")).toBe("a");
  });
});
