// Image attachments as GitHub serves them. A body's markdown links `<server>/user-attachments/assets/<uuid>`,
// which answers 404 to anything but a signed-in browser; the API's `body_html` (media type `full` or `html`)
// rewrites each to a short-lived signed URL (`private-user-images` with a `jwt` query), the only way an action
// can download a private repository's attachment. Here the signature is an HMAC over the id and the expiry.
import { createHmac, randomBytes, randomUUID } from "node:crypto";

const TTL_MS = 5 * 60_000;

export class Attachments {
  #secret = randomBytes(16);
  #files = new Map();

  /** @param {string} serverUrl */
  constructor(serverUrl) {
    this.serverUrl = serverUrl;
    /** Downloads served, for tests: `{ id, status, withToken }` (whether an Authorization header came along). */
    this.downloads = [];
  }

  /** Stores bytes as an attachment; returns the markdown URL a user would paste. */
  add(bytes, contentType = "image/png") {
    const id = randomUUID();
    this.#files.set(id, { bytes: Buffer.from(bytes), contentType });
    return `${this.serverUrl}/user-attachments/assets/${id}`;
  }

  #sign(id, expires) {
    return createHmac("sha256", this.#secret).update(`${id}.${expires}`).digest("hex");
  }

  /** A GitHub-flavoured rendering good enough for the attachment images: text escaped, images as signed <img>. */
  renderHtml(markdown) {
    if (markdown === null || markdown === undefined) return null;
    const escape = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
    const prefix = `${this.serverUrl}/user-attachments/assets/`;
    const html = escape(markdown).replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (m, alt, url) => {
      if (!url.startsWith(prefix)) return `<img src="${url}" alt="${alt}">`;
      const id = url.slice(prefix.length);
      const expires = Date.now() + TTL_MS;
      const src = `${this.serverUrl}/private-user-images/${id}?jwt=${expires}.${this.#sign(id, expires)}`;
      return `<a target="_blank" rel="noopener noreferrer" href="${src}"><img src="${src}" alt="${alt}" style="max-width: 100%;"></a>`;
    });
    return `<p>${html.replace(/\n\n+/g, "</p>\n<p>").replace(/\n/g, "<br>\n")}</p>`;
  }

  /** Answers a non-API request for an attachment, or undefined when the path is not one. */
  serve(url, headers = {}) {
    this.lastAuthorization = headers.authorization;
    const direct = /^\/user-attachments\/assets\/([\w-]+)$/.exec(url.pathname);
    if (direct) return this.#log(direct[1], { status: 404, body: "Not Found" });
    const signed = /^\/private-user-images\/([\w-]+)$/.exec(url.pathname);
    if (!signed) return undefined;
    const id = signed[1];
    const [expires, signature] = (url.searchParams.get("jwt") ?? "").split(".");
    const file = this.#files.get(id);
    if (!file || signature !== this.#sign(id, Number(expires)) || Number(expires) < Date.now())
      return this.#log(id, { status: 404, body: "Not Found" });
    return this.#log(id, {
      status: 200,
      body: file.bytes,
      headers: { "content-type": file.contentType, "content-length": String(file.bytes.length) },
    });
  }

  #log(id, response) {
    this.downloads.push({ id, status: response.status, withToken: Boolean(this.lastAuthorization) });
    return response;
  }
}

/** Whether an API request asked for `body_html` (media types `full` and `html`). */
export function wantsHtml(accept) {
  return /application\/vnd\.github(\.v3)?\.(full|html)(\+json)?(,|$)/.test(String(accept ?? ""));
}
