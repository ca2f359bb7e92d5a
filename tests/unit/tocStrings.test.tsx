/**
 * Issue 25: the table of contents translates the strings it repeats for every module once per render (its status
 * label, grade and "Lessons of …" label filled in from the translated template). The rendered words must stay
 * those of the strings files, in both languages (LRN-038, LRN-051, I18N).
 */
import { MemoryRouter } from "react-router-dom";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { TableOfContents, type ModuleStatuses } from "../../app/components/learning/TableOfContents";
import { readToc, type TocText } from "../../app/components/learning/tocText";
import { tocText } from "../../app/.server/tocText";
import { createI18n } from "../../app/i18n";
import "../../app/i18n/resources";

const toc = {
  chapters: [
    {
      id: 1,
      chapterTitle: "Cells",
      order: 1,
      modules: [
        { id: 10, title: "The cell & its parts", lessons: [{ id: 100, title: "Membranes" }] },
        { id: 11, title: "Mitosis", lessons: [{ id: 101, title: "Phases" }] },
        { id: 12, title: "Meiosis", lessons: [] },
      ],
    },
  ],
};
const statuses: ModuleStatuses = new Map([
  [10, { status: "COMPLETE", grade: 87.5 }],
  [11, { status: "IN-PROGRESS", grade: null }],
  [12, { status: "COMPLETE", grade: 100 }],
]);

const render = (language: "en" | "fr") =>
  renderToString(
    <MemoryRouter>
      <I18nextProvider i18n={createI18n(language)}>
        <TableOfContents toc={toc} statuses={statuses} currentModuleId={11} idPrefix="t" />
      </I18nextProvider>
    </MemoryRouter>,
  ).replaceAll("<!-- -->", "");

describe("issue 25: the table of contents' repeated strings", () => {
  it("LRN-038 LRN-051 each module's status, grade and lesson list label, in English", () => {
    const i18n = createI18n("en");
    const html = render("en");
    expect(html).toContain(`>${i18n.t("learning.toc.moduleStatus", { status: i18n.t("learning.status.COMPLETE") })}<`);
    expect(html).toContain(`>${i18n.t("learning.toc.moduleStatus", { status: i18n.t("learning.status.IN-PROGRESS") })}<`);
    expect(html).toContain(">Grade: 87.5%<");
    expect(html).toContain(">Grade: 100%<");
    expect(html).toContain(`aria-label="${i18n.t("learning.toc.lessonsOf", { title: "Mitosis" })}"`);
    expect(html).toContain(`aria-label="Lessons of The cell &amp; its parts"`);
    expect(html).not.toContain("\u0000");
  });

  it("I18N issue 46 F18 the same labels in French, the grade as French writes it", () => {
    const i18n = createI18n("fr");
    const html = render("fr");
    expect(html).toContain(`>${i18n.t("learning.toc.moduleStatus", { status: i18n.t("learning.status.COMPLETE") })}<`);
    // Issue 46 F18: the grade as French writes it (decimal comma, no-break space before the sign).
    expect(html).toContain(">Note : 87,5\u00a0%<");
    expect(html).toContain(`aria-label="${i18n.t("learning.toc.lessonsOf", { title: "Mitosis" })}"`);
    expect(html).not.toContain("\u0000");
  });
});

describe("issue 25: the unit page's table of contents as one string", () => {
  it("LRN-051 the text is made once per table of contents and read back to the same contents, once per text", () => {
    const text = tocText(toc);
    expect(tocText(toc)).toBe(text);
    expect(readToc(text)).toEqual(toc);
    expect(readToc(text)).toBe(readToc(text));
    // Another table of contents, another text; the page renders what the text says.
    const other = { chapters: [{ ...toc.chapters[0], modules: [toc.chapters[0].modules[1]] }] };
    expect(readToc(tocText(other))).toEqual(other);
    const html = renderToString(
      <MemoryRouter>
        <I18nextProvider i18n={createI18n("en")}>
          <TableOfContents toc={readToc(JSON.stringify(toc) as TocText)} statuses={statuses} currentModuleId={11} idPrefix="t" />
        </I18nextProvider>
      </MemoryRouter>,
    ).replaceAll("<!-- -->", "");
    expect(html).toBe(render("en"));
  });
});
