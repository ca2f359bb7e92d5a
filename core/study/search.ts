import { createHash } from "node:crypto";
import type { Payload } from "payload";
import type { Context } from "#core/context";
import { entitlements, lockedChapter } from "#core/content/entitlements";
import type { Language } from "#shared/language";
import { SEARCH_PAGE_SIZE, type SnippetPart } from "#shared/study";
import { FOLD_FROM, FOLD_TO, foldSql, foldText } from "./fold";
import { poolOf } from "#core/db/pool";

/**
 * Content search (SRCH-003…SRCH-009, docs/decisions/040-content-search.md), one SQL statement:
 * 1. `websearch_to_tsquery` of the folded term (lowercase, no accents) in the reader's language
 *    over the stored, folded per-locale tsvector (`search_folded`, a partial GIN index per
 *    locale), so French without accents matches directly. At most SEARCH_CANDIDATES + 1 matches
 *    are read, ranked by `ts_rank_cd` (the title is weighted A in the stored vector) and counted.
 * 2. Only when that finds nothing: each word is matched against the term dictionary
 *    (`search_terms`, the index's lexemes) with pg_trgm (`%`, trigram GIN index) and the
 *    corrected query runs in the same statement ("mitocondria" finds "mitochondria").
 * Always: published lessons of published modules and units, in units the reader holds (staff:
 * all), inside an LTI lock's chapter. The preview comes from `ts_headline` (the 15 rows of the
 * page only) with control-character markers and is returned as plain-text parts: the browser
 * never receives HTML from the database.
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
/** `total` is capped at SEARCH_CANDIDATES; `more` says that more lessons matched ("300+"). */
export type SearchPage = { total: number; more: boolean; page: number; pageSize: number; corrected: boolean; results: SearchResult[] };

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

export { foldText };

const configOf = (lang: Language) => (lang === "fr" ? "french" : "english");

/** Matches beyond this many are neither ranked nor counted: the modal says "300+" (decision 040). */
export const SEARCH_CANDIDATES = 300;

/* ---------- the term dictionary ---------- */

const termsState = new WeakMap<Payload, { stamp: string; refresh: Promise<void> }>();

/** The dictionary: the distinct lexemes of the published lessons' folded index, per locale. */
const REFRESH_SQL = `WITH gone AS (DELETE FROM search_terms) INSERT INTO search_terms (locale, word, plain) ${(["en", "fr"] as const)
  .map(
    (locale) =>
      `SELECT '${locale}', word, word FROM ts_stat($q$SELECT ll.search_folded FROM lessons_locales ll JOIN lessons l ON l.id = ll._parent_id WHERE l._status = 'published' AND ll._locale = '${locale}'$q$)`,
  )
  .join(" UNION ALL ")}`;

/** Rebuilds the term dictionary for the lessons' state `stamp`, at most once per change per process. */
function refreshSearchTerms(payload: Payload, stamp: string): Promise<void> {
  const state = termsState.get(payload);
  if (state && state.stamp === stamp) return state.refresh;
  const refresh = poolOf(payload)
    .query(REFRESH_SQL)
    .then(() => undefined);
  termsState.set(payload, { stamp, refresh });
  refresh.catch(() => termsState.delete(payload));
  return refresh;
}

/* ---------- the statement ---------- */

const DOC = `translate(coalesce(ll.narration_text, '') || ' ' || coalesce((SELECT string_agg(x #>> '{}', ' ') FROM jsonb_path_query(ll.text, 'strict $.**.text') AS x), ''), chr(2) || chr(3), '')`;

/** SQL: a text as a quoted tsquery operand (quotes doubled). */
const quoted = (expr: string) => `'''' || replace(${expr}, '''', '''''') || ''''`;

/**
 * The bounded candidates of the tsquery in the one-row CTE `src`: matching published lessons the
 * reader may open, the first SEARCH_CANDIDATES + 1 the locale's GIN index yields, each ranked by
 * ts_rank_cd over the stored vector (title weighted A). The index lookup is fenced (`OFFSET 0`)
 * so that the prepared statement's generic plan always starts from the GIN index, never from a
 * scan of every lesson filtered by the reader's units.
 */
const candidates = (src: string, locale: Language) => `
  SELECT l.id, l.module_id, l.chapter_id, l.unit_id, ll.title, ts_rank_cd(ll.search_folded, ${src}.tsq) AS rank
    FROM ${src}
    CROSS JOIN LATERAL (
      SELECT x._parent_id, x.title, x.search_folded FROM lessons_locales x WHERE x._locale = '${locale}' AND x.search_folded @@ ${src}.tsq OFFSET 0
    ) ll
    JOIN lessons l ON l.id = ll._parent_id AND l._status = 'published'
    JOIN modules m ON m.id = l.module_id AND m._status = 'published'
    JOIN units u ON u.id = l.unit_id AND u._status = 'published'
   WHERE ($2::boolean OR l.unit_id = ANY($3::int[]))
     AND ($4::int IS NULL OR l.chapter_id = $4::int)
   LIMIT ${SEARCH_CANDIDATES + 1}`;

/**
 * One statement per search, a named prepared statement per language (planned once per
 * connection). $1 term, $2 all units, $3 unit ids, $4 LTI chapter, $5 page size, $6 offset,
 * $7 the term's folded words (for the misspelling fallback).
 * - `direct`: the folded term's candidates.
 * - `fixq` / `fixed` (with pg_trgm): only when `direct` is empty (a one-time filter, otherwise
 *   never run): each word's 3 nearest dictionary lexemes (the `%` lookup fenced so that it always
 *   goes through the trigram GIN index; OR within a word, AND across words)
 *   and that corrected query's candidates.
 * - the page's rows (only those) get their titles, their text and a `ts_headline` of the folded
 *   text, whose words restoreCase() puts back in their original spelling (accents, capitals).
 * - `stamp` (the lessons' latest change) tells whether the dictionary is current.
 */
function searchSql(locale: Language, trgm: boolean) {
  const cfg = `'${configOf(locale)}'::regconfig`;
  const fallback = trgm
    ? `
fixq AS MATERIALIZED (
  SELECT (SELECT string_agg('(' || x.alts || ')', ' & ') FROM (
            SELECT w.i, string_agg(DISTINCT ${quoted("c.word")}, ' | ') AS alts
              FROM unnest($7::text[]) WITH ORDINALITY AS w(w, i)
              CROSS JOIN LATERAL (
                SELECT t.word FROM (SELECT s.locale, s.word, s.plain FROM search_terms s WHERE s.plain % w.w OFFSET 0) t
                 WHERE t.locale = '${locale}' ORDER BY t.plain <-> w.w, t.word LIMIT 3
              ) c
             WHERE numnode(plainto_tsquery(${cfg}, w.w)) > 0
             GROUP BY w.i) x)::tsquery AS tsq
   WHERE NOT EXISTS (SELECT 1 FROM direct)
),
fixed AS MATERIALIZED (${candidates("fixq", locale)}
),`
    : "";
  return `
WITH q AS MATERIALIZED (SELECT websearch_to_tsquery(${cfg}, ${foldSql("$1::text")}) AS tsq),
direct AS MATERIALIZED (${candidates("q", locale)}
),${fallback}
cand AS (
  SELECT *, false AS corrected FROM direct${trgm ? " UNION ALL SELECT *, true FROM fixed" : ""}
),
used AS (
  SELECT ${trgm ? "CASE WHEN EXISTS (SELECT 1 FROM direct) THEN q.tsq ELSE (SELECT tsq FROM fixq) END" : "q.tsq"} AS tsq FROM q
),
page AS (
  SELECT c.*, (SELECT count(*)::int FROM cand) AS total FROM cand c ORDER BY c.rank DESC, c.id LIMIT greatest(0, least($5::int, ${SEARCH_CANDIDATES} - $6::int)) OFFSET $6
),
hits AS (
  SELECT p.id AS "lessonId", p.module_id AS "moduleId", p.chapter_id AS "chapterId", p.unit_id AS "unitId", p.total, p.corrected, p.rank,
         coalesce(p.title, '') AS "lessonTitle", coalesce(ml.title, '') AS "moduleTitle", coalesce(cl.title, '') AS "chapterTitle", coalesce(ul.title, '') AS "unitTitle",
         d.doc, ts_headline(${cfg}, ${foldSql("d.doc")}, used.tsq, 'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=30, MinWords=12') AS headline
    FROM page p CROSS JOIN used
    JOIN lessons_locales ll ON ll._parent_id = p.id AND ll._locale = '${locale}'
    CROSS JOIN LATERAL (SELECT ${DOC} AS doc) d
    LEFT JOIN modules_locales ml ON ml._parent_id = p.module_id AND ml._locale = '${locale}'
    LEFT JOIN chapters_locales cl ON cl._parent_id = p.chapter_id AND cl._locale = '${locale}'
    LEFT JOIN units_locales ul ON ul._parent_id = p.unit_id AND ul._locale = '${locale}'
)
SELECT s.stamp, h.*
  FROM (SELECT (SELECT max(updated_at) FROM lessons)::text || '/' || coalesce((SELECT max(id) FROM lessons), 0) AS stamp) s
  LEFT JOIN hits h ON true
 ORDER BY h.rank DESC, h."lessonId"`;
}

const statements = new Map<string, { name: string; text: string }>();
/** The prepared statement of a language; its name follows its text (a changed text is a new statement). */
function statementOf(locale: Language, trgm: boolean) {
  const key = `${locale}_${trgm ? "trgm" : "plain"}`;
  let found = statements.get(key);
  if (!found) {
    const text = searchSql(locale, trgm);
    found = { name: `study_search_${key}_${createHash("sha1").update(text).digest("hex").slice(0, 10)}`, text };
    statements.set(key, found);
  }
  return found;
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

/** JavaScript's twin of foldSql: lowercase, then the same one-for-one accent table. */
const FOLD_MAP = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]]));
export const foldLikeSql = (s: string) => [...s.toLowerCase()].map((c) => FOLD_MAP.get(c) ?? c).join("");

/**
 * The preview is cut from the folded text; each of its words is looked up, in order, in the folded
 * original and replaced by the original's spelling ("cholesterol" → "Cholestérol"). A word that
 * cannot be placed (ts_headline drops markup-like tokens) stays as folded.
 */
export function restoreCase(parts: SnippetPart[], original: string): SnippetPart[] {
  const text = foldLikeSql(original);
  if (text.length !== original.length) return parts;
  let from = 0;
  return parts.map((p) => ({
    ...p,
    text: p.text
      .split(/(\s+)/)
      .map((word) => {
        if (!word.trim()) return word;
        const at = text.indexOf(word, from);
        if (at < 0) return word;
        from = at + word.length;
        return original.slice(at, at + word.length);
      })
      .join(""),
  }));
}

type Row = Omit<SearchResult, "snippet" | "lessonId"> & {
  stamp: string;
  lessonId: number | null;
  total: number;
  corrected: boolean;
  headline: string | null;
  doc: string | null;
};

/** The term's distinct folded words (2+ characters, at most 8) for the misspelling fallback. */
const wordsOf = (term: string) =>
  [
    ...new Set(
      foldText(term)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 2),
    ),
  ].slice(0, 8);

export async function searchContent(ctx: Context, input: { term: string; page: number; lang: Language }): Promise<SearchPage> {
  const page: SearchPage = { total: 0, more: false, page: input.page, pageSize: SEARCH_PAGE_SIZE, corrected: false, results: [] };
  const e = await entitlements(ctx);
  if (!e.all && e.units.size === 0) return page;
  const ext = await searchExtensions(ctx.payload);
  const pool = poolOf(ctx.payload);
  const values = [input.term, e.all, [...e.units], lockedChapter(ctx), SEARCH_PAGE_SIZE, (input.page - 1) * SEARCH_PAGE_SIZE, wordsOf(input.term)];
  const statement = { ...statementOf(input.lang, ext.trgm), values };
  let { rows } = await pool.query<Row>(statement);
  // The dictionary mattered (nothing matched as typed) and the lessons changed since this process
  // built it: rebuild it, then search once more.
  const stamp = rows[0]?.stamp ?? "";
  if (ext.trgm && (rows[0]?.lessonId == null || rows[0].corrected) && termsState.get(ctx.payload)?.stamp !== stamp) {
    await refreshSearchTerms(ctx.payload, stamp);
    ({ rows } = await pool.query<Row>(statement));
  }
  const found = rows.filter((r): r is Row & { lessonId: number } => r.lessonId != null);
  const total = found[0]?.total ?? 0;
  page.total = Math.min(total, SEARCH_CANDIDATES);
  page.more = total > SEARCH_CANDIDATES;
  page.corrected = found[0]?.corrected ?? false;
  page.results = found.map((r) => ({
    unitId: r.unitId,
    chapterId: r.chapterId,
    moduleId: r.moduleId,
    lessonId: r.lessonId,
    unitTitle: r.unitTitle,
    chapterTitle: r.chapterTitle,
    moduleTitle: r.moduleTitle,
    lessonTitle: r.lessonTitle,
    snippet: restoreCase(snippetParts(r.headline ?? ""), r.doc ?? ""),
  }));
  return page;
}
