// The tests that pin the policy engine and the edit matcher, for `npm run test:mutation` (StrykerJS). Only
// these run per mutant: the whole suite spawns processes and would take hours on a 2-core machine.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      // The adversarial suites run the bundled action (dist/), which holds no mutant: they cannot kill one.
      "__tests__/policy/**/*.test.ts",
      "__tests__/tools/bash/read-only.test.ts",
      "__tests__/tools/files/edit-match.test.ts",
      "__tests__/tools/files/edit-corpus.test.ts",
      "__tests__/tools/files/edit-file.test.ts",
      "__tests__/tools/files/edit-fuzz.test.ts",
    ],
    testTimeout: 30_000,
    maxWorkers: 1,
    // One module registry for every file: the bash parser's wasm is compiled once, not once per test file per
    // mutant (the tests share no mutable state).
    isolate: false,
  },
});
