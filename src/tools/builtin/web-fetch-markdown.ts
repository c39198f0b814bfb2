// HTML → Markdown for web_fetch: Readability picks the article out of the page chrome, Turndown (with GitHub
// tables and strikethrough) writes Markdown. The libraries are imported on first use: the action's start-up
// must not pay for a DOM implementation it may never need.

export interface PageText {
  title?: string;
  markdown: string;
}

// linkedom's declarations lean on the DOM lib, which this Node project does not load, so its types do not
// resolve here: this is the part of its document the function reads.
interface ParsedPage {
  document: { title?: string; body?: { innerHTML: string } | null };
}

export async function htmlToMarkdown(html: string): Promise<PageText> {
  const [{ parseHTML }, { Readability }, { default: TurndownService }, gfm] = await Promise.all([
    import("linkedom"),
    import("@mozilla/readability"),
    import("turndown"),
    import("turndown-plugin-gfm"),
  ]);
  const { document } = parseHTML(html) as ParsedPage;
  const title = document.title?.trim() || undefined;
  let article: { title?: string | null; content?: string | null } | null;
  try {
    // Readability mutates the document; give it its own copy so the fallback still has the full body.
    article = new Readability((parseHTML(html) as ParsedPage).document, { charThreshold: 200 }).parse();
  } catch {
    article = null;
  }
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
  turndown.use(gfm.gfm);
  turndown.remove(["script", "style", "noscript", "template", "iframe"]);
  const source = article?.content || document.body?.innerHTML || html;
  const markdown = turndown
    .turndown(source)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { title: article?.title?.trim() || title, markdown };
}
