/**
 * Issue 46 item 4: the French findings of the crawl (F5…F20). Each test renders the French page (React's server
 * renderer, a memory router carrying the loader's data) or calls the function the page uses.
 */
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import ThankYouPage from "../../app/routes/thankyou";
import ContentChangesPage from "../../app/routes/content.changes";
import { UnitCard } from "../../app/components/learning/UnitCard";
import { paymentFailureText } from "../../app/components/commerce/paymentFailure";
import { createI18n } from "../../app/i18n";
import { resources } from "../../app/i18n/resources";
import { formatPercent } from "#shared/language";
import { percent } from "#shared/commerce";
import { formatStudyDate } from "#shared/study";
import type { ChangesSince } from "#shared/contentChanges";

/** The page `Page` as the server renders it in `language`, its loader having answered `data`. */
function renderPage(Page: () => React.ReactElement, data: unknown, language: "en" | "fr"): string {
  const router = createMemoryRouter([{ id: "page", path: "/", Component: Page }], {
    hydrationData: { loaderData: { page: data } },
  });
  return renderToString(
    <I18nextProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  ).replaceAll("<!-- -->", "");
}

const order = {
  id: 7,
  date: "2026-11-28T12:00:00.000Z",
  status: "paid",
  currency: "CAD",
  lines: [{ productName: "Biologie 11", priceCents: 10_000, quantity: 1 }],
  subtotalCents: 10_000,
  discountCents: 0,
  taxCents: 1_498,
  taxPercent: 0.14975,
  totalCents: 11_498,
  payment: { brand: "visa", last4: "4242" },
  trialOrder: false,
  trial: null,
  email: "a@b.test",
  couponCode: null,
  address: null,
  refundedAt: null,
  invoiceNum: null,
};

describe("issue 46 item 4: French findings", () => {
  it("issue 46 F7 F8 I18N-001 the thank-you page in French: 'Taxes (14,975 %)', 'Produit : …'; English unchanged", () => {
    const fr = renderPage(ThankYouPage, { order, name: "Ana" }, "fr");
    expect(fr).toContain("Taxes (14,975\u00a0%)");
    expect(fr).toContain("Produit : Biologie 11");
    const en = renderPage(ThankYouPage, { order, name: "Ana" }, "en");
    expect(en).toContain("Taxes (14.975%)");
    expect(en).toContain("Product: Biologie 11");
  });

  it("issue 46 F7 F18 I18N-001 one percent formatter: French '14,975 %', '12,5 %', '0 %', '35 %'; English as before", () => {
    expect(percent(0.14975, "fr")).toBe("14,975\u00a0%");
    expect(percent(0.14975, "en")).toBe("14.975%");
    expect(percent(0.09975, "en")).toBe("9.975%");
    expect(formatPercent(12.5, "fr")).toBe("12,5\u00a0%");
    expect(formatPercent(0, "fr")).toBe("0\u00a0%");
    expect(formatPercent(35, "fr")).toBe("35\u00a0%");
    expect(formatPercent(12.5, "en")).toBe("12.5%");
    expect(formatPercent(87.25, "en")).toBe("87.25%");
    // The sentences take the formatted percent whole (no second sign): MyQuizTab's unit average.
    expect(createI18n("fr").t("quizzes.myQuiz.average", { grade: formatPercent(12.5, "fr") })).toBe("Moyenne : 12,5\u00a0%");
    expect(createI18n("en").t("quizzes.myQuiz.average", { grade: formatPercent(12.5, "en") })).toBe("Average: 12.5%");
  });

  it("issue 46 F18 LRN-053 I18N-001 the unit card in French: '12,5 % terminé', 'Note totale de l'unité : 35 %'", () => {
    const unit = { id: 1, title: "Cellules", cover: null, summary: null, content: null, status: "IN-PROGRESS" as const, percentCompleted: 12.5, grade: 35 };
    const card = (language: "en" | "fr") => {
      const Page = () => (
        <ul>
          <UnitCard unit={unit} locked={false} multiSession={false} />
        </ul>
      );
      return renderPage(Page, null, language).replaceAll("&#x27;", "'");
    };
    expect(card("fr")).toContain(">12,5\u00a0% terminé<");
    expect(card("fr")).toContain(">Note totale de l'unité : 35\u00a0%<");
    expect(card("en")).toContain(">12.5% complete<");
    expect(card("en")).toContain(">Unit Total Grade: 35%<");
  });

  it("issue 46 F13 NOTE-005 QA-010 French note dates put the day first: '28 novembre 2026', '1er novembre 2026'", () => {
    expect(formatStudyDate("2026-11-28T12:00:00Z", "fr")).toBe("28 novembre 2026");
    expect(formatStudyDate("2026-11-01T12:00:00Z", "fr")).toBe("1er novembre 2026");
    expect(formatStudyDate("2026-11-28T12:00:00Z", "en")).toBe("November 28 2026");
  });

  it("issue 46 F17 CHK-028 CHK-029 a declined card in French ends in our French reason, never the processor's English", () => {
    const message = (m: string | null) => m ?? "";
    const fr = createI18n("fr").t;
    const en = createI18n("en").t;
    const restricted = { errorCode: "62", errorMsg: { message: "Restricted card." } };
    const funds = { errorCode: "51", errorMsg: { message: "Insufficient funds." } };
    const stripe = { errorCode: "expired_card", errorMsg: { message: "Your card has expired." } };
    const unknown = { errorCode: "weird_code", errorMsg: { message: "Something in English." } };
    expect(paymentFailureText(fr, restricted, message, "fr")).toBe(
      `${resources.fr.translation.commerce.messages.decline62} La banque émettrice refuse cette carte.`,
    );
    expect(paymentFailureText(fr, funds, message, "fr")).toBe(`${resources.fr.translation.commerce.messages.declineOther} Fonds insuffisants.`);
    expect(paymentFailureText(fr, stripe, message, "fr")).toMatch(/La carte est expirée\.$/);
    expect(paymentFailureText(fr, unknown, message, "fr")).toMatch(/\(code : weird_code\)$/);
    for (const r of [restricted, funds, stripe, unknown]) expect(paymentFailureText(fr, r, message, "fr")).not.toContain(r.errorMsg.message);
    // English keeps the legacy text: ours, then the processor's.
    expect(paymentFailureText(en, restricted, message, "en")).toBe(
      "Your transaction was unsuccessful. Please double-check your address and credit card details, then try again. If the issue persists, contact support Restricted card.",
    );
    expect(paymentFailureText(en, funds, message, "en")).toBe(
      "Your transaction was unsuccessful, please confirm the method of payment and retry... Insufficient funds.",
    );
  });

  it("issue 46 F19 I18N-005 the admin AR tab quotes the AR panel's title as the French lesson shows it", () => {
    const fr = createI18n("fr").t;
    expect(fr("dashboard.ar.note")).toContain(`« ${fr("learning.lesson.arTitle")} »`);
    expect(createI18n("en").t("dashboard.ar.note")).toBe("A lesson shows 'Scan to Experience AR' to students whose membership is chosen here.");
  });

  it('issue 46 F5 I18N-006 /content/changes in French marks the English titles it falls back to with lang="en"', () => {
    const view: ChangesSince = {
      units: [
        { id: 1, title: "Cell biology", titleLang: "en" },
        { id: 2, title: "Génétique", titleLang: "fr" },
      ],
      unitId: 1,
      since: "2026-11-21",
      truncated: false,
      changes: [
        {
          versionId: 10,
          kind: "lesson",
          id: 5,
          title: "Membranes and transport",
          titleLang: "en",
          status: "published",
          at: "2026-11-27T10:00:00.000Z",
          by: null,
        },
        { versionId: 11, kind: "module", id: 6, title: "La mitose", titleLang: "fr", status: "draft", at: "2026-11-26T10:00:00.000Z", by: null },
      ],
    };
    const html = renderPage(ContentChangesPage, { view }, "fr");
    expect(html).toContain('<span lang="en">Membranes and transport</span>');
    expect(html).toContain('<option value="1" lang="en" selected="">Cell biology</option>');
    expect(html).toMatch(/<caption[^>]*>[^<]*<span lang="en">Cell biology<\/span>/);
    expect(html).not.toContain('lang="en">La mitose');
    expect(html).toContain(">La mitose</a>");
    // In English nothing is marked.
    const en = renderPage(ContentChangesPage, { view: { ...view, changes: view.changes.map((c) => ({ ...c, titleLang: "en" as const })) } }, "en");
    expect(en).not.toContain('lang="en"');
  });
});

describe("issue 46 F20: the media player's French time phrases", () => {
  it("issue 46 F20 PUB-018 LRN-024 the player says '0 seconde sur 18 secondes' in French (0 is singular), English unchanged", async () => {
    // What media-time-display and media-time-range say (media-chrome's formatAsTimePhrase inside its "{currentTime} of {totalTime}").
    await import("../../app/components/learning/mediaChromeFrench");
    const { setLanguage, t } = await import("media-chrome/dist/utils/i18n.js");
    const { formatAsTimePhrase } = await import("media-chrome/dist/utils/time.js");
    const said = (current: number, total: number) =>
      t("{currentTime} of {totalTime}", { currentTime: formatAsTimePhrase(current), totalTime: formatAsTimePhrase(total) });
    try {
      setLanguage("fr");
      expect(said(0, 18)).toBe("0 seconde sur 18 secondes");
      expect(said(1, 18)).toBe("1 seconde sur 18 secondes");
      expect(said(2, 60)).toBe("2 secondes sur 1 minute");
      expect(said(65, 3600)).toBe("1 minute, 5 secondes sur 1 heure");
      expect(said(0, 0)).toBe("0 seconde sur 0 seconde");
      expect(said(600, 610)).toBe("10 minutes sur 10 minutes, 10 secondes");
      setLanguage("en");
      expect(said(0, 18)).toBe("0 seconds of 18 seconds");
      expect(said(1, 18)).toBe("1 second of 18 seconds");
    } finally {
      setLanguage("en");
    }
  });
});
