import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/i18n";
import { resources } from "../../app/i18n/resources";
import { stringsFiles, stringsUrl } from "../../app/i18n/strings.server";

describe("the page's interface strings, a JSON file the page names", () => {
  it("I18N-001 I18N-005 each language's file holds exactly that language's strings, under a URL that carries their digest", () => {
    const files = stringsFiles();
    expect(files.map((f) => f.language)).toEqual(["en", "fr"]);
    for (const f of files) {
      expect(f.url).toMatch(new RegExp(`^/i18n/strings\\.${f.language}\\.[0-9a-f]{12}\\.json$`));
      expect(f.url).toBe(stringsUrl(f.language));
      expect(f.stableUrl).toBe(`/i18n/strings.${f.language}.json`);
      expect(JSON.parse(f.body)).toEqual(resources[f.language].translation);
    }
    expect(stringsUrl("en")).not.toBe(stringsUrl("fr"));
  });

  it("I18N-005 the i18next instance of a language translates from that language's strings", () => {
    expect(createI18n("fr").t("header.login")).toBe(resources.fr.translation.header.login);
    expect(createI18n("en").t("header.login")).toBe(resources.en.translation.header.login);
  });

  it("LRN-035 I18N-001 the unit page's progress line agrees in number in French (1 leçon, 2 leçons) and in English", () => {
    const line = (lang: "en" | "fr", count: number) => createI18n(lang).t("learning.unit.progress", { percent: 6.25, count, total: 16 });
    expect(line("fr", 0)).toBe("6.25 % terminé · 0 leçon sur 16");
    expect(line("fr", 1)).toBe("6.25 % terminé · 1 leçon sur 16");
    expect(line("fr", 2)).toBe("6.25 % terminé · 2 leçons sur 16");
    expect(line("en", 1)).toBe("6.25% complete · 1 of 16 lessons");
    expect(line("en", 2)).toBe("6.25% complete · 2 of 16 lessons");
  });
});
