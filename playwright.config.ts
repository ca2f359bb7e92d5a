import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { BROWSER_UA } from "./tests/e2e/userAgent";

/**
 * End-to-end tests (tests/e2e): the production server in Debian's Chromium. Each worker has its own
 * database (a clone of the seeded demo template) and its own server (tests/e2e/fixtures.ts), so files
 * run in parallel without sharing state; tests of one file run in order in one worker.
 */
/**
 * Debian's Chromium. Its "old headless" shell (package chromium-headless-shell, the same Blink and V8 without the
 * browser's window and UI code; Playwright's own default for headless runs) when installed: the whole crawl took
 * 22 % less browser CPU with it (204.6 s against 264.3 s, 26 Nov 2026), and the browser is most of e2e's CPU.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

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
  // Generous: on a loaded 2-core machine a page's main thread can be busy for seconds (as /about-us's software WebGL was).
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
      executablePath: CHROMIUM,
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
