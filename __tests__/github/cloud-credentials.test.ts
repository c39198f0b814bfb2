// google-github-actions/auth's credentials file in the workspace: moved out for the run (a link to it still
// resolves to the new place), its secrets collected, put back afterwards.
import { mkdtemp, readFile, rm, symlink, writeFile, access } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { secretsIn, secureCredentialFiles } from "../../src/github/cloud-credentials.js";

const WIF = {
  type: "external_account",
  audience: "//iam.googleapis.com/projects/1/locations/global/workloadIdentityPools/p/providers/q",
  token_url: "https://sts.googleapis.com/v1/token",
  credential_source: {
    url: "https://example.invalid/oidc?api-version=2.0",
    headers: { Authorization: "Bearer request-token-canary-0001" },
    format: { type: "json" },
  },
};
const SERVICE_ACCOUNT = {
  type: "service_account",
  client_email: "a@b.iam.gserviceaccount.com",
  private_key_id: "0123456789abcdef",
  private_key: "-----BEGIN PRIVATE KEY-----\nMIIcanary\n-----END PRIVATE KEY-----\n",
  client_id: "1234567890",
};

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

describe("secureCredentialFiles", () => {
  it("moves a gha-creds file out of the workspace, points the key file at the new place, and puts it back", async () => {
    dir = await mkdtemp(join(tmpdir(), "creds-"));
    const workspace = join(dir, "ws");
    await import("node:fs/promises").then((fs) => fs.mkdir(workspace));
    const file = join(workspace, "gha-creds-abc123.json");
    await writeFile(file, JSON.stringify(WIF));
    const link = join(dir, "adc.json");
    await symlink(file, link);
    const secured = await secureCredentialFiles({ GOOGLE_APPLICATION_CREDENTIALS: link, RUNNER_TEMP: dir }, workspace);
    expect(secured.moved).toEqual(["gha-creds-abc123.json"]);
    expect(await exists(file)).toBe(false);
    expect(secured.keyFile).not.toBe(link);
    expect(secured.keyFile!.startsWith(join(dir, "repo-agent-creds-"))).toBe(true);
    expect(JSON.parse(await readFile(secured.keyFile!, "utf8"))).toEqual(WIF);
    expect(secured.secrets).toEqual(["Bearer request-token-canary-0001", "request-token-canary-0001"]);
    await secured.restore();
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual(WIF);
    expect(await exists(secured.keyFile!)).toBe(false);
  });

  it("leaves a credentials file outside the workspace where it is, but still collects its secrets", async () => {
    dir = await mkdtemp(join(tmpdir(), "creds-"));
    const file = join(dir, "sa.json");
    await writeFile(file, JSON.stringify(SERVICE_ACCOUNT));
    const secured = await secureCredentialFiles(
      { GOOGLE_APPLICATION_CREDENTIALS: file },
      join(dir, "missing-workspace"),
    );
    expect(secured).toMatchObject({ keyFile: file, moved: [] });
    expect(secured.secrets).toEqual([SERVICE_ACCOUNT.private_key]);
  });

  it("reads nothing from a file that is not JSON", async () => {
    dir = await mkdtemp(join(tmpdir(), "creds-"));
    await writeFile(join(dir, "x.json"), "not json");
    expect(await secretsIn(join(dir, "x.json"))).toEqual([]);
  });
});
