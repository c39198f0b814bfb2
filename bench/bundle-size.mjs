// Bundle sizes: dist/index.js (what every run loads before anything else) and each lazily loaded ncc chunk, named by
// a marker it contains (ncc numbers chunks, it does not name them). Reported, not judged: the start-up row is the
// target the sizes serve.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

const MARKERS = [
  ["function runAgent", "agent loop + tools (loaded during set-up, before the first model request)"],
  ["anthropic-version", "model SDK (before the first model request)"],
  ["function landChanges", "landing (after the loop)"],
  ["simple-git", "simple-git (after the loop)"],
  ["uploadTranscriptArtifact", "transcript upload (after the loop)"],
  ["ArtifactService", "@actions/artifact + Azure blob client (after the loop)"],
  ["apache-arrow", "Azure blob client's Arrow reader (after the loop, if ever)"],
  ["linkedom", "web_fetch: linkedom (first web_fetch)"],
  ["Readability", "web_fetch: readability (first web_fetch)"],
  ["turndown", "web_fetch: turndown (first web_fetch)"],
  ["class McpHub", "MCP hub (first tool_search that names an MCP server)"],
  ["mcp-session-id", "MCP SDK client + transports (first tool_search that names an MCP server)"],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Markdown lines: the entry, then each chunk, largest first. */
export async function bundleSizes(dist) {
  const entry = (await stat(path.join(dist, "index.js"))).size;
  const chunks = [];
  for (const name of (await readdir(dist)).filter((f) => /^\d+\.index\.js$/.test(f))) {
    const text = await readFile(path.join(dist, name), "utf8");
    const what = MARKERS.find(([marker]) => text.includes(marker))?.[1] ?? "—";
    chunks.push({ name, size: Buffer.byteLength(text), what });
  }
  chunks.sort((a, b) => b.size - a.size);
  const total = chunks.reduce((sum, c) => sum + c.size, 0);
  return [
    "| file | size | loaded |",
    "| --- | --- | --- |",
    `| dist/index.js | ${kb(entry)} | at process start |`,
    ...chunks.map((c) => `| dist/${c.name} | ${kb(c.size)} | ${c.what} |`),
    `| all chunks | ${kb(total)} | |`,
  ];
}
