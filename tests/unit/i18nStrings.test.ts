import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/i18n";
import { resources } from "../../app/i18n/resources";
import { stringsFiles, stringsUrl } from "../../app/i18n/strings.server";
import { formatPercent } from "#shared/language";

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

  it("LRN-035 I18N-001 issue 46 F18 the unit page's progress line agrees in number in French (1 leçon, 2 leçons), its percent in French", () => {
    const line = (lang: "en" | "fr", count: number) => createI18n(lang).t("learning.unit.progress", { percent: formatPercent(6.25, lang), count, total: 16 });
    expect(line("fr", 0)).toBe("6,25\u00a0% terminé · 0 leçon sur 16");
    expect(line("fr", 1)).toBe("6,25\u00a0% terminé · 1 leçon sur 16");
    expect(line("fr", 2)).toBe("6,25\u00a0% terminé · 2 leçons sur 16");
    expect(line("en", 1)).toBe("6.25% complete · 1 of 16 lessons");
    expect(line("en", 2)).toBe("6.25% complete · 2 of 16 lessons");
  });

  it("TEA-022 I18N-001 every message that counts something agrees in number in both languages (1 élève, 2 élèves)", () => {
    const en = createI18n("en").t;
    const fr = createI18n("fr").t;
    // TEA-022 keeps the legacy English sentence for every number; French agrees.
    expect(en("quizzes.settings.attemptsSet", { count: 1 })).toBe("Success, Students now have 1 quiz attempts.");
    expect(fr("quizzes.settings.attemptsSet", { count: 1 })).toBe("Succès, les élèves ont maintenant 1 tentative de quiz.");
    expect(fr("quizzes.settings.attemptsSet", { count: 3 })).toBe("Succès, les élèves ont maintenant 3 tentatives de quiz.");
    expect(en("quizzes.overrides.extraN", { count: 1 })).toBe("+1 attempt");
    expect(en("quizzes.overrides.extraN", { count: 2 })).toBe("+2 attempts");
    expect(fr("quizzes.overrides.extraN", { count: 1 })).toBe("+1 tentative");
    expect(fr("quizzes.overrides.extraN", { count: 2 })).toBe("+2 tentatives");
    expect(en("quizzes.settings.analysisHelp", { count: 1 })).toMatch(/\(1 student\)\.$/);
    expect(en("quizzes.settings.analysisHelp", { count: 2 })).toMatch(/\(2 students\)\.$/);
    expect(fr("quizzes.settings.analysisHelp", { count: 1 })).toMatch(/\(1 élève\)\.$/);
    expect(fr("quizzes.settings.analysisHelp", { count: 2 })).toMatch(/\(2 élèves\)\.$/);
    expect(en("live.attention.sent", { count: 1 })).toBe("E-mail sent to 1 student;");
    expect(en("live.attention.sent", { count: 2 })).toBe("E-mail sent to 2 students;");
    expect(fr("live.attention.sent", { count: 1 })).toBe("Courriel envoyé à 1 élève ;");
    expect(en("live.attention.skipped", { count: 1 })).toBe("1 already e-mailed today.");
    expect(fr("live.attention.skipped", { count: 1 })).toBe("1 déjà avisé aujourd’hui.");
    expect(fr("live.attention.skipped", { count: 2 })).toBe("2 déjà avisés aujourd’hui.");
    expect(en("lti.forceSync.rosterDone", { count: 1 })).toBe("1 person synced from the school portal,");
    expect(en("lti.forceSync.rosterDone", { count: 30 })).toBe("30 people synced from the school portal,");
    expect(fr("lti.forceSync.rosterDone", { count: 1 })).toBe("1 personne synchronisée depuis le portail scolaire,");
    expect(fr("lti.forceSync.rosterAdded", { count: 1 })).toBe("dont 1 nouvelle.");
    expect(fr("lti.forceSync.rosterAdded", { count: 2 })).toBe("dont 2 nouvelles.");
    expect(en("lti.forceSync.rosterAdded", { count: 2 })).toBe("2 new.");
    expect(en("admin.bulk.progress", { done: 0, count: 1 })).toBe("0 / 1 row");
    expect(fr("admin.bulk.progress", { done: 2, count: 5 })).toBe("2 / 5 lignes");
    expect(en("admin.bulk.summary", { created: 1, refused: 0, count: 1 })).toBe("1 created, 0 refused (of 1 row).");
    expect(fr("admin.bulk.summary", { created: 1, refused: 0, count: 1 })).toBe("Créés : 1, refusés : 0 (sur 1 ligne).");
    expect(fr("admin.bulk.summary", { created: 2, refused: 1, count: 3 })).toBe("Créés : 2, refusés : 1 (sur 3 lignes).");
    expect(en("admin.bulk.emailsNotSent", { count: 1 })).toMatch(/^1 account was created but its e-mail could not be sent/);
    expect(fr("admin.bulk.emailsNotSent", { count: 1 })).toMatch(/^1 compte a été créé mais son courriel n'a pas pu être envoyé/);
    expect(fr("admin.bulk.emailsNotSent", { count: 2 })).toMatch(/^2 comptes ont été créés/);
    expect(en("admin.bulk.refusedMore", { count: 1 })).toBe("1 more refused row is in the report.");
    expect(fr("admin.bulk.refusedMore", { count: 1 })).toBe("1 autre ligne refusée figure dans le rapport.");
    expect(fr("admin.bulk.refusedMore", { count: 4 })).toBe("4 autres lignes refusées figurent dans le rapport.");
  });
});
