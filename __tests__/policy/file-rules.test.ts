// files.deny_read / files.deny_write as a maintainer writes them: a bare name matches at any depth, a directory
// (with or without `/**` or a trailing slash) denies everything under it, dotfiles included.
import { describe, expect, it } from "vitest";
import { matchFileRule } from "../../src/policy/file-rules.js";
import { policySchema } from "../../src/policy/schema.js";

const policy = policySchema.parse({
  version: 1,
  files: {
    deny_read: [".env", "secrets/", "keys/**", "config/prod.json", "*.pem"],
    deny_write: [".github/workflows/**", "dist"],
  },
});

describe("matchFileRule", () => {
  it.each<[string, "read" | "write", string]>([
    [".env", "read", 'files.deny_read: ".env"'],
    ["sub/dir/.env", "read", 'files.deny_read: ".env"'],
    ["secrets/a", "read", 'files.deny_read: "secrets/"'],
    ["secrets/.hidden/b", "read", 'files.deny_read: "secrets/"'],
    ["keys/a/b", "read", 'files.deny_read: "keys/**"'],
    ["config/prod.json", "read", 'files.deny_read: "config/prod.json"'],
    ["a/b/c.pem", "read", 'files.deny_read: "*.pem"'],
    [".github/workflows/ci.yml", "write", 'files.deny_write: ".github/workflows/**"'],
    ["dist", "write", 'files.deny_write: "dist"'],
    ["dist/index.js", "write", 'files.deny_write: "dist"'],
    ["src/dist/index.js", "write", 'files.deny_write: "dist"'],
    ["a/.env/x", "read", 'files.deny_read: ".env"'],
  ])("%s (%s) is denied by the rule that matches", (path, access, rule) => {
    expect(matchFileRule(policy, path, access)).toBe(rule);
  });

  it.each<[string, "read" | "write"]>([
    [".env.example", "read"],
    ["src/env", "read"],
    ["a/secrets/x", "read"],
    ["config/prod.json.bak", "read"],
    ["sub/config/prod.json", "read"],
    ["secretsx/a", "read"],
    [".env", "write"],
    [".github/ci.yml", "write"],
    ["src/distx/x", "write"],
    [".github/workflows/ci.yml", "read"],
  ])("%s (%s) is not denied", (path, access) => {
    expect(matchFileRule(policy, path, access)).toBeUndefined();
  });
});
