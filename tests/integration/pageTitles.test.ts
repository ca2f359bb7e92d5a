/**
 * Issue 26: one `<title>` per page, naming the page, in the page's language — over real HTTP on the
 * production server, for every page route (visitor pages, the signed-in pages and every /account tab).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#core/session/sessions";
import { DASHBOARD_TABS } from "#shared/dashboardTabs";
import { resources } from "../../app/i18n/resources";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

type Lang = "en" | "fr";
let db: TestDb;
let server: RunningServer;
const cookies: Record<Lang, { visitor: string; admin: string }> = { en: { visitor: "", admin: "" }, fr: { visitor: "", admin: "" } };

const UA = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };

/** What `t(key)` gives in a language (the JSON strings the server renders from). */
function tr(lang: Lang, key: string): string {
  let v: unknown = resources[lang].translation;
  for (const k of key.split(".")) v = (v as Record<string, unknown>)[k];
  if (typeof v !== "string") throw new Error(`no string ${key}`);
  return v;
}
const titled = (lang: Lang, page: string) => tr(lang, "meta.pageTitle").replace("{{page}}", page);

async function page(path: string, cookie: string) {
  const res = await fetch(`${server.base}${path}`, { headers: { ...UA, cookie, accept: "text/html" }, redirect: "manual" });
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'"));
  const inBody = (html.slice(html.indexOf("</head>")).match(/<title>/g) ?? []).length;
  return { status: res.status, titles, inBody, lang: /<html lang="(\w+)"/.exec(html)?.[1] };
}

beforeAll(async () => {
  db = await openTestDb();
  const admin = await db.createUser({ email: "titles-admin@biotext.test", role: "admin" });
  for (const lang of ["en", "fr"] as const) {
    cookies[lang].visitor = `sid=${(await createSession(db.payload, { language: lang })).token}`;
    cookies[lang].admin = `sid=${(await createSession(db.payload, { user: admin.id, language: lang })).token}`;
  }
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "page-titles" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

/** Visitor pages and the key naming each (the 404 and error pages included). */
const VISITOR_PAGES: [string, (l: Lang) => string][] = [
  ["/", (l) => tr(l, "pages.home")],
  ["/about-us", (l) => tr(l, "pages.about")],
  ["/subjects", (l) => `${tr(l, "public.catalogue.firstYear")} · ${tr(l, "pages.subjects")}`],
  ["/subjects/highschool", (l) => `${tr(l, "public.catalogue.highSchool")} · ${tr(l, "pages.subjects")}`],
  ["/subjects/highered/upper-year-biology", (l) => `${tr(l, "public.catalogue.secondYear")} · ${tr(l, "pages.subjects")}`],
  ["/privacy-and-terms", (l) => tr(l, "pages.privacy")],
  ["/login", (l) => tr(l, "login.title")],
  ["/not-found", (l) => tr(l, "pages.notFound")],
  ["/no/such/page", (l) => tr(l, "pages.notFound")],
  ["/error?errMsg=x", (l) => tr(l, "pages.error")],
  ["/buy/class", (l) => tr(l, "pages.buyClass")],
  ["/buy/individual", (l) => tr(l, "pages.buyIndividual")],
  ["/cart", (l) => tr(l, "pages.cart")],
  ["/checkout", (l) => tr(l, "pages.checkout")],
  ["/trial", (l) => tr(l, "pages.trial")],
  ["/k-12/order", (l) => tr(l, "pages.k12Order")],
  ["/contact-us", (l) => tr(l, "pages.contact")],
  ["/contact-us?type=enterprise", (l) => tr(l, "pages.enterprise")],
  ["/custom-course-builder", (l) => tr(l, "pages.courseBuilder")],
  ["/bookstore", (l) => tr(l, "pages.bookstore")],
];

describe("issue 26: one <title> per page, naming it, in the page's language", () => {
  it("PUB-001 PUB-007 PUB-008 PUB-010 I18N-001 every visitor page has exactly one <title>: '<page> · BioText' in its language", async () => {
    const wrong: string[] = [];
    for (const lang of ["en", "fr"] as const) {
      for (const [path, name] of VISITOR_PAGES) {
        const p = await page(path, cookies[lang].visitor);
        const want = titled(lang, name(lang));
        if (p.status >= 300 && p.status < 400) wrong.push(`${lang} ${path}: redirected (${p.status})`);
        else if (p.lang !== lang || p.titles.length !== 1 || p.titles[0] !== want || p.inBody)
          wrong.push(`${lang} ${path}: ${p.status} lang=${p.lang} titles=${JSON.stringify(p.titles)} (+${p.inBody} in body), want "${want}"`);
      }
    }
    expect(wrong).toEqual([]);
    // The French titles are French: none is the English one.
    for (const [path, name] of VISITOR_PAGES) expect(titled("fr", name("fr")), path).not.toBe(titled("en", name("en")));
  }, 120_000);

  it("PUB-010 /custom-course-builder serves the custom course builder form", async () => {
    const res = await fetch(`${server.base}/custom-course-builder`, { headers: { ...UA, cookie: cookies.en.visitor } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<form[^>]*method="post"/i);
    expect(html).toMatch(new RegExp(`<h1[^>]*id="ccb-title"[^>]*>${tr("en", "forms.builder.title")}</h1>`));
    // The professor's and the institution's fields, the lesson picker (its checkboxes list the published lessons:
    // none in this empty database) and the comments.
    for (const field of ["profFirstName", "profEmail", "institutionName", "courseName", "comments"]) expect(html).toContain(`name="${field}"`);
    expect(html).toContain('id="ccb-count"');
  });

  it("SES-050 SES-053 every /account tab is titled '<tab> · <Dashboard> · BioText' in the page's language, once", async () => {
    const wrong: string[] = [];
    for (const lang of ["en", "fr"] as const) {
      for (const tab of DASHBOARD_TABS) {
        const p = await page(tab === "dashboard" ? "/account" : `/account?tab=${tab}`, cookies[lang].admin);
        const dashboard = tr(lang, "account.title");
        // An admin's session sees every tab but the own-account ones only when not a library/multi-session one.
        const want = titled(lang, tab === "dashboard" ? dashboard : `${tr(lang, `dashboard.tabs.${tab}`)} · ${dashboard}`);
        if (p.status !== 200 || p.titles.length !== 1 || p.titles[0] !== want || p.inBody)
          wrong.push(`${lang} ${tab}: ${p.status} titles=${JSON.stringify(p.titles)} (+${p.inBody} in body), want "${want}"`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
