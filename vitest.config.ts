import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/** Three layers, one runner: unit (pure logic), integration (real PostgreSQL), e2e (real server + Chromium). */
export default defineConfig({
  plugins: [tsconfigPaths({ projects: ["./tsconfig.json"] })],
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/globalSetup.ts"],
          pool: "forks",
          // Lexical's default Node entries use a top-level await that can leave module loading unsettled (docs/decisions/006).
          execArgv: ["--conditions=production"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: "test", APP_ENV: "test", LOG_LEVEL: "error", DATA_DIR: ".data/test" },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/globalSetup.ts", "tests/e2e/globalSetup.ts"],
          pool: "forks",
          execArgv: ["--conditions=production"],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 300_000,
          env: { NODE_ENV: "test", APP_ENV: "test" },
        },
      },
    ],
  },
});
