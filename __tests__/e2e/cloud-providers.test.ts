// The bundled action with `provider: bedrock | vertex | foundry`: the cloud's official SDK talks to a loopback
// server that speaks that cloud's wire protocol (SigV4 + event-stream, OIDC → STS → bearer + SSE, resource key +
// SSE), in front of the scripted session. Each run streams, calls tools, pushes the fix and posts a final comment
// that names the provider beside the cost. No Anthropic key is given.
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountScript, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import {
  startBedrockFake,
  startFoundryFake,
  startVertexFake,
  type FoundryFake,
  type ProviderServer,
  type VertexFake,
} from "../fakes/model-server/providers.js";
import { botComments } from "./state.js";

const AWS = {
  accessKeyId: "AKIAE2ECANARY0000001",
  secretAccessKey: "e2e-aws-secret-canary-000000000000000001",
  sessionToken: "e2e-aws-session-canary-00000000000000001",
  region: "us-west-2",
};
const OIDC_REQUEST_TOKEN = "e2e-oidc-request-token-canary-0000001";
const FOUNDRY_KEY = "e2e-foundry-key-canary-000000000000001";

interface Ran {
  run: ActionRun;
  issue: number;
}

describe("Claude through the clouds, end to end", () => {
  let world: World;
  let bedrock: ProviderServer;
  let vertex: VertexFake;
  let foundry: ProviderServer;
  let entra: FoundryFake;
  const runs: Record<string, Ran> = {};

  async function runWith(
    name: string,
    inputs: Record<string, string>,
    env: Record<string, string>,
    beforeRun?: (workspace: string) => Promise<void>,
  ): Promise<Ran> {
    world.model.push(...fixDiscountScript());
    const issue = world.gh.createIssue({
      repo: REPO,
      title: `Discounts are wrong (${name})`,
      body: "A 50% discount takes 50 off.",
      user: "maintainer",
    });
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issue.number,
      body: "/agent fix the failing test",
      user: "maintainer",
    });
    const payload = world.gh.events.issueComment({ repo: REPO, commentId: comment.id });
    // ANTHROPIC_BASE_URL points nowhere: a cloud run must not fall back to the Anthropic API.
    const run = await runAction(world, {
      eventName: "issue_comment",
      payload,
      apiKey: "",
      inputs,
      env: { ANTHROPIC_BASE_URL: "http://127.0.0.1:9", ...env },
      beforeRun,
    });
    return { run, issue: issue.number };
  }

  beforeAll(async () => {
    world = await startWorld({ script: [] });
    bedrock = await startBedrockFake(world.model, AWS);
    vertex = await startVertexFake(world.model, {
      project: "e2e-project",
      region: "global",
      oidcRequestToken: OIDC_REQUEST_TOKEN,
    });
    foundry = await startFoundryFake(world.model, { apiKey: FOUNDRY_KEY });
    entra = await startFoundryFake(world.model, {
      apiKey: "key-not-given-to-the-action-0001",
      entra: { tenantId: "tenant-e2e", clientId: "client-e2e", oidcRequestToken: OIDC_REQUEST_TOKEN },
    });

    runs.bedrock = await runWith(
      "bedrock",
      { provider: "bedrock" },
      {
        AWS_ACCESS_KEY_ID: AWS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: AWS.secretAccessKey,
        AWS_SESSION_TOKEN: AWS.sessionToken,
        AWS_REGION: AWS.region,
        ANTHROPIC_BEDROCK_BASE_URL: bedrock.url,
      },
    );
    // google-github-actions/auth's default: the credentials file in the workspace, GOOGLE_APPLICATION_CREDENTIALS
    // naming it (here through a link, as the workspace's path is only known once the run starts).
    const link = join(world.dir, "vertex-creds", "application_default_credentials.json");
    await mkdir(join(world.dir, "vertex-creds"), { recursive: true });
    runs.vertex = await runWith(
      "vertex",
      { provider: "vertex", vertex_project: "e2e-project" },
      {
        GOOGLE_APPLICATION_CREDENTIALS: link,
        ANTHROPIC_VERTEX_BASE_URL: `${vertex.url}/v1`,
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: OIDC_REQUEST_TOKEN,
        ACTIONS_ID_TOKEN_REQUEST_URL: `${vertex.url}/oidc`,
      },
      async (workspace) => {
        await writeFile(join(workspace, "gha-creds-0a1b2c3d4e5f.json"), JSON.stringify(vertex.credentialsFile()));
        await symlink(join(workspace, "gha-creds-0a1b2c3d4e5f.json"), link);
      },
    );
    runs.foundry = await runWith(
      "foundry",
      { provider: "foundry", foundry_api_key: FOUNDRY_KEY },
      { ANTHROPIC_FOUNDRY_BASE_URL: `${foundry.url}/anthropic/` },
    );
    // Keyless Foundry: GitHub's OIDC token (core.getIDToken) exchanged at Entra ID.
    runs["foundry-entra"] = await runWith(
      "foundry without a key",
      { provider: "foundry", azure_client_id: "client-e2e", azure_tenant_id: "tenant-e2e" },
      {
        ANTHROPIC_FOUNDRY_BASE_URL: `${entra.url}/anthropic/`,
        AZURE_AUTHORITY_HOST: entra.url,
        ACTIONS_ID_TOKEN_REQUEST_URL: `${entra.url}/oidc?api-version=2.0`,
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: OIDC_REQUEST_TOKEN,
      },
    );
  }, 300_000);
  afterAll(async () => {
    await Promise.all([bedrock?.close(), vertex?.close(), foundry?.close(), entra?.close()]);
    await world?.close();
  });

  const providers = [
    ["bedrock", "Amazon Bedrock", () => bedrock],
    ["vertex", "Google Vertex AI", () => vertex],
    ["foundry", "Microsoft Foundry", () => foundry],
    ["foundry-entra", "Microsoft Foundry", () => entra],
  ] as const;

  for (const [name, label, server] of providers) {
    describe(`${label} (${name})`, () => {
      it("runs the agent to a pushed fix, with tool calls", async () => {
        const { run } = runs[name];
        expect(run.code, run.stdout + run.stderr).toBe(0);
        expect(run.outputs.conclusion).toBe("changed");
        expect(Number(run.outputs.tool_calls)).toBe(7);
        expect(Number(run.outputs.cost_usd)).toBeGreaterThan(0);
        expect(await world.gh.git(REPO).readFile(run.outputs.branch, "src/cart.js")).toContain(
          "amount * (1 - percent / 100)",
        );
      });

      it("sent every model request through the cloud's endpoint, each accepted by its checks", () => {
        const model = server().requests.filter(
          (r) => !r.path.startsWith("/oidc") && r.path !== "/sts" && !r.path.includes("/oauth2/"),
        );
        expect(model.length).toBe(7);
        expect(model.filter((r) => r.refused)).toEqual([]);
      });

      it("posts a final comment that names the provider beside the cost, with the transcript", () => {
        const { issue } = runs[name];
        const [comment] = botComments(world, issue);
        expect(comment.body).toMatch(new RegExp(`\\| \\$[0-9.<]+ \\(${label}\\) \\|`));
        expect(comment.body).toContain("npm test");
        expect(comment.body).toMatch(/<details><summary>Transcript/);
      });
    });
  }

  it("Foundry without a key: one OIDC token exchanged at Entra, its access token on every request", () => {
    const paths = entra.requests.map((r) => r.path.split("?")[0]);
    expect(paths.slice(0, 2)).toEqual(["/oidc", "/tenant-e2e/oauth2/v2.0/token"]);
    expect(paths.filter((p) => p === "/anthropic/v1/messages")).toHaveLength(7);
    expect(
      entra.requests
        .filter((r) => r.path === "/anthropic/v1/messages")
        .every((r) => r.headers.authorization === `Bearer ${entra.accessToken}` && !r.headers["x-api-key"]),
    ).toBe(true);
  });

  it("Bedrock: signed with the job's AWS credentials and answered in event-stream frames", () => {
    const first = bedrock.requests[0];
    expect(first.path).toBe("/model/global.anthropic.claude-sonnet-4-6/invoke-with-response-stream");
    expect(first.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAE2ECANARY0000001\/\d{8}\/us-west-2\/bedrock\/aws4_request, /,
    );
    expect(first.headers["x-amz-security-token"]).toBe(AWS.sessionToken);
  });

  it("Vertex: the bearer token came from the STS exchange of the OIDC token, and the credentials file is back in the workspace", async () => {
    expect(vertex.requests.filter((r) => r.path.startsWith("/oidc")).length).toBeGreaterThan(0);
    expect(vertex.requests.find((r) => r.path.includes(":streamRawPredict"))?.path).toBe(
      "/v1/projects/e2e-project/locations/global/publishers/anthropic/models/claude-sonnet-4-6:streamRawPredict",
    );
    const { run } = runs.vertex;
    expect(run.stdout).toContain("moved gha-creds-0a1b2c3d4e5f.json out of the workspace");
    const { readFile } = await import("node:fs/promises");
    expect(JSON.parse(await readFile(join(run.workspace, "gha-creds-0a1b2c3d4e5f.json"), "utf8")).type).toBe(
      "external_account",
    );
  });
});
