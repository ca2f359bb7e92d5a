import type { TocData } from "./TableOfContents";

/** A table of contents as JSON text (the unit page's data: app/routes/textbook._index.tsx). */
export type TocText = string & { readonly __tocText: true };

/**
 * The unit page carries its table of contents as ONE string rather than as objects (issue 25): Remix encodes a page's
 * data with turbo-stream, which walks, deduplicates and indexes every value (≈ 700 of them for a large unit's chapters,
 * modules and lessons: the largest part of the page's data encoding), while a string is written as it is. The text is
 * made once per table of contents on the server (`tocText`, app/.server/tocText.ts) and read back here, once per text:
 * the server renders the same text many times (every unit page of that unit and language), so what was read is kept
 * (the last few texts).
 */
const read = new Map<string, TocData>();
const KEPT = 32;

export function readToc(text: TocText): TocData {
  let toc = read.get(text);
  if (toc) return toc;
  toc = JSON.parse(text) as TocData;
  if (read.size >= KEPT) read.delete(read.keys().next().value as string);
  read.set(text, toc);
  return toc;
}
