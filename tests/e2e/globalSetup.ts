/**
 * Once per run, before the workers start: build the production server if its sources changed and
 * make sure the seeded demo template (database and media folder) exists. Each worker then clones
 * the template and starts its own server (tests/e2e/fixtures.ts).
 */
import { buildIfNeeded } from "../../scripts/build";
import { seededTemplate } from "../support/seededTemplate";

export default async function globalSetup() {
  buildIfNeeded();
  const { template, dataDir } = await seededTemplate();
  process.env.E2E_TEMPLATE = template;
  process.env.E2E_DATA_DIR = dataDir;
}
