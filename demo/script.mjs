// The scripted model session that fixes demo/sample-repo's discount bug the way a model would: plan, read the
// failing test, find the function, read it, edit it, run the tests, report. Shared by the offline demo and the
// end-to-end tests. The closing summary is written from the test run the action really did, so a fix that
// does not work is reported as such instead of the script claiming success.

const TODOS = ["Find the failing test", "Fix applyDiscount", "Run the tests"];

/** The one edit that fixes the sample's bug, for scripts that need the fix and nothing else around it. */
export function fixDiscountEdit() {
  return {
    name: "edit_file",
    input: {
      path: "src/cart.js",
      old_string: "  return amount - percent;",
      new_string: "  return amount * (1 - percent / 100);",
    },
  };
}

export function fixDiscountScript() {
  return [
    {
      text: "Let me look at the failing test first.",
      tools: [
        {
          name: "todo_write",
          input: { todos: TODOS.map((content, i) => ({ content, status: i === 0 ? "in_progress" : "pending" })) },
        },
      ],
    },
    {
      tools: [
        { name: "read_file", input: { path: "test/cart.test.js" } },
        { name: "grep", input: { pattern: "applyDiscount", output_mode: "content" } },
      ],
    },
    { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
    {
      text: "applyDiscount subtracts the percentage as an absolute amount; it should scale the amount.",
      tools: [fixDiscountEdit()],
    },
    { tools: [{ name: "bash", input: { command: "npm test", description: "Run the test suite" } }] },
    (request) => {
      const { passed, failed } = testCounts(request);
      const allPass = passed !== undefined && failed === 0;
      return {
        tools: [
          {
            name: "todo_write",
            input: {
              todos: TODOS.map((content, i) => ({ content, status: i < 2 || allPass ? "completed" : "in_progress" })),
            },
          },
        ],
      };
    },
    (request) => {
      const { passed, failed } = testCounts(request);
      if (passed === undefined)
        return {
          text: "I changed `applyDiscount` in `src/cart.js`, but I could not read the result of `npm test`, so the fix is unverified.",
        };
      if (failed > 0)
        return {
          text: `I changed \`applyDiscount\` in \`src/cart.js\`, but \`npm test\` still fails: ${passed} passed, ${failed} failed.`,
        };
      return {
        text: `Fixed \`applyDiscount\` in \`src/cart.js\`: it subtracted the percentage as if it were an amount of money. It now takes \`percent\`% off, so \`total()\` applies a 50% discount before VAT as the tests expect. \`npm test\`: ${passed} passed.`,
      };
    },
  ];
}

/** Pass/fail counts from the conversation's tool results. */
function testCounts(request) {
  const texts = [];
  for (const message of request.body?.messages ?? []) {
    if (message.role !== "user" || typeof message.content === "string") continue;
    for (const block of message.content) {
      if (block.type !== "tool_result") continue;
      if (typeof block.content === "string") texts.push(block.content);
      else for (const part of block.content ?? []) if (part.type === "text") texts.push(part.text);
    }
  }
  return countTests(texts.join("\n"));
}

/** The last `node --test` summary in `output` (TAP `# pass 4` or spec `ℹ pass 4`); undefined counts when there is none. */
export function countTests(output) {
  const last = (name) => {
    const matches = [...output.matchAll(new RegExp(`^\\s*(?:#|ℹ) ${name} (\\d+)`, "gm"))];
    return matches.length ? Number(matches[matches.length - 1][1]) : undefined;
  };
  const passed = last("pass");
  return { passed, failed: passed === undefined ? undefined : (last("fail") ?? 0) };
}
