/**
 * Issue 44 finding 8: focused tests of what visitor and signed-in pages show, each requirement on its own,
 * over real HTTP on the production server (build/app/server.mjs) — the HTML the server renders, read with
 * happy-dom's parser (no script runs): About (PUB-007), the catalogue's header and trial button (PUB-033),
 * the trial form it leads to (TRIAL-001), its headline, testimonials and privacy and FERPA statements (PUB-032),
 * a unit section's instructor resources (PUB-035), the product page (PUB-048, PUB-050), the header's Logout and the Dashboard tab's logout link
 * (SES-031), the password screen's two modes (SES-039, SES-042), the header's Notebook (NOTE-001) and the
 * module page's quiz buttons (QUIZ-001).
 */
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createLocalized } from "../../cms/lib/localized";
import { createSetPasswordLink } from "#core/auth/accountEmails";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { createSession } from "#core/session/sessions";
import { paragraphsToLexical } from "../../seeds/lexical";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

let db: TestDb;
let server: RunningServer;
let user: User;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let learner: User;
let lessonQuiz = 0;
let productId = 0;
const UA = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };
const win = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });

/** The page's server-rendered document. */
async function page(path: string, cookie = "") {
  const res = await fetch(`${server.base}${path}`, { headers: { ...UA, cookie, accept: "text/html" }, redirect: "manual" });
  // Without <link> and <script>: the parser would fetch what they point at (preloads, strings).
  const html = (await res.text()).replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*>/g, "");
  const doc = new win.DOMParser().parseFromString(html, "text/html");
  const text = (sel: string) => [...doc.querySelectorAll(sel)].map((e) => e.textContent?.replace(/\s+/g, " ").trim() ?? "");
  /** The labels of the form controls inside `scope`. */
  const labels = (scope: string) => text(`${scope} label`);
  return { status: res.status, doc, text, labels };
}

/** A cookie for a session of `user` with these flags (library, multi-session). */
async function cookieFor(u: User | null, flags: { isLib?: boolean; multiSession?: boolean } = {}) {
  const { session, token } = await createSession(db.payload, { user: u?.id ?? null, language: "en" });
  if (Object.keys(flags).length) await db.payload.update({ collection: "sessions", id: session.id, data: flags, overrideAccess: true, depth: 0 });
  return `sid=${token}`;
}

beforeAll(async () => {
  db = await openTestDb();
  user = await db.createUser({ email: "pages@reqs.test", role: "student", password: "a long enough passphrase", firstName: "Pia" });
  // QUIZ-001: a module with two lessons; the module has its quiz (buildUnit), the first lesson one of its own.
  unit = await buildUnit(db.payload, "RP", 1, { chapters: 1, modules: 1, lessons: 2 });
  const membership = (await db.payload.create({ collection: "memberships", data: { key: "M-RP", name: "RP", units: [unit.unit] }, overrideAccess: true })).id;
  learner = await db.createUser({ email: "quiz@reqs.test", role: "student", memberships: [membership] });
  lessonQuiz = (
    await createLocalized(db.payload, "quizzes", {
      title: { en: "Lesson quiz", fr: "Quiz de la leçon" },
      lesson: unit.lessons[0],
      questions: [{ question: { en: "Q", fr: "Q" }, options: [{ text: { en: "A", fr: "A" }, correct: true }] }],
    } as never)
  ).id;
  await db.payload.update({ collection: "lessons", id: unit.lessons[0]!, data: { quiz: lessonQuiz }, overrideAccess: true });
  // PUB-048, PUB-050: a product with its description and product information.
  productId = (
    await createLocalized(db.payload, "products", {
      key: "RP-PRODUCT",
      title: { en: "LIFE Unit 9", fr: "LIFE Unité 9" },
      price: 42,
      currency: "CAD",
      description: { en: paragraphsToLexical("Nine animated chapters on ecology."), fr: paragraphsToLexical("Neuf chapitres animés sur l'écologie.") },
      productInformation: { en: paragraphsToLexical("Access for one student for 12 months."), fr: paragraphsToLexical("Accès pour un élève pendant 12 mois.") },
      categories: ["animated-textbook"],
    } as never)
  ).id;
  // PUB-032: two testimonials in the site's copy (the catalogue shows them).
  await db.payload.updateGlobal({
    slug: "site-copy",
    data: {
      testimonials: [
        { quote: "My students finally see the cell move.", author: "Dr. Ada Lin", role: "Professor" },
        { quote: "The animations carry my lectures.", author: "Sam Roy", role: "Teacher" },
      ],
    } as never,
    overrideAccess: true,
  });
  await contentInvalidationSettled();
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "reqs-pages" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await win.happyDOM.close();
  await db?.close();
});

describe("visitor pages (issue 44 finding 8)", () => {
  it("PUB-007 /about-us serves the About page", async () => {
    const p = await page("/about-us", await cookieFor(null));
    expect(p.status).toBe(200);
    expect(p.text("main h1")).toEqual(["About us"]);
    expect(p.text("main h2")).toContain("Our mission");
  });

  it("PUB-033 the catalogue's header reads 'CLASSROOM SOLUTIONS' and its 'INSTRUCTOR TRIAL' button goes to /trial", async () => {
    const p = await page("/subjects", await cookieFor(null));
    expect(p.status).toBe(200);
    expect(p.text("main h1")).toEqual(["CLASSROOM SOLUTIONS"]);
    const trial = [...p.doc.querySelectorAll("main a")].filter((a) => a.textContent?.trim() === "INSTRUCTOR TRIAL");
    expect(trial.map((a) => a.getAttribute("href"))).toEqual(["/trial"]);
  });

  it("PUB-032 the catalogue shows the headline 'Starting as low as $25 per student', the testimonials, and the privacy and FERPA statements", async () => {
    const p = await page("/subjects", await cookieFor(null));
    expect(p.status).toBe(200);
    expect(p.text('[data-testid="price-headline"]')).toEqual(["Starting as low as $25 per student"]);
    const quotes = p.text('[data-testid="testimonials"] blockquote').join(" | ");
    expect(quotes).toContain("My students finally see the cell move.");
    expect(quotes).toContain("The animations carry my lectures.");
    expect(p.text('[data-testid="testimonials"] figure').join(" | ")).toContain("Dr. Ada Lin");
    const privacy = p.doc.querySelector('section[aria-labelledby="privacy-title"]');
    expect(privacy).not.toBeNull();
    const statements = privacy!.textContent!.replace(/\s+/g, " ");
    expect(statements).toContain("School data privacy");
    expect(statements).toContain("never sell student data");
    expect(statements).toContain("FERPA");
    expect(statements).toContain("we act as a school official under FERPA");
  });

  it("PUB-035 a unit section lists 'Additional instructor resources': annotated slides, embeddable figures, instructor dashboard, high-school teacher guide", async () => {
    const p = await page("/subjects", await cookieFor(null));
    const section = p.doc.querySelector('[data-testid="unit-section"]');
    expect(section, "the catalogue shows the published LIFE unit").not.toBeNull();
    expect([...section!.querySelectorAll("h3")].map((h) => h.textContent?.trim())).toContain("Additional instructor resources");
    expect([...section!.querySelectorAll('[data-testid="instructor-resources"] li')].map((li) => li.textContent?.trim())).toEqual([
      "Annotated slides",
      "Embeddable figures",
      "Instructor dashboard",
      "High-school teacher guide",
    ]);
  });

  it("PUB-048 the product page shows description, price, currency and 'Add to Cart', and the tabs 'Product Information' and 'Example Images'", async () => {
    const p = await page(`/product?id=${productId}`, await cookieFor(null));
    expect(p.status).toBe(200);
    expect(p.text("main h1")).toEqual(["LIFE Unit 9"]);
    expect(p.text("main").join(" ")).toContain("Nine animated chapters on ecology.");
    expect(p.text('[data-testid="product-price"]')).toEqual(["CA$42.00"]);
    expect(p.text('[data-testid="product-currency"]')).toEqual(["CAD"]);
    expect(p.text("main button")).toContain("Add to Cart");
    expect(p.text('main [role="tab"]')).toEqual(["Product Information", "Example Images"]);
  });

  it("PUB-050 the product page shows the note 'BEFORE purchasing, please see purchase details, sample lesson, and table of contents below.'", async () => {
    const p = await page(`/product?id=${productId}`, await cookieFor(null));
    expect(p.text("main p")).toContain("BEFORE purchasing, please see purchase details, sample lesson, and table of contents below.");
  });

  it("TRIAL-001 /trial serves the instructor trial request form (the catalogue's 'INSTRUCTOR TRIAL' leads here)", async () => {
    const catalogue = await page("/subjects", await cookieFor(null));
    const href = [...catalogue.doc.querySelectorAll("main a")].find((a) => a.textContent?.trim() === "INSTRUCTOR TRIAL")?.getAttribute("href");
    expect(href).toBe("/trial");
    const p = await page(href!, await cookieFor(null));
    expect(p.status).toBe(200);
    expect(p.text("main h1")).toEqual(["Instructor Trial"]);
    const form = p.doc.querySelector("main form");
    expect(form).not.toBeNull();
    const labels = p.labels("main form").join(" | ");
    for (const field of ["First name", "Last name", "E-mail", "School or institution", "Country", "Who am I", "Number of students"])
      expect(labels).toContain(field);
    expect(p.doc.querySelectorAll("main form select").length).toBeGreaterThanOrEqual(1);
    expect(p.text("main form button")).toContain("Submit");
  });
});

describe("signed-in pages (issue 44 finding 8)", () => {
  it("SES-031 when logged in the header has 'Logout' and the Dashboard tab a logout link; a visitor has neither", async () => {
    const cookie = await cookieFor(user);
    const account = await page("/account", cookie);
    expect(account.status).toBe(200);
    expect(account.text("header button")).toContain("Logout");
    expect(account.text("main button")).toContain("Logout");
    const visitor = await page("/", await cookieFor(null));
    expect(visitor.text("header button")).not.toContain("Logout");
    expect(visitor.text("header button")).toContain("Login");
  });

  it("SES-039 the password screen's reset mode shows the new password and its repeat (no existing password)", async () => {
    const link = new URL(await createSetPasswordLink(db.payload, user.id));
    const p = await page(link.pathname, await cookieFor(null));
    expect(p.status).toBe(200);
    expect(p.labels("main form")).toEqual(["New Password", "Repeat New Password"]);
    expect(p.doc.querySelectorAll('main form input[type="password"]')).toHaveLength(2);
  });

  it("SES-042 the password screen's change mode shows the existing password, the new password and a repeat", async () => {
    const p = await page("/password", await cookieFor(user));
    expect(p.status).toBe(200);
    expect(p.labels("main form")).toEqual(["Existing Password", "New Password", "Repeat New Password"]);
    expect(p.doc.querySelectorAll('main form input[type="password"]')).toHaveLength(3);
  });

  it("NOTE-001 the header's 'Notebook' is hidden for library sessions and for multi-session sessions, shown otherwise", async () => {
    const notebook = async (flags: { isLib?: boolean; multiSession?: boolean }) => (await page("/account", await cookieFor(user, flags))).text("header button");
    expect(await notebook({})).toContain("Notebook");
    expect(await notebook({ isLib: true })).not.toContain("Notebook");
    expect(await notebook({ multiSession: true })).not.toContain("Notebook");
    expect(await notebook({ isLib: true, multiSession: true })).not.toContain("Notebook");
    // Still signed in: the rest of the header is there.
    expect(await notebook({ isLib: true })).toContain("Logout");
  });

  it("QUIZ-001 the module page has the module quiz's button, and the lesson panel the lesson quiz's (only for a lesson that has one)", async () => {
    const cookie = await cookieFor(learner);
    const [moduleId, first, second] = [unit.modules[0], unit.lessons[0], unit.lessons[1]];
    const withQuiz = await page(`/textbook/module?id=${moduleId}&s=${first}`, cookie);
    expect(withQuiz.status).toBe(200);
    const moduleQuiz = withQuiz.doc.querySelectorAll('[data-testid="module-quiz"]');
    expect(moduleQuiz).toHaveLength(1);
    expect(moduleQuiz[0]!.getAttribute("href")).toBe(`/textbook/quiz?id=${unit.quizzes[0]}`);
    const lessonButton = withQuiz.doc.querySelectorAll('[data-testid="lesson-panel"] [data-testid="lesson-quiz"]');
    expect(lessonButton).toHaveLength(1);
    expect(lessonButton[0]!.getAttribute("href")).toBe(`/textbook/quiz?id=${lessonQuiz}`);
    // The second lesson has no quiz of its own: its panel has no quiz button; the module's stays.
    const without = await page(`/textbook/module?id=${moduleId}&s=${second}`, cookie);
    expect(without.doc.querySelectorAll('[data-testid="lesson-quiz"]')).toHaveLength(0);
    expect(without.doc.querySelectorAll('[data-testid="module-quiz"]')).toHaveLength(1);
  });
});
