// The one-way flow of docs/ARCHITECTURE.md, as rules: event → task → loop → tools → land → report, with
// policy/ pure and the neutral modules (src/*.ts beside the entry points) importing no room.
// `npx depcruise src --config .dependency-cruiser.cjs --output-type text` lists what breaks them;
// __tests__/architecture/ runs the same rules over src/ (no violation) and over a fixture tree with one
// deliberate back-edge per rule (each one reported).

/** A path under one of the given top-level folders of src/. */
const rooms = (...names) => `^src/(${names.join("|")})/`;
/** The modules every room may use: src/*.ts, except the entry points. */
const NEUTRAL = "^src/(?!(index|main|cli)\\.ts$)[^/]+\\.ts$";
const ENTRY = "^src/((index|main|cli)\\.ts$|cli/|run/)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "tools-know-no-loop",
      comment:
        "tools/ runs calls for whoever holds a session: it never imports the loop, GitHub, landing or reporting.",
      severity: "error",
      from: { path: "^src/tools/" },
      to: { path: rooms("agent", "github", "land", "report") },
    },
    {
      name: "policy-is-pure",
      comment:
        "policy/ decides from its inputs alone: it imports itself, net/ and the neutral modules, nothing else of src/.",
      severity: "error",
      from: { path: "^src/policy/" },
      to: { path: "^src/", pathNot: [rooms("policy", "net"), NEUTRAL] },
    },
    {
      name: "agent-knows-no-github-landing-or-report",
      comment: "The loop emits transcript events and returns a result; GitHub, landing and rendering happen around it.",
      severity: "error",
      from: { path: "^src/agent/" },
      to: { path: rooms("github", "land", "report", "verify") },
    },
    {
      name: "report-knows-no-github-or-landing",
      comment: "report/ renders transcript events and plain data; it never calls GitHub or git.",
      severity: "error",
      from: { path: "^src/report/" },
      to: { path: rooms("github", "land") },
    },
    {
      name: "land-takes-plain-data",
      comment:
        "land/ and github/ in one direction only: github/ (the checkout) may use land's git runner; land/ takes plain data and a narrow pull-request interface, never github/, the loop or verify/.",
      severity: "error",
      from: { path: "^src/land/" },
      to: { path: rooms("github", "agent", "verify") },
    },
    {
      name: "neutral-modules-import-no-room",
      comment:
        "src/*.ts (transcript events, run marker, truncation, physical paths, assets, hardened env) are shared by every room, so they import none.",
      severity: "error",
      from: { path: NEUTRAL },
      to: { path: "^src/[^/]+/" },
    },
    {
      name: "only-entry-points-import-the-composition-root",
      comment: "run/ wires one run together and cli/ and the entry files call it: no room imports them back.",
      severity: "error",
      from: { path: "^src/", pathNot: ENTRY },
      to: { path: ENTRY },
    },
    {
      name: "no-folder-cycles",
      comment: "No two folders import each other, directly or round a loop.",
      severity: "error",
      scope: "folder",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "no-module-cycles",
      comment: "No module imports itself round a loop.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.d\\.ts$" },
    // `import type` counts: a type imported against the flow couples the rooms as much as a value does.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
