import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { NoteEditor } from "../../app/components/study/NoteEditor";
import { createI18n } from "../../app/i18n";
import "../../app/i18n/resources";
import { cleanNoteBody } from "#core/study/noteBody";
import { editableNoteState } from "#shared/study";

/** A note saved with nothing typed is stored as a root without children; editing it crashed the module page (Lexical #38). */
const emptyStored = JSON.stringify({ root: cleanNoteBody("") });
const typedStored = JSON.stringify({
  root: cleanNoteBody({ root: { type: "root", children: [{ type: "paragraph", children: [{ type: "text", text: "Mitosis" }] }] } }),
});

function renderEditor(initial: string) {
  const i18n = createI18n("en");
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <NoteEditor initial={initial} onChange={() => {}} labelledBy="x" />
    </I18nextProvider>,
  );
}

describe("NOTE-014 editing a note whose body was saved empty", () => {
  it("NOTE-014 the stored empty body opens a fresh editor instead of throwing (Lexical #38)", () => {
    expect(JSON.parse(emptyStored).root.children).toEqual([]);
    expect(() => renderEditor(emptyStored)).not.toThrow();
  });

  it("NOTE-014 editableNoteState keeps a body with content, drops an empty or unreadable one", () => {
    expect(editableNoteState(typedStored)).toBe(typedStored);
    expect(editableNoteState(emptyStored)).toBeUndefined();
    expect(editableNoteState("not json")).toBeUndefined();
    expect(editableNoteState("")).toBeUndefined();
  });
});
