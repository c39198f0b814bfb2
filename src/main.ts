// Placeholder until the action is wired (issue #5).
import * as core from "@actions/core";

export async function run(): Promise<void> {
  core.setFailed("repo-agent: the action is not wired yet");
}
