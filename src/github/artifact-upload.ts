// Uploads files as a workflow-run artifact through the Actions runtime's artifact service (the protocol of
// actions/upload-artifact v4): CreateArtifact returns a signed blob URL, the zip is PUT there, FinalizeArtifact
// records its size and SHA-256. Only when the runtime provides ACTIONS_RUNTIME_TOKEN (a JWT whose `scp` claim
// names the run and job) and ACTIONS_RESULTS_URL; otherwise it says why it skipped. The runtime token is sent
// only to the results service and never appears in a message.
import { createHash } from "node:crypto";
import { createZip, type ZipEntry } from "./zip-archive.js";

const SERVICE = "twirp/github.actions.results.api.v1.ArtifactService";

export type ArtifactResult = { uploaded: true; id: string; name: string; size: number; digest: string } | { uploaded: false; reason: string };

export interface UploadArtifactOptions {
  name: string;
  files: readonly ZipEntry[];
  env: Readonly<Record<string, string | undefined>>;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class ArtifactError extends Error {}

export async function uploadArtifact(opts: UploadArtifactOptions): Promise<ArtifactResult> {
  const token = opts.env.ACTIONS_RUNTIME_TOKEN;
  const resultsUrl = opts.env.ACTIONS_RESULTS_URL;
  if (!token || !resultsUrl) return { uploaded: false, reason: "the Actions runtime provides no artifact service here" };
  const ids = backendIds(token);
  if (!ids) return { uploaded: false, reason: "the Actions runtime token does not name this job's artifact scope" };
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 60_000;

  const call = async <T>(method: string, body: Record<string, unknown>): Promise<T> => {
    const url = new URL(`${SERVICE}/${method}`, resultsUrl.endsWith("/") ? resultsUrl : `${resultsUrl}/`);
    const res = await doFetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new ArtifactError(`artifact service ${method} answered HTTP ${res.status}`);
    return (await res.json()) as T;
  };

  const base = { workflow_run_backend_id: ids.run, workflow_job_run_backend_id: ids.job, name: opts.name };
  const created = await call<{ ok?: boolean; signed_upload_url?: string }>("CreateArtifact", { ...base, version: 4 });
  if (!created.ok || !created.signed_upload_url) throw new ArtifactError("artifact service CreateArtifact did not return an upload URL");

  const zip = createZip(opts.files);
  // The signed URL carries its own authorization: the runtime token is not sent to the blob store.
  const put = await doFetch(created.signed_upload_url, {
    method: "PUT",
    headers: { "x-ms-blob-type": "BlockBlob", "content-type": "application/zip", "content-length": String(zip.length) },
    body: zip,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!put.ok) throw new ArtifactError(`artifact upload answered HTTP ${put.status}`);

  const digest = createHash("sha256").update(zip).digest("hex");
  const finalized = await call<{ ok?: boolean; artifact_id?: string | number }>("FinalizeArtifact", { ...base, size: String(zip.length), hash: `sha256:${digest}` });
  if (!finalized.ok) throw new ArtifactError("artifact service FinalizeArtifact did not accept the upload");
  return { uploaded: true, id: String(finalized.artifact_id ?? ""), name: opts.name, size: zip.length, digest: `sha256:${digest}` };
}

/** The run and job backend ids from the runtime token's `scp` claim (`Actions.Results:<run>:<job>`). The token
 * is only decoded, not verified: the service it goes back to does that. */
export function backendIds(token: string): { run: string; job: string } | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const scp = claims && typeof claims === "object" && "scp" in claims ? (claims as { scp: unknown }).scp : undefined;
  if (typeof scp !== "string") return undefined;
  for (const scope of scp.split(" ")) {
    const [kind, run, job] = scope.split(":");
    if (kind === "Actions.Results" && run && job) return { run, job };
  }
  return undefined;
}
