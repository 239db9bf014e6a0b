import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "tests/domain/**/*.test.ts",
            "tests/application/**/*.test.ts",
            "tests/ui/**/*.test.{ts,tsx}",
            "tests/architecture/**/*.test.ts",
            "tests/adapters/**/*.unit.test.ts",
          ],
          environment: "node",
          // A deliberate margin for a loaded machine (a UI test renders whole pages); a passing test never waits for it.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/adapters/**/*.test.ts", "tests/cli/**/*.test.ts"],
          exclude: ["tests/adapters/**/*.unit.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
