// Smart HTTP for the emulator's bare repositories: a CGI bridge to `git http-backend`, the same program GitHub
// Enterprise and most self-hosted servers put behind their web server.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { gitEnvironment } from "./git-repo.mjs";

const BACKEND = existsSync("/usr/lib/git-core/git-http-backend") ? "/usr/lib/git-core/git-http-backend" : undefined;

// `/<owner>/<repo>.git/<service path>` or, like github.com, the same without `.git`.
const GIT_PATH = /^\/([^/]+)\/([^/]+?)(?:\.git)?\/(info\/refs|git-upload-pack|git-receive-pack|HEAD|objects\/.+)$/;

/** @returns {{owner: string, name: string, rest: string, service: "upload-pack"|"receive-pack"} | undefined} */
export function matchGitPath(pathname, query) {
  const m = GIT_PATH.exec(pathname);
  if (!m) return undefined;
  const [, owner, name, rest] = m;
  const service =
    rest === "git-receive-pack" || (rest === "info/refs" && query.get("service") === "git-receive-pack")
      ? "receive-pack"
      : "upload-pack";
  return { owner, name, rest, service };
}

/**
 * Runs one smart-HTTP request through `git http-backend` and streams the answer back.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{projectRoot: string, pathInfo: string, query: string, remoteUser: string}} cgi
 * @returns {Promise<number>} the HTTP status sent
 */
export function runHttpBackend(req, res, cgi) {
  return new Promise((resolve) => {
    const env = gitEnvironment({
      GIT_PROJECT_ROOT: cgi.projectRoot,
      GIT_HTTP_EXPORT_ALL: "1",
      PATH_INFO: cgi.pathInfo,
      REQUEST_METHOD: req.method ?? "GET",
      QUERY_STRING: cgi.query,
      CONTENT_TYPE: req.headers["content-type"] ?? "",
      REMOTE_USER: cgi.remoteUser,
      REMOTE_ADDR: req.socket.remoteAddress ?? "127.0.0.1",
      SERVER_PROTOCOL: "HTTP/1.1",
      ...(req.headers["content-length"] ? { CONTENT_LENGTH: String(req.headers["content-length"]) } : {}),
      ...(req.headers["content-encoding"] ? { HTTP_CONTENT_ENCODING: String(req.headers["content-encoding"]) } : {}),
      ...(req.headers["git-protocol"] ? { GIT_PROTOCOL: String(req.headers["git-protocol"]) } : {}),
    });
    const child = BACKEND
      ? spawn(BACKEND, [], { env, stdio: ["pipe", "pipe", "pipe"] })
      : spawn("git", ["http-backend"], { env, stdio: ["pipe", "pipe", "pipe"] });
    req.pipe(child.stdin);
    child.stdin.on("error", () => {});
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });

    let head = Buffer.alloc(0);
    let headersSent = false;
    let status = 200;
    child.stdout.on("data", (chunk) => {
      if (headersSent) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const crlf = head.indexOf("\r\n\r\n");
      const lf = head.indexOf("\n\n");
      const end = crlf !== -1 && (lf === -1 || crlf < lf) ? crlf + 4 : lf !== -1 ? lf + 2 : -1;
      if (end === -1) return;
      const headers = {};
      for (const line of head.subarray(0, end).toString("latin1").split(/\r?\n/)) {
        const colon = line.indexOf(":");
        if (colon <= 0) continue;
        const key = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (key.toLowerCase() === "status") status = Number.parseInt(value, 10) || 200;
        else headers[key] = value;
      }
      res.writeHead(status, headers);
      headersSent = true;
      const rest = head.subarray(end);
      if (rest.length > 0) res.write(rest);
    });
    child.on("close", (code) => {
      if (!headersSent) {
        status = 500;
        res.writeHead(500, { "content-type": "text/plain" });
        res.write(`git http-backend failed (exit ${code}): ${stderr}`);
      }
      res.end();
      resolve(status);
    });
  });
}
