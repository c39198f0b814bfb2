// Injected failures: the errors GitHub really sends, with the headers clients use to decide whether to retry.

const SECONDARY_MESSAGE =
  "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID EMULATOR.";

function matches(rule, method, path, service) {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  // A rule names `service` to target git; without it, it targets REST only, so a bare
  // `failNext({status: 502})` cannot be swallowed by a clone running at the same time.
  if ((rule.service ?? undefined) !== service) return false;
  if (rule.path instanceof RegExp) return rule.path.test(path);
  if (typeof rule.path === "string") return rule.path === path;
  return true;
}

/** A fault sent over HTTP to `/_emulator/faults` carries its path pattern as a string: `{"path": "/comments$"}`. */
export function faultFromJson(json) {
  const fault = { ...json };
  if (typeof json.path === "string") fault.path = new RegExp(json.path);
  return fault;
}

export class FaultQueue {
  constructor() {
    /** @type {{rule: any, remaining: number}[]} */
    this.faults = [];
    /** @type {{rule: any, remaining: number, fn: Function}[]} */
    this.hooks = [];
  }

  add(rule) {
    const entry = { rule, remaining: rule.times ?? 1 };
    this.faults.push(entry);
    return {
      get remaining() {
        return entry.remaining;
      },
    };
  }

  addHook(rule, fn) {
    const entry = { rule, remaining: rule.times ?? 1, fn };
    this.hooks.push(entry);
    return {
      get remaining() {
        return entry.remaining;
      },
    };
  }

  /** Runs (and consumes) the hooks matching this request, in the order they were added. */
  async runHooks(method, path, service) {
    for (const entry of [...this.hooks]) {
      if (entry.remaining <= 0 || !matches(entry.rule, method, path, service)) continue;
      entry.remaining -= 1;
      if (entry.remaining <= 0) this.hooks.splice(this.hooks.indexOf(entry), 1);
      await entry.fn({ method, path, service });
    }
  }

  /** The first pending fault for this request, consumed; undefined when the request should go through. */
  take(method, path, service) {
    const entry = this.faults.find((f) => f.remaining > 0 && matches(f.rule, method, path, service));
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.faults.splice(this.faults.indexOf(entry), 1);
    return entry.rule;
  }

  pending() {
    return this.faults.map((f) => ({ ...f.rule, path: f.rule.path?.toString(), remaining: f.remaining }));
  }
}

/**
 * The response a fault produces.
 * @returns {{status: number, headers: Record<string,string>, body: unknown} | "reset" | "pass"}
 */
export function faultResponse(rule) {
  const kind = rule.kind ?? (rule.status === undefined ? "server-error" : undefined);
  if (kind === "reset") return "reset";
  if (kind === "delay") return "pass";
  if (kind === "secondary-rate-limit") {
    const status = rule.status ?? 403;
    const headers = {};
    if (rule.retryAfter !== null) headers["retry-after"] = String(rule.retryAfter ?? 1);
    return {
      status,
      headers: { ...headers, ...rule.headers },
      body: rule.body ?? {
        message: SECONDARY_MESSAGE,
        documentation_url:
          "https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
        status: String(status),
      },
    };
  }
  if (kind === "rate-limit") {
    const reset = Math.ceil(Date.now() / 1000) + (rule.resetAfter ?? 1);
    return {
      status: rule.status ?? 403,
      headers: {
        "x-ratelimit-limit": "5000",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-used": "5000",
        "x-ratelimit-reset": String(reset),
        ...rule.headers,
      },
      body: rule.body ?? {
        message: "API rate limit exceeded for installation ID 1.",
        documentation_url:
          "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit",
        status: String(rule.status ?? 403),
      },
    };
  }
  if (kind === "body-too-long") {
    return {
      status: 422,
      headers: { ...rule.headers },
      body: rule.body ?? {
        message: "Validation Failed",
        errors: [
          {
            resource: "IssueComment",
            code: "custom",
            field: "body",
            message: "body is too long (maximum is 65536 characters)",
          },
        ],
        documentation_url: "https://docs.github.com/rest/issues/comments#create-an-issue-comment",
        status: "422",
      },
    };
  }
  const status = rule.status ?? 502;
  const defaults = {
    422: { message: "Validation Failed", errors: [], documentation_url: "https://docs.github.com/rest", status: "422" },
    404: { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" },
    401: { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" },
  };
  return {
    status,
    headers: { ...rule.headers },
    body: rule.body ??
      defaults[status] ?? { message: status >= 500 ? "Server Error" : "Error", status: String(status) },
  };
}
