import fs from "node:fs";
import { startProductionServer } from "../support/server";
import { copyOfSeededEmbedded } from "../support/seededTemplate";
import { expect, test } from "./fixtures";
import { buyUnitSmoke, studentSmoke } from "./smokeSteps";

/**
 * Issue 22 item 2: the smoke journey on the embedded database — what `npm start` gives a newcomer (PGlite in
 * DATA_DIR, no DATABASE_URL). This file's worker runs its own production server on a copy of the seeded
 * embedded template instead of PostgreSQL: a student signs in through the form, opens a module, completes a
 * lesson, takes its quiz; a visitor buys a unit with the sandbox's test card (the steps: tests/e2e/smokeSteps.ts,
 * shared with issue 29's smoke through nginx). Each step reads back what the server recorded through the pages, not
 * through SQL (the embedded database has no outside connection).
 */
const embedded = test.extend<object, { server: { baseURL: string; databaseURL: string; deployment: null } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide, workerInfo) => {
      const dataDir = copyOfSeededEmbedded(`e2e-embedded-w${workerInfo.workerIndex}`);
      const server = await startProductionServer({ databaseName: null, name: `e2e-embedded-worker${workerInfo.workerIndex}`, env: { DATA_DIR: dataDir } });
      await provide({ baseURL: `http://localhost:${new URL(server.base).port}`, databaseURL: "", deployment: null });
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    // Seeding the embedded template (once per seed change; `npm test`'s embedded step has usually done it) takes minutes on a busy machine.
    { scope: "worker", timeout: 900_000 },
  ],
});

embedded.describe("the embedded database (npm start's default), in a browser", () => {
  embedded.describe.configure({ mode: "serial" });

  embedded("issue 22: a student signs in, opens a module, completes a lesson and takes the module's quiz", async ({ page, errors }) => {
    embedded.setTimeout(180_000);
    await studentSmoke(page);
    expect(errors).toEqual([]);
  });

  embedded("issue 22: a visitor buys a unit with the sandbox's test card and finds it on the dashboard", async ({ page, errors }) => {
    embedded.setTimeout(180_000);
    await buyUnitSmoke(page, `embedded-${Date.now()}@e2e.test`);
    expect(errors).toEqual([]);
  });
});
