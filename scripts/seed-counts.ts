/**
 * `npm run seed:counts`: what the configured database holds, opened exactly as `npm run seed`
 * opens it (DATABASE_URL, else the embedded PGlite in DATA_DIR): units, chapters, modules,
 * lessons, quizzes and their questions, products, memberships, media files and bytes, and
 * lessons per unit. Counts and sums only; no document is loaded.
 */
import { type SQL, sql } from "@payloadcms/db-postgres/drizzle";
import "../seeds/targetDatabase";
import { openDatabase } from "#core/db/database";
import { env } from "#core/env";

const database = await openDatabase(env());
const { getPayload } = await import("payload");
const { default: config } = await import("../cms/payload.config");
const payload = await getPayload({ config });

/** `align`: one letter per column, l(eft) or r(ight). */
function printTable(header: string[], align: string, rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (align[i] === "r" ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await payload.db.drizzle.execute(query)) as unknown as { rows: T[] }).rows;
}

let exitCode = 0;
try {
  const count = async (collection: "units" | "chapters" | "modules" | "lessons" | "quizzes" | "products" | "memberships" | "media", published = false) =>
    (await payload.count({ collection, overrideAccess: true, ...(published ? { where: { _status: { equals: "published" } } } : {}) })).totalDocs;
  // Units, modules and lessons have drafts: the main table holds each document's latest state.
  const withPublished = async (collection: "units" | "modules" | "lessons") => {
    const [all, published] = await Promise.all([count(collection), count(collection, true)]);
    return [String(all), `${published} published`];
  };
  const [questions] = await rowsOf<{ n: string }>(sql`SELECT count(*) AS n FROM quizzes_questions`);
  const [media] = await rowsOf<{ bytes: string | null }>(sql`SELECT sum(filesize) AS bytes FROM media`);
  const bytes = Number(media.bytes ?? 0);

  printTable(["what", "count", ""], "lrl", [
    ["units", ...(await withPublished("units"))],
    ["chapters", String(await count("chapters")), ""],
    ["modules", ...(await withPublished("modules"))],
    ["lessons", ...(await withPublished("lessons"))],
    ["quizzes", String(await count("quizzes")), ""],
    ["questions", questions.n, "over all quizzes"],
    ["products", String(await count("products")), ""],
    ["memberships", String(await count("memberships")), ""],
    ["media files", String(await count("media")), ""],
    ["media bytes", String(bytes), `${(bytes / 1024 / 1024).toFixed(1)} MiB, originals without thumbnails`],
  ]);

  // Through each lesson's module and chapter, so lessons without their placement copies count too.
  const perUnit = await rowsOf<{ key: string | null; title: string | null; chapters: string; modules: string; lessons: string }>(sql`
    SELECT u.key, ul.title,
           count(DISTINCT c.id) AS chapters, count(DISTINCT m.id) AS modules, count(l.id) AS lessons
    FROM units u
    LEFT JOIN units_locales ul ON ul._parent_id = u.id AND ul._locale = 'en'
    LEFT JOIN chapters c ON c.unit_id = u.id
    LEFT JOIN modules m ON m.chapter_id = c.id
    LEFT JOIN lessons l ON l.module_id = m.id
    GROUP BY u.id, u.key, ul.title
    ORDER BY u.series, u."order", u.id`);
  console.log("\nlessons per unit");
  printTable(
    ["unit", "title", "chapters", "modules", "lessons"],
    "llrrr",
    perUnit.map((u) => [u.key ?? "(no key)", u.title ?? "", u.chapters, u.modules, u.lessons]),
  );
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await payload.destroy().catch(() => {});
  await database.close();
  process.exit(exitCode);
}
