import type { TocData } from "~/components/learning/TableOfContents";
import type { TocText } from "~/components/learning/tocText";

/**
 * A table of contents as the unit page's data carries it (JSON text: app/components/learning/tocText.ts). The core
 * answers the same object for every page of a unit, language and LTI lock while the content does not change
 * (core/content/textbook.ts `unitContentsFromModel`), so its text is made once and kept with it.
 */
const texts = new WeakMap<object, TocText>();

export function tocText(toc: TocData): TocText {
  let text = texts.get(toc);
  if (text === undefined) texts.set(toc, (text = JSON.stringify(toc) as TocText));
  return text;
}
