import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import OAuth from "oauth-1.0a";
import pg from "pg";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, launch, login, openPage } from "./browser";

/**
 * LTI in Chromium: an admin creates a consumer in the 'Create LTI Consumer' tab and downloads
 * connectionDetails.txt (ADM-032, LTI-026…LTI-030); then a "school portal" page served by this
 * test on another site (127.0.0.1, while the tool is localhost) posts a signed LTI 1.1 launch
 * into an iframe, which ends in a usable, chapter-locked session (LTI-001, LTI-003, LTI-006,
 * LTI-009); and the new-tab fallback opens the launch once with its one-time token.
 */
let browser: Browser;
let admin: { page: Page; context: BrowserContext; errors: string[] };
let db: pg.Client;
let portal: http.Server;
let portalOrigin = "";
let portalHtml = "";
const consumer = { key: "e2e.portal", secret: "" };
let chapter: { chapter: number; module: number };

beforeAll(async () => {
  browser = await launch();
  db = new pg.Client({ connectionString: inject("databaseURL") });
  await db.connect();
  portal = http.createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(portalHtml));
  await new Promise<void>((r) => portal.listen(0, "127.0.0.1", r));
  portalOrigin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  const { rows } = await db.query<{ chapter: number; module: number }>(
    `SELECT c.id AS chapter, m.id AS module FROM chapters c JOIN units u ON u.id = c.unit_id JOIN modules m ON m.chapter_id = c.id
      WHERE u.key = 'life-1' AND m._status = 'published' ORDER BY c."order" DESC, c.id, m."order", m.id LIMIT 1`,
  );
  chapter = rows[0]!;
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await db?.end();
  portal?.close();
});

function signedFields(params: Record<string, string>): Record<string, string> {
  const oauth = new OAuth({
    consumer: { key: consumer.key, secret: consumer.secret },
    signature_method: "HMAC-SHA1",
    hash_function: (base, key) => crypto.createHmac("sha1", key).update(base).digest("base64"),
  });
  const auth = oauth.authorize({ url: `${baseURL()}/lti/launch`, method: "POST", data: { ...params } });
  return {
    ...params,
    ...Object.fromEntries(
      Object.entries(auth)
        .filter(([k]) => k.startsWith("oauth_"))
        .map(([k, v]) => [k, String(v)]),
    ),
  };
}

const launchParams = (userId: string) => ({
  lti_message_type: "basic-lti-launch-request",
  lti_version: "LTI-1p0",
  resource_link_id: `e2e-link-${userId}`,
  user_id: userId,
  roles: "Learner",
  lis_person_name_given: "Frame",
  lis_person_name_family: "Learner",
  custom_redirecttype: "CHAPTER",
  custom_contentid: String(chapter.chapter),
});

describe("LTI consumers tab (ADM-032)", () => {
  it("LTI-020 LTI-026 LTI-029 LTI-030 an admin creates a consumer, confirms, and downloads connectionDetails.txt", async () => {
    admin = await openPage(browser, { viewport: { width: 1280, height: 1100 } });
    const { page } = admin;
    await login(page, "admin@biotext.test");
    await page.goto("/account?tab=createLtiConsumer");
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("heading", { name: "Create LTI Consumer" }).first().waitFor();
    // The seeded demo consumer is listed with a masked secret.
    await panel.getByRole("cell", { name: "biotext-demo" }).waitFor();
    expect(await panel.textContent()).not.toContain("BioTextDemoLtiSecret2026abcdef");

    const submit = panel.getByRole("button", { name: "Create LTI Consumer" });
    await submit.click();
    await panel.getByRole("alert").getByText("Ensure all fields are completed").waitFor();

    await panel.getByLabel("Name").fill("E2E portal");
    await panel.getByLabel("Key").fill("e2e portal");
    expect(await panel.getByLabel("Key").inputValue()).toBe("e2e.portal");
    await panel.getByLabel("Class").selectOption({ label: "Demo School (LTI)" });
    await panel.getByLabel("Membership").selectOption({ label: "LIFE series (all units) (LIFE-ALL)" });
    await panel.getByLabel("Setup type").selectOption({ label: "Advanced" });
    await panel.getByLabel("Portal origins (for the iframe)").fill(portalOrigin);
    await submit.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("E2E portal with the key e2e.portal (Advanced, LTI-1p0).").waitFor();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await panel.getByText("LTI Consumer Created").waitFor();
    consumer.secret = (await panel.getByTestId("lti-secret").textContent())!.trim();
    expect(consumer.secret).toMatch(/^[A-Za-z0-9]{30}$/);

    const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download connectionDetails.txt" }).click()]);
    expect(download.suggestedFilename()).toBe("connectionDetails.txt");
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text).toContain(`connectionURL: `);
    expect(text).toContain("/lti/launch");
    expect(text).toContain("key: e2e.portal");
    expect(text).toContain(`security: ${consumer.secret}`);
    expect(text).toContain("classKey=DEMO-LTI");
    expect(text).toContain("level=chapter");
    // The list shows the new consumer, its secret masked.
    await panel.getByRole("cell", { name: "e2e.portal" }).waitFor();
    expect(await panel.getByRole("table").textContent()).not.toContain(consumer.secret);
    expect(admin.errors).toEqual([]);
  });
});

describe("LTI 1.1 launch inside a portal's iframe (LTI-001, LTI-003, LTI-006, LTI-009)", () => {
  it("a launch posted from another site into an iframe ends in a usable session locked to the chapter", async () => {
    expect(consumer.secret).not.toBe("");
    const fields = signedFields(launchParams("frame-learner"));
    portalHtml = `<!doctype html><html><head><title>School portal</title></head><body>
<h1>Riverside Moodle</h1>
<form id="f" method="post" action="${baseURL()}/lti/launch" target="tool">
${Object.entries(fields)
  .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">`)
  .join("\n")}
</form>
<iframe name="tool" title="BioText" style="width:1200px;height:800px"></iframe>
<script>document.getElementById("f").submit();</script></body></html>`;
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(portalOrigin);
      const frame = page.frameLocator("iframe[name=tool]");
      // LTI-006: /account?ltiChapter=true went on to the chapter's first module.
      await expect
        .poll(
          () =>
            page
              .frames()
              .find((f) => f.name() === "tool")
              ?.url() ?? "",
          { timeout: 30_000 },
        )
        .toContain(`/textbook/module?id=${chapter.module}`);
      await frame.locator("main").first().waitFor();
      // The session is the LTI session, locked to the chapter (LTI-009).
      const { rows } = await db.query(
        `SELECT s.is_l_t_i, s.lti_lock, s.lti_chapter_id, u.is_l_t_i AS user_lti, u.role FROM sessions s JOIN users u ON u.id = s.user_id
          JOIN lti_identities i ON i.user_id = u.id WHERE i.lti_user_id = 'frame-learner' ORDER BY s.id DESC LIMIT 1`,
      );
      expect(rows[0]).toMatchObject({ is_l_t_i: true, lti_lock: true, lti_chapter_id: chapter.chapter, user_lti: true, role: "student" });
      // The cookie that came back is the partitioned LTI one.
      const sid = (await context.cookies(baseURL())).find((c) => c.name === "sid");
      expect(sid).toMatchObject({ sameSite: "None", secure: true });
    } finally {
      await context.close();
    }
  });

  it("a replayed launch is refused with its reason on the site's refusal page", async () => {
    const fields = signedFields(launchParams("replayer"));
    const { page, context } = await openPage(browser);
    try {
      const post = () => page.request.post("/lti/launch", { form: fields, maxRedirects: 0 });
      expect((await post()).status()).toBe(200);
      const again = await post();
      expect(again.status()).toBe(303);
      expect(again.headers().location).toBe("/lti/refused?code=replayed_nonce");
      await page.goto("/lti/refused?code=replayed_nonce");
      await page.getByTestId("lti-refusal-code").getByText("replayed_nonce").waitFor();
      await page.getByText("This launch was already used. Open the link again from the portal.").waitFor();
    } finally {
      await context.close();
    }
  });

  it("the new-tab fallback: the launch page's one-time token opens the chapter in a top-level tab, once", async () => {
    const fields = signedFields(launchParams("newtab-learner"));
    const { page, context } = await openPage(browser);
    try {
      // A launch whose cookie is dropped: the token sits in the page's form, never in a URL.
      const answer = await page.request.post("/lti/launch", { form: fields, maxRedirects: 0 });
      const html = await answer.text();
      const token = /name="token" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1];
      expect(token).toBeTruthy();
      await context.clearCookies();
      // The launch page's form, on this site's origin (another origin may not post the token).
      await page.goto("/");
      await page.evaluate((t) => {
        const form = Object.assign(document.createElement("form"), { method: "post", action: "/lti/continue" });
        form.append(Object.assign(document.createElement("input"), { type: "hidden", name: "token", value: t }));
        document.body.append(form);
        form.submit();
      }, token!);
      await page.waitForURL(/\/textbook\/module\?id=/);
      expect(page.url()).toContain(`/textbook/module?id=${chapter.module}`);
      // Used once: a second use is refused.
      const again = await page.request.post("/lti/continue", { form: { token: token! }, maxRedirects: 0, headers: { Origin: baseURL() } });
      expect(again.headers().location).toBe("/lti/refused?code=launch_token_expired");
    } finally {
      await context.close();
    }
  });
});

describe("Force LTI Sync (TEA-011)", () => {
  it("LTI-014 LTI-015 LTI-016 the teacher picks a student, reads the 20-30 seconds warning, and sees the result in the LTI results modal", async () => {
    const { page, context, errors } = await openPage(browser);
    await login(page, "teacher@biotext.test");
    await page.goto("/account?tab=students");
    await page.getByRole("table").waitFor();
    const panel = page.getByTestId("force-lti-sync");
    // The demo student signs in with a password: no portal link, so the sync answers LTI-015's failure.
    await panel.getByLabel("Force LTI Sync").selectOption({ label: "Sam Student (student@biotext.test)" });
    await panel.getByRole("button", { name: "Force LTI Sync" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("The sync takes 20-30 seconds.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Start sync" }).click();
    const results = dialog.getByTestId("lti-sync-results");
    await results.waitFor();
    expect(await results.textContent()).toContain("User has not accessed via LMS Portal");
    expect(await results.textContent()).toContain("Sync Was NOT Successful");
    await dialog.getByRole("button", { name: "Close" }).first().click();
    expect(errors).toEqual([]);
    await context.close();
  });
});
