// Which words of a known reader or writer are files, read or written: the option grammar keeps patterns and
// option values out, unknown options make every word a file (the safe direction), and a copy's landing path
// inside a destination directory counts as a write.
import { describe, expect, it } from "vitest";
import { decideCommand } from "../../src/policy/decide.js";
import { commandPaths } from "../../src/policy/path-operands.js";
import { policySchema } from "../../src/policy/schema.js";
import { parseCommandLine } from "../../src/policy/shell.js";

/** "R"/"W" (writer or not), then each operand as r:text or w:text, `(?)` marking a word that is not literal. */
async function paths(line: string): Promise<string | undefined> {
  const parsed = await parseCommandLine(line);
  if (!parsed.ok) throw new Error(parsed.reason);
  const [first, ...rest] = parsed.line.commands[0].words;
  const r = commandPaths(first.text, rest);
  if (!r) return undefined;
  const ops = r.operands.map((o) => `${o.access[0]}:${o.word.text}${o.word.kind === "literal" ? "" : "(?)"}`);
  return [r.writer ? "W" : "R", ...ops].join(" ");
}

describe("commandPaths", () => {
  it.each<[string, string]>([
    // readers: options and their values are not files
    ["cat -n a b", "R r:a r:b"],
    ["head -n 5 a", "R r:a"],
    ["head -n5 -- -x", "R r:-x"],
    ["tail -f log", "R r:log"],
    ["sha1sum a", "R r:a"],
    ["sha3sum a", "R r:a"],
    ["readlink -f a", "R r:a"],
    ["cat -Z a", "R r:a"], // unknown option: every other word is a file
    ["cat --zz=x a", "R r:x r:a"],
    ["cat -Z -$x a", "R r:-$x(?) r:a"], // a word that is not literal is no option, whatever it starts with
    // readers that also write
    ["sort -o out in", "W r:in w:out"],
    ["sort --output=out in", "W r:in w:out"],
    ["sort -uo out in", "W r:in w:out"],
    ["sort --files0-from=list", "R r:list"],
    ["uniq a b", "W r:a w:b"],
    ["uniq a", "R r:a"],
    ["xxd a b", "W r:a w:b"],
    ["xxd -o 16 a", "R r:a"], // -o is an offset for xxd; only sort's -o is an output
    // search tools: the first operand is the pattern unless a pattern option gave it
    ["grep x a b", "R r:a r:b"],
    ["egrep x a", "R r:a"],
    ["fgrep x a", "R r:a"],
    ["grep -e x a b", "R r:a r:b"],
    ["grep --regexp=x a", "R r:a"],
    ["grep -f pats a", "R r:pats r:a"],
    ["grep --file=pats a", "R r:pats r:a"],
    ["grep -Q x a", "R r:x r:a"],
    ["rg x src", "R r:src"],
    ["rg --files src", "R r:src"],
    ["rg -g '*.pem' x src", "R r:src"],
    ["rg --ignore-file ig x src", "R r:ig r:src"],
    // sed, awk, jq, find
    ["sed -n 1p a", "R r:a"],
    ["sed -e p a", "R r:a"],
    ["sed --expression=p a", "R r:a"],
    ["sed -f s.sed a", "R r:s.sed r:a"],
    ["sed -Q p a", "R r:p r:a"],
    ["awk '{print}' a v=1 _x=2 b", "R r:a r:b"],
    ["gawk -f p.awk a", "R r:p.awk r:a"],
    ["mawk '{print}' a", "R r:a"],
    ["nawk '{print}' a", "R r:a"],
    ["awk -Q x a", "R r:x r:a"],
    ["jq . a b", "R r:a r:b"],
    ["jq -f f.jq a", "R r:f.jq r:a"],
    ["jq --from-file f.jq a", "R r:f.jq r:a"],
    ["jq --arg k v . a", "R r:a"],
    ["jq --argjson k 1 . a", "R r:a"],
    ["jq --slurpfile k s.json . a", "R r:s.json r:a"],
    ["jq --rawfile k r.txt . a", "R r:r.txt r:a"],
    ["jq -r . a", "R r:a"],
    ["jq --indent 2 . a", "R r:a"],
    ["jq -L lib . a", "R r:a"],
    ["jq --args . a b", "R"],
    ["jq --jsonargs . 1 2", "R"],
    ["jq - a", "R r:a"],
    ["find . -name '*.pem'", "R r:."],
    ["find -L src lib -newer ref -type f", "R r:src r:lib r:ref"],
    ["find -H -P src -samefile x", "R r:src r:x"],
    ["find . -neweram x", "R r:. r:x"],
    ["find . -files0-from list", "R r:. r:list"],
    ["find ! -name x", "R"],
    ["find . -newer", "R r:."],
    // dd: if= is read, of= written; a non-literal word may be either
    ["dd if=a of=b bs=1", "W r:a w:b"],
    ['dd if="$x" of=b', 'W r:"$x"(?) w:b'],
    ['dd "of=$x"', 'W w:"of=$x"(?)'],
    ["dd $opts", "W w:$opts(?)"],
    // copies: sources read, the destination and each landing path written
    ["cp a b", "W r:a w:b w:b/a"],
    ["cp a b dir", "W r:a r:b w:dir w:dir/a w:dir/b"],
    ["cp x/a dir/", "W r:x/a w:dir/ w:dir/a"],
    ["cp -t dir a b", "W w:dir r:a w:dir/a r:b w:dir/b"],
    ["cp --target-directory=dir a", "W w:dir r:a w:dir/a"],
    ["cp -T a b", "W r:a w:b"],
    ["cp --no-target-directory a b", "W r:a w:b"],
    ["cp -r a b", "W r:a w:b w:b/a"],
    ["cp a", "W r:a"],
    ["cp -Q a b", "W w:a w:b r:a r:b"],
    ["cp src/*.ts dir", "W r:src/*.ts(?) w:dir w:dir/*.ts(?)"],
    ["cp src/*/ dir", "W r:src/*/(?) w:dir w:dir/*(?)"],
    ['cp "$f" dir', 'W r:"$f"(?) w:dir w:"$f"(?)'],
    ['cp a "$d"', 'W r:a w:"$d"(?) w:"$d"(?)'],
    ["mv a b", "W r:a w:a w:b w:b/a"],
    ["ln -s target", "W r:target w:target"],
    ["ln -sr a b", "W r:a w:b w:b/a"],
    ["install -d x y", "W w:x w:y"],
    ["install --directory x", "W w:x"],
    ["install -m 644 a b", "W r:a w:b w:b/a"],
    // writers of their operands
    ["touch -r ref a", "W r:ref w:a"],
    ["touch --reference=ref a", "W r:ref w:a"],
    ["truncate -r ref a", "W r:ref w:a"],
    ["truncate -s 0 a", "W w:a"],
    ["mkdir -p a/b", "W w:a/b"],
    ["rm -rf a b", "W w:a w:b"],
    ["rmdir a", "W w:a"],
    ["tee -a out", "W w:out"],
    ["chmod +x a", "W w:a"],
    ["chmod -x a", "W w:a"],
    ["chmod u-w,g+r a", "W w:a"],
    ["chmod 644 a", "W w:a"],
    ["chmod -R 644 a", "W w:a"],
    ["chmod --reference=ref a", "W r:ref w:a"],
    ["chown u a", "W w:a"],
    ["chown --reference=ref a", "W r:ref w:a"],
    ["chgrp g a", "W w:a"],
    ["chmod -Q a", "W w:a r:a"],
    ["chmod -rw a", "W w:a"],
    ["chmod -v 644 a", "W w:a"],
    ["chmod -R u+x d", "W w:d"],
    ["chmod --preserve-root -R u+x d", "W w:d"],
    // Long options of a known writer or reader are understood: their values are not files.
    ["diff --unified=3 a b", "R r:a r:b"],
    ["stat --format=%s a", "R r:a"],
    ["awk --field-separator=, '{print}' a", "R r:a"],
    ["mkdir --mode=700 d", "W w:d"],
    ["rm --interactive=never f", "W w:f"],
    ["rmdir --parents a/b", "W w:a/b"],
    ["truncate --size=0 f", "W w:f"],
    ["tee --output-error=warn f", "W w:f"],
    ["chgrp --recursive g d", "W w:d"],
    ["mv --no-clobber a b", "W r:a w:a w:b w:b/a"],
    ["ln --symbolic a b", "W r:a w:b w:b/a"],
    ["mkdir --bogus=x a", "W w:x w:a r:x r:a"],
  ])("%s → %s", async (line, expected) => {
    expect(await paths(line)).toBe(expected);
  });

  it("leaves unknown commands to their patterns", async () => {
    for (const line of ["ls a", "make a", "npm test"]) expect(await paths(line), line).toBeUndefined();
  });
});

describe("dd's hidden operands through the policy", () => {
  const policy = policySchema.parse({ version: 1, bash: { allow: ["dd *"] } });
  it("refuses a dd word that may expand to an output file", async () => {
    for (const line of ['dd "of=$x"', 'dd if=a "of=$HOME/.ssh/authorized_keys"', "dd if=a $opts"]) {
      expect(await decideCommand(policy, line, { workspace: "/work/ws" }), line).toMatchObject({
        allowed: false,
        rule: "builtin:write-target",
      });
    }
    expect((await decideCommand(policy, "dd if=a of=b bs=1M", { workspace: "/work/ws" })).allowed).toBe(true);
  });
});
