// The runner's side of a JavaScript action: inputs from INPUT_* variables, log lines and workflow commands on
// stdout, outputs and the job summary appended to the files the runner names. This is the part of @actions/core
// the action uses, written against GitHub's documented protocol ("Workflow commands for GitHub Actions"):
// @actions/core imports its OIDC client, and with it @actions/http-client and all of undici (~1 MB of bundle,
// ~45 ms of every run's start-up), for a feature the action never uses.
import { randomUUID } from "node:crypto";
import { accessSync, appendFileSync, constants, existsSync } from "node:fs";
import { EOL } from "node:os";

type Env = Readonly<Record<string, string | undefined>>;

/** An action input: `INPUT_<NAME>` (spaces as underscores, upper case), trimmed; "" when unset. */
export function getInput(name: string, env: Env = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}

/** Asks the runner to mask `value` in every log line from now on. */
export function setSecret(value: string): void {
  issueCommand("add-mask", value);
}

export function debug(message: string): void {
  issueCommand("debug", message);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function warning(message: string): void {
  issueCommand("warning", message);
}

export function error(message: string): void {
  issueCommand("error", message);
}

/** Logs `message` as an error and makes the step fail when the process exits. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** A step output, written to `$GITHUB_OUTPUT` as a heredoc whose random delimiter no value can forge. */
export function setOutput(name: string, value: string, env: Env = process.env): void {
  const file = env.GITHUB_OUTPUT;
  if (file) {
    appendFileCommand(file, keyValueMessage(name, value));
    return;
  }
  // No file (an old runner or a local run): the deprecated stdout command, as @actions/core does.
  process.stdout.write(EOL);
  issueCommand("set-output", value, { name });
}

/** Appends Markdown to the job summary (`$GITHUB_STEP_SUMMARY`). */
export function appendSummary(markdown: string, env: Env = process.env): void {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error("GITHUB_STEP_SUMMARY is not set: the job summary is only available in GitHub Actions");
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(`cannot write the job summary file ${file}`);
  }
  appendFileSync(file, markdown, "utf8");
}

/** `::command key=value::message`, escaped so a message can never end the command or start another. */
export function formatCommand(command: string, message: string, properties: Record<string, string> = {}): string {
  const props = Object.entries(properties)
    .map(([k, v]) => `${k}=${escapeProperty(v)}`)
    .join(",");
  return `::${command}${props ? ` ${props}` : ""}::${escapeData(message)}`;
}

function issueCommand(command: string, message: string, properties?: Record<string, string>): void {
  process.stdout.write(formatCommand(command, message, properties) + EOL);
}

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export function keyValueMessage(key: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (key.includes(delimiter) || value.includes(delimiter)) throw new Error(`output ${key} contains its own delimiter`);
  return `${key}<<${delimiter}${EOL}${value}${EOL}${delimiter}`;
}

function appendFileCommand(file: string, message: string): void {
  if (!existsSync(file)) throw new Error(`the runner's command file ${file} does not exist`);
  appendFileSync(file, message + EOL, "utf8");
}
