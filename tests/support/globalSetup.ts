/**
 * Builds, once, a template database with the committed migrations applied. Each test file
 * then clones it (CREATE DATABASE … TEMPLATE, ≈0.3 s) so files never share state.
 */
import { spawnSync } from "node:child_process";
import { serverUrl, templateName, withAdminClient } from "./postgres";

export default async function setup() {
  const name = templateName();
  const exists = await withAdminClient(async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount);
  if (exists) return;
  const building = `${name}_building`;
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${building}"`);
  });
  // Migrate in a child process: the Payload config reads DATABASE_URL when it is first imported.
  const result = spawnSync("npx", ["tsx", "tests/support/migrate.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: serverUrl(building), NODE_ENV: "test", APP_ENV: "test" },
  });
  if (result.status !== 0) throw new Error("migrating the test template database failed");
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  });
}
