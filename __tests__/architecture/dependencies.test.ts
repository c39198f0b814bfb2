// The one-way flow (docs/ARCHITECTURE.md) is enforced by dependency-cruiser with the rules in
// .dependency-cruiser.cjs. Here they run over src/ (no violation allowed) and over a fixture tree that breaks
// each rule exactly once, so a rule that stops matching (a typo in a path, a resolver that no longer follows
// `.js` specifiers to `.ts` files) fails this file instead of passing silently.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs")) as IConfiguration;
const ruleNames = (config.forbidden ?? []).map((rule) => rule.name);

async function cruiseSrc(baseDir: string): Promise<ICruiseResult> {
  const result = await cruise(["src"], {
    ...config.options,
    baseDir,
    tsConfig: undefined,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    outputType: "json",
  });
  return JSON.parse(result.output as string) as ICruiseResult;
}

function violations(result: ICruiseResult): string[] {
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe("the import rules", () => {
  it("find no back-edge and no cycle in src/", async () => {
    const result = await cruiseSrc(root);
    expect(violations(result)).toEqual([]);
    // Not vacuous: the cruise resolved the `.js` specifiers to the `.ts` files and saw the rooms' imports.
    const loop = result.modules.find((m) => m.source === "src/agent/loop.ts");
    expect(loop?.dependencies.map((d) => d.resolved)).toEqual(
      expect.arrayContaining(["src/tools/session.ts", "src/transcript-events.ts"]),
    );
    expect(result.modules.filter((m) => m.couldNotResolve)).toEqual([]);
    expect(result.summary.totalCruised).toBeGreaterThan(150);
  });

  it("report each deliberate back-edge and cycle of the fixture tree under its own rule", async () => {
    const result = await cruiseSrc(path.join(root, "__tests__/architecture/fixtures"));
    const found = violations(result);
    expect(found).toEqual(
      [
        "tools-know-no-loop: src/tools/executor.ts → src/agent/loop.ts",
        "policy-is-pure: src/policy/decide.ts → src/tools/paths.ts",
        "agent-knows-no-github-landing-or-report: src/agent/model.ts → src/github/octokit.ts",
        "report-knows-no-github-or-landing: src/report/comment.ts → src/land/pull-request.ts",
        "land-takes-plain-data: src/land/land.ts → src/github/task.ts",
        "neutral-modules-import-no-room: src/transcript-events.ts → src/report/render.ts",
        "only-entry-points-import-the-composition-root: src/github/progress.ts → src/run/execute.ts",
        "no-folder-cycles: src/net → src/sandbox",
        "no-folder-cycles: src/sandbox → src/net",
        "no-module-cycles: src/net/host-a.ts → src/net/host-b.ts",
      ].sort(),
    );
    // Every rule in the configuration is proven to bite.
    expect(new Set(result.summary.violations.map((v) => v.rule.name))).toEqual(new Set(ruleNames));
  });
});
