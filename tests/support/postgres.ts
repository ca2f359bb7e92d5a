import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/** The PostgreSQL server tests use: DATABASE_URL's server, or the one on 127.0.0.1:5432. */
export function serverUrl(database = "postgres"): string {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The template's name changes whenever the committed migrations change, so it is rebuilt exactly then. */
export function templateName(): string {
  const dir = path.resolve("cms/migrations");
  const hash = crypto.createHash("sha256");
  for (const f of fs.readdirSync(dir).sort()) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  return `biotext_tpl_${hash.digest("hex").slice(0, 12)}`;
}

export async function withAdminClient<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl("postgres") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabaseFromTemplate(prefix = "biotext_t", template = templateName()): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(5).toString("hex")}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return name;
}

export async function dropDatabase(name: string) {
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
