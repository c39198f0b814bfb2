// GitHub Actions jobs as the checks they report: a failed job is a check run of the github-actions app whose id
// is the job's id, and its log is downloaded through a redirect to a short-lived URL.
import { randomBytes } from "node:crypto";

export class JobLogs {
  #byKey = new Map();
  #keyOf = new Map();

  constructor(serverUrl) {
    this.serverUrl = serverUrl;
  }

  add(repo, jobId, log) {
    const key = randomBytes(12).toString("hex");
    this.#byKey.set(key, log);
    this.#keyOf.set(`${repo.fullName}#${jobId}`, key);
  }

  urlFor(repo, jobId) {
    const key = this.#keyOf.get(`${repo.fullName}#${jobId}`);
    return key ? `${this.serverUrl}/job-logs/${key}` : undefined;
  }

  /** Answers a non-API request for a log, or undefined when the path is not one. */
  serve(url) {
    const m = /^\/job-logs\/([0-9a-f]+)$/.exec(url.pathname);
    if (!m) return undefined;
    const log = this.#byKey.get(m[1]);
    return log === undefined
      ? { status: 404, body: "Not Found" }
      : { status: 200, body: log, headers: { "content-type": "text/plain; charset=utf-8" } };
  }
}
