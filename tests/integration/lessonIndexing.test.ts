import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalized } from "../../cms/lib/localized";
import { foldSql } from "#core/study/fold";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

let db: TestDb;
let unitA: Awaited<ReturnType<typeof buildUnit>>;
let unitB: Awaited<ReturnType<typeof buildUnit>>;

beforeAll(async () => {
  db = await openTestDb();
  unitA = await buildUnit(db.payload, "UA", 1, { chapters: 1, modules: 2, lessons: 2 });
  unitB = await buildUnit(db.payload, "UB", 2, { chapters: 1, modules: 1, lessons: 1 });
}, 120_000);
afterAll(() => db?.close());

const sqlRows = async <T>(text: string, params: unknown[] = []) => (await poolOf(db.payload).query<T>(text, params)).rows;

/** Published lessons whose folded index matches the folded query in that language (as content search runs it). */
const search = (lang: "en" | "fr", q: string) =>
  sqlRows<{ id: number }>(
    `SELECT l.id FROM lessons l JOIN lessons_locales ll ON ll._parent_id = l.id
      WHERE l._status = 'published' AND ll._locale = $1 AND ll.search_folded @@ websearch_to_tsquery($2::regconfig, ${foldSql("$3::text")}) ORDER BY l.id`,
    [lang, lang === "fr" ? "french" : "english", q],
  ).then((rows) => rows.map((r) => r.id));

describe("lessons carry their chapter and unit for the editors' list filters", () => {
  it("LRN-001 a saved lesson gets its module's chapter and unit", async () => {
    const lesson = await db.payload.findByID({ collection: "lessons", id: unitA.lessons[0], depth: 0, overrideAccess: true });
    expect(lesson.chapter).toBe(unitA.chapters[0]);
    expect(lesson.unit).toBe(unitA.unit);
    const { totalDocs } = await db.payload.find({ collection: "lessons", where: { unit: { equals: unitA.unit } }, overrideAccess: true, limit: 0 });
    expect(totalDocs).toBe(4);
  });

  it("LRN-001 moving a module to another chapter (of another unit) moves its lessons in the filters", async () => {
    const moved = unitA.modules[1];
    await db.payload.update({ collection: "modules", id: moved, data: { chapter: unitB.chapters[0] }, overrideAccess: true });
    const { docs } = await db.payload.find({ collection: "lessons", where: { module: { equals: moved } }, depth: 0, overrideAccess: true });
    expect(docs.map((l) => [l.chapter, l.unit])).toEqual(docs.map(() => [unitB.chapters[0], unitB.unit]));
    const inA = await db.payload.find({ collection: "lessons", where: { unit: { equals: unitA.unit } }, overrideAccess: true, limit: 0 });
    expect(inA.totalDocs).toBe(2);
  });
});

describe("lesson text is indexed for full-text search in English and French", () => {
  let lessonId: number;
  beforeAll(async () => {
    const lesson = await createLocalized(db.payload, "lessons", {
      title: { en: "Phospholipid bilayers", fr: "Les bicouches de phospholipides" },
      module: unitA.modules[0],
      order: 9,
      narrationText: { en: "Cholesterol keeps membranes fluid.", fr: "Le cholestérol maintient la fluidité des membranes." },
      _status: "published",
    });
    lessonId = lesson.id;
  });

  it("finds a published lesson by stemmed words of its title and narration, in each language", async () => {
    expect(await search("en", "bilayer")).toContain(lessonId);
    expect(await search("en", "membrane fluid")).toContain(lessonId);
    expect(await search("fr", "bicouche")).toContain(lessonId);
    expect(await search("fr", "membrane cholestérol")).toContain(lessonId);
    expect(await search("fr", "Cholesterol")).toContain(lessonId); // accents and capitals are folded
    expect(await search("en", "PHOSPHOLIPID")).toContain(lessonId);
    expect(await search("en", "bicouches")).not.toContain(lessonId);
  });

  it("has a partial GIN index per language on the folded search column, without a pending list", async () => {
    const rows = await sqlRows<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'lessons_locales' AND indexname LIKE 'lessons_locales_search_%' ORDER BY indexname`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(["lessons_locales_search_en_idx", "lessons_locales_search_fr_idx"]);
    for (const [r, locale] of [
      [rows[0], "en"],
      [rows[1], "fr"],
    ] as const) {
      expect(r.indexdef).toMatch(/USING gin \(search_folded\) WITH \(fastupdate='?false'?\)/);
      expect(r.indexdef).toContain(`WHERE (_locale = '${locale}'::_locales)`);
    }
  });

  it("follows the published text: a publish updates it, a draft does not", async () => {
    await db.payload.update({
      collection: "lessons",
      id: lessonId,
      locale: "en",
      data: { title: "Mitochondrial respiration", _status: "published" },
      overrideAccess: true,
    });
    expect(await search("en", "respiration")).toContain(lessonId);
    expect(await search("en", "bilayer")).not.toContain(lessonId);

    await db.payload.update({ collection: "lessons", id: lessonId, locale: "en", data: { title: "Photosynthesis draft" }, draft: true, overrideAccess: true });
    expect(await search("en", "photosynthesis")).not.toContain(lessonId);
    expect(await search("en", "respiration")).toContain(lessonId);
  });

  it("indexes the rich lesson text", async () => {
    const { paragraphsToLexical } = await import("../../seeds/lexical");
    await db.payload.update({
      collection: "lessons",
      id: lessonId,
      locale: "fr",
      data: { text: paragraphsToLexical("Les ribosomes traduisent l'ARN messager.") as never, _status: "published" },
      overrideAccess: true,
    });
    expect(await search("fr", "ribosome")).toContain(lessonId);
  });
});
