// Issue 20: a review, not a patch. `/agent review` on a pull request runs read-only and posts ONE GitHub review:
// inline comments anchored on lines of the diff (one multi-line), a ```suggestion block among them, and the
// comment the model aimed outside the diff moved into the summary (the emulator, like GitHub, refuses a review
// whose comment is off the diff). Then a push (`pull_request: synchronize`, GitHub's delivery from
// @octokit/webhooks-examples) with auto_review reviews only the new commits, updates the earlier summary instead of
// adding one, and puts its inline comments in one new review. Nothing is ever pushed. Drafts, forks'
// pull_request runs and pull_request_target start nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";

const CART = `// A tiny shopping cart: line totals, a percentage discount and VAT.

export function lineTotal(item) {
  return item.price * item.quantity;
}

export function subtotal(items) {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

/** Applies a percentage discount (0–100) to an amount. */
export function applyDiscount(amount, percent) {
  if (percent < 0 || percent > 100) throw new RangeError(\`discount must be 0–100, got \${percent}\`);
  return amount - (amount * percent) / 100;
}

export function total(items, { discountPercent = 0, vatRate = 0.2 } = {}) {
  const discounted = applyDiscount(subtotal(items), discountPercent);
  return Math.round(discounted * (1 + vatRate) * 100) / 100;
}

export function shipping(total) {
  if (total > 100) return 0;
  return 4.99;
}
`;
const CART_2 = `${CART}
export function freeShippingLeft(total) {
  return Math.max(0, 100 - total);
}
`;
const SUGGESTION_1 = "Simpler and exact for 50%:\n\n```suggestion\n  return amount * (1 - percent / 100);\n```";
const SUGGESTION_2 = "Name the threshold once:\n\n```suggestion\n  return Math.max(0, FREE_SHIPPING - total);\n```";

const FULL_REVIEW = {
  tools: [
    {
      name: "submit_review",
      input: {
        summary: "The discount now scales with the amount. Shipping needs named constants.",
        comments: [
          { path: "src/cart.js", line: 14, body: SUGGESTION_1 },
          { path: "src/cart.js", start_line: 22, line: 25, body: "Magic numbers: name 100 and 4.99." },
          { path: "src/cart.js", line: 4, body: "lineTotal ignores negative quantities." },
        ],
      },
    },
  ],
};
const PUSH_REVIEW = {
  tools: [
    {
      name: "submit_review",
      input: {
        summary: "freeShippingLeft repeats the shipping threshold.",
        comments: [
          { path: "src/cart.js", line: 28, body: SUGGESTION_2 },
          { path: "src/cart.js", line: 8, body: "subtotal could use a for loop." },
        ],
      },
    },
  ],
};

describe("review mode", () => {
  let world: World;
  let pull: number;
  let firstHead: string;
  let manual: ActionRun;
  let auto: ActionRun;
  let manualRequests: string[];
  let autoRequests: string[];
  let commentsAfterManual: number;
  const ignored: Record<string, { run: ActionRun; requests: number }> = {};

  beforeAll(async () => {
    world = await startWorld({
      script: [{ tools: [{ name: "read_file", input: { path: "src/cart.js" } }] }, FULL_REVIEW, PUSH_REVIEW],
    });
    const gh = world.gh;
    const git = gh.git(REPO);
    await git.commit({ branch: "feature/shipping", from: "main", files: { "src/cart.js": CART }, message: "Shipping" });
    pull = (await gh.createPull({ repo: REPO, title: "Shipping costs", head: "feature/shipping", user: "maintainer" }))
      .number;
    firstHead = (await git.branches())["feature/shipping"];

    const ask = gh.addComment({ repo: REPO, issue: pull, body: "/agent review the money maths", user: "maintainer" });
    manual = await runAction(world, {
      eventName: "issue_comment",
      payload: gh.events.issueComment({ repo: REPO, commentId: ask.id }),
    });
    manualRequests = world.model.requests.map((r) => r.text);
    commentsAfterManual = gh.issueComments(REPO, pull).length;

    await git.commit({ branch: "feature/shipping", files: { "src/cart.js": CART_2 }, message: "Free shipping hint" });
    const sync = await gh.events.pullRequestUpdate({
      repo: REPO,
      pull,
      action: "synchronize",
      before: firstHead,
      sender: "maintainer",
    });
    auto = await runAction(world, { eventName: "pull_request", payload: sync, inputs: { auto_review: "true" } });
    autoRequests = world.model.requests.slice(manualRequests.length).map((r) => r.text);

    // Runs that must start nothing.
    await git.commit({ branch: "wip", from: "main", files: { "WIP.md": "wip\n" }, message: "WIP" });
    const draft = (await gh.createPull({ repo: REPO, title: "WIP", head: "wip", user: "maintainer", draft: true }))
      .number;
    const attempts: [string, string, Record<string, unknown>, Record<string, string>][] = [
      [
        "draft",
        "pull_request",
        await gh.events.pullRequestUpdate({ repo: REPO, pull: draft, action: "opened", sender: "maintainer" }),
        { auto_review: "true" },
      ],
      ["auto_review off", "pull_request", sync, {}],
      ["pull_request_target", "pull_request_target", sync, { auto_review: "true" }],
    ];
    for (const [name, eventName, payload, inputs] of attempts) {
      const before = world.model.requests.length;
      const run = await runAction(world, { eventName, payload, inputs });
      ignored[name] = { run, requests: world.model.requests.length - before };
    }
  }, 240_000);
  afterAll(async () => world?.close());

  const botReviews = () => world.gh.reviews(REPO, pull).filter((r) => r.user?.login === "github-actions[bot]");
  const botComments = (reviewId: number) =>
    world.gh.reviewComments(REPO, pull).filter((c) => c.pull_request_review_id === reviewId);

  it("/agent review posts one review: inline comments on diff lines, a suggestion, the off-diff comment in the summary", () => {
    expect(manual.code, manual.stdout + manual.stderr).toBe(0);
    expect(manual.outputs.conclusion).toBe("reviewed");
    // The model was given the pull request's numbered diff and the review tool, read-only.
    expect(manualRequests[0]).toContain("This is a review run: change nothing.");
    expect(manualRequests[0]).toContain("R   14 +  return amount - (amount * percent) / 100;");
    expect(manualRequests[0]).toContain('"name":"submit_review"');
    const [first] = botReviews();
    expect(first.state).toBe("COMMENTED");
    expect(first.commit_id).toBe(firstHead);
    const inline = botComments(first.id).map((c) => ({
      path: c.path,
      line: c.line,
      start: c.start_line,
      side: c.side,
      suggestion: c.body.includes("```suggestion\n  return amount * (1 - percent / 100);\n```"),
    }));
    expect(inline).toEqual([
      { path: "src/cart.js", line: 14, start: null, side: "RIGHT", suggestion: true },
      { path: "src/cart.js", line: 25, start: 22, side: "RIGHT", suggestion: false },
    ]);
    expect(first.body).toContain("The discount now scales with the amount.");
    expect(first.body).toMatch(
      /\*\*Comments on lines outside the diff\*\*\n\n- `src\/cart.js` line 4 \(not on a line of the diff\):\n\n {2}lineTotal ignores negative quantities\./,
    );
  });

  it("says so in the thread, with the review's link", () => {
    const final = world.gh.issueComments(REPO, pull).at(-1)?.body ?? "";
    expect(final).toContain("Review posted");
    expect(final).toMatch(/Review posted: \S+#pullrequestreview-\d+ \(2 inline comments, 1 moved to the summary/);
  });

  it("a push with auto_review reviews only the new commits and updates the earlier summary", () => {
    expect(auto.code, auto.stdout + auto.stderr).toBe(0);
    expect(auto.outputs.conclusion).toBe("reviewed");
    expect(autoRequests[0]).toContain(
      `Only the commits after \`${firstHead.slice(0, 7)}\` are new since the last review`,
    );
    expect(autoRequests[0]).toContain("the changes since the last review");
    expect(autoRequests[0]).toContain("R   28 +  return Math.max(0, 100 - total);");
    expect(autoRequests[0]).not.toContain("R   14 +  return amount - (amount * percent) / 100;");
    const reviews = botReviews();
    // The summary review was edited, and the new inline comments came in one more review: two in all.
    expect(reviews).toHaveLength(2);
    const [summary, latest] = reviews;
    expect(summary.body).toContain("freeShippingLeft repeats the shipping threshold.");
    expect(summary.body).toMatch(
      /- `src\/cart.js` line 8 \(not on a line of the diff\):\n\n {2}subtotal could use a for loop\./,
    );
    expect(summary.body).toContain("<details><summary>Earlier review</summary>");
    expect(summary.body).toContain("The discount now scales with the amount.");
    const inline = botComments(latest.id);
    expect(inline.map((c) => [c.path, c.line, c.side])).toEqual([["src/cart.js", 28, "RIGHT"]]);
    expect(inline[0].body).toContain("```suggestion\n  return Math.max(0, FREE_SHIPPING - total);\n```");
    expect(latest.body).toContain(`Comments on the commits since \`${firstHead.slice(0, 7)}\``);
    // No progress or final comment for an automatic review: the review is the answer.
    expect(world.gh.issueComments(REPO, pull)).toHaveLength(commentsAfterManual);
  });

  it("pushes nothing", async () => {
    expect(world.gh.pushes.filter((p) => p.login === "github-actions[bot]")).toEqual([]);
    expect(manual.outputs.branch ?? "").toBe("");
    expect(auto.outputs.commit_sha ?? "").toBe("");
  });

  it("starts nothing for a draft, with auto_review off, or on pull_request_target", () => {
    const why: Record<string, RegExp> = {
      draft: /is a draft: it is reviewed once it is ready/,
      "auto_review off": /pull_request synchronize, but auto_review is off/,
      pull_request_target: /pull_request_target is never handled/,
    };
    for (const [name, { run, requests }] of Object.entries(ignored)) {
      expect(run.code, name).toBe(0);
      expect(requests, name).toBe(0);
      expect(run.stdout, name).toMatch(why[name]);
    }
  });
});
