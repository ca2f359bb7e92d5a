import { describe, expect, it } from "vitest";
import { cleanStyle, safeUrl } from "#core/study/noteBody";
import { FOLD_FROM, FOLD_TO } from "#core/study/fold";
import { foldLikeSql, foldText, restoreCase, snippetParts } from "#core/study/search";
import { formatStudyDate, lessonLink, searchableTerm } from "#shared/study";
import { searchInput } from "#shared/studySchemas";

describe("study tools: small rules", () => {
  it("NOTE-005 QA-010 dates read 'MMMM D YYYY' in English", () => {
    expect(formatStudyDate("2026-11-03T12:00:00Z", "en")).toBe("November 3 2026");
    expect(formatStudyDate("not a date", "en")).toBe("");
  });

  it("SRCH-009 a term needs 2 characters; SRCH-007 the deep link carries s, c and u", () => {
    expect(searchableTerm(" a ")).toBe(false);
    expect(searchableTerm("ab")).toBe(true);
    expect(searchInput.safeParse({ term: "" }).success).toBe(false);
    expect(searchInput.parse({ term: " cell " })).toEqual({ term: "cell", page: 1 });
    expect(lessonLink({ moduleId: 1, lessonId: 2, chapterId: 3, unitId: 4 })).toBe("/textbook/module?id=1&s=2&c=3&u=4");
  });

  it("SRCH-009 words are folded without accents; previews split on the markers only", () => {
    expect(foldText("Cholestérol ŒUF")).toBe("cholesterol oeuf");
    expect(snippetParts("<b>\u0002ATP\u0003</b>")).toEqual([
      { text: "<b>", match: false },
      { text: "ATP", match: true },
      { text: "</b>", match: false },
    ]);
  });

  it("SRCH-009 the accent table folds one character for one, as the index's translate() does", () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(foldLikeSql("Cholestérol, Ÿ ß ŒUF")).toBe("cholesterol, y s ouf");
  });

  it("SRCH-007 a preview cut from the folded text gets its words back in their original spelling", () => {
    const original = "Le Cholestérol rigidifie la membrane <b>plasmique</b> à 37 °C.";
    const parts = [
      { text: "le ", match: false },
      { text: "cholesterol", match: true },
      { text: " rigidifie la membrane plasmique a 37", match: false },
    ];
    expect(restoreCase(parts, original)).toEqual([
      { text: "Le ", match: false },
      { text: "Cholestérol", match: true },
      // "plasmique" is placed inside the markup it came from; words are restored in order.
      { text: " rigidifie la membrane plasmique à 37", match: false },
    ]);
    // A word that is not in the text (never expected) stays as it came.
    expect(restoreCase([{ text: "zzz", match: true }], original)).toEqual([{ text: "zzz", match: true }]);
  });

  it("NOTE-013 styles and links: allow-listed values only", () => {
    expect(cleanStyle("color: #F00; background-color: rgb(1, 2, 3)")).toBe("color: #f00; background-color: rgb(1, 2, 3)");
    expect(cleanStyle("color: red; behavior: url(x); background: url(javascript:alert(1)); font-size: 99px; font-family: Arial")).toBe("font-family: Arial");
    expect(safeUrl("https://example.org/a b")).toBe("https://example.org/a%20b");
    expect(safeUrl("mailto:a@b.c")).toBe("mailto:a@b.c");
    for (const bad of ["javascript:alert(1)", " JAVASCRIPT:alert(1)", "data:text/html,x", "vbscript:x", "/relative", "//evil.example"])
      expect(safeUrl(bad)).toBeNull();
  });
});
