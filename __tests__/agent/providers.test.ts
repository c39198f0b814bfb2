// Claude through the clouds: each official SDK (bedrock-sdk, vertex-sdk, foundry-sdk) talks to a loopback server
// that speaks its cloud's wire protocol (fakes/model-server/providers.ts) in front of the scripted Messages API;
// the model client must stream, hand out tool calls, count cache usage and classify errors the same on each.
// Model ids are checked against each provider's naming before any request.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../fakes/model-server/index.js";
import {
  startBedrockFake,
  startFoundryFake,
  startVertexFake,
  type ProviderServer,
  type VertexFake,
} from "../fakes/model-server/providers.js";
import { createModelClient, ModelError } from "../../src/agent/model.js";
import type { CloudSettings } from "../../src/agent/providers/settings.js";
import { checkModelId, CLOUD_DEFAULT_MODELS, ModelIdError, parseProvider } from "../../src/agent/providers/ids.js";
import { resolveModel } from "../../src/agent/pricing.js";

const fast = { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 3, maxWaitMs: 5_000 };
const AWS = {
  accessKeyId: "AKIATESTCANARY000001",
  secretAccessKey: "test-secret-access-key-canary-0000000001",
  sessionToken: "test-session-token-canary-000000000001",
  region: "eu-west-3",
};

let model: ModelServer;
let fake: ProviderServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  await model?.close();
});

const toolTurn = [
  { text: "Looking.", tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
  { text: "Done." },
];

async function turnThrough(cloud: CloudSettings, modelId: string) {
  const c = createModelClient({ apiKey: "", cloud, retry: fast });
  const handed: string[] = [];
  const texts: string[] = [];
  const system = [
    { type: "text" as const, text: "You are a test. ".repeat(40), cache_control: { type: "ephemeral" as const } },
  ];
  const request = {
    model: modelId,
    max_tokens: 1000,
    system,
    messages: [{ role: "user" as const, content: "read the cart" }],
  };
  const first = await c.streamTurn(request, {
    onToolUse: (b) => handed.push(`${b.name} ${JSON.stringify(b.input)}`),
    onText: (t) => texts.push(t),
  });
  const second = await c.streamTurn(request, {});
  return { first, second, handed, texts };
}

function withAwsEnv(creds: { accessKeyId: string; secretAccessKey: string; sessionToken: string }): () => void {
  const saved = {
    id: process.env.AWS_ACCESS_KEY_ID,
    secret: process.env.AWS_SECRET_ACCESS_KEY,
    token: process.env.AWS_SESSION_TOKEN,
  };
  process.env.AWS_ACCESS_KEY_ID = creds.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = creds.secretAccessKey;
  process.env.AWS_SESSION_TOKEN = creds.sessionToken;
  const put = (name: string, value: string | undefined) =>
    value === undefined ? delete process.env[name] : (process.env[name] = value);
  return () => {
    put("AWS_ACCESS_KEY_ID", saved.id);
    put("AWS_SECRET_ACCESS_KEY", saved.secret);
    put("AWS_SESSION_TOKEN", saved.token);
  };
}

describe("Amazon Bedrock through bedrock-sdk", () => {
  it("signs with SigV4 from the AWS_* variables and streams a tool call out of event-stream frames", async () => {
    model = await startModelServer(toolTurn);
    fake = await startBedrockFake(model, AWS);
    const restore = withAwsEnv(AWS);
    try {
      const { first, second, handed, texts } = await turnThrough(
        { provider: "bedrock", region: AWS.region, baseURL: fake.url },
        "global.anthropic.claude-sonnet-4-6",
      );
      expect(handed).toEqual(['read_file {"path":"src/cart.js"}']);
      expect(texts.join("")).toBe("Looking.");
      expect(first.message.stop_reason).toBe("tool_use");
      // Prompt caching passes through: the second request reads what the first wrote.
      expect(first.message.usage.cache_creation_input_tokens).toBeGreaterThan(0);
      expect(second.message.usage.cache_read_input_tokens).toBe(first.message.usage.cache_creation_input_tokens);
    } finally {
      restore();
    }
    expect(fake.requests.map((r) => [r.path, r.refused])).toEqual([
      ["/model/global.anthropic.claude-sonnet-4-6/invoke-with-response-stream", undefined],
      ["/model/global.anthropic.claude-sonnet-4-6/invoke-with-response-stream", undefined],
    ]);
    expect(fake.requests[0].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTCANARY000001\/\d{8}\/eu-west-3\/bedrock\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    // The model's request never carries the credentials themselves.
    expect(model.requests.some((r) => r.text.includes(AWS.secretAccessKey))).toBe(false);
  });

  it("fails without retrying for minutes when the signature does not verify (wrong secret key)", async () => {
    model = await startModelServer(toolTurn);
    fake = await startBedrockFake(model, AWS);
    const restore = withAwsEnv({ ...AWS, secretAccessKey: "not-the-secret-the-server-knows-00000000" });
    try {
      const c = createModelClient({
        apiKey: "",
        cloud: { provider: "bedrock", region: AWS.region, baseURL: fake.url },
        retry: fast,
      });
      const err = await c
        .streamTurn(
          { model: "global.anthropic.claude-sonnet-4-6", max_tokens: 10, messages: [{ role: "user", content: "hi" }] },
          {},
        )
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ModelError);
      expect((err as ModelError).kind).toBe("permission");
      expect((err as ModelError).message).toMatch(/bedrock:InvokeModelWithResponseStream/);
    } finally {
      restore();
    }
    expect(fake.requests[0].refused).toBe("signature does not match");
    expect(model.requests).toHaveLength(0);
  });
});

describe("Google Vertex AI through vertex-sdk", () => {
  let dir: string;
  let vertex: VertexFake;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "vertex-creds-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("exchanges the OIDC token at STS (workload identity federation) and streams a tool call from :streamRawPredict", async () => {
    model = await startModelServer(toolTurn);
    vertex = await startVertexFake(model, {
      project: "my-project",
      region: "us-east5",
      oidcRequestToken: "oidc-request-token-canary-0001",
    });
    fake = vertex;
    const keyFile = join(dir, "gha-creds-0123abcd.json");
    await writeFile(keyFile, JSON.stringify(vertex.credentialsFile()));
    const { handed, first } = await turnThrough(
      { provider: "vertex", project: "my-project", region: "us-east5", baseURL: `${vertex.url}/v1`, keyFile },
      "claude-sonnet-4-5@20250929",
    );
    expect(handed).toEqual(['read_file {"path":"src/cart.js"}']);
    expect(first.message.content[0]).toMatchObject({ type: "text", text: "Looking." });
    const predict = vertex.requests.filter((r) => r.path.includes(":streamRawPredict"));
    expect(predict.map((r) => [r.path, r.refused])).toEqual([
      [
        "/v1/projects/my-project/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-5@20250929:streamRawPredict",
        undefined,
      ],
      [
        "/v1/projects/my-project/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-5@20250929:streamRawPredict",
        undefined,
      ],
    ]);
    expect(predict[0].headers.authorization).toBe(`Bearer ${vertex.accessToken}`);
    expect(vertex.requests.some((r) => r.path === "/sts" && !r.refused)).toBe(true);
    expect(model.requests.map((r) => r.body?.model)).toEqual([
      "claude-sonnet-4-5@20250929",
      "claude-sonnet-4-5@20250929",
    ]);
  });
});

describe("Microsoft Foundry through foundry-sdk", () => {
  it("sends the resource's key to /anthropic/v1/messages and streams a tool call", async () => {
    model = await startModelServer(toolTurn);
    fake = await startFoundryFake(model, { apiKey: "foundry-key-canary-000000000001" });
    const { handed } = await turnThrough(
      { provider: "foundry", baseURL: `${fake.url}/anthropic/`, apiKey: "foundry-key-canary-000000000001" },
      "claude-sonnet-4-6",
    );
    expect(handed).toEqual(['read_file {"path":"src/cart.js"}']);
    expect(fake.requests.map((r) => [r.path, r.refused])).toEqual([
      ["/anthropic/v1/messages", undefined],
      ["/anthropic/v1/messages", undefined],
    ]);
  });

  it("reports a wrong key as an authentication failure naming the Foundry inputs", async () => {
    model = await startModelServer(toolTurn);
    fake = await startFoundryFake(model, { apiKey: "foundry-key-canary-000000000001" });
    const c = createModelClient({
      apiKey: "",
      cloud: { provider: "foundry", baseURL: `${fake.url}/anthropic/`, apiKey: "wrong-key-0000000000" },
      retry: fast,
    });
    const err = (await c
      .create({ model: "claude-sonnet-4-6", max_tokens: 10, messages: [{ role: "user", content: "hi" }] })
      .catch((e: unknown) => e)) as ModelError;
    expect(err.kind).toBe("auth");
    expect(err.message).toMatch(/Microsoft Foundry rejected the credentials.*foundry_api_key/);
  });
});

describe("Microsoft Foundry without a key (Entra ID, federated with GitHub's OIDC token)", () => {
  const saved = {
    url: process.env.ACTIONS_ID_TOKEN_REQUEST_URL,
    token: process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN,
    host: process.env.AZURE_AUTHORITY_HOST,
  };
  afterEach(() => {
    for (const [name, value] of [
      ["ACTIONS_ID_TOKEN_REQUEST_URL", saved.url],
      ["ACTIONS_ID_TOKEN_REQUEST_TOKEN", saved.token],
      ["AZURE_AUTHORITY_HOST", saved.host],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  async function entraRun(oidcRequestToken: string) {
    model = await startModelServer(toolTurn);
    const foundry = await startFoundryFake(model, {
      apiKey: "unused-key-000000000000",
      entra: { tenantId: "tenant-1", clientId: "client-1", oidcRequestToken: "gh-request-token-000000001" },
    });
    fake = foundry;
    process.env.ACTIONS_ID_TOKEN_REQUEST_URL = `${foundry.url}/oidc?api-version=2.0`;
    process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN = oidcRequestToken;
    process.env.AZURE_AUTHORITY_HOST = foundry.url;
    return {
      foundry,
      cloud: {
        provider: "foundry" as const,
        baseURL: `${foundry.url}/anthropic/`,
        entra: { tenantId: "tenant-1", clientId: "client-1" },
      },
    };
  }

  it("exchanges the OIDC token at Entra once and sends the bearer token on every request", async () => {
    const { foundry, cloud } = await entraRun("gh-request-token-000000001");
    const { handed } = await turnThrough(cloud, "claude-sonnet-4-6");
    expect(handed).toEqual(['read_file {"path":"src/cart.js"}']);
    expect(foundry.requests.map((r) => [r.path.split("?")[0], r.refused])).toEqual([
      ["/oidc", undefined],
      ["/tenant-1/oauth2/v2.0/token", undefined],
      ["/anthropic/v1/messages", undefined],
      ["/anthropic/v1/messages", undefined],
    ]);
    expect(foundry.requests[2].headers.authorization).toBe(`Bearer ${foundry.accessToken}`);
  });

  it("fails at once, naming the federated credential, when GitHub refuses the OIDC request", async () => {
    const { cloud } = await entraRun("not-the-request-token-0001");
    const c = createModelClient({ apiKey: "", cloud, retry: fast });
    const err = (await c
      .create({ model: "claude-sonnet-4-6", max_tokens: 10, messages: [{ role: "user", content: "hi" }] })
      .catch((e: unknown) => e)) as ModelError;
    expect(err.kind).toBe("auth");
    expect(err.message).toMatch(/federated credential/);
    expect(model.requests).toHaveLength(0);
  });
});

describe("model ids per provider", () => {
  it("accepts each provider's own shapes and tells the Anthropic API model behind them", () => {
    expect(checkModelId("bedrock", "global.anthropic.claude-sonnet-4-6")).toEqual({
      id: "global.anthropic.claude-sonnet-4-6",
      canonical: "claude-sonnet-4-6",
      regional: false,
    });
    expect(checkModelId("bedrock", "us.anthropic.claude-sonnet-4-5-20250929-v1:0")).toMatchObject({
      canonical: "claude-sonnet-4-5-20250929",
      regional: true,
    });
    expect(checkModelId("bedrock", "anthropic.claude-opus-4-6-v1")).toMatchObject({
      canonical: "claude-opus-4-6",
      regional: true,
    });
    expect(
      checkModelId(
        "bedrock",
        "arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0",
      ),
    ).toMatchObject({ canonical: "claude-haiku-4-5-20251001" });
    expect(
      checkModelId("bedrock", "arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/a1b2c3"),
    ).toEqual({ id: "arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/a1b2c3", regional: true });
    expect(checkModelId("vertex", "claude-sonnet-4-5@20250929", { vertexRegion: "global" })).toEqual({
      id: "claude-sonnet-4-5@20250929",
      canonical: "claude-sonnet-4-5",
      regional: false,
    });
    expect(checkModelId("vertex", "claude-opus-4-6", { vertexRegion: "europe-west1" })).toMatchObject({
      canonical: "claude-opus-4-6",
      regional: true,
    });
    expect(checkModelId("foundry", "claude-sonnet-4-6")).toMatchObject({ canonical: "claude-sonnet-4-6" });
    expect(checkModelId("foundry", "my-claude-deployment")).toEqual({
      id: "my-claude-deployment",
      canonical: undefined,
      regional: false,
    });
  });

  it("refuses another provider's id with the shape this provider expects", () => {
    expect(() => checkModelId("bedrock", "claude-sonnet-4-6")).toThrow(
      /not a Amazon Bedrock model id.*start with `anthropic\.`.*global\.anthropic\.claude-sonnet-4-6/,
    );
    expect(() => checkModelId("vertex", "us.anthropic.claude-sonnet-4-6")).toThrow(
      /not a Google Vertex AI model id \(this is a Bedrock id\)/,
    );
    expect(() => checkModelId("vertex", "claude-sonnet-4-5-20250929")).toThrow(/`claude-sonnet-4-5@20250929`/);
    expect(() => checkModelId("foundry", "claude-sonnet-4-5@20250929")).toThrow(ModelIdError);
    expect(() => checkModelId("anthropic", "global.anthropic.claude-sonnet-4-6")).toThrow(/set the provider input/);
    expect(() => checkModelId("bedrock", "")).toThrow(/empty/);
  });

  it("gives every cloud a default id that its own check accepts and the price table knows", () => {
    for (const [provider, id] of Object.entries(CLOUD_DEFAULT_MODELS)) {
      const checked = checkModelId(provider as keyof typeof CLOUD_DEFAULT_MODELS, id);
      expect(resolveModel(id, {}, checked).info.prices, `${provider} ${id}`).toBeDefined();
    }
  });

  it("prices a regional Bedrock or Vertex endpoint 10% above the global one", () => {
    const global = resolveModel(
      "global.anthropic.claude-sonnet-4-6",
      {},
      checkModelId("bedrock", "global.anthropic.claude-sonnet-4-6"),
    ).info.prices!;
    const regional = resolveModel(
      "eu.anthropic.claude-sonnet-4-6",
      {},
      checkModelId("bedrock", "eu.anthropic.claude-sonnet-4-6"),
    ).info.prices!;
    expect(global).toEqual(resolveModel("claude-sonnet-4-6").info.prices);
    expect(regional.inputPerMTok).toBeCloseTo(global.inputPerMTok * 1.1);
    expect(regional.cacheReadPerMTok).toBeCloseTo(global.cacheReadPerMTok * 1.1);
  });

  it("reads the provider input, refusing an unknown one", () => {
    expect(parseProvider("")).toBe("anthropic");
    expect(parseProvider(" Bedrock ")).toBe("bedrock");
    expect(() => parseProvider("azure")).toThrow(/anthropic, bedrock, vertex, foundry/);
  });
});
