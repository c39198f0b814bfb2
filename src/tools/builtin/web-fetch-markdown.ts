// HTML → Markdown for web_fetch: Readability picks the article out of the page chrome, Turndown (with GitHub
// tables and strikethrough) writes Markdown. The libraries are imported on first use: the action's start-up
// must not pay for a DOM implementation it may never need.

export interface PageText {
  title?: string;
  markdown: string;
}

export async function htmlToMarkdown(html: string): Promise<PageText> {
  const [{ parseHTML }, { Readability }, { default: TurndownService }, gfm] = await Promise.all([
    import("linkedom"),
    import("@mozilla/readability"),
    import("turndown"),
    import("turndown-plugin-gfm"),
  ]);
  const { document } = parseHTML(html);
  const title = document.title?.trim() || undefined;
  let article: { title?: string | null; content?: string | null } | null = null;
  try {
    // Readability mutates the document; give it its own copy so the fallback still has the full body.
    article = new Readability(parseHTML(html).document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 200 }).parse();
  } catch {
    article = null;
  }
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
  turndown.use(gfm.gfm);
  turndown.remove(["script", "style", "noscript", "template", "iframe"]);
  const source = article?.content || document.body?.innerHTML || html;
  const markdown = turndown.turndown(source).replace(/\n{3,}/g, "\n\n").trim();
  return { title: article?.title?.trim() || title, markdown };
}
