// Loopback stand-ins for the clouds that serve Claude, each speaking its own wire protocol in front of the scripted
// Messages API (serve.mjs), so one script drives every provider:
// - Bedrock: `POST /model/{id}/invoke-with-response-stream`, SigV4-signed (the signature is recomputed with the
//   test's credentials and must match), answered with AWS event-stream frames whose `chunk.bytes` carry the
//   Messages API's stream events as base64 JSON.
// - Vertex: `POST /v1/projects/{p}/locations/{r}/publishers/anthropic/models/{m}:streamRawPredict` with a Google
//   bearer token that only this server's STS endpoint (`POST /sts`) issues, in exchange for the OIDC token its
//   GitHub-like endpoint (`GET /oidc`) hands out: the workload identity federation flow of google-github-actions/auth.
// - Foundry: `POST /anthropic/v1/messages` with the resource's key in `x-api-key`.
// A request that fails these checks gets the cloud's own error status; every request is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { EventStreamCodec } from "@smithy/eventstream-codec";
import { SignatureV4 } from "@smithy/signature-v4";
import { HttpRequest } from "@smithy/protocol-http";
import { Sha256 } from "@aws-crypto/sha256-js";
import type { ModelServer } from "./serve.mjs";

export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** Why the request was refused; undefined when it passed the provider's checks. */
  refused?: string;
}

export interface ProviderServer {
  url: string;
  requests: ProviderRequest[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse, record: ProviderRequest) => Promise<void>;

async function serve(handler: Handler): Promise<ProviderServer> {
  const requests: ProviderRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const record: ProviderRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: body.toString("utf8"),
      };
      requests.push(record);
      handler(req, body, res, record).catch((err: unknown) => {
        record.refused = `fake failed: ${String(err)}`;
        if (!res.headersSent)
          res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ message: String(err) }));
        else res.destroy();
      });
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function refuse(res: ServerResponse, record: ProviderRequest, status: number, body: object, why: string): void {
  record.refused = why;
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** Sends the Messages API request to the scripted model server and returns its response. */
function forward(model: ModelServer, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${model.url}/v1/messages`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": "forwarded-by-provider-fake",
      "anthropic-version": "2023-06-01",
    },
    body: JSON.stringify(body),
  });
}

/** Copies a Messages API response (SSE or JSON) to the client as is. */
async function passThrough(upstream: Response, res: ServerResponse): Promise<void> {
  res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
  if (upstream.body) for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

/** The data of each SSE event of a Messages API stream, as they arrive. */
async function* sseEvents(upstream: Response): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event.split("\n").find((l) => l.startsWith("data: "));
      if (data) yield data.slice("data: ".length);
    }
  }
}

export interface AwsTestCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  region: string;
}

const codec = new EventStreamCodec(
  (bytes) => new TextDecoder().decode(bytes),
  (text) => new TextEncoder().encode(text),
);

/** One event-stream frame as Bedrock sends a response stream's `chunk` event. */
function bedrockChunkFrame(eventJson: string): Uint8Array {
  return codec.encode({
    headers: {
      ":event-type": { type: "string", value: "chunk" },
      ":content-type": { type: "string", value: "application/json" },
      ":message-type": { type: "string", value: "event" },
    },
    body: new TextEncoder().encode(JSON.stringify({ bytes: Buffer.from(eventJson).toString("base64") })),
  });
}

/** Recomputes the request's SigV4 signature with `creds` over the headers it says it signed; the reason it does
 * not match, or undefined. */
async function checkSigV4(
  req: { method: string; path: string; headers: IncomingMessage["headers"] },
  body: Buffer,
  creds: AwsTestCredentials,
): Promise<string | undefined> {
  const auth = String(req.headers.authorization ?? "");
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return `malformed Authorization header: ${auth.slice(0, 40)}`;
  const [, keyId, , region, service, signedHeaders] = m;
  if (keyId !== creds.accessKeyId) return "signed with another access key";
  if (region !== creds.region || service !== "bedrock") return `signed for ${service} in ${region}`;
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (creds.sessionToken && req.headers["x-amz-security-token"] !== creds.sessionToken) return "session token missing";
  const url = new URL(req.path, "http://placeholder");
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(";")) headers[name] = String(req.headers[name] ?? "");
  const signer = new SignatureV4({
    service: "bedrock",
    region,
    sha256: Sha256,
    credentials: {
      accessKeyId: creds.accessKeyId,
      secretAccessKey: creds.secretAccessKey,
      sessionToken: creds.sessionToken,
    },
  });
  const date = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const query = Object.fromEntries([...new Set(url.searchParams.keys())].map((k) => [k, url.searchParams.getAll(k)]));
  const expected = await signer.sign(
    new HttpRequest({
      method: req.method,
      protocol: "http:",
      hostname: url.hostname,
      path: req.path.split("?")[0],
      query,
      headers,
      body: body.toString("utf8"),
    }),
    { signingDate: date },
  );
  return expected.headers.authorization === auth ? undefined : "signature does not match";
}

/** Amazon Bedrock's runtime endpoint, for `ANTHROPIC_BEDROCK_BASE_URL`. */
export function startBedrockFake(model: ModelServer, creds: AwsTestCredentials): Promise<ProviderServer> {
  return serve(async (req, body, res, record) => {
    const route = /^\/model\/([^/]+)\/invoke-with-response-stream$/.exec(record.path);
    if (req.method !== "POST" || !route)
      return refuse(res, record, 404, { message: `no route ${req.method} ${record.path}` }, "no route");
    const bad = await checkSigV4(record, body, creds);
    if (bad)
      return refuse(
        res,
        record,
        403,
        { message: `The request signature we calculated does not match the signature you provided (${bad}).` },
        bad,
      );
    const json = JSON.parse(record.body) as Record<string, unknown>;
    if (json.anthropic_version !== "bedrock-2023-05-31")
      return refuse(
        res,
        record,
        400,
        { message: `anthropic_version is ${String(json.anthropic_version)}` },
        "anthropic_version",
      );
    if ("model" in json || "stream" in json)
      return refuse(res, record, 400, { message: "model and stream belong in the URL" }, "body shape");
    const { anthropic_version: _v, ...messages } = json;
    const upstream = await forward(model, { ...messages, model: decodeURIComponent(route[1]), stream: true });
    if (upstream.status !== 200) return passThrough(upstream, res);
    res.writeHead(200, {
      "content-type": "application/vnd.amazon.eventstream",
      "x-amzn-requestid": "req-bedrock-fake",
    });
    for await (const data of sseEvents(upstream)) res.write(bedrockChunkFrame(data));
    res.end();
  });
}

export interface VertexFakeOptions {
  project: string;
  region: string;
  /** What the GitHub-like OIDC endpoint wants as its bearer (ACTIONS_ID_TOKEN_REQUEST_TOKEN). */
  oidcRequestToken: string;
}

export interface VertexFake extends ProviderServer {
  /** The OIDC token the fake GitHub hands out and the access token its STS issues for it. */
  idToken: string;
  accessToken: string;
  /** A workload identity federation credentials file as google-github-actions/auth writes it, against this fake. */
  credentialsFile(): object;
}

/** Google Vertex AI with its STS token exchange, for `ANTHROPIC_VERTEX_BASE_URL` (`<url>/v1`). */
export async function startVertexFake(model: ModelServer, opts: VertexFakeOptions): Promise<VertexFake> {
  const idToken = `eyJhbGciOiJSUzI1NiJ9.oidc-${Math.random().toString(36).slice(2)}.sig`;
  const accessToken = `ya29.fake-${Math.random().toString(36).slice(2)}`;
  const server = await serve(async (req, body, res, record) => {
    const url = new URL(record.path, "http://placeholder");
    if (req.method === "GET" && url.pathname === "/oidc") {
      if (req.headers.authorization !== `Bearer ${opts.oidcRequestToken}`)
        return refuse(res, record, 401, { message: "bad OIDC request token" }, "oidc token");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ value: idToken }));
      return;
    }
    if (req.method === "POST" && url.pathname === "/sts") {
      const form = new URLSearchParams(record.body);
      if (
        form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:token-exchange" ||
        form.get("subject_token") !== idToken
      ) {
        return refuse(res, record, 400, { error: "invalid_grant" }, "sts exchange");
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          access_token: accessToken,
          issued_token_type: "urn:ietf:params:oauth:token-type:access_token",
          token_type: "Bearer",
          expires_in: 3600,
        }),
      );
      return;
    }
    const route =
      /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):streamRawPredict$/.exec(
        url.pathname,
      );
    if (req.method !== "POST" || !route)
      return refuse(
        res,
        record,
        404,
        { error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" } },
        "no route",
      );
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return refuse(
        res,
        record,
        401,
        { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } },
        "bearer",
      );
    if (route[1] !== opts.project || route[2] !== opts.region)
      return refuse(
        res,
        record,
        403,
        { error: { code: 403, message: "Permission denied", status: "PERMISSION_DENIED" } },
        "project/region",
      );
    const json = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
    if (json.anthropic_version !== "vertex-2023-10-16" || "model" in json)
      return refuse(
        res,
        record,
        400,
        { error: { code: 400, message: "bad body", status: "INVALID_ARGUMENT" } },
        "body shape",
      );
    const { anthropic_version: _v, ...messages } = json;
    await passThrough(await forward(model, { ...messages, model: decodeURIComponent(route[3]) }), res);
  });
  return {
    ...server,
    idToken,
    accessToken,
    credentialsFile: () => ({
      type: "external_account",
      audience: `//iam.googleapis.com/projects/123456/locations/global/workloadIdentityPools/github/providers/repo-agent`,
      subject_token_type: "urn:ietf:params:oauth:token-type:jwt",
      token_url: `${server.url}/sts`,
      credential_source: {
        url: `${server.url}/oidc?audience=https://iam.googleapis.com/projects/123456/locations/global/workloadIdentityPools/github/providers/repo-agent`,
        headers: { Authorization: `Bearer ${opts.oidcRequestToken}` },
        format: { type: "json", subject_token_field_name: "value" },
      },
    }),
  };
}

export interface FoundryFakeOptions {
  /** The resource's key (`x-api-key`). */
  apiKey: string;
  /** Keyless: the Entra tenant and app whose federated credential trusts the OIDC tokens this server hands out
   * (`GET /oidc`, as GitHub's endpoint) at its token endpoint (`POST /<tenant>/oauth2/v2.0/token`). */
  entra?: { tenantId: string; clientId: string; oidcRequestToken: string };
}

export interface FoundryFake extends ProviderServer {
  /** The Entra access token its token endpoint issues. */
  accessToken: string;
}

/** Microsoft Foundry's Anthropic endpoint, for `ANTHROPIC_FOUNDRY_BASE_URL` (`<url>/anthropic/`), with
 * Microsoft Entra ID's token endpoint for `AZURE_AUTHORITY_HOST` (`<url>`). */
export async function startFoundryFake(model: ModelServer, opts: FoundryFakeOptions): Promise<FoundryFake> {
  const idToken = `eyJhbGciOiJSUzI1NiJ9.gh-oidc-${Math.random().toString(36).slice(2)}.sig`;
  const accessToken = `eyJ0eXAiOiJKV1QifQ.entra-${Math.random().toString(36).slice(2)}.sig`;
  const entra = opts.entra;
  const server = await serve(async (req, body, res, record) => {
    const url = new URL(record.path, "http://placeholder");
    if (entra && req.method === "GET" && url.pathname === "/oidc") {
      if (
        req.headers.authorization !== `Bearer ${entra.oidcRequestToken}` ||
        url.searchParams.get("audience") !== "api://AzureADTokenExchange"
      ) {
        return refuse(res, record, 401, { message: "bad OIDC request" }, "oidc request");
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ value: idToken }));
      return;
    }
    if (entra && req.method === "POST" && url.pathname === `/${entra.tenantId}/oauth2/v2.0/token`) {
      const form = new URLSearchParams(record.body);
      const ok =
        form.get("grant_type") === "client_credentials" &&
        form.get("client_id") === entra.clientId &&
        form.get("scope") === "https://cognitiveservices.azure.com/.default" &&
        form.get("client_assertion_type") === "urn:ietf:params:oauth:client-assertion-type:jwt-bearer" &&
        form.get("client_assertion") === idToken;
      if (!ok)
        return refuse(
          res,
          record,
          400,
          { error: "invalid_client", error_description: "AADSTS700213: No matching federated identity record found." },
          "entra exchange",
        );
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ token_type: "Bearer", expires_in: 3599, access_token: accessToken }));
      return;
    }
    if (req.method !== "POST" || record.path !== "/anthropic/v1/messages")
      return refuse(res, record, 404, { error: { code: "404", message: "Resource not found" } }, "no route");
    const byKey = req.headers["x-api-key"] === opts.apiKey;
    const byEntra = entra !== undefined && req.headers.authorization === `Bearer ${accessToken}`;
    if (!byKey && !byEntra)
      return refuse(
        res,
        record,
        401,
        { error: { code: "401", message: "Access denied due to invalid subscription key or wrong API endpoint." } },
        "credentials",
      );
    await passThrough(await forward(model, JSON.parse(body.toString("utf8")) as Record<string, unknown>), res);
  });
  return { ...server, accessToken };
}
