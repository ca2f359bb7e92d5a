/**
 * The server's entry point. `npm start`, the end-to-end tests and the benches run its compiled
 * form (build/app/server.mjs) with plain `node`; `npm run dev` runs it through `tsx watch`.
 *
 * A start either reaches "listening" or exits non-zero with one line saying where it stopped:
 * a watchdog fires when no phase has made progress for START_STALL_SECONDS (120 s by default).
 */
import { printWelcome, startServer } from "./app";

if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: "production" });

const stallSeconds = Number(process.env.START_STALL_SECONDS ?? 120);
const startedAt = Date.now();
let phase = "loading the server";
let watchdog: NodeJS.Timeout | undefined;

function progress(line: string, nextPhase?: string) {
  console.log(`start: ${line}`);
  phase = nextPhase ?? line;
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    console.error(`start: FAILED — no progress for ${stallSeconds} s while ${phase} (${((Date.now() - startedAt) / 1000).toFixed(0)} s since start)`);
    process.exit(1);
  }, stallSeconds * 1000);
}

progress("loading the server", "loading the server");

startServer({ log: progress })
  .then(({ stop, url, database }) => {
    clearTimeout(watchdog);
    console.log(`start: listening on ${url} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    printWelcome(url, database.embedded);
    const shutdown = (signal: string) => {
      console.log(`\n${signal}: shutting down…`);
      stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once("SIGINT", () => shutdown("SIGINT"));
    process.once("SIGTERM", () => shutdown("SIGTERM"));
  })
  .catch((err: unknown) => {
    clearTimeout(watchdog);
    const message = err instanceof Error ? err.message : String(err);
    console.error(`start: FAILED while ${phase}: ${message}`);
    if (process.env.NODE_ENV === "development" && err instanceof Error) console.error(err.stack);
    process.exit(1);
  });
