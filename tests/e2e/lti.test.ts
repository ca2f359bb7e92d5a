import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import OAuth from "oauth-1.0a";
import type pg from "pg";
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from "jose";
import { expect, newAppPage, ROLES, test, type AppPage } from "./fixtures";

/**
 * LTI in Chromium: an admin creates a consumer in the 'Create LTI Consumer' tab and downloads
 * connectionDetails.txt (ADM-032, LTI-026…LTI-030); then a "school portal" page served by this
 * test on another site (127.0.0.1, while the tool is localhost) posts a signed LTI 1.1 launch
 * into an iframe, which ends in a usable, chapter-locked session (LTI-001, LTI-003, LTI-006,
 * LTI-009); and the new-tab fallback opens the launch once with its one-time token.
 */
// The tests build on each other (the consumer and platform the admin creates are launched into): in order.
test.describe.configure({ mode: "serial" });
let admin: AppPage;
let db: pg.Client;
let baseURL = "";
let portal: http.Server;
let portalOrigin = "";
let portalHtml = "";
const consumer = { key: "e2e.portal", secret: "" };
let chapter: { chapter: number; module: number };

test.beforeAll(async ({ browser, server, db: client }) => {
  db = client;
  baseURL = server.baseURL;
  admin = await newAppPage(browser, baseURL, { viewport: { width: 1280, height: 1100 }, as: ROLES.admin });
  portal = http.createServer((req, res) => {
    void platform13(req, res).then((handled) => {
      if (!handled) res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(portalHtml);
    });
  });
  await new Promise<void>((r) => portal.listen(0, "127.0.0.1", r));
  portalOrigin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  const { rows } = await db.query<{ chapter: number; module: number }>(
    `SELECT c.id AS chapter, m.id AS module FROM chapters c JOIN units u ON u.id = c.unit_id JOIN modules m ON m.chapter_id = c.id
      WHERE u.key = 'life-1' AND m._status = 'published' ORDER BY c."order" DESC, c.id, m."order", m.id LIMIT 1`,
  );
  chapter = rows[0]!;
});
test.afterAll(async () => {
  await admin?.context.close();
  portal?.close();
});

/** The LTI 1.3 side of the portal: its JWKS and its OIDC authentication endpoint (auto-posts a signed id_token). */
let platformKey: { privateKey: KeyLike; jwk: Record<string, unknown> } | null = null;
async function platform13(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? "/", portalOrigin);
  if (!platformKey) {
    const pair = await generateKeyPair("RS256");
    platformKey = { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid: "e2e-platform", alg: "RS256", use: "sig" } };
  }
  if (url.pathname === "/jwks13") {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ keys: [platformKey.jwk] }));
    return true;
  }
  if (url.pathname !== "/auth13") return false;
  const q = url.searchParams;
  const idToken = await new SignJWT({
    sub: "e2e-13-learner",
    nonce: q.get("nonce")!,
    given_name: "Frame13",
    "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiResourceLinkRequest",
    "https://purl.imsglobal.org/spec/lti/claim/version": "1.3.0",
    "https://purl.imsglobal.org/spec/lti/claim/deployment_id": "1",
    "https://purl.imsglobal.org/spec/lti/claim/target_link_uri": q.get("redirect_uri")!,
    "https://purl.imsglobal.org/spec/lti/claim/resource_link": { id: "e2e-13-link" },
    "https://purl.imsglobal.org/spec/lti/claim/roles": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
    "https://purl.imsglobal.org/spec/lti/claim/custom": { redirectType: "CHAPTER", contentId: String(chapter.chapter) },
  })
    .setProtectedHeader({ alg: "RS256", kid: "e2e-platform" })
    .setIssuer(portalOrigin)
    .setAudience(q.get("client_id")!)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(platformKey.privateKey);
  const esc = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>Platform auth</title></head><body>
<form id="f" method="post" action="${esc(q.get("redirect_uri")!)}">
<input type="hidden" name="id_token" value="${esc(idToken)}"><input type="hidden" name="state" value="${esc(q.get("state")!)}">
</form><script>document.getElementById("f").submit();</script></body></html>`);
  return true;
}

function signedFields(params: Record<string, string>): Record<string, string> {
  const oauth = new OAuth({
    consumer: { key: consumer.key, secret: consumer.secret },
    signature_method: "HMAC-SHA1",
    hash_function: (base, key) => crypto.createHmac("sha1", key).update(base).digest("base64"),
  });
  const auth = oauth.authorize({ url: `${baseURL}/lti/launch`, method: "POST", data: { ...params } });
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

test.describe("LTI consumers tab (ADM-032)", () => {
  test("LTI-020 LTI-026 LTI-029 LTI-030 an admin creates a consumer, confirms, and downloads connectionDetails.txt", async () => {
    const { page } = admin;
    await admin.goto("/account?tab=createLtiConsumer");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Create LTI Consumer" }).first()).toBeVisible();
    // The seeded demo consumer is listed with a masked secret.
    await expect(panel.getByRole("cell", { name: "biotext-demo" })).toBeVisible();
    await expect(panel).not.toContainText("BioTextDemoLtiSecret2026abcdef");

    const submit = panel.getByRole("button", { name: "Create LTI Consumer" });
    await submit.click();
    await expect(panel.getByRole("alert").getByText("Ensure all fields are completed")).toBeVisible();

    await panel.getByLabel("Name").fill("E2E portal");
    await panel.getByLabel("Key").fill("e2e portal");
    await expect(panel.getByLabel("Key")).toHaveValue("e2e.portal");
    await panel.getByLabel("Class").selectOption({ label: "Demo School (LTI)" });
    await panel.getByLabel("Membership").selectOption({ label: "LIFE series (all units) (LIFE-ALL)" });
    await panel.getByLabel("Setup type").selectOption({ label: "Advanced" });
    await panel.getByLabel("Portal origins (for the iframe)").fill(portalOrigin);
    await submit.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("E2E portal with the key e2e.portal (Advanced, LTI-1p0).")).toBeVisible();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(panel.getByText("LTI Consumer Created")).toBeVisible();
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
    await expect(panel.getByRole("cell", { name: "e2e.portal" })).toBeVisible();
    await expect(panel.getByRole("table")).not.toContainText(consumer.secret);
    expect(admin.errors).toEqual([]);
  });
});

test.describe("LTI 1.3 platform registration in the consumers tab (decision 051)", () => {
  test("an admin registers a 1.3 platform: its fields are required, no secret is made, the details and download give BioText's 1.3 URLs", async () => {
    const { page } = admin;
    await admin.goto("/account?tab=createLtiConsumer");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Create LTI Consumer" }).first()).toBeVisible();
    await panel.getByLabel(/^Name(\s|$)/).fill("E2E platform 1.3");
    await panel.getByLabel(/^Key(\s|$)/).fill("e2e platform 13");
    await panel.getByLabel("Version").selectOption("1.3");
    await panel.getByLabel("Class").selectOption({ label: "Demo School (LTI)" });
    await panel.getByLabel("Membership").selectOption({ label: "LIFE series (all units) (LIFE-ALL)" });
    await panel.getByLabel("Setup type").selectOption({ label: "Basic" });
    // The secret field gives way to the platform's registration, whose fields are required.
    await expect(panel.getByLabel(/^Secret(\s|$)/)).toHaveCount(0);
    const submit = panel.getByRole("button", { name: "Create LTI Consumer" });
    await submit.click();
    await expect(panel.getByRole("alert").getByText("Ensure all fields of the LTI 1.3 platform are completed", { exact: false })).toBeVisible();
    await panel.getByLabel("Issuer (platform ID)").fill("https://moodle.e2e.example");
    await panel.getByLabel("Client ID").fill("e2e-client");
    await panel.getByLabel("Deployment ID(s), separated by spaces").fill("1 2");
    await panel.getByLabel("Authentication request URL").fill("https://moodle.e2e.example/mod/lti/auth.php");
    await panel.getByLabel("Access token URL").fill("https://moodle.e2e.example/mod/lti/token.php");
    await panel.getByLabel("Public keyset URL (JWKS)").fill("https://moodle.e2e.example/mod/lti/certs.php");
    await submit.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("E2E platform 1.3 with the key e2e.platform.13 (Basic, 1.3).")).toBeVisible();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(panel.getByText("LTI Consumer Created")).toBeVisible();
    await expect(panel.getByTestId("lti13-login-url")).toHaveText(/\/lti\/1\.3\/login$/);
    await expect(panel.getByTestId("lti-secret")).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download connectionDetails.txt" }).click()]);
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text).toContain("BioText LTI 1.3 connection details: E2E platform 1.3");
    expect(text).toMatch(/loginURL \(OIDC login initiation\): \S+\/lti\/1\.3\/login/);
    expect(text).toMatch(/publicKeysetURL \(JWKS\): \S+\/\.well-known\/jwks\.json/);
    expect(text).not.toContain("security:");
    await expect(panel.getByRole("cell", { name: "e2e.platform.13" })).toBeVisible();
    // BioText's own keys are listed (the first one is made on first use).
    await expect(panel.getByTestId("lti-tool-keys").getByRole("listitem").first()).toBeVisible();
    expect(admin.errors).toEqual([]);
  });
});

test.describe("LTI 1.3 launch inside a platform's iframe (decision 051)", () => {
  test("login initiation → the platform's auth → the id_token launch, all inside the iframe, ends in a usable LTI session", async ({ page }) => {
    // The platform registered by the test above, pointed at this test's platform.
    await db.query(
      `UPDATE lti_consumers SET issuer = $1, auth_login_url = $2, jwks_url = $3, token_url = $4, frame_origins = $1 WHERE key = 'e2e.platform.13'`,
      [portalOrigin, `${portalOrigin}/auth13`, `${portalOrigin}/jwks13`, `${portalOrigin}/token13`],
    );
    const login = new URLSearchParams({
      iss: portalOrigin,
      login_hint: "e2e-hint",
      target_link_uri: `${baseURL}/lti/1.3/launch`,
      client_id: "e2e-client",
      lti_deployment_id: "1",
    });
    portalHtml = `<!doctype html><html><head><title>School platform</title></head><body><h1>Riverside Moodle 1.3</h1>
<iframe name="tool13" title="BioText" src="${baseURL}/lti/1.3/login?${login
      .toString()
      .replace(/&/g, "&amp;")}" style="width:1200px;height:800px"></iframe></body></html>`;
    await page.goto(portalOrigin);
    await expect
      .poll(
        () =>
          page
            .frames()
            .find((f) => f.name() === "tool13")
            ?.url() ?? "",
        { timeout: 30_000 },
      )
      .toContain(`/textbook/module?id=${chapter.module}`);
    await expect(page.frameLocator("iframe[name=tool13]").locator("main").first()).toBeVisible();
    const { rows } = await db.query(
      `SELECT s.is_l_t_i, s.lti_lock, u.role, u.first_name FROM sessions s JOIN users u ON u.id = s.user_id
          JOIN lti_identities i ON i.user_id = u.id WHERE i.lti_user_id = 'e2e-13-learner' ORDER BY s.id DESC LIMIT 1`,
    );
    // A Basic (unit) registration: the chapter opens without a lock.
    expect(rows[0]).toMatchObject({ is_l_t_i: true, lti_lock: false, role: "student", first_name: "Frame13" });
  });
});

test.describe("LTI 1.1 launch inside a portal's iframe (LTI-001, LTI-003, LTI-006, LTI-009)", () => {
  test("a launch posted from another site into an iframe ends in a usable session locked to the chapter", async ({ page, context }) => {
    expect(consumer.secret).not.toBe("");
    const fields = signedFields(launchParams("frame-learner"));
    portalHtml = `<!doctype html><html><head><title>School portal</title></head><body>
<h1>Riverside Moodle</h1>
<form id="f" method="post" action="${baseURL}/lti/launch" target="tool">
${Object.entries(fields)
  .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">`)
  .join("\n")}
</form>
<iframe name="tool" title="BioText" style="width:1200px;height:800px"></iframe>
<script>document.getElementById("f").submit();</script></body></html>`;
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
    await expect(frame.locator("main").first()).toBeVisible();
    // The session is the LTI session, locked to the chapter (LTI-009).
    const { rows } = await db.query(
      `SELECT s.is_l_t_i, s.lti_lock, s.lti_chapter_id, u.is_l_t_i AS user_lti, u.role FROM sessions s JOIN users u ON u.id = s.user_id
          JOIN lti_identities i ON i.user_id = u.id WHERE i.lti_user_id = 'frame-learner' ORDER BY s.id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ is_l_t_i: true, lti_lock: true, lti_chapter_id: chapter.chapter, user_lti: true, role: "student" });
    // The cookie that came back is the partitioned LTI one.
    const sid = (await context.cookies(baseURL)).find((c) => c.name === "sid");
    expect(sid).toMatchObject({ sameSite: "None", secure: true });
  });

  test("a replayed launch is refused with its reason on the site's refusal page", async ({ page, goto }) => {
    const fields = signedFields(launchParams("replayer"));
    const post = () => page.request.post("/lti/launch", { form: fields, maxRedirects: 0 });
    expect((await post()).status()).toBe(200);
    const again = await post();
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe("/lti/refused?code=replayed_nonce");
    await goto("/lti/refused?code=replayed_nonce");
    await expect(page.getByTestId("lti-refusal-code").getByText("replayed_nonce")).toBeVisible();
    await expect(page.getByText("This launch was already used. Open the link again from the portal.")).toBeVisible();
  });

  test("the new-tab fallback: the launch page's one-time token opens the chapter in a top-level tab, once", async ({ page, goto, context }) => {
    const fields = signedFields(launchParams("newtab-learner"));
    // A launch whose cookie is dropped: the token sits in the page's form, never in a URL.
    const answer = await page.request.post("/lti/launch", { form: fields, maxRedirects: 0 });
    const html = await answer.text();
    const token = /name="token" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1];
    expect(token).toBeTruthy();
    await context.clearCookies();
    // The launch page's form, on this site's origin (another origin may not post the token).
    await goto("/");
    await page.evaluate((t) => {
      const form = Object.assign(document.createElement("form"), { method: "post", action: "/lti/continue" });
      form.append(Object.assign(document.createElement("input"), { type: "hidden", name: "token", value: t }));
      document.body.append(form);
      form.submit();
    }, token!);
    await page.waitForURL(/\/textbook\/module\?id=/);
    expect(page.url()).toContain(`/textbook/module?id=${chapter.module}`);
    // Used once: a second use is refused.
    const again = await page.request.post("/lti/continue", { form: { token: token! }, maxRedirects: 0, headers: { Origin: baseURL } });
    expect(again.headers().location).toBe("/lti/refused?code=launch_token_expired");
  });
});

test.describe("Force LTI Sync (TEA-011)", () => {
  test("LTI-014 LTI-015 LTI-016 the teacher picks a student, reads the 20-30 seconds warning, and sees the result in the LTI results modal", async ({
    teacherPage: { page, goto, errors },
  }) => {
    await goto("/account?tab=students");
    await expect(page.getByRole("table")).toBeVisible();
    const panel = page.getByTestId("force-lti-sync");
    // The demo student signs in with a password: no portal link, so the sync answers LTI-015's failure.
    await panel.getByLabel("Force LTI Sync").selectOption({ label: "Sam Student (student@biotext.test)" });
    await panel.getByRole("button", { name: "Force LTI Sync" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("The sync takes 20-30 seconds.", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "Start sync" }).click();
    const results = dialog.getByTestId("lti-sync-results");
    await expect(results).toBeVisible();
    await expect(results).toContainText("User has not accessed via LMS Portal");
    await expect(results).toContainText("Sync Was NOT Successful");
    await dialog.getByRole("button", { name: "Close" }).first().click();
    expect(errors).toEqual([]);
  });
});
