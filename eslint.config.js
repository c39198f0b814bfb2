// ESLint: typescript-eslint's recommended type-aware rules on the TypeScript (the files tsconfig.json covers),
// the plain recommended rules on the JavaScript (the fakes, bench, scripts, demo: not in the TypeScript program).
// Formatting is Prettier's job: eslint-config-prettier, last, turns off every rule that would fight it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // Built or generated output, other projects' code, and files written only to be read by the tests.
    ignores: [
      "dist/",
      "coverage/",
      "reports/",
      ".stryker-tmp/",
      ".demo-output/",
      "bench/.work/",
      "demo/sample-repo/",
      "__tests__/**/fixtures/",
    ],
  },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    files: ["**/*.ts", "**/*.mts"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // The vitest configs are not in tsconfig.json's program (it covers src, tests, bench, scripts).
        projectService: { allowDefaultProject: ["vitest.config.ts", "vitest.mutation.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Tools and sandboxes implement async interfaces (Tool.execute, Sandbox.argv): an `async` body without an
      // await is how they turn a throw into a rejection, which the executor expects.
      "@typescript-eslint/require-await": "off",
      // Option interfaces declare callbacks with method syntax (`log(line): void`) and every implementation is a
      // closure or an object literal that never uses `this`, so passing them along unbound is safe here.
      "@typescript-eslint/unbound-method": "off",
      // `_name` marks a parameter or a destructured part that is there on purpose and not read.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["__tests__/**/*.ts"],
    rules: {
      // Tests read JSON (CLI output, emulator state, API responses) and check its shape with expect(); typing
      // every parse would only restate the assertions that follow.
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/restrict-template-expressions": "off",
    },
  },
  prettier,
);
