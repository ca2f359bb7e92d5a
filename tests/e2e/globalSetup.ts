/**
 * End-to-end: build if needed, then start the real server (production mode) on a free port
 * against a fresh database cloned from the seeded demo template.
 */
import type { TestProject } from "vitest/node";
import { buildIfNeeded } from "../../scripts/build";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../support/postgres";
import { seededTemplate } from "../support/seededTemplate";
import { startProductionServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The e2e server's database, for tests that set up what no page can yet (session flags set by LTI launches, multi-session). */
    databaseURL: string;
  }
}

export default async function setup(project: TestProject) {
  buildIfNeeded();
  const { template, dataDir } = await seededTemplate();
  const database = await createDatabaseFromTemplate("biotext_e2e", template);
  // The production server as `npm start` runs it; its output goes to test-results/e2e-server.log.
  const server = await startProductionServer({ databaseName: database, name: "e2e", env: { DATA_DIR: dataDir } });
  const baseURL = `http://localhost:${new URL(server.base).port}`;
  project.provide("baseURL", baseURL);
  project.provide("databaseURL", serverUrl(database));
  return async () => {
    await server.stop();
    await dropDatabase(database);
  };
}
