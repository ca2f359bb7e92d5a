/**
 * `npm run seed`        adds any missing demo content and accounts (idempotent).
 * `npm run seed:reset`  removes the demo records first, then seeds again.
 */
import "./targetDatabase";
import { openDatabase } from "#core/database";
import { env } from "#core/env";
import { resetDemo, seedDemo } from "./seed";

const e = env();
const database = await openDatabase(e);
const { getPayload } = await import("payload");
const { default: config } = await import("../cms/payload.config");
const payload = await getPayload({ config });
// A failed seed must fail the command (and the template built from it): the exit code says so.
let exitCode = 0;
try {
  if (process.argv.includes("--reset")) {
    await resetDemo(payload);
    console.log("demo records removed");
  }
  await seedDemo(payload, { demoAccounts: e.APP_ENV !== "production", log: (m) => console.log(`seeded ${m}`) });
  console.log("seed complete");
} catch (err) {
  console.error("seed failed:", err);
  exitCode = 1;
} finally {
  await payload.destroy().catch(() => {});
  await database.close();
  process.exit(exitCode);
}
