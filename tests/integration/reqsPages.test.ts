/**
 * Issue 44 finding 8: focused tests of what visitor and signed-in pages show, each requirement on its own,
 * over real HTTP on the production server (build/app/server.mjs) — the HTML the server renders, read with
 * happy-dom's parser (no script runs): About (PUB-007), the catalogue's header and trial button (PUB-033),
 * the trial form it leads to (TRIAL-001), the header's Logout and the Dashboard tab's logout link
 * (SES-031), the password screen's two modes (SES-039, SES-042) and the header's Notebook (NOTE-001).
 */
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createSetPasswordLink } from "#core/accountEmails";
import { createSession } from "#core/sessions";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

let db: TestDb;
let server: RunningServer;
let user: User;
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
});
