// Screenshots in a bug report: the images attached to the issue or pull request's body and to the triggering
// comment, downloaded so the model sees them as image blocks. A private repository's attachments cannot be read
// with the job's token at the URL the markdown shows (`/user-attachments/assets/…` wants a browser session):
// the API's `body_html` carries short-lived signed URLs instead, so the text is asked for again with media type
// `full`, and those URLs are fetched without any token. Only hosts GitHub serves attachments from are contacted;
// the bytes must be a png, jpeg, gif or webp; each is size-limited like read_file's images, and the count is
// capped. A download that fails becomes a note in the task, never a failed run. Alt text and titles are not kept:
// GitHub does not show them either.
import type { Octokit } from "./octokit.js";
import { imageType, type ImageType } from "../tools/file-sniff.js";

export interface ThreadImage {
  mediaType: ImageType;
  /** Base64. */
  data: string;
  /** Where it was attached, e.g. "the issue's description, image 1". */
  label: string;
  bytes: number;
}

export interface ThreadImages {
  images: ThreadImage[];
  /** One line per image that is not shown, with why. */
  notes: string[];
}

export interface ThreadImageOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The issue or pull request whose description may hold images. */
  issueNumber?: number;
  /** Its markdown, to skip the API round trip when it has no image at all. */
  issueBody?: string | null;
  commentId?: number;
  commentBody?: string | null;
  /** A review task's review comments (their attachments are the reviewer's screenshots). */
  reviewComments?: readonly { id: number; body: string }[];
  /** GITHUB_SERVER_URL: github.com, or a GitHub Enterprise Server that serves its own attachments. */
  serverUrl: string;
  fetch?: typeof fetch;
  maxImages?: number;
  maxBytes?: number;
}

/** As read_file: what the Messages API accepts for one base64 image (5 MB of base64). */
const MAX_THREAD_IMAGE_BYTES = Math.floor((5 * 1024 * 1024 * 3) / 4);
const MAX_THREAD_IMAGES = 5;
const GITHUB_ATTACHMENT_HOSTS = [
  "private-user-images.githubusercontent.com",
  "user-images.githubusercontent.com",
  "github-production-user-asset-6210df.s3.amazonaws.com",
];
const MAX_REDIRECTS = 3;

const HAS_IMAGE = /!\[[^\]]*\]\(|<img\b/i;

export async function collectThreadImages(options: ThreadImageOptions): Promise<ThreadImages> {
  const sources: { label: string; html: () => Promise<string | null | undefined> }[] = [];
  const { octokit, owner, repo } = options;
  // Octokit puts the format in place of `+json`: "full+json" gives the documented `application/vnd.github.v3.full+json`.
  const full = { mediaType: { format: "full+json" } };
  if (options.issueNumber !== undefined && HAS_IMAGE.test(options.issueBody ?? "")) {
    const issue_number = options.issueNumber;
    sources.push({
      label: "the description",
      html: async () => (await octokit.rest.issues.get({ owner, repo, issue_number, ...full })).data.body_html,
    });
  }
  if (options.commentId !== undefined && HAS_IMAGE.test(options.commentBody ?? "")) {
    const comment_id = options.commentId;
    sources.push({
      label: "the request's comment",
      html: async () => (await octokit.rest.issues.getComment({ owner, repo, comment_id, ...full })).data.body_html,
    });
  }
  for (const c of options.reviewComments ?? []) {
    if (!HAS_IMAGE.test(c.body)) continue;
    sources.push({
      label: `review comment ${c.id}`,
      html: async () =>
        (await octokit.rest.pulls.getReviewComment({ owner, repo, comment_id: c.id, ...full })).data.body_html,
    });
  }
  const result: ThreadImages = { images: [], notes: [] };
  const max = options.maxImages ?? MAX_THREAD_IMAGES;
  for (const source of sources) {
    let html: string | null | undefined;
    try {
      html = await source.html();
    } catch (err) {
      result.notes.push(`The images in ${source.label} could not be listed (${(err as Error).message}).`);
      continue;
    }
    const urls = imageSources(html ?? "");
    for (const [i, url] of urls.entries()) {
      const label = `${source.label}, image ${i + 1}`;
      if (result.images.length >= max) {
        result.notes.push(`${label}: not shown (at most ${max} images are given to the model).`);
        continue;
      }
      const got = await download(url, options);
      if ("why" in got) result.notes.push(`${label}: not shown (${got.why}).`);
      else result.images.push({ ...got, label });
    }
  }
  return result;
}

/** The `src` of every `<img>` in rendered HTML, in order, once each. */
export function imageSources(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const src = (m[1] ?? m[2]).replace(/&amp;/g, "&");
    if (!out.includes(src)) out.push(src);
  }
  return out;
}

function allowedHost(url: URL, serverUrl: string): boolean {
  let server: URL | undefined;
  try {
    server = new URL(serverUrl);
  } catch {
    server = undefined;
  }
  return (
    (server !== undefined && url.origin === server.origin) ||
    (url.protocol === "https:" && GITHUB_ATTACHMENT_HOSTS.includes(url.hostname))
  );
}

async function download(
  src: string,
  options: ThreadImageOptions,
): Promise<Omit<ThreadImage, "label"> | { why: string }> {
  const maxBytes = options.maxBytes ?? MAX_THREAD_IMAGE_BYTES;
  const doFetch = options.fetch ?? fetch;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { why: "not a URL" };
  }
  for (let hop = 0; ; hop++) {
    if (!allowedHost(url, options.serverUrl))
      return { why: `${url.hostname} is not a host GitHub serves attachments from` };
    let response: Response;
    try {
      // No token: the signed URL is the credential, and a token must never reach a storage host.
      response = await doFetch(url, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
    } catch (err) {
      return { why: `download failed: ${(err as Error).message}` };
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { why: `download failed: HTTP ${response.status}` };
    }
    const body = await readCapped(response, maxBytes);
    if (!body) return { why: `larger than ${formatMb(maxBytes)}` };
    const mediaType = imageType(body);
    if (!mediaType) return { why: "not a png, jpeg, gif or webp image" };
    return { mediaType, data: Buffer.from(body).toString("base64"), bytes: body.length };
  }
}

/** The body, or undefined as soon as it is longer than `max` (declared or read). */
async function readCapped(response: Response, max: number): Promise<Uint8Array | undefined> {
  if (Number(response.headers.get("content-length") ?? 0) > max) {
    await response.body?.cancel();
    return undefined;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader() as ReadableStreamDefaultReader<Uint8Array> | undefined;
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
