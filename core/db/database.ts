import fs from "node:fs";
import path from "node:path";
import { secretFile, type Env } from "#core/env";

export type Database = {
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
  /**
   * The embedded database only: how many batches that may have changed data it has run (core/db/embeddedServer.ts
   * `writes`). Every connection to it goes through this process, so an unchanged count means unchanged data.
   */
  writes?: () => number;
  /**
   * The embedded database only: ANALYZE of every table. PGlite runs no autovacuum daemon, so nothing else ever gathers
   * its planner's statistics: every table stayed "never analyzed" (reltuples −1) and the planner guessed (a learner's
   * progress rows: 1.29 ms a statement before, 0.39 ms after, 27 Nov 2026). The server runs it once started (after the
   * seed); `openDatabase` runs it again every ANALYZE_CHECK_MS once ANALYZE_AFTER_WRITES more write batches ran.
   */
  analyze?: () => Promise<void>;
};

const ANALYZE_CHECK_MS = 10 * 60_000;
const ANALYZE_AFTER_WRITES = 2_000;

/** Prepared statements that only read, named so that the embedded database does not count them as writes. */
export const SESSION_STAMP_STATEMENT = "session-stamp";
const READ_ONLY_STATEMENTS: ReadonlySet<string> = new Set([SESSION_STAMP_STATEMENT]);

/** Only one process may open a PGlite folder; a second one would hang, so say so instead. */
function lockFolder(folder: string): () => void {
  const lock = `${folder}.pid`;
  const holder = Number(fs.existsSync(lock) ? fs.readFileSync(lock, "utf8") : 0);
  if (holder && holder !== process.pid) {
    let alive = true;
    try {
      process.kill(holder, 0);
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(`The embedded database ${folder} is in use by another process (pid ${holder}). Stop it, or set DATA_DIR or DATABASE_URL.`);
    }
  }
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

/** The embedded database's folder: DATA_DIR/pglite in production, DATA_DIR/pglite-dev otherwise (see openDatabase). */
export function pgliteFolder(env: Pick<Env, "DATA_DIR" | "NODE_ENV">): string {
  return path.resolve(env.DATA_DIR, env.NODE_ENV === "production" ? "pglite" : "pglite-dev");
}

/**
 * With DATABASE_URL, use that server. Without it, serve an embedded PostgreSQL (PGlite)
 * kept in DATA_DIR/<name> on a loopback port, so the same postgres adapter talks to both.
 * Development and production keep separate folders: a schema pushed in development must
 * never be opened by the migration runner (it would stop at an interactive prompt).
 */
export async function openDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) {
    process.env.DATABASE_URL = env.DATABASE_URL;
    return { url: env.DATABASE_URL, embedded: false, close: async () => {} };
  }
  const folder = pgliteFolder(env);
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  const releaseLock = lockFolder(folder);
  const served = await servePglite(folder).catch((err) => {
    releaseLock();
    throw err;
  });
  const { url, writes, analyze } = served;
  process.env.DATABASE_URL = url;
  let analyzedAt = 0;
  const analyzeNow = async () => {
    analyzedAt = writes();
    await analyze();
  };
  const upkeep = setInterval(() => {
    if (writes() - analyzedAt >= ANALYZE_AFTER_WRITES) analyzeNow().catch(() => {});
  }, ANALYZE_CHECK_MS);
  upkeep.unref();
  process.env.EMBEDDED_DATABASE = "1";
  let closed = false;
  return {
    url,
    embedded: true,
    writes,
    analyze: analyzeNow,
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(upkeep);
      await served.close();
      releaseLock();
    },
  };
}

/**
 * The embedded database's password (issue 44 finding 1): this install's own, `<folder>.password` beside
 * the PGlite folder (256 random bits, mode 0600, created on the first start like DATA_DIR/payload-secret).
 */
export function embeddedPassword(folder: string): string {
  return secretFile(`${folder}.password`, "set DATABASE_URL");
}

/**
 * Opens the PGlite folder and serves it on a loopback port, each connection a session of its own
 * (core/db/embeddedServer.ts, docs/decisions/055), behind the install's password (the URL carries it).
 * No lock file and no environment changes: openDatabase adds those; scripts that inspect a stopped
 * server's folder (the soak's ledger) use this directly.
 */
export async function servePglite(folder: string): Promise<{ url: string; writes: () => number; analyze: () => Promise<void>; close: () => Promise<void> }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { EmbeddedServer } = await import("#core/db/embeddedServer");
  // Content search's extensions (docs/decisions/040-content-search.md); PGlite ships both.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const db = await PGlite.create(folder, { extensions: { pg_trgm, unaccent } });
  const password = embeddedPassword(folder);
  const server = new EmbeddedServer({ db, password, host: "127.0.0.1", readOnlyStatements: READ_ONLY_STATEMENTS });
  await server.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/postgres`,
    writes: () => server.writes,
    analyze: () => server.maintain("ANALYZE"),
    close: async () => {
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
    },
  };
}

/**
 * DATABASE_POOLING=transaction says DATABASE_URL is a transaction-mode pooler (PgBouncer 1.18,
 * docs/decisions/110): each transaction may run on another server connection, so a statement
 * prepared under a name on one is missing on the next. Read at call time (tests switch it).
 */
export function transactionPooling(): boolean {
  return process.env.DATABASE_POOLING === "transaction";
}

/**
 * A query config for a hot statement: named (parsed and planned once per pooled connection) on a
 * direct connection; unnamed behind a transaction-mode pooler, where a named one would fail with
 * `prepared statement "…" does not exist` (docs/decisions/110).
 */
export function hotStatement(name: string, text: string, values: unknown[]): { name?: string; text: string; values: unknown[] } {
  return transactionPooling() ? { text, values } : { name, text, values };
}

/**
 * The URL of a direct (session) connection to PostgreSQL for what a transaction pooler breaks:
 * LISTEN (the read model's invalidation) and the jobs worker's session lock (docs/decisions/111,
 * 113). DATABASE_DIRECT_URL, else DATABASE_URL (no pooler in between).
 */
export function directDatabaseUrl(): string | undefined {
  return process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL;
}
