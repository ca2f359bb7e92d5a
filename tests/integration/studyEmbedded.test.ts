import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#core/db/database";
import { closeEmbedded } from "../support/embedded";

/**
 * Content search on the embedded database (PGlite), as `npm start` without DATABASE_URL runs it:
 * the migration installs pg_trgm and unaccent (which PGlite ships and core/db/database.ts loads), so
 * misspellings and French without accents work there too (docs/decisions/040-content-search.md).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-pglite-study-"));
let database: Database;
let payload: Payload;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { NODE_ENV: "production", DATA_DIR: dataDir });
  const { readEnv } = await import("#core/env");
  const { openDatabase } = await import("#core/db/database");
  database = await openDatabase(readEnv());
  const { getPayload } = await import("payload");
  const { default: config } = await import("../../cms/payload.config");
  payload = await getPayload({ config });
}, 240_000);

afterAll(() => closeEmbedded(payload, database, dataDir), 60_000);

describe("content search on PGlite", () => {
  it("SRCH-009 the extensions are there, and misspelt or unaccented words find the lesson", async () => {
    const { searchExtensions, searchContent } = await import("#core/study/search");
    expect(await searchExtensions(payload)).toEqual({ trgm: true, unaccent: true });
    const { buildUnit } = await import("../support/content");
    const { createLocalized } = await import("../../cms/lib/localized");
    const unit = await buildUnit(payload, "PG", 1, { chapters: 1, modules: 1, lessons: 1 });
    const lesson = await createLocalized(payload, "lessons", {
      title: { en: "Mitochondria at work", fr: "Le cholestérol des membranes" },
      module: unit.modules[0],
      order: 5,
      narrationText: { en: "Mitochondria make ATP.", fr: "Le cholestérol rigidifie la membrane." },
      _status: "published",
    });
    const { createContext } = await import("#core/context");
    const ctx = createContext({ payload, session: null, ip: "127.0.0.1", secureCookies: false, setCookie: () => {} });
    ctx.user = { id: 1, role: "admin" } as never;
    for (const [term, lang] of [
      ["mitochondria", "en"],
      ["mitocondria", "en"],
      ["cholestérol", "fr"],
      ["cholesterol", "fr"],
    ] as const) {
      const page = await searchContent(ctx, { term, page: 1, lang });
      expect(
        page.results.map((r) => r.lessonId),
        term,
      ).toContain(lesson.id);
    }
  });
});
