// A loopback stand-in for GitHub's artifact backend, speaking the protocol @actions/artifact uses (v4+ artifacts):
// - the results service's Twirp JSON API at ACTIONS_RESULTS_URL: POST
//   /twirp/github.actions.results.api.v1.ArtifactService/{CreateArtifact,FinalizeArtifact}, authorized by the
//   runtime token (a JWT whose `scp` claim holds `Actions.Results:<run backend id>:<job backend id>`), fields in
//   proto names (snake_case); CreateArtifact answers a signed upload URL;
// - that URL is an Azure Blob Storage block blob, written with Put Block (`?comp=block&blockid=…`) and Put Block
//   List (`?comp=blocklist`, an XML list of block ids), or a single Put Blob; the signature in the query is the
//   authorization, no bearer token.
// FinalizeArtifact is checked against what was uploaded (size, and the sha256 when given).
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";

export interface ArtifactRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  json?: Record<string, unknown>;
  bytes: number;
}

export interface StoredArtifact {
  name: string;
  id: string;
  /** The blob as committed (the zip). */
  blob?: Buffer;
  finalized?: { size: string; hash?: string };
}

export interface ArtifactService {
  /** ACTIONS_RESULTS_URL. */
  url: string;
  /** ACTIONS_RUNTIME_TOKEN: a JWT naming runId and jobId. */
  runtimeToken: string;
  requests: ArtifactRequest[];
  artifacts: Map<string, StoredArtifact>;
  close(): Promise<void>;
}

export async function startArtifactService(options: { runId?: string; jobId?: string } = {}): Promise<ArtifactService> {
  const runId = options.runId ?? "run-4b1d";
  const jobId = options.jobId ?? "job-77aa";
  const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const runtimeToken = `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url({ scp: `Actions.GenericRead:00000000 Actions.Results:${runId}:${jobId}`, iss: "vstoken" })}.${randomBytes(16).toString("base64url")}`;
  const signature = randomBytes(12).toString("hex");
  const requests: ArtifactRequest[] = [];
  const artifacts = new Map<string, StoredArtifact>();
  const blocks = new Map<string, Map<string, Buffer>>();
  let url = "";
  let nextId = 4242;

  const twirp = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  const twirpError = (res: ServerResponse, status: number, code: string, msg: string) =>
    twirp(res, status, { code, msg });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const parsed = new URL(req.url ?? "/", url);
    const entry: ArtifactRequest = {
      method: req.method ?? "",
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      authorization: req.headers.authorization,
      bytes: body.length,
    };
    requests.push(entry);

    if (parsed.pathname.startsWith(SERVICE) && req.method === "POST") {
      if (req.headers.authorization !== `Bearer ${runtimeToken}`)
        return twirpError(res, 401, "unauthenticated", "bad runtime token");
      const json = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      entry.json = json;
      if (json.workflow_run_backend_id !== runId || json.workflow_job_run_backend_id !== jobId)
        return twirpError(res, 400, "invalid_argument", "backend ids do not match the token");
      const name = typeof json.name === "string" ? json.name : "";
      const method = parsed.pathname.slice(SERVICE.length);
      if (method === "CreateArtifact") {
        if (!name || artifacts.has(name))
          return twirpError(res, 409, "already_exists", `an artifact named ${name} exists`);
        artifacts.set(name, { name, id: String(nextId++) });
        return twirp(res, 200, {
          ok: true,
          signed_upload_url: `${url}/devstoreaccount1/actions-results/${runId}/${encodeURIComponent(name)}.zip?sig=${signature}&sp=cw`,
        });
      }
      if (method === "FinalizeArtifact") {
        const artifact = artifacts.get(name);
        if (!artifact?.blob) return twirpError(res, 404, "not_found", "nothing was uploaded for this artifact");
        const size = String(json.size);
        const hash = typeof json.hash === "string" ? json.hash : undefined;
        if (size !== String(artifact.blob.length))
          return twirpError(res, 400, "invalid_argument", `size ${size} is not the uploaded ${artifact.blob.length}`);
        if (hash && hash !== `sha256:${createHash("sha256").update(artifact.blob).digest("hex")}`)
          return twirpError(res, 400, "invalid_argument", "hash mismatch");
        artifact.finalized = { size, hash };
        return twirp(res, 200, { ok: true, artifact_id: artifact.id });
      }
      return twirpError(res, 404, "bad_route", `no method ${method}`);
    }

    const blob = /^\/devstoreaccount1\/actions-results\/[^/]+\/(.+)\.zip$/.exec(parsed.pathname);
    if (blob && req.method === "PUT") {
      if (parsed.searchParams.get("sig") !== signature || req.headers.authorization) return res.writeHead(403).end();
      const name = decodeURIComponent(blob[1]);
      const artifact = artifacts.get(name);
      if (!artifact) return res.writeHead(404).end();
      const staged = blocks.get(name) ?? new Map<string, Buffer>();
      blocks.set(name, staged);
      const comp = parsed.searchParams.get("comp");
      const headers = {
        etag: `"0x${randomBytes(8).toString("hex")}"`,
        "last-modified": new Date().toUTCString(),
        "x-ms-request-id": randomBytes(8).toString("hex"),
        "x-ms-version": "2025-01-05",
      };
      if (comp === "block") {
        staged.set(parsed.searchParams.get("blockid") ?? "", body);
        return res.writeHead(201, headers).end();
      }
      if (comp === "blocklist") {
        const ids = [...body.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
          (m) => m[1],
        );
        if (ids.some((id) => !staged.has(id))) return res.writeHead(400).end();
        artifact.blob = Buffer.concat(ids.map((id) => staged.get(id) as Buffer));
        return res.writeHead(201, headers).end();
      }
      if (!comp && req.headers["x-ms-blob-type"] === "BlockBlob") {
        artifact.blob = body;
        return res.writeHead(201, headers).end();
      }
      return res.writeHead(400).end();
    }
    res.writeHead(404).end();
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${url}/`,
    runtimeToken,
    requests,
    artifacts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
