import os from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * The integration files that take longest (the soak alone ≈2 min, with the demo seed on a clean clone),
 * started first so that the other files run beside them. Vitest orders by the durations it cached on
 * an earlier run; a clean clone has none and would order by file size, which puts the small soak file last.
 */
const INTEGRATION_SLOW_FIRST = [
  "embeddedLoad",
  "soak",
  "backupRestoreEmbedded",
  "backupRestore",
  "embeddedDatabase",
  "seed",
  "restSurface",
  "fuzzProcedures",
  "procedureMatrix",
  "studyEmbedded",
].map((n) => `/tests/integration/${n}.test.ts`);

/** The integration files that also run on the embedded database (`npm test`'s "embedded" step). */
const EMBEDDED_FILES = [
  "sessions",
  "sessionLookup",
  "sessionWrites",
  "entitlementsWithSession",
  "authLogin",
  "authPasswords",
  "progress",
  "progressCompletion",
  "modulePageProgress",
  "openLessonInModule",
  "completeLessonAndAdvance",
  "isoTimestamp",
  "quizzes",
  "commerce",
  "studyNotes",
  "textbook",
  "integrity",
  "roster",
];

/**
 * The integration files that change the process's environment (S3, PgBouncer, the accounting sync folder, the
 * embedded database) or use getPayload's process-wide instance: each in a fresh process, as Vitest isolates files by
 * default. The other files share their worker's loaded modules (`isolate: false`), each with its own database and
 * Payload (tests/support/payload.ts): the loading of Payload, the CMS config and the core, about 1.3 s of CPU per file,
 * is paid once per worker (12 files: 42 → 26 CPU seconds, 27 Nov 2026).
 */
const ISOLATED_FILES = ["commerceSync", "embeddedDatabase", "embeddedSessions", "mediaStorageS3", "pgbouncer", "studyEmbedded", "worker"].map(
  (n) => `tests/integration/${n}.test.ts`,
);

/** The settings of the two integration projects (`integration`, `integration-isolated`): one step, one group, one database server. */
const INTEGRATION_SETTINGS = {
  globalSetup: ["tests/support/globalSetup.ts"],
  pool: "forks" as const,
  // Each file has its own database and spends most of its time waiting (PostgreSQL's fsync of its clone,
  // queries, the servers it starts), so three files at a time even on 2 cores, where Vitest's default
  // (cores − 1) ran them one by one: 473 s → 203–297 s on a busy 2-core machine (load 5–8).
  // Its own group order, so that a plain `vitest run` (all projects) accepts the different worker count.
  maxWorkers: Math.max(3, os.availableParallelism() - 1),
  sequence: { groupOrder: 1 },
  // Lexical's default Node entries use a top-level await that can leave module loading unsettled (docs/decisions/006).
  execArgv: ["--conditions=production"],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  env: { NODE_ENV: "test" as const, APP_ENV: "test", LOG_LEVEL: "error", DATA_DIR: ".data/test" },
};

class SlowIntegrationFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i =
        f.project.name.startsWith("integration") || f.project.name === "embedded" ? INTEGRATION_SLOW_FIRST.findIndex((s) => f.moduleId.endsWith(s)) : -1;
      return i < 0 ? INTEGRATION_SLOW_FIRST.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

/** Unit (pure logic) and integration (real PostgreSQL); the e2e tests (real server + Chromium) run on Playwright Test (playwright.config.ts). */
export default defineConfig({
  plugins: [tsconfigPaths({ projects: ["./tsconfig.json"] })],
  test: {
    sequence: { sequencer: SlowIntegrationFilesFirst },
    projects: [
      {
        extends: true,
        // A generous timeout: in `npm test` the unit tests run beside the build and the static checks (scripts/test.ts).
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", testTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // The embedded database's load test runs in the embedded step, beside nothing that it would slow down.
          exclude: ["tests/integration/embeddedLoad.test.ts", ...ISOLATED_FILES],
          isolate: false,
          ...INTEGRATION_SETTINGS,
        },
      },
      {
        extends: true,
        test: {
          // The files of ISOLATED_FILES, in the same step and group as the others (`npm test` runs both projects).
          name: "integration-isolated",
          include: ISOLATED_FILES,
          isolate: true,
          ...INTEGRATION_SETTINGS,
        },
      },
      {
        extends: true,
        test: {
          // Issue 22 item 2: the files on sessions, progress, quizzes, commerce and notes again, on the embedded
          // database (PGlite behind core/db/embeddedServer.ts) that `npm start` gives a newcomer.
          name: "embedded",
          include: ["tests/integration/embeddedLoad.test.ts", ...EMBEDDED_FILES.map((n) => `tests/integration/${n}.test.ts`)],
          globalSetup: ["tests/support/globalSetupEmbedded.ts"],
          // As the integration project: modules loaded once per worker, a database copy and a Payload per file
          // (14 files and the load test: 199 → 115 CPU seconds, 27 Nov 2026).
          isolate: false,
          pool: "forks",
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
          sequence: { groupOrder: 2 },
          execArgv: ["--conditions=production"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: "test", APP_ENV: "test", LOG_LEVEL: "error", DATA_DIR: ".data/test", TEST_DATABASE: "embedded" },
        },
      },
    ],
  },
});
