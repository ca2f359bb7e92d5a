import { units } from "../../seeds/data/curriculum";
import { expect, hydrated, login, test, toFrench } from "./fixtures";

// The tests are independent of each other: both workers share them out.
test.describe.configure({ mode: "parallel" });
const firstUnit = units[0];

/** Every route of the legacy route table (000 §2) plus the password screen. */
const ROUTES = [
  "/",
  "/login",
  "/account",
  "/buy/class",
  "/buy/individual",
  "/product?id=1",
  "/cart",
  "/checkout",
  "/checkout-new",
  "/thankyou",
  "/my-textbooks",
  "/textbook",
  "/textbook/module?id=1&s=1&c=1&u=1",
  "/module/1",
  "/lessontest",
  "/error?errMsg=Test",
  "/contact-us",
  "/contact-us?type=enterprise",
  "/about-us",
  "/k-12/order",
  "/trial",
  "/trial?type=icb",
  "/custom-course-builder",
  "/passwordReset/abc",
  "/password",
  "/bookstore",
  "/subjects",
  "/subjects/highschool",
  "/subjects/highered",
  "/subjects/highered/upper-year-biology",
  "/subjects/highered/first-year-biology",
  "/privacy-and-terms",
  "/not-found",
];

test.describe("routes and layout", () => {
  // Not a requirement's test (issue 26: a status check names no ID): the route table's smoke check.
  test("issue 26 route table: every route answers without a server error", async ({ request }) => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      const res = await request.get(route, { maxRedirects: 0 });
      if (res.status() >= 500) failures.push(`${route} → ${res.status()}`);
    }
    expect(failures).toEqual([]);
  });

  test("PUB-010 /custom-course-builder serves the custom course builder form: the professor's fields, the lesson picker and a submit", async ({
    page,
    goto,
  }) => {
    await goto("/custom-course-builder");
    await expect(page.getByRole("heading", { level: 1, name: "Custom course builder" })).toBeVisible();
    const form = page.getByTestId("ccb-form");
    for (const name of ["profFirstName", "profEmail", "institutionName", "courseName", "comments"])
      await expect(form.locator(`[name="${name}"]`), name).toBeVisible();
    // The lesson picker lists the seeded curriculum's lessons; choosing one updates the live count.
    const lessons = form.locator('input[type="checkbox"][name="lessons"]');
    const n = await lessons.count();
    expect(n).toBeGreaterThan(0);
    await expect(page.locator("#ccb-count")).toHaveText("0 lessons selected");
    await form.getByRole("button", { name: "Select All" }).click();
    await expect(page.locator("#ccb-count")).toHaveText(`${n} lessons selected`);
    await expect(form.getByRole("button", { name: "Submit" })).toBeVisible();
  });

  test("PUB-002 /buy redirects the browser to the external learning platform", async ({ request, baseURL }) => {
    const res = await request.get("/buy", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(new URL(res.headers().location).origin).not.toBe(new URL(baseURL!).origin);
  });

  test("LRN-004 CHK-002 the legacy aliases /module/{id}, /lessontest and /checkout-new redirect to their pages", async ({ request }) => {
    const target = async (path: string) => {
      const res = await request.get(path, { maxRedirects: 0 });
      return [res.status(), res.headers().location ?? null];
    };
    for (const [path, want] of [
      ["/module/7?s=3&c=2", [301, "/textbook/module?id=7&s=3&c=2"]],
      ["/module/seven", [404, null]],
      ["/lessontest", [301, "/textbook"]],
      ["/checkout-new?cart=1", [301, "/checkout?cart=1"]],
    ] as const)
      expect(await target(path), path).toEqual(want);
  });

  test("PUB-001 the home page renders on the server and hydrates without console errors", async ({ request, page, goto, errors }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Biology textbooks, re-imagined.");
    expect(html).toContain('lang="en"');
    expect(html).toContain(firstUnit.title.en); // demo content seeded on start
    // I18N-001: the interface strings are a long-cached JSON file the page names and preloads, not inlined in it.
    const strings = /data-i18n-strings="(\/i18n\/strings\.en\.[0-9a-f]{12}\.json)"/.exec(html)?.[1];
    expect(strings).toBeTruthy();
    expect(html).toMatch(new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${strings!.replace(/\./g, "\\.")}"`, "i"));
    expect(html).not.toContain('"meta":{'); // the strings' JSON is not in the page
    const file = await request.get(strings!, { headers: { "accept-encoding": "gzip" } });
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers()["content-encoding"]).toBe("gzip");
    expect(file.headers()["content-type"]).toContain("application/json");
    expect(((await file.json()) as { home: { headline: string } }).home.headline).toBe("Biology textbooks, re-imagined.");

    await goto("/");
    await page.getByRole("button", { name: "Login" }).click(); // only works once React has hydrated
    // The dialog's code loads after hydration (or on first use).
    await expect(page.getByRole("dialog").getByLabel("Email or Username")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("PUB-013 the header has the skip link, logo, About, Classroom, Academy, Enterprise and the language dropdown", async ({ page, goto }) => {
    await goto("/about-us");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    for (const name of ["About", "Academy"]) await expect(page.getByRole("link", { name, exact: false }).first()).toBeVisible();
    await page.getByRole("button", { name: "Classroom" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "Student" })).toHaveAttribute("href", "/buy/class");
    await expect(dialog.getByRole("link", { name: "Educator" })).toHaveAttribute("href", "/subjects");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Enterprise" }).click();
    // The Enterprise modal holds the enterprise contact form itself (CON-001…011, tests/e2e/publicForms.test.ts).
    await expect(page.getByRole("dialog").getByRole("button", { name: "Submit" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("EN");
  });

  test("PUB-017 the mobile layout (menu button, collapsed navigation) applies up to and including 768 px", async ({ openPage }) => {
    for (const [width, mobile] of [
      [768, true],
      [769, false],
    ] as const) {
      const { page, goto } = await openPage({ viewport: { width, height: 800 } });
      await goto("/");
      const menu = page.getByRole("button", { name: "Menu" });
      await expect(menu, `${width}px`).toBeVisible({ visible: mobile });
      await expect(page.getByRole("link", { name: "About" }), `${width}px`).toBeVisible({ visible: !mobile });
      if (mobile) {
        await menu.click();
        await expect(page.getByRole("link", { name: "About" })).toBeVisible();
      }
    }
  });

  test("PUB-011 PUB-012 the footer is hidden on /checkout (and the other listed routes) and shown on /about-us", async ({ page, goto }) => {
    // /thankyou shows an order to its owner only (a visitor is sent to the login page): its footer
    // is checked on a real order in tests/e2e/commerce.test.ts.
    for (const path of ["/checkout", "/not-found", "/buy/class", "/buy/individual", "/bookstore"]) {
      await goto(path);
      await expect(page.getByTestId("site-footer"), path).toHaveCount(0);
    }
    await goto("/about-us");
    const footer = page.getByTestId("site-footer");
    await expect(footer).toContainText("2015-2024");
    await expect(footer.getByRole("link", { name: "Terms and Privacy" })).toHaveAttribute("href", "/privacy-and-terms");
    await footer.getByRole("button", { name: "Contact Us" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Contact Us" })).toBeVisible();
  });

  test("I18N-001 I18N-003 I18N-004 choosing FR reloads the page in French and sets <html lang>", async ({ page, goto, errors }) => {
    test.slow(); // two full page loads of the About page (its 3D viewer no longer starts by itself in software WebGL) on a busy machine
    await goto("/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await toFrench(page);
    await expect(page.getByRole("button", { name: "Connexion" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("À propos de nous");
    await goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les manuels de biologie, réinventés.");
    await expect(page.locator("body")).toContainText(firstUnit.title.fr); // localized CMS content
    expect(errors).toEqual([]);
  });
});

test.describe("error pages", () => {
  test("ERR-003 unknown paths and /not-found show the 404 page", async ({ request, page, goto }) => {
    expect((await request.get("/no/such/page")).status()).toBe(404);
    for (const path of ["/no/such/page", "/not-found"]) {
      await goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whoops, can't find what you are looking for!");
      await expect(page.locator("main")).toContainText("support@");
    }
  });

  test("ERR-003 a page whose record does not exist (a loader's 404) is the 404 page inside the site's header and footer, in both languages", async ({
    request,
    page,
    goto,
  }) => {
    expect((await request.get("/product?id=999999")).status()).toBe(404);
    await goto("/product?id=999999");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whoops, can't find what you are looking for!");
    await expect(page.locator("main")).toContainText("support@");
    await expect(page.getByRole("banner").getByRole("link", { name: "BioText" }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await toFrench(page);
    await goto("/product?id=999999");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oups, impossible de trouver ce que vous cherchez !");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("ERR-001 /error shows the message (escaped), the session id and the support address", async ({ page, goto }) => {
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await goto("/");
    await goto(`/error?errMsg=${encodeURIComponent('<img src=x onerror="alert(1)">Invalid-Session')}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whoops, something unexpected happened!");
    await expect(page.getByTestId("error-message")).toHaveText('<img src=x onerror="alert(1)">Invalid-Session');
    await expect(page.getByTestId("error-session-id")).toHaveText(/^[0-9a-f-]{36}$/);
    await expect(page.locator("main")).toContainText("support@");
    expect(dialogs).toBe(0);
  });
});

test.describe("CMS and single login", () => {
  test("an editor logs in, creates and publishes a unit in /admin, and a procedure then returns it", async ({ openPage }) => {
    const editor = await openPage();
    const { page } = editor;
    await editor.goto("/admin");
    await expect(page).toHaveURL((u) => u.pathname === "/login"); // signed-out visitors log in on the site
    await login(page, "editor@biotext.test", "/admin");
    await page.waitForURL(/\/admin/);
    // In English: the admin keeps the editor's last locale, and another test in this worker may have edited in French.
    await editor.goto("/admin/collections/units/create?locale=en");
    const title = `E2E unit ${Date.now()}`;
    await page.locator("#field-title").fill(title);
    await page.locator("#field-order").fill("42");
    await page
      .getByRole("button", { name: /publish/i })
      .first()
      .click();
    await page.waitForURL(/\/admin\/collections\/units\/\d+/);

    // The procedure reads the read model, which the save's COMMIT drops through NOTIFY (core/content/invalidation.ts): ask until it has the unit.
    const titles = async () =>
      ((await (await page.request.get("/trpc/content.listUnits")).json()) as { result: { data: { json: { title: string }[] } } }).result.data.json.map(
        (u) => u.title,
      );
    await expect.poll(titles).toContain(title);
  });

  test("ERR-006 SES-033 /?invalidLogin=true opens the login modal with the invalid-session warning above the login form", async ({ page, goto }) => {
    await goto("/?invalidLogin=true");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("alert")).toHaveText("Invalid Session, please login or re-enter through your school portal.");
    await expect(dialog.getByLabel("Email or Username")).toBeVisible();
    // SES-033: the warning comes before (above) the form's first field.
    const above = await dialog
      .getByRole("alert")
      .evaluate((alert) => !!(alert.compareDocumentPosition(alert.closest('[role="dialog"]')!.querySelector("input")!) & Node.DOCUMENT_POSITION_FOLLOWING));
    expect(above).toBe(true);
    const alertBox = (await dialog.getByRole("alert").boundingBox())!;
    const fieldBox = (await dialog.getByLabel("Email or Username").boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(fieldBox.y);
    // Without the parameter, no modal.
    await goto("/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("PUB-014 PUB-015 SES-011 the header switches from Login to Dashboard/Notebook/Logout/search after login, which lands on /account", async ({
    openPage,
  }) => {
    const app = await openPage();
    const { page } = app;
    await app.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Login" })).toBeVisible();
    await header.getByRole("button", { name: "Login" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Forgot Password?" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Forgot Password?" })).toBeVisible();
    await page.keyboard.press("Escape");
    // Closing it puts focus back on the header's Login button (its own opener, inside the login dialog, is gone).
    await expect(header.getByRole("button", { name: "Login" })).toBeFocused();

    await header.getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email or Username").fill("teacher@biotext.test");
    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Incorrect Password, please try again");

    await login(page, "teacher@biotext.test");
    await expect(page).toHaveURL((u) => u.pathname === "/account");
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    for (const name of ["Notebook", "Logout", "Search content"]) await expect(header.getByRole("button", { name })).toBeVisible();
    await expect(header.getByRole("button", { name: "Login" })).toHaveCount(0);
    await expect(page.getByTestId("account-role")).toContainText("teacher");
  });

  test("a student cannot open /admin", async ({ studentPage: { page, goto }, baseURL }) => {
    const res = await goto("/admin");
    await expect(page).toHaveURL((u) => u.pathname === "/admin/unauthorized");
    expect(res?.status()).toBeLessThan(500);
    await expect(page.getByText(/unauthorized/i).first()).toBeVisible();
    await expect(page.locator('a[href="/admin/collections/units"]')).toHaveCount(0);
    const api = await page.request.post("/api/units", { data: { title: "x", order: 1 }, headers: { origin: baseURL! } });
    expect(api.status()).toBe(403);
  });

  test("logging out on the site ends the CMS session too", async ({ adminPage: { page, goto } }) => {
    await goto("/admin");
    await expect(page).toHaveURL(/\/admin/);
    await goto("/account");
    await Promise.all([page.waitForURL((u) => u.pathname === "/"), page.getByRole("main").getByRole("button", { name: "Logout" }).click()]);
    await goto("/admin");
    await expect(page).toHaveURL((u) => u.pathname === "/login");
  });
});

test.describe("transport security", () => {
  test("sends a content security policy and no x-powered-by; the home page passes the policy", async ({ request, page, goto, errors, userAgent }) => {
    const res = await request.get("/", { headers: { "user-agent": userAgent! } });
    expect(res.headers()["x-powered-by"]).toBeUndefined();
    // A rendered page carries a per-response nonce; a page answered from the page cache (a first visit
    // after another visitor's, decision 080) carries the hashes of its inline scripts. Never 'unsafe-inline'.
    const csp = res.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' '(nonce-|sha256-)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // A first visit gets the signed visitor cookie (no session row): docs/security.md.
    expect(res.headers()["set-cookie"]).toMatch(/vid=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    await goto("/");
    await page.waitForLoadState("networkidle");
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  test("PERF a returning visitor's page from the page cache runs its scripts under the hash-based policy and hydrates", async ({ page, goto, errors }) => {
    // A light public page (the About page's 3D viewer, software WebGL here, made each reload cost seconds of CPU before it waited for its button).
    await goto("/privacy-and-terms");
    // The first view fills the cache in the background; reload until the page comes from it.
    await expect
      .poll(async () => (await (await page.reload())?.allHeaders())?.["server-timing"] ?? "", { intervals: [100], timeout: 45_000 })
      .toContain("page cache hit");
    await hydrated(page);
    // Hydrated: the language dropdown works (a client-side action, then a reload in French).
    await toFrench(page);
    await toFrench(page, "EN");
    expect(errors).toEqual([]);
  });

  test("mutations accept JSON only and only from the site's own origin", async ({ playwright, baseURL }) => {
    // A request context of its own: no cookies, no default headers.
    const request = await playwright.request.newContext({ baseURL });
    const url = "/trpc/session.setLanguage";
    const data = JSON.stringify({ json: { lang: "FR" } });
    const json = { "content-type": "application/json" };
    expect((await request.post(url, { headers: json, data })).status()).toBe(403);
    expect((await request.post(url, { headers: { ...json, origin: "https://evil.example" }, data })).status()).toBe(403);
    expect((await request.post(url, { headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! }, data: "lang=FR" })).status()).toBe(
      415,
    );
    expect((await request.post(url, { headers: { ...json, origin: baseURL! }, data })).status()).toBe(200);
    await request.dispose();
  });

  test("/healthz reports the database", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });
});
