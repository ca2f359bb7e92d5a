import { describe, expect, it } from "vitest";
import { createI18n, inlineJson, inlineStringsText } from "../../app/i18n";
import { resources } from "../../app/i18n/resources";

describe("the page's interface strings, inlined in the document", () => {
  it("I18N-001 I18N-005 the server inlines only the page's language, as JSON that cannot end its script element", () => {
    const fr = inlineStringsText("fr");
    expect(JSON.parse(fr)).toEqual(resources.fr.translation);
    expect(inlineStringsText("en")).not.toContain(resources.fr.translation.header.login);
    const hostile = { a: "</script><script>alert(1)</script>", b: "<!-- x -->", c: "a\u2028b\u2029c & d" };
    const text = inlineJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("I18N-005 the i18next instance of a language translates from that language's strings", () => {
    expect(createI18n("fr").t("header.login")).toBe(resources.fr.translation.header.login);
    expect(createI18n("en").t("header.login")).toBe(resources.en.translation.header.login);
  });
});
