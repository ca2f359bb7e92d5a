/** Content search (SRCH-005, SRCH-009): 15 results a page; a term needs at least 2 characters (docs/decisions/040-content-search.md). */
export const SEARCH_PAGE_SIZE = 15;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;

/** True when a term may be searched at all (the browser asks nothing for shorter ones). */
export const searchableTerm = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

/** A piece of a result's preview: plain text, `match` when it is a hit (shown highlighted). */
export type SnippetPart = { text: string; match: boolean };

/** Notes (NOTE-016 decision): summary 1–200 characters, body at most 50 KB of Lexical JSON. */
export const NOTE_SUMMARY_MAX = 200;
export const NOTE_BODY_MAX_BYTES = 50 * 1024;

/** NOTE-013 'font' and 'size': the choices the editor offers and the server keeps. */
export const NOTE_FONT_FAMILIES = ["Arial", "Georgia", "Times New Roman", "Courier New", "Verdana"] as const;
export const NOTE_FONT_SIZES = ["12px", "14px", "16px", "20px", "24px"] as const;
/** NOTE-013 'image': an embedded picture is reduced to fit a note (at most this many characters of data URL). */
export const NOTE_IMAGE_MAX_CHARS = 36_000;

/** Q&A (QA-006, QA-013): a comment's length and the edit window of one's own comment. */
export const COMMENT_MAX = 2000;
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;
export const EMPTY_COMMENT_MESSAGE = "Please Enter a comment or question.";

/**
 * 'MMMM D YYYY' (NOTE-005, QA-010) in English, "November 23 2026"; French puts the day first, "23 novembre 2026",
 * and writes the first of the month "1er" (issue 46 F13).
 */
export function formatStudyDate(value: string | Date, lang: string): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  const french = lang.toLowerCase().startsWith("fr");
  const month = new Intl.DateTimeFormat(french ? "fr-CA" : "en-CA", { month: "long", timeZone: "UTC" }).format(d);
  const day = d.getUTCDate();
  return french ? `${day === 1 ? "1er" : day} ${month} ${d.getUTCFullYear()}` : `${month} ${day} ${d.getUTCFullYear()}`;
}

/** The module page's deep link to a lesson (SRCH-007, LRN-014). */
export const lessonLink = (r: { moduleId: number; lessonId: number; chapterId: number; unitId: number }) =>
  `/textbook/module?id=${r.moduleId}&s=${r.lessonId}&c=${r.chapterId}&u=${r.unitId}`;

/**
 * NOTE-013: pasted HTML, before the note editor parses it. Parsing alone makes the browser report
 * event-handler attributes to the CSP (nothing runs), so active markup is removed from the text
 * first: script/style/iframe/object/embed/template elements, on* attributes and
 * javascript:/vbscript:/data: URLs. This is not the safety boundary — the editor creates only its
 * own nodes and the server keeps only the allow-list (core/study/noteBody.ts).
 */
export function stripActiveHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, "")
    .replace(/([\s/"'])on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, "$1")
    .replace(/\b(href|src|action|formaction|xlink:href)\s*=\s*(["']?)\s*(javascript|vbscript|data):/gi, "$1=$2#");
}

/**
 * The stored note body as the editor's initial state, or undefined for a fresh one: a body saved with nothing typed
 * is stored as a root without children (core/study/noteBody.ts), which Lexical refuses to load (its error #38,
 * "the editor state is empty"), and text that is not JSON cannot be loaded either.
 */
export function editableNoteState(body: string | undefined | null): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const root = (parsed as { root?: { children?: unknown } } | null)?.root;
    return Array.isArray(root?.children) && root.children.length > 0 ? body : undefined;
  } catch {
    return undefined;
  }
}
