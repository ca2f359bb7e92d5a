import { defineConfig } from "@playwright/test";
import { BROWSER_UA } from "./tests/e2e/userAgent";

/**
 * End-to-end tests (tests/e2e): the production server in Debian's Chromium. Each worker has its own
 * database (a clone of the seeded demo template) and its own server (tests/e2e/fixtures.ts), so files
 * run in parallel without sharing state; tests of one file run in order in one worker.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  globalSetup: "./tests/e2e/globalSetup.ts",
  // Traces of failed tests (npx playwright show-trace <file>) and other artifacts; test-results/ is gitignored.
  outputDir: "test-results/e2e",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI a failed test runs once more, as a safety net: one that passes then is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  // Generous: on a loaded 2-core machine a page's main thread can be busy for seconds (software WebGL on /about-us).
  expect: { timeout: 30_000 },
  // The list as tests end, and a JSON report that `npm test` reads for its slowest tests and files (scripts/test.ts).
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    userAgent: BROWSER_UA,
    viewport: { width: 1280, height: 900 },
    trace: "retain-on-failure",
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    launchOptions: {
      // Debian's Chromium (no browser downloads here), with the flags this sandbox needs.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
