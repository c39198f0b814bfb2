// Repository instructions (AGENTS.md and friends) and skills, read from the *trusted root*: a directory the
// caller names (the action fills it from the default branch; local runs use the working tree). Never from a
// PR's head, which could rewrite the agent's instructions.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";

export const INSTRUCTION_FILES = ["AGENTS.md", "CLAUDE.md", ".github/copilot-instructions.md"] as const;
export const SKILLS_DIR = ".github/agent/skills";
/** Inside the trusted root: the organisation's files (its `.github` repository), laid out like a repository's. */
export const ORGANIZATION_DIR = ".repo-agent-organization";

/** Each file's share of the system prompt; the rest is one read_file away. */
export const MAX_INSTRUCTION_CHARS = 6_000;
const MAX_SKILLS = 40;
const MAX_DESCRIPTION_CHARS = 240;
const MAX_SKILL_CHARS = 40_000;

export interface InstructionFile {
  path: string;
  text: string;
  truncated: boolean;
}

export interface SkillInfo {
  name: string;
  description: string;
  /** Absolute path of its SKILL.md. */
  file: string;
}

/** The organisation's instruction files first, then the repository's (the more specific word comes last). */
export async function readInstructions(root: string): Promise<InstructionFile[]> {
  const found: InstructionFile[] = [];
  const layers = [
    { dir: path.join(root, ORGANIZATION_DIR), label: (rel: string) => `${rel}, the organisation's` },
    { dir: root, label: (rel: string) => rel },
  ];
  for (const layer of layers)
    for (const rel of INSTRUCTION_FILES) {
      const text = await readText(path.join(layer.dir, rel));
      if (text === undefined || text.trim() === "") continue;
      const truncated = text.length > MAX_INSTRUCTION_CHARS;
      found.push({ path: layer.label(rel), text: truncated ? text.slice(0, MAX_INSTRUCTION_CHARS) : text, truncated });
    }
  return found;
}

/** Skills sorted by name (a stable prompt), each from `.github/agent/skills/<dir>/SKILL.md` front matter; the
 * organisation's skills too, where the repository has none of the same name. */
export async function listSkills(root: string): Promise<SkillInfo[]> {
  const own = await listSkillsIn(root);
  const organization = (await listSkillsIn(path.join(root, ORGANIZATION_DIR))).filter(
    (s) => !own.some((o) => o.name === s.name),
  );
  return [...own, ...organization]
    .slice(0, MAX_SKILLS)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

async function listSkillsIn(root: string): Promise<SkillInfo[]> {
  const dir = path.join(root, SKILLS_DIR);
  let entries: string[];
  try {
    entries = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
  const skills: SkillInfo[] = [];
  for (const name of entries.sort()) {
    const file = path.join(dir, name, "SKILL.md");
    const text = await readText(file);
    if (text === undefined) continue;
    const { meta } = splitFrontMatter(text);
    const declared = typeof meta.name === "string" && /^[\w.-]{1,64}$/.test(meta.name) ? meta.name : name;
    const description = typeof meta.description === "string" ? oneLine(meta.description, MAX_DESCRIPTION_CHARS) : "";
    if (skills.some((s) => s.name === declared)) continue;
    skills.push({ name: declared, description, file });
    if (skills.length >= MAX_SKILLS) break;
  }
  return skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The skill's body (front matter removed), or undefined when no skill has that name. */
export async function loadSkill(skills: readonly SkillInfo[], name: string): Promise<string | undefined> {
  const skill = skills.find((s) => s.name === name);
  if (!skill) return undefined;
  const text = await readText(skill.file);
  if (text === undefined) return undefined;
  const body = splitFrontMatter(text).body.trim();
  return body.length > MAX_SKILL_CHARS
    ? `${body.slice(0, MAX_SKILL_CHARS)}\n[skill truncated at ${MAX_SKILL_CHARS} characters]`
    : body;
}

function splitFrontMatter(text: string): { meta: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { meta: {}, body: text };
  let meta: unknown;
  try {
    meta = parseYaml(match[1]);
  } catch {
    meta = undefined;
  }
  return {
    meta: meta && typeof meta === "object" && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {},
    body: text.slice(match[0].length),
  };
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return undefined;
  }
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
