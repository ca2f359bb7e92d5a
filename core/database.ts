import fs from "node:fs";
import path from "node:path";
import type { Env } from "#core/env";

export type Database = { url: string; embedded: boolean; close: () => Promise<void> };

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
  const { PGlite } = await import("@electric-sql/pglite");
  const { EmbeddedServer } = await import("#core/embeddedServer");
  const folder = path.resolve(env.DATA_DIR, env.NODE_ENV === "production" ? "pglite" : "pglite-dev");
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  const releaseLock = lockFolder(folder);
  // Content search's extensions (docs/decisions/040-content-search.md); PGlite ships both.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const db = await PGlite.create(folder, { extensions: { pg_trgm, unaccent } });
  // Each pooled connection is a session of its own on PGlite's one backend (docs/decisions/055).
  const server = new EmbeddedServer({ db, host: "127.0.0.1" });
  await server.start();
  const url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
  process.env.DATABASE_URL = url;
  process.env.EMBEDDED_DATABASE = "1";
  let closed = false;
  return {
    url,
    embedded: true,
    close: async () => {
      if (closed) return;
      closed = true;
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
      releaseLock();
    },
  };
}
