/**
 * `npm run seed`        adds any missing demo content and accounts (idempotent).
 * `npm run seed:reset`  removes the demo records first, then seeds again.
 * `--if-empty`          seeds only an empty database (what the server's start does; `npm start` runs it
 *                       while the site builds: scripts/build.ts).
 */
import "./targetDatabase";
import { openDatabase } from "#core/db/database";
import { env } from "#core/env";
import { resetDemo, seedDemo, seedIfEmpty } from "./seed";

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
  const opts = { demoAccounts: e.APP_ENV !== "production", log: (m: string) => console.log(`seeded ${m}`) };
  // --if-empty: only an empty database, as the server's start does (`npm start` runs this beside the site's build).
  if (process.argv.includes("--if-empty")) {
    const { seeded } = await seedIfEmpty(payload, opts);
    console.log(seeded ? "seed complete" : "seed: skipped (the database already holds content)");
  } else {
    await seedDemo(payload, opts);
    console.log("seed complete");
  }
} catch (err) {
  console.error("seed failed:", err);
  exitCode = 1;
} finally {
  await payload.destroy().catch(() => {});
  await database.close();
  process.exit(exitCode);
}
