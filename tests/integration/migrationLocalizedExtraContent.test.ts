import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { down, up } from "../../cms/migrations/20261128_040818_localized_extra_content";
import { poolOf } from "#core/db/pool";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * I18N-008 (decided): a unit's extra content has a source per language (a figure's labels, a video's narration are in
 * one language). The migration that made `source` localized keeps every existing item's source in both languages,
 * and its `down` keeps the English one.
 */
let db: TestDb;
let unitId: number;
beforeAll(async () => {
  db = await openTestDb();
  unitId = (await buildUnit(db.payload, "MX", 1, { chapters: 1, modules: 1, lessons: 1 })).unit;
}, 120_000);
afterAll(() => db?.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  poolOf(db.payload)
    .query(text, params)
    .then((r) => r.rows as T[]);

describe("I18N-008 the localized_extra_content migration", () => {
  it("I18N-008 LRN-006 each language reads its own source; the migration down keeps the English one and up gives it to both languages", async () => {
    const en = await db.payload.update({
      collection: "units",
      id: unitId,
      locale: "en",
      data: { extraContent: [{ title: "Figure", source: "/media/figure.en.png", type: "image" }] },
      overrideAccess: true,
      depth: 0,
    });
    const row = en.extraContent![0]!;
    await db.payload.update({
      collection: "units",
      id: unitId,
      locale: "fr",
      data: { extraContent: [{ id: row.id, title: "Figure", source: "/media/figure.fr.png", type: "image" }] },
      overrideAccess: true,
      depth: 0,
    });
    const sources = () =>
      sql<{ _locale: string; source: string }>(`SELECT _locale, source FROM units_extra_content_locales WHERE _parent_id = $1 ORDER BY _locale`, [row.id]);
    expect(await sources()).toEqual([
      { _locale: "en", source: "/media/figure.en.png" },
      { _locale: "fr", source: "/media/figure.fr.png" },
    ]);

    const drizzle = (db.payload.db as unknown as { drizzle: unknown }).drizzle;
    await down({ db: drizzle, payload: db.payload, req: {} } as never);
    expect(await sql(`SELECT source FROM units_extra_content WHERE id = $1`, [row.id])).toEqual([{ source: "/media/figure.en.png" }]);
    await up({ db: drizzle, payload: db.payload, req: {} } as never);
    expect(await sources()).toEqual([
      { _locale: "en", source: "/media/figure.en.png" },
      { _locale: "fr", source: "/media/figure.en.png" },
    ]);
    expect(await sql(`SELECT column_name FROM information_schema.columns WHERE table_name = 'units_extra_content' AND column_name = 'source'`)).toEqual([]);
  });
});
