import crypto from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import type pg from "pg";
import { expect, test, toFrench } from "./fixtures";

/**
 * The `(unspecified)` requirements whose chosen behaviour is the browser's (the server's side is in
 * tests/integration/serverEnforcedRules.test.ts): the condition that hides the header's Notebook (NOTE-002,
 * decision 041) and the General Settings tab's labels and messages in English and French (TEA-024, decision 042).
 * This file's own data: the class "E2E Settings Class" of the demo teacher, removed at the end.
 */

const CLASS = "E2E Settings Class";
let classId = 0;

test.beforeAll(async ({ db }) => {
  classId = (
    await db.query<{ id: number }>(
      `INSERT INTO classes (name, key, forum_enabled, review_enabled, updated_at, created_at)
       VALUES ($1, 'e2e-unspecified-settings', true, true, now(), now()) RETURNING id`,
      [CLASS],
    )
  ).rows[0]!.id;
  await db.query(`INSERT INTO users_rels (parent_id, path, classes_id, "order") SELECT id, 'classes', $1, 99 FROM users WHERE email = 'teacher@biotext.test'`, [
    classId,
  ]);
});

test.afterAll(async ({ db }) => {
  await db.query(`DELETE FROM users_rels WHERE classes_id = $1`, [classId]);
  await db.query(`DELETE FROM classes WHERE id = $1`, [classId]);
});

/** Sets flags on the page's own session row (what a library login or a multi-session login would have set). */
async function flagSession(db: pg.Client, context: BrowserContext, flags: { is_lib: boolean; multi_session: boolean }) {
  const sid = (await context.cookies()).find((c) => c.name === "sid");
  if (!sid) throw new Error("no session cookie");
  const hash = crypto.createHash("sha256").update(sid.value).digest("hex");
  const { rowCount } = await db.query(`UPDATE sessions SET is_lib = $2, multi_session = $3 WHERE token_hash = $1`, [hash, flags.is_lib, flags.multi_session]);
  expect(rowCount).toBe(1);
}

test("NOTE-002 the header's Notebook is shown only when the session is neither a library (isLib) nor a multi-session one: either flag, or both, hides it", async ({
  studentPage,
  db,
}) => {
  const { page, context, goto } = studentPage;
  const header = page.getByRole("banner");
  const cases = [
    { is_lib: false, multi_session: false, notebook: true },
    { is_lib: true, multi_session: false, notebook: false },
    { is_lib: false, multi_session: true, notebook: false },
    { is_lib: true, multi_session: true, notebook: false },
    // And back: the flags decide, nothing else.
    { is_lib: false, multi_session: false, notebook: true },
  ];
  for (const c of cases) {
    await flagSession(db, context, c);
    await goto("/account");
    // Still signed in, with the rest of the header.
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Notebook" })).toHaveCount(c.notebook ? 1 : 0);
  }
  // Where it shows, it opens.
  await header.getByRole("button", { name: "Notebook" }).click();
  await expect(page.getByTestId("notebook-dialog")).toBeVisible();
});

type Texts = {
  tab: string;
  intro: string;
  columns: string[];
  forumSwitch: string;
  on: string;
  off: string;
  savedOff: string;
  savedOn: string;
  languageSelect: string;
  languages: string[];
  languageSaved: string;
  languageCleared: string;
  error: string;
  reviewTitle: string;
  reviewColumns: string[];
  reviewSwitch: string;
  reviewSavedOff: string;
  reviewOn: string;
  reviewOff: string;
};

const EN: Texts = {
  tab: "General Settings",
  intro: "Turn the Q&A discussion forum on module pages on or off for each of your classes.",
  columns: ["Class", "Discussion forum", "Interface language"],
  forumSwitch: `Discussion forum on for ${CLASS}`,
  on: "On",
  off: "Off",
  savedOff: `Saved: the discussion forum is off for ${CLASS}.`,
  savedOn: `Saved: the discussion forum is on for ${CLASS}.`,
  languageSelect: `Interface language for ${CLASS}`,
  languages: ["Not set", "English", "French"],
  languageSaved: `Saved: ${CLASS}'s students see the site in French (unless they chose a language themselves).`,
  languageCleared: `Saved: ${CLASS} has no interface language of its own; its students see the site in the language they chose (English if none).`,
  error: "The setting could not be saved.",
  reviewTitle: "Review of missed questions",
  reviewColumns: ["Class", "Review"],
  reviewSwitch: `Review on for ${CLASS}`,
  reviewSavedOff: `Saved: review is off for ${CLASS}.`,
  reviewOn: "On",
  reviewOff: "Off",
};

const FR: Texts = {
  tab: "Paramètres généraux",
  intro: "Activez ou désactivez le forum de questions-réponses des pages de module pour chacune de vos classes.",
  columns: ["Classe", "Forum de discussion", "Langue de l'interface"],
  forumSwitch: `Forum de discussion activé pour ${CLASS}`,
  on: "Activé",
  off: "Désactivé",
  savedOff: `Enregistré : le forum de discussion est désactivé pour ${CLASS}.`,
  savedOn: `Enregistré : le forum de discussion est activé pour ${CLASS}.`,
  languageSelect: `Langue de l'interface pour ${CLASS}`,
  languages: ["Non définie", "anglais", "français"],
  languageSaved: `Enregistré : les élèves de ${CLASS} voient le site en français (sauf s'ils ont choisi une langue eux-mêmes).`,
  languageCleared: `Enregistré : ${CLASS} n'a pas de langue d'interface ; ses élèves voient le site dans la langue qu'ils ont choisie (l'anglais sinon).`,
  error: "Le paramètre n'a pas pu être enregistré.",
  reviewTitle: "Révision des questions manquées",
  reviewColumns: ["Classe", "Révision"],
  reviewSwitch: `Révision activée pour ${CLASS}`,
  reviewSavedOff: `Enregistré : la révision est désactivée pour ${CLASS}.`,
  // The state beside the switch agrees with "la révision" (feminine), not with the forum's "activé".
  reviewOn: "Activée",
  reviewOff: "Désactivée",
};

/** The General Settings tab's texts, and each message after a save, a failed save and a language choice. */
async function checkGeneralSettings(page: Page, x: Texts) {
  const panel = page.getByRole("tabpanel", { name: x.tab });
  // The tab's own message (the review section below has its own), once it says `text`: exactly that.
  const said = async (role: "status" | "alert", text: string, within = panel) => {
    const message = within.getByRole(role).filter({ hasText: text.slice(0, 20) });
    await expect(message).toHaveText(text);
  };
  await expect(page.getByRole("tab", { name: x.tab })).toHaveAttribute("aria-selected", "true");
  // The panel's heading names the tab once: the settings below have no second heading of the same name.
  await expect(panel.getByRole("heading", { name: x.tab, exact: true })).toHaveCount(1);
  await expect(panel.getByRole("heading", { name: x.tab, exact: true })).toBeVisible();
  await expect(panel.getByText(x.intro)).toBeVisible();
  const forumTable = panel.getByRole("table").first();
  await expect(forumTable.getByRole("columnheader")).toHaveText(x.columns);
  const row = forumTable.getByRole("row").filter({ hasText: CLASS });
  const forum = row.getByRole("switch", { name: x.forumSwitch });
  await expect(forum).toHaveAttribute("aria-checked", "true");
  await expect(row.getByText(x.on, { exact: true })).toBeVisible();
  const language = row.getByRole("combobox", { name: x.languageSelect });
  await expect(language.locator("option")).toHaveText(x.languages);
  await expect(language).toHaveValue("");

  // Off, then on again: a status message each time, and the state beside the switch.
  await forum.click();
  await said("status", x.savedOff);
  await expect(forum).toHaveAttribute("aria-checked", "false");
  await expect(row.getByText(x.off, { exact: true })).toBeVisible();
  await forum.click();
  await said("status", x.savedOn);
  await expect(forum).toHaveAttribute("aria-checked", "true");

  // A save that fails: an alert, and the switch keeps the stored state.
  const setForum = (url: URL) => url.pathname.startsWith("/trpc/") && url.pathname.includes("study.setForum");
  await page.route(setForum, (route) => route.abort("failed"));
  await forum.click();
  await said("alert", x.error);
  await expect(forum).toHaveAttribute("aria-checked", "true");
  await page.unroute(setForum);

  // The class's interface language.
  await language.selectOption("fr");
  await said("status", x.languageSaved);
  await expect(language).toHaveValue("fr");
  await language.selectOption("");
  await said("status", x.languageCleared);
  await expect(language).toHaveValue("");

  // The review section of the same tab.
  const review = panel.getByRole("region", { name: x.reviewTitle });
  await expect(review.getByRole("heading", { name: x.reviewTitle })).toBeVisible();
  const reviewTable = review.getByRole("table");
  await expect(reviewTable.getByRole("columnheader")).toHaveText(x.reviewColumns);
  const reviewRow = reviewTable.getByRole("row").filter({ hasText: CLASS });
  const reviewSwitch = reviewRow.getByRole("switch", { name: x.reviewSwitch });
  await expect(reviewRow.getByRole("cell").nth(1)).toHaveText(x.reviewOn);
  await reviewSwitch.click();
  await said("status", x.reviewSavedOff, review);
  await expect(reviewRow.getByRole("cell").nth(1)).toHaveText(x.reviewOff);
  await reviewSwitch.click();
  await expect(reviewSwitch).toHaveAttribute("aria-checked", "true");
  await expect(reviewRow.getByRole("cell").nth(1)).toHaveText(x.reviewOn);
}

test("TEA-024 General Settings in English: title, introduction, columns, the switch's name and state, the saved, failed and language messages, and the review section", async ({
  teacherPage,
}) => {
  await teacherPage.goto("/account?tab=generalSettings");
  await checkGeneralSettings(teacherPage.page, EN);
});

test("TEA-024 General Settings in French: the same labels and messages, translated", async ({ teacherPage }) => {
  await teacherPage.goto("/account?tab=generalSettings");
  await toFrench(teacherPage.page);
  await checkGeneralSettings(teacherPage.page, FR);
});
