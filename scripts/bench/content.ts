/**
 * `npm run bench:content [-- <unit key>] [-- --sql]`: wall time (median, p95) and SQL statements
 * per call of `textbook.unitContents` (LRN-005), called as an anonymous visitor through the
 * server-side tRPC caller, for (a) one unit of the demo curriculum, seeded with the project's
 * seed (default: the first unit), and (b) a generated unit of 20 chapters × 10 modules × 8 lessons.
 *
 * Runs on a scratch database cloned from the tests' migrated template on the PostgreSQL server
 * of DATABASE_URL (or 127.0.0.1:5432), dropped at the end, even on failure. `--sql` also prints
 * the statements of one call per case. `--scale`: on a clone of the `data:scale` database (built
 * when missing), nothing seeded or generated: (a) the demo unit as seeded there and (b) its first
 * generated unit (scale-u1: 4 chapters × 6 modules × 7 lessons), with the whole district's content
 * (10,000+ lessons) behind the read model.
 */
import { performance } from "node:perf_hooks";
import { benchOnPayload, percentile, printTable, reportFigure } from "./harness";

const WARMUP = 5;
const CALLS = 30;
const LARGE = { chapters: 20, modules: 10, lessons: 8 };
const args = process.argv.slice(2);
const showSql = args.includes("--sql");
const SCALE_RUN = args.includes("--scale");
const unitKey = args.find((a) => !a.startsWith("--"));

await benchOnPayload("biotext_bench", SCALE_RUN ? "scale" : "migrated", async (db) => {
  let exitCode = 0;
  const { payload } = db;
  const { sql } = await import("@payloadcms/db-postgres/drizzle");
  const { createLocalized } = await import("../../cms/lib/localized");
  const { seedDemo } = await import("../../seeds/seed");
  const { units: curriculum } = await import("../../seeds/data/curriculum");

  // (a) one demo unit, seeded by the project's seed (its memberships, products and globals come along).
  const spec = unitKey ? curriculum.find((u) => u.key === unitKey) : curriculum[0];
  if (!spec) throw new Error(`no demo unit "${unitKey}"; known: ${curriculum.map((u) => u.key).join(", ")}`);
  let started = performance.now();
  const unitByKey = async (key: string) =>
    (await payload.find({ collection: "units", where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })).docs[0];
  if (!SCALE_RUN) {
    await seedDemo(payload, { demoAccounts: false, units: [spec] });
    console.log(`seeded demo unit ${spec.key} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const demoUnit = await unitByKey(spec.key);
  if (!demoUnit) throw new Error(`no unit ${spec.key} in the database`);

  // (b) a large published unit. The unit goes through the Local API; the rest is inserted in bulk
  // (1,600 lessons through payload.create would take minutes). Only the main tables are filled,
  // which is what published reads use; no version rows are written.
  started = performance.now();
  /** A large published unit, generated. */
  const generateLarge = async () => {
    const large = await createLocalized(payload, "units", {
      key: "bench-large",
      title: { en: "Bench: large unit", fr: "Banc d'essai : grande unité" },
      series: "LIFE",
      order: 99,
      _status: "published",
    });
    const id = large.id;
    const both = sql`CROSS JOIN unnest(ARRAY['en', 'fr']) AS loc`;
    const inUnit = sql`FROM modules m JOIN chapters c ON c.id = m.chapter_id`;
    await payload.db.drizzle.transaction(async (tx) => {
      for (const statement of [
        sql`INSERT INTO chapters (unit_id, "order", key) SELECT ${id}, c, 'bench-c' || c FROM generate_series(1, ${LARGE.chapters}::int) AS c`,
        sql`INSERT INTO chapters_locales (title, _locale, _parent_id)
            SELECT CASE loc WHEN 'fr' THEN 'Chapitre ' ELSE 'Chapter ' END || c."order", loc::_locales, c.id FROM chapters c ${both} WHERE c.unit_id = ${id}`,
        sql`INSERT INTO modules (chapter_id, "order", key, _status)
            SELECT c.id, m, c.key || '-m' || m, 'published'::enum_modules_status FROM chapters c CROSS JOIN generate_series(1, ${LARGE.modules}::int) AS m WHERE c.unit_id = ${id}`,
        sql`INSERT INTO modules_locales (title, _locale, _parent_id)
            SELECT 'Module ' || m.key, loc::_locales, m.id ${inUnit} ${both} WHERE c.unit_id = ${id}`,
        sql`INSERT INTO lessons (module_id, chapter_id, unit_id, "order", key, _status)
            SELECT m.id, c.id, ${id}, l, m.key || '-l' || l, 'published'::enum_lessons_status ${inUnit} CROSS JOIN generate_series(1, ${LARGE.lessons}::int) AS l WHERE c.unit_id = ${id}`,
        sql`INSERT INTO lessons_locales (title, narration_text, _locale, _parent_id)
            SELECT CASE loc WHEN 'fr' THEN 'Leçon ' ELSE 'Lesson ' END || x.key, 'Narration', loc::_locales, x.id FROM lessons x ${both} WHERE x.unit_id = ${id}`,
        // Every demo module has a quiz; the procedure reports it (hasQuiz).
        sql`INSERT INTO quizzes (key, module_id) SELECT m.key || '-quiz', m.id ${inUnit} WHERE c.unit_id = ${id}`,
        sql`INSERT INTO quizzes_locales (title, _locale, _parent_id) SELECT 'Quiz ' || q.key, loc::_locales, q.id FROM quizzes q ${both} WHERE q.key LIKE 'bench-%'`,
        sql`UPDATE modules m SET quiz_id = q.id FROM quizzes q WHERE q.module_id = m.id AND q.key LIKE 'bench-%'`,
      ]) {
        await tx.execute(statement);
      }
    });
    console.log(`generated the large unit in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return id;
  };
  const scaleUnit = SCALE_RUN ? await unitByKey("scale-u1") : undefined;
  if (SCALE_RUN && !scaleUnit) throw new Error("no unit scale-u1 in the scale database");
  const u = scaleUnit ? scaleUnit.id : await generateLarge();

  // An anonymous visitor, as on the public table of contents.
  const caller = await db.callerAs(null);

  const rows: string[][] = [];
  const queryCounts = new Set<number>();
  for (const [label, unitId] of [
    [`demo unit ${spec.key}`, demoUnit.id],
    [SCALE_RUN ? "scale unit scale-u1" : `generated ${LARGE.chapters}×${LARGE.modules}×${LARGE.lessons}`, u],
  ] as const) {
    let toc = await caller.textbook.unitContents({ unitId });
    for (let i = 1; i < WARMUP; i++) await caller.textbook.unitContents({ unitId });
    const times: number[] = [];
    const counts = new Set<number>();
    let statements: string[] = [];
    for (let i = 0; i < CALLS; i++) {
      const recording: string[] = (db.sql.log = []);
      const t0 = performance.now();
      toc = await caller.textbook.unitContents({ unitId });
      times.push(performance.now() - t0);
      counts.add(recording.length);
      statements = recording;
      db.sql.log = null;
    }
    times.sort((a, b) => a - b);
    const modules = toc.chapters.flatMap((c) => c.modules);
    const lessons = modules.reduce((n, m) => n + m.lessons.length, 0);
    counts.forEach((n) => queryCounts.add(n));
    reportFigure({
      bench: `contents${SCALE_RUN ? " (scale)" : ""}`,
      figure: `textbook.unitContents, ${label} (${toc.chapters.length}/${modules.length}/${lessons} chapters/modules/lessons): p95`,
      value: percentile(times, 95),
      unit: "ms",
      digits: 1,
      detail: `median ${percentile(times, 50).toFixed(1)} ms`,
      sql: [...counts].sort((a, b) => a - b).join("–"),
    });
    rows.push([
      label,
      `${toc.chapters.length}/${modules.length}/${lessons}`,
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      [...counts].sort((a, b) => a - b).join("–"),
    ]);
    if (showSql) {
      console.log(`\n${label}: ${statements.length} statements in one call`);
      statements.forEach((s, i) => console.log(`  ${i + 1}. ${s.replace(/\s+/g, " ").slice(0, 400)}`));
    }
  }

  console.log(`\ntextbook.unitContents as an anonymous visitor: ${WARMUP} warm-up calls, then ${CALLS} measured calls per case`);
  printTable(["case", "chapters/modules/lessons", "median ms", "p95 ms", "SQL queries per call"], rows, { rule: true });
  if (queryCounts.size !== 1) {
    console.log("\nThe number of SQL queries differs between calls or cases (run with --sql to see them).");
    exitCode = 1;
  }
  return exitCode;
});
