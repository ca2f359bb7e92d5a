import type { Payload } from "payload";
import type { Context } from "#core/context";
import { entitlements, lockedChapter } from "#core/entitlements";
import type { Language } from "#shared/language";
import { SEARCH_PAGE_SIZE, type SnippetPart } from "#shared/study";

/**
 * Content search (SRCH-003…SRCH-009, docs/decisions/040-content-search.md).
 * 1. `websearch_to_tsquery` in the reader's language over the stored per-locale tsvector (GIN),
 *    ranked by `ts_rank_cd` with the lesson title weighted A above the rest.
 * 2. When that finds nothing: each word is matched against the term dictionary (`search_terms`,
 *    the index's lexemes folded to lowercase without accents) with pg_trgm similarity, and the
 *    corrected query is run again (titles are in the dictionary too). This makes
 *    misspellings ("mitocondria") and French without accents ("cholesterol") find their lessons.
 * Always: published lessons of published modules and units, in units the reader holds (staff:
 * all), inside an LTI lock's chapter. The preview comes from `ts_headline` with control-character
 * markers and is returned as plain-text parts: the browser never receives HTML from the database.
 */

export type SearchResult = {
  unitId: number;
  chapterId: number;
  moduleId: number;
  lessonId: number;
  unitTitle: string;
  chapterTitle: string;
  moduleTitle: string;
  lessonTitle: string;
  snippet: SnippetPart[];
};
export type SearchPage = { total: number; page: number; pageSize: number; corrected: boolean; results: SearchResult[] };

type Pool = { query: <T>(text: string, values?: unknown[]) => Promise<{ rows: T[] }> };
const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool;

type Extensions = { trgm: boolean; unaccent: boolean };
const extensionCache = new WeakMap<Payload, Promise<Extensions>>();

/** Which of the search extensions this database has (PGlite builds may lack one: fall back). */
export function searchExtensions(payload: Payload): Promise<Extensions> {
  let found = extensionCache.get(payload);
  if (!found) {
    found = poolOf(payload)
      .query<{ extname: string }>(`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent')`)
      .then(({ rows }) => ({ trgm: rows.some((r) => r.extname === "pg_trgm"), unaccent: rows.some((r) => r.extname === "unaccent") }));
    extensionCache.set(payload, found);
  }
  return found;
}

const ACCENTED = "àáâãäåāçćčèéêëēėęîïíīìñńôöòóœøōõßśšûüùúūÿýžźż";
const PLAIN = "aaaaaaaccceeeeeeeiiiiinnoooooooossuuuuuyyzzz";
/** Lowercase without accents, in SQL: unaccent() when installed, else a fixed translate() table. */
const fold = (ext: Extensions, expr: string) => (ext.unaccent ? `unaccent(lower(${expr}))` : `translate(lower(${expr}), '${ACCENTED}', '${PLAIN}')`);

/** The same folding in JavaScript (for the words of a term). */
export const foldText = (s: string) => s.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/g, "oe").replace(/æ/g, "ae");

const configOf = (lang: Language) => (lang === "fr" ? "french" : "english");

/* ---------- the term dictionary ---------- */

const termsState = new WeakMap<Payload, { stamp: string; refresh: Promise<void> }>();

function refreshSql(ext: Extensions) {
  const part = (locale: string) =>
    `SELECT '${locale}', word, ${fold(
      ext,
      "word",
    )} FROM ts_stat($q$SELECT ll.search FROM lessons_locales ll JOIN lessons l ON l.id = ll._parent_id WHERE l._status = 'published' AND ll._locale = '${locale}'$q$)`;
  return `WITH gone AS (DELETE FROM search_terms) INSERT INTO search_terms (locale, word, plain) ${part("en")} UNION ALL ${part("fr")}`;
}

/** Rebuilds the term dictionary when the lessons changed since this process last built it. */
export async function ensureSearchTerms(payload: Payload, ext: Extensions): Promise<void> {
  const pool = poolOf(payload);
  const { rows } = await pool.query<{ stamp: string }>(`SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') AS stamp FROM lessons`);
  const stamp = rows[0]?.stamp ?? "";
  const state = termsState.get(payload);
  if (state && state.stamp === stamp) return state.refresh;
  const refresh = pool.query(refreshSql(ext)).then(() => undefined);
  termsState.set(payload, { stamp, refresh });
  refresh.catch(() => termsState.delete(payload));
  return refresh;
}

/** A lexeme as a tsquery operand, quoted (quotes doubled, backslashes escaped). */
const quoteLexeme = (w: string) => `'${w.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The corrected tsquery: per word, the closest dictionary lexemes (OR), all words together (AND). Null when no word has one. */
async function correctedQuery(payload: Payload, ext: Extensions, lang: Language, term: string): Promise<string | null> {
  const words = [
    ...new Set(
      foldText(term)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 2),
    ),
  ].slice(0, 8);
  if (!words.length) return null;
  await ensureSearchTerms(payload, ext);
  const { rows } = await poolOf(payload).query<{ i: number; word: string }>(
    `SELECT q.i::int AS i, c.word
       FROM unnest($2::text[]) WITH ORDINALITY AS q(w, i)
       CROSS JOIN LATERAL (
         SELECT word, plain <-> q.w AS d FROM search_terms WHERE locale = $1 AND plain % q.w ORDER BY plain <-> q.w LIMIT 6
       ) c
      WHERE numnode(plainto_tsquery($3::regconfig, q.w)) > 0
      ORDER BY q.i, c.d`,
    [lang, words, configOf(lang)],
  );
  const byWord = new Map<number, string[]>();
  for (const r of rows) {
    const list = byWord.get(r.i) ?? [];
    if (list.length < 3 && !list.includes(r.word)) list.push(r.word);
    byWord.set(r.i, list);
  }
  if (!byWord.size) return null;
  return [...byWord.values()].map((ws) => `(${ws.map(quoteLexeme).join(" | ")})`).join(" & ");
}

/* ---------- the query ---------- */

const DOC = `translate(coalesce(ll.narration_text, '') || ' ' || coalesce((SELECT string_agg(x #>> '{}', ' ') FROM jsonb_path_query(ll.text, 'strict $.**.text') AS x), ''), chr(2) || chr(3), '')`;

function searchSql(tsq: string) {
  // Every match is counted; the cheap stored-vector rank picks the best few hundred, which are
  // then ranked again with the title weighted A (to_tsvector of the title only for those).
  return `
WITH q AS (SELECT ${tsq} AS tsq),
matches AS (
  SELECT l.id, l.module_id, l.chapter_id, l.unit_id, ll.title, ll.search
    FROM q, lessons l
    JOIN lessons_locales ll ON ll._parent_id = l.id AND ll._locale = $1
    JOIN modules m ON m.id = l.module_id AND m._status = 'published'
    JOIN units u ON u.id = l.unit_id AND u._status = 'published'
   WHERE ll.search @@ q.tsq
     AND l._status = 'published'
     AND ($3::boolean OR l.unit_id = ANY($4::int[]))
     AND ($5::int IS NULL OR l.chapter_id = $5::int)
),
top AS (
  SELECT mt.*, ts_rank_cd(mt.search, q.tsq) AS r0 FROM matches mt, q ORDER BY r0 DESC, mt.id LIMIT GREATEST(300, $6::int + $7::int)
),
hits AS (
  SELECT t.id, t.module_id, t.chapter_id, t.unit_id, t.title,
         ts_rank_cd(setweight(to_tsvector($2::regconfig, coalesce(t.title, '')), 'A') || t.search, q.tsq) AS rank
    FROM top t, q
   ORDER BY rank DESC, t.id
   LIMIT $6 OFFSET $7
)
SELECT h.id AS "lessonId", h.module_id AS "moduleId", h.chapter_id AS "chapterId", h.unit_id AS "unitId", (SELECT count(*)::int FROM matches) AS total,
       coalesce(h.title, '') AS "lessonTitle", coalesce(ml.title, '') AS "moduleTitle", coalesce(cl.title, '') AS "chapterTitle", coalesce(ul.title, '') AS "unitTitle",
       ts_headline($2::regconfig, ${DOC}, q.tsq, 'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxFragments=2, MaxWords=24, MinWords=8') AS headline
  FROM hits h CROSS JOIN q
  JOIN lessons_locales ll ON ll._parent_id = h.id AND ll._locale = $1
  LEFT JOIN modules_locales ml ON ml._parent_id = h.module_id AND ml._locale = $1
  LEFT JOIN chapters_locales cl ON cl._parent_id = h.chapter_id AND cl._locale = $1
  LEFT JOIN units_locales ul ON ul._parent_id = h.unit_id AND ul._locale = $1
 ORDER BY h.rank DESC, h.id`;
}

const START = String.fromCharCode(2);
const STOP = String.fromCharCode(3);

/** Splits ts_headline's output on its control-character markers into plain-text parts. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let match = false;
  let text = "";
  const flush = () => {
    if (text) parts.push({ text, match });
    text = "";
  };
  for (const ch of headline) {
    if (ch === START) {
      flush();
      match = true;
    } else if (ch === STOP) {
      flush();
      match = false;
    } else text += ch;
  }
  flush();
  return parts;
}

type Row = Omit<SearchResult, "snippet"> & { total: number; headline: string | null };

export async function searchContent(ctx: Context, input: { term: string; page: number; lang: Language }): Promise<SearchPage> {
  const page = { total: 0, page: input.page, pageSize: SEARCH_PAGE_SIZE, corrected: false, results: [] as SearchResult[] };
  const e = await entitlements(ctx);
  if (!e.all && e.units.size === 0) return page;
  const ext = await searchExtensions(ctx.payload);
  const pool = poolOf(ctx.payload);
  const base = [input.lang, configOf(input.lang), e.all, [...e.units], lockedChapter(ctx), SEARCH_PAGE_SIZE, (input.page - 1) * SEARCH_PAGE_SIZE];
  let { rows } = await pool.query<Row>(searchSql("websearch_to_tsquery($2::regconfig, $8)"), [...base, input.term]);
  if (!rows.length && input.page > 1) {
    // Past the last page of a search that does match: an empty page, not a corrected search.
    const first = await pool.query<Row>(searchSql("websearch_to_tsquery($2::regconfig, $8)"), [...base.slice(0, 5), 1, 0, input.term]);
    if (first.rows.length) return page;
  }
  if (!rows.length && ext.trgm) {
    const corrected = await correctedQuery(ctx.payload, ext, input.lang, input.term);
    if (corrected) ({ rows } = await pool.query<Row>(searchSql("$8::tsquery"), [...base, corrected]));
    page.corrected = rows.length > 0;
  }
  page.total = rows[0]?.total ?? 0;
  page.results = rows.map(({ total: _total, headline, ...r }) => ({ ...r, snippet: snippetParts(headline ?? "") }));
  return page;
}
