// skill: loads a skill's instructions (`.github/agent/skills/<name>/SKILL.md` from the trusted root). The
// system prompt lists names and descriptions only; bodies cost tokens only when used.
import { z } from "zod";
import { defineTool } from "../../tools/tool.js";
import type { LoopServices } from "./services.js";

export function createSkillTool(loop: LoopServices) {
  return defineTool({
    name: "skill",
    kind: "read",
    description: "Load a skill's instructions by name (skills are listed in the system prompt).",
    input: z.object({ name: z.string().min(1).max(64) }),
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describe: ({ name }) => `skill ${name}`,
    async execute({ name }) {
      const body = await loop.loadSkill(name);
      if (body === undefined) {
        const names = loop.skills().map((s) => s.name);
        return {
          output: `No skill named "${name}". Skills: ${names.join(", ") || "(none)"}.`,
          display: `skill ${name}: not found`,
          isError: true,
          errorType: "validation",
        };
      }
      return { output: body, display: `skill ${name} (${body.length} chars)` };
    },
  });
}
