import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalized } from "../../cms/lib/localized";
import { snippetParts } from "#core/study/search";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

/** Content search (SRCH-003…SRCH-009, docs/decisions/040-content-search.md) on the real PostgreSQL server. */
let db: TestDb;
let held: Awaited<ReturnType<typeof buildUnit>>;
let other: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;
let mito: number;
let chol: number;
let hidden: number;

/** A published lesson at order 5 of `module`, with its English and French title and narration. */
async function publishedLesson(title: { en: string; fr: string }, module: number, narrationText: { en: string; fr: string }): Promise<number> {
  return (await createLocalized(db.payload, "lessons", { title, module, order: 5, narrationText, _status: "published" })).id;
}

beforeAll(async () => {
  db = await openTestDb();
  held = await buildUnit(db.payload, "SA", 1, { chapters: 1, modules: 1, lessons: 1 });
  other = await buildUnit(db.payload, "SB", 2, { chapters: 1, modules: 1, lessons: 1 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-SRCH", name: "S", units: [held.unit] }, overrideAccess: true })).id;
  mito = await publishedLesson({ en: "Mitochondria and cellular respiration", fr: "Les mitochondries et la respiration cellulaire" }, held.modules[0], {
    en: "The mitochondria make ATP <script>alert(1)</script> for the cell.",
    fr: "Le cholestérol rigidifie la membrane plasmique.",
  });
  chol = mito;
  hidden = await publishedLesson({ en: "Mitochondria in another textbook", fr: "Mitochondries ailleurs" }, other.modules[0], {
    en: "Mitochondria elsewhere.",
    fr: "Ailleurs.",
  });
  // A draft is never found.
  await createLocalized(db.payload, "lessons", {
    title: { en: "Mitochondria draft", fr: "Brouillon" },
    module: held.modules[0],
    order: 6,
    narrationText: { en: "Draft mitochondria.", fr: "Brouillon." },
    _status: "draft",
  });
}, 180_000);
afterAll(() => db?.close());

let n = 0;
const member = () => db.createUser({ email: `search${++n}@school.test`, role: "student", memberships: [membership] });

describe("content search", () => {
  it("SRCH-003 finds a lesson by a word, with its unit, chapter, module and lesson titles and ids", async () => {
    const caller = await db.callerAs(await member());
    const page = await caller.study.search({ term: "mitochondria", lang: "EN" });
    const hit = page.results.find((r) => r.lessonId === mito)!;
    expect(hit).toMatchObject({
      moduleId: held.modules[0],
      chapterId: held.chapters[0],
      unitId: held.unit,
      unitTitle: "SA",
      chapterTitle: "SA C1",
      moduleTitle: "SA C1 M1",
    });
    expect(hit.lessonTitle).toBe("Mitochondria and cellular respiration");
    expect(page.corrected).toBe(false);
  });

  it("SRCH-003 a member finds nothing from units they do not hold; drafts are never found; staff see all", async () => {
    const caller = await db.callerAs(await member());
    const ids = (await caller.study.search({ term: "mitochondria", lang: "EN" })).results.map((r) => r.lessonId);
    expect(ids).not.toContain(hidden);
    expect(ids.every((id) => id === mito)).toBe(true);
    const stranger = await db.callerAs(await db.createUser({ email: "stranger@school.test", role: "student" }));
    expect((await stranger.study.search({ term: "mitochondria", lang: "EN" })).results).toEqual([]);
    expect((await stranger.study.search({ term: "mitocondria", lang: "EN" })).results).toEqual([]);
    const admin = await db.callerAs(await db.createUser({ email: "search-admin@school.test", role: "admin" }));
    const all = (await admin.study.search({ term: "mitochondria", lang: "EN" })).results.map((r) => r.lessonId);
    expect(all).toEqual(expect.arrayContaining([mito, hidden]));
    expect(all).toHaveLength(2);
  });

  it("SRCH-009 ranks a title match above a text-only match", async () => {
    const textOnly = await createLocalized(db.payload, "lessons", {
      title: { en: "Cell energy", fr: "Énergie" },
      module: held.modules[0],
      order: 7,
      narrationText: { en: "Glycolysis feeds pyruvate to the organelle; then respiration.", fr: "Glycolyse." },
      _status: "published",
    });
    const caller = await db.callerAs(await member());
    const ids = (await caller.study.search({ term: "respiration", lang: "EN" })).results.map((r) => r.lessonId);
    expect(ids.indexOf(mito)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(mito)).toBeLessThan(ids.indexOf(textOnly.id));
  });

  it("SRCH-009 a misspelling finds the lesson (pg_trgm over the term dictionary)", async () => {
    const caller = await db.callerAs(await member());
    const page = await caller.study.search({ term: "mitocondria", lang: "EN" });
    expect(page.results.map((r) => r.lessonId)).toContain(mito);
    expect(page.corrected).toBe(true);
    expect((await caller.study.search({ term: "respirashun", lang: "EN" })).results.map((r) => r.lessonId)).toContain(mito);
  });

  it("SRCH-009 French: accents are optional and the French stemmer applies", async () => {
    const caller = await db.callerAs(await member());
    for (const term of ["cholestérol", "cholesterol", "membranes plasmiques", "CHOLESTEROL membrane"]) {
      expect(
        (await caller.study.search({ term, lang: "FR" })).results.map((r) => r.lessonId),
        term,
      ).toContain(chol);
    }
    // Typed without accents, the preview still shows (and marks) the text as written.
    const plain = (await caller.study.search({ term: "cholesterol", lang: "FR" })).results.find((r) => r.lessonId === chol)!;
    expect(plain.snippet.filter((p) => p.match).map((p) => p.text)).toContain("cholestérol");
    expect(plain.snippet.map((p) => p.text).join("")).toContain("Le cholestérol rigidifie la membrane plasmique");
    // The English index does not answer French words.
    expect((await caller.study.search({ term: "rigidifie", lang: "EN" })).results).toEqual([]);
  });

  it("SRCH-007 SRCH-003 the preview is plain-text parts with the hits marked, never HTML", async () => {
    const caller = await db.callerAs(await member());
    const hit = (await caller.study.search({ term: "ATP", lang: "EN" })).results.find((r) => r.lessonId === mito)!;
    expect(hit.snippet.some((p) => p.match && /atp/i.test(p.text))).toBe(true);
    // ts_headline drops markup-looking tokens; what remains is text that the page renders escaped.
    expect(hit.snippet.map((p) => p.text).join("")).toContain("alert(1)");
    expect(snippetParts("a\u0002b\u0003c")).toEqual([
      { text: "a", match: false },
      { text: "b", match: true },
      { text: "c", match: false },
    ]);
  });

  it("SRCH-008 no match: an empty page", async () => {
    const caller = await db.callerAs(await member());
    expect(await caller.study.search({ term: "zzzqqqxxx", lang: "EN" })).toMatchObject({ total: 0, results: [] });
  });

  it("SRCH-009 an empty or one-character term is refused (BAD_REQUEST), nothing is queried", async () => {
    const caller = await db.callerAs(await member());
    await expect(caller.study.search({ term: "", lang: "EN" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.study.search({ term: " a ", lang: "EN" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("SRCH-005 15 results a page, with the total", async () => {
    for (let i = 0; i < 17; i++) {
      await createLocalized(db.payload, "lessons", {
        title: { en: `Ribosome ${i}`, fr: `Ribosome ${i}` },
        module: held.modules[0],
        order: 10 + i,
        narrationText: { en: "Ribosomes translate.", fr: "Les ribosomes traduisent." },
        _status: "published",
      });
    }
    const caller = await db.callerAs(await member());
    const first = await caller.study.search({ term: "ribosome", lang: "EN" });
    expect(first).toMatchObject({ total: 17, pageSize: 15 });
    expect(first.results).toHaveLength(15);
    const second = await caller.study.search({ term: "ribosome", lang: "EN", page: 2 });
    expect(second.results).toHaveLength(2);
    expect(await caller.study.search({ term: "ribosome", lang: "EN", page: 3 })).toMatchObject({ results: [] });
  });

  it("SRCH-005 more than 300 matches: the first 300 are ranked and counted, the page says there are more", async () => {
    const pool = poolOf(db.payload);
    const [module, chapter, unit] = [held.modules[0], held.chapters[0], held.unit];
    await pool.query(
      `INSERT INTO lessons (id, module_id, chapter_id, unit_id, "order", _status, key, updated_at, created_at)
       SELECT 700000 + n, $1, $2, $3, 100 + n, 'published', 'cap-' || n, now(), now() FROM generate_series(1, 310) n`,
      [module, chapter, unit],
    );
    await pool.query(
      `INSERT INTO lessons_locales (_parent_id, _locale, title, narration_text)
       SELECT 700000 + n, l::_locales, 'Lesson ' || n, 'The capsid protects the genome.' FROM generate_series(1, 310) n, unnest(ARRAY['en', 'fr']) l`,
    );
    const caller = await db.callerAs(await member());
    const first = await caller.study.search({ term: "capsid", lang: "EN" });
    expect(first).toMatchObject({ total: 300, more: true, pageSize: 15 });
    expect(first.results).toHaveLength(15);
    expect((await caller.study.search({ term: "capsid", lang: "EN", page: 20 })).results).toHaveLength(15);
    expect((await caller.study.search({ term: "capsid", lang: "EN", page: 21 })).results).toEqual([]);
    // A search with fewer matches is counted exactly.
    expect(await caller.study.search({ term: "mitochondria", lang: "EN" })).toMatchObject({ more: false });
  });

  it("SRCH-009 operators, quotes and backslashes in a term are words, never SQL or tsquery syntax", async () => {
    const caller = await db.callerAs(await member());
    for (const term of [
      "mito' OR 1=1 --",
      "\\\\' mitochondria",
      "a & b | !c <-> d",
      '"unterminated mito',
      "-- ''",
      "ribosome:* & !x",
      "l'ATP",
      "zz\u0002zz\u0003",
    ]) {
      const page = await caller.study.search({ term, lang: "EN" });
      expect(
        page.results.every((r) => r.snippet.every((p) => !p.text.includes("\u0002") && !p.text.includes("\u0003"))),
        term,
      ).toBe(true);
    }
    expect((await caller.study.search({ term: "l'ATP", lang: "EN" })).results.map((r) => r.lessonId)).toContain(mito);
  });

  it("SRCH-001 visitors cannot search", async () => {
    const anon = await db.callerAs(null);
    await expect(anon.study.search({ term: "mitochondria" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
