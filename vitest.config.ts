import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["__tests__/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The machine has 2 cores and many tests spawn processes: keep the pool small so timing-sensitive tests stay honest.
    maxWorkers: 2,
  },
});
