import fs from "node:fs";
import type { Page } from "@playwright/test";
import { visibleTabs } from "#shared/dashboardTabs";
import { expect, seriousViolations, settled, test, toFrench, trackRequests, type AppPage } from "./fixtures";

// The tests are independent of each other: both workers share them out.
test.describe.configure({ mode: "parallel" });
type OpenPage = (opts: { viewport: { width: number; height: number }; as?: string }) => Promise<AppPage>;

/**
 * Every page, every language (issue "Proof at scale"): every route of the Remix route table — read
 * from app/routes, so a new route is crawled without being listed — in English and French, at 1280 and 375 px, signed out and as the demo student. On each page:
 * axe-core with the WCAG 2.0/2.1/2.2 A and AA rules (`wcag22aa` included) finds no serious or
 * critical violation; there is exactly one h1; the <title> is set and <html lang> is the page's
 * language; nothing is written to the console as an error.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Routes whose module only answers (downloads, form posts, redirects to a page crawled anyway). */
const NOT_PAGES = new Set(["account.grade-export", "account.my-quiz-export", "module.$id", "lessontest", "checkout-new", "buy._index"]);

const ids = { module: 0, chapter: 0, unit: 0, lesson: 0, product: 0, quiz: 0 };

test.beforeAll(async ({ db }) => {
  const one = async (sql: string) => Number((await db.query(sql)).rows[0]?.id ?? 0);
  ids.lesson = await one("select l.id from lessons l join modules m on m.id = l.module_id where l._status = 'published' order by l.id limit 1");
  const place = (
    await db.query(
      `select m.id as module, c.id as chapter, c.unit_id as unit from lessons l join modules m on m.id = l.module_id join chapters c on c.id = m.chapter_id where l.id = $1`,
      [ids.lesson],
    )
  ).rows[0];
  Object.assign(ids, { module: place.module, chapter: place.chapter, unit: place.unit });
  ids.product = await one("select id from products where key = 'life-1'");
  ids.quiz = await one(`select id from quizzes where module_id = ${ids.module} limit 1`);
});

/** app/routes/<file> → the URL crawled (parameters from the seeded demo). */
function routePaths(): string[] {
  const out: string[] = [];
  for (const file of fs.readdirSync("app/routes").sort()) {
    const name = file.replace(/\.tsx?$/, "");
    if (NOT_PAGES.has(name)) continue;
    const special: Record<string, string> = {
      $: "/no-such-page",
      _index: "/",
      "ar.$lessonId": `/ar/${ids.lesson}`,
      "passwordReset.$id": "/passwordReset/not-a-real-link",
      error: "/error?errMsg=Test",
      "lti.refused": "/lti/refused?code=signature",
      product: `/product?id=${ids.product}`,
      "textbook.module": `/textbook/module?id=${ids.module}&c=${ids.chapter}&u=${ids.unit}`,
      "textbook._index": `/textbook?id=${ids.unit}`,
      "textbook.quiz": `/textbook/quiz?id=${ids.quiz}`,
    };
    out.push(special[name] ?? `/${name.replace(/\._index$/, "").replace(/\./g, "/")}`);
  }
  return out;
}

async function checkPage(page: Page, lang: "en" | "fr", width: number, quietMs = 150): Promise<string[]> {
  await settled(page, quietMs);
  const problems: string[] = [];
  const facts = await page.evaluate(() => ({
    h1: document.querySelectorAll("h1").length,
    title: document.title.trim(),
    lang: document.documentElement.lang,
    width: document.documentElement.clientWidth || window.innerWidth,
  }));
  // The layout is the width's (a scrollbar may take a few pixels).
  if (facts.width > width || facts.width < width - 20) problems.push(`laid out at ${facts.width} px`);
  if (facts.h1 !== 1) problems.push(`${facts.h1} h1`);
  if (!facts.title) problems.push("no title");
  if (facts.lang !== lang) problems.push(`lang="${facts.lang}"`);
  problems.push(...(await seriousViolations(page, TAGS)));
  return problems;
}

/** Both widths, on one load of each page: the layout is CSS breakpoints and ResizeObservers, so a resize lays it out as a load at that width does. */
const WIDTHS = [1280, 375];

/** Resized: a frame for the layout and the ResizeObservers, then whatever they asked for has arrived. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function crawl(openPage: OpenPage, opts: { lang: "en" | "fr"; as?: string; paths: string[] }) {
  const { page, goto, context, errors } = await openPage({ viewport: { width: WIDTHS[0], height: 900 }, as: opts.as });
  trackRequests(page);
  if (opts.lang === "fr") {
    // A light page to choose the language on (the About page starts a 3D viewer).
    await goto("/privacy-and-terms");
    await toFrench(page);
  }
  const found: Record<string, string[]> = {};
  for (const path of opts.paths) {
    errors.length = 0;
    await resize(page, WIDTHS[0]);
    const response = await goto(path);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await resize(page, width);
      // After a resize (no new document, its requests long answered) a shorter quiet time.
      problems.push(...(await checkPage(page, opts.lang, width, width === WIDTHS[0] ? 150 : 50)).map((p) => `${width} px: ${p}`));
    }
    // An error page (404, a refused LTI launch's 403) logs its own status; that is the page, not an error of it.
    const status = response?.status() ?? 200;
    const real = errors.filter((e) => !(status >= 400 && e.includes(`status of ${status}`)));
    if (real.length) problems.push(`console: ${real.join(" | ").slice(0, 300)}`);
    if (problems.length) found[`${path} → ${new URL(page.url()).pathname}`] = problems;
  }
  await context.close();
  return found;
}

test.describe("every page, every language (axe-core WCAG 2.2 AA, one h1, title, lang, no console errors)", () => {
  // Signed out and signed in, and each half of the routes, as separate tests, so that the workers share them out evenly.
  for (const lang of ["en", "fr"] as const) {
    for (const as of [undefined, "student@biotext.test"]) {
      for (const part of [0, 1]) {
        test(`every route, ${as ? "as the demo student" : "signed out"} (${lang}, part ${part + 1} of 2, 1280 and 375 px)`, async ({ openPage }) => {
          test.setTimeout(300_000);
          const all = routePaths();
          expect(all.length).toBeGreaterThan(25);
          const paths = all.filter((p, i) => i % 2 === part && !(as && p === "/login"));
          const found = await crawl(openPage, { lang, as, paths });
          expect(found).toEqual({});
        });
      }
    }
  }
});

/** SES-050…SES-054: every /account tab each demo role sees (shared/dashboardTabs.ts), with the same checks as the pages. */
test.describe("every dashboard tab per role, every language", () => {
  const roles = [
    { email: "student@biotext.test", role: "student" },
    { email: "teacher@biotext.test", role: "teacher" },
    { email: "admin@biotext.test", role: "admin" },
  ];
  for (const lang of ["en", "fr"] as const) {
    for (const { email, role } of roles) {
      test(`SES-050 SES-051 SES-052 SES-053 the ${role}'s tabs (${lang}, 1280 and 375 px)`, async ({ openPage }) => {
        test.setTimeout(300_000);
        const tabs = visibleTabs({ role, isLib: false, multiSession: false });
        expect(tabs.length).toBeGreaterThan(role === "admin" ? 10 : 3);
        const paths = tabs.map((tab) => (tab === "dashboard" ? "/account" : `/account?tab=${tab}`));
        expect(await crawl(openPage, { lang, as: email, paths })).toEqual({});
      });
    }
  }
});

/** Issue 46 (accessibility crawl): states the page-by-page crawl does not reach — a cart with a product, the player's controls. */
test.describe("issue 46: axe on states past a page's first load", () => {
  for (const lang of ["en", "fr"] as const) {
    test(`issue 46 F16 CART-009 /cart with a product: its totals list holds only dt/dd groups (axe definition-list, ${lang}, 1280 and 375 px)`, async ({
      openPage,
    }) => {
      const { page, goto } = await openPage({ viewport: { width: WIDTHS[0], height: 900 } });
      trackRequests(page);
      await goto("/cart");
      if (lang === "fr") await toFrench(page);
      await page.getByTestId("catalogue-item").first().getByRole("button").first().click();
      await expect(page.getByTestId("cart-total")).toBeVisible();
      for (const width of WIDTHS) {
        await resize(page, width);
        expect(await checkPage(page, lang, width), `${width} px`).toEqual([]);
      }
    });

    test(`issue 46 F15 WCAG 2.5.3 the player's buttons: each accessible name contains the tooltip it shows, captions on and off (${lang})`, async ({
      openPage,
    }) => {
      const { page, goto } = await openPage({ viewport: { width: WIDTHS[0], height: 900 } });
      await goto("/checkout");
      if (lang === "fr") await toFrench(page);
      const player = page.getByTestId("checkout-video");
      await expect(player.locator("media-captions-button")).toHaveCount(1);
      /** Each button of the control bar: its accessible name and the tooltip text it shows now (the visible one of its state). */
      const mismatches = () =>
        player.locator("media-controller").evaluate((bar) => {
          const shown = (el: Element): string => {
            const own = el.querySelector(":scope > [slot=tooltip-content]");
            if (own) return own.textContent ?? "";
            const slot = el.shadowRoot?.querySelector("slot[name=tooltip-content]");
            if (!slot) return "";
            const inner = [...slot.querySelectorAll("slot")];
            if (!inner.length) return slot.textContent ?? "";
            return inner
              .filter((s) => getComputedStyle(s).display !== "none")
              .map((s) => {
                const assigned = (s as HTMLSlotElement).assignedNodes();
                return assigned.length ? assigned.map((n) => n.textContent).join("") : s.textContent;
              })
              .join(" ");
          };
          const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
          return (
            [...bar.querySelectorAll("[role=button]")]
              .filter((el) => !el.hasAttribute("notooltip"))
              .map((el) => ({ tag: el.tagName.toLowerCase(), name: norm(el.getAttribute("aria-label") ?? ""), tooltip: norm(shown(el)) }))
              // Those with a tooltip (the time display has none: its name already holds the time it shows).
              .filter((b) => b.tooltip && !b.name.includes(b.tooltip))
              .map((b) => `${b.tag}: "${b.name}" does not contain its tooltip "${b.tooltip}"`)
          );
        });
      const axe = async () => {
        await seriousViolations(page, TAGS);
        return page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
          ).axe;
          const r = await axe.run(document.querySelector("[data-testid=checkout-video]"), {
            runOnly: { type: "rule", values: ["label-content-name-mismatch"] },
          });
          return r.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
        });
      };
      expect(await mismatches()).toEqual([]);
      expect(await axe()).toEqual([]);
      // Captions on: the tooltip (and the name) say what the button now does.
      const captions = player.locator("media-captions-button");
      const before = await captions.getAttribute("aria-label");
      await captions.click();
      await expect(captions).not.toHaveAttribute("aria-label", before ?? "");
      expect(await mismatches()).toEqual([]);
      expect(await axe()).toEqual([]);
    });
  }
});
