import { describe, expect, it } from "vitest";
import { chapterHeading } from "#shared/textbook";

describe("module page headings", () => {
  it("LRN-016 removes the (TE) and (SE) markers from chapter titles", () => {
    expect(chapterHeading("Cell Membranes (TE)")).toBe("Cell Membranes");
    expect(chapterHeading("(SE) Energy (TE) and Work")).toBe("Energy and Work");
    expect(chapterHeading("Genetics")).toBe("Genetics");
  });
});
