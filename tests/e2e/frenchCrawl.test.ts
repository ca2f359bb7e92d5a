import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, login, settled, test, toFrench, trackRequests } from "./fixtures";

/**
 * Issue 26, "French everywhere": every page and /account tab in French is crawled in Chromium, and any
 * visible text, option, aria-label, title, placeholder or alt that is exactly an English interface string
 * (one whose French differs) is English left in French. The page's `<title>` too.
 */

/** A language's interface strings as app/i18n/<lang>.ts merges them (read as files: Playwright's loader takes no JSON modules). */
function strings(lang: "en" | "fr"): Record<string, unknown> {
  const dir = "app/i18n/locales";
  const all = JSON.parse(fs.readFileSync(`${dir}/${lang}.json`, "utf8")) as Record<string, unknown>;
  for (const f of fs.readdirSync(dir)) {
    const area = new RegExp(`^${lang}\\.(\\w+)\\.json$`).exec(f)?.[1];
    if (area) all[area] = JSON.parse(fs.readFileSync(`${dir}/${f}`, "utf8"));
  }
  return all;
}

/** English interface strings whose French differs (long enough not to be a shared word such as "Quiz" or "Total"). */
function englishOnly(): Set<string> {
  const out = new Set<string>();
  const walk = (en: unknown, fr: unknown) => {
    if (typeof en === "string") {
      if (typeof fr === "string" && fr !== en && !en.includes("{{") && /[a-z]{3}/i.test(en) && en.length >= 5) out.add(en.trim());
      return;
    }
    if (en && typeof en === "object")
      for (const k of Object.keys(en)) walk((en as Record<string, unknown>)[k], (fr as Record<string, unknown> | undefined)?.[k]);
  };
  walk(strings("en"), strings("fr"));
  // A word the French strings use themselves somewhere ("admin", "email") is not English left behind.
  const french = new Set<string>();
  const collect = (v: unknown) => {
    if (typeof v === "string") french.add(v.trim());
    else if (v && typeof v === "object") Object.values(v).forEach(collect);
  };
  collect(strings("fr"));
  for (const s of french) out.delete(s);
  // Data, not interface: the demo student's last name (Sam Student) in the teacher tables.
  out.delete("Student");
  return out;
}
const ENGLISH = englishOnly();

/** The page's texts: visible text nodes, option labels, and the aria-label, title, placeholder and alt attributes. */
async function texts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      // Monospace text is code, not wording: ids, the bulk upload file's column names (email, firstName …).
      if (!el || el.closest("script,style,noscript,code,.font-mono")) continue;
      const text = n.textContent?.trim();
      if (text && (el.tagName === "OPTION" || el.getClientRects().length)) out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label],[title],[placeholder],img[alt]"))
      for (const a of ["aria-label", "title", "placeholder", "alt"]) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    return out;
  });
}

async function englishOn(page: Page, goto: (url: string) => Promise<unknown>, path: string): Promise<string[]> {
  trackRequests(page);
  await goto(path);
  await settled(page);
  return [...new Set((await texts(page)).filter((s) => ENGLISH.has(s)))].map((s) => `${path}: "${s}"`);
}

const VISITOR = [
  "/",
  "/about-us",
  "/subjects",
  "/subjects/highschool",
  "/privacy-and-terms",
  "/login",
  "/buy/class",
  "/buy/individual",
  "/cart",
  "/checkout",
  "/trial",
  "/k-12/order",
  "/contact-us",
  "/contact-us?type=enterprise",
  "/custom-course-builder",
  "/bookstore",
  "/not-found",
];

const ADMIN_TABS = [
  "",
  "?tab=resetPassword",
  "?tab=students",
  "?tab=quizSettings",
  "?tab=generalSettings",
  "?tab=liveClass",
  "?tab=bulkCoupons",
  "?tab=viewOrders",
  "?tab=accounting",
  "?tab=duplicateContent",
  "?tab=createUser",
  "?tab=deleteUser",
  "?tab=searchUsers",
  "?tab=createLtiConsumer",
  "?tab=ipAccess",
  "?tab=arManagement",
  "?tab=rosterImport",
];

test.describe("French everywhere (issue 26)", () => {
  test.slow();

  test("I18N-005 no visitor page shows an English interface string in French, nor the English video poster", async ({ page, goto }) => {
    await goto("/");
    await toFrench(page);
    const found: string[] = [];
    for (const path of VISITOR) found.push(...(await englishOn(page, goto, path)));
    expect(found).toEqual([]);
    // Nor an English title in a picture: the hero video's poster is a frame of the French video.
    await goto("/");
    await expect(page.getByTestId("hero-video")).toHaveAttribute("poster", /\.poster\.fr(-\d+)?\.jpg$/);
  });

  test("I18N-005 no /account tab of an admin shows an English interface string in French", async ({ page, goto }) => {
    await login(page, "admin@biotext.test", "/account");
    await toFrench(page);
    const found: string[] = [];
    for (const tab of ADMIN_TABS) found.push(...(await englishOn(page, goto, `/account${tab}`)));
    // Issue 28's changes page (editors and admins).
    found.push(...(await englishOn(page, goto, "/content/changes")));
    expect(found).toEqual([]);
  });
});
