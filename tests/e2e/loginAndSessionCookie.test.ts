import type { Request } from "@playwright/test";
import { expect, login, ROLES, test } from "./fixtures";

/**
 * The legacy transport (SES-001, SES-005, SES-006, SES-016, SES-017) replaced by this design, as the brief asks
 * (docs/security.md): same-origin tRPC with JSON bodies, the session in an httpOnly cookie, no application key
 * in the page, no session id in script-readable storage, no browser-side password hash (the server hashes with
 * bcrypt), no forced reload (docs/decisions/011-no-forced-reload.md). Each test checks what replaced the legacy
 * behaviour and fails if the legacy weakness came back.
 */

test("SES-001 SES-016 SES-017 the login form sends the typed password once, same-origin JSON, no app key or session header; the session is an httpOnly cookie; the server keeps a bcrypt hash", async ({
  openPage,
  db,
  baseURL,
}) => {
  const { page, context, errors } = await openPage();
  const calls: Request[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/trpc/")) calls.push(r);
  });
  // The login's answer, read as it passes (the page navigates away right after it).
  let answerText = "";
  await page.route("**/trpc/auth.login**", async (route) => {
    const response = await route.fetch();
    answerText = await response.text();
    await route.fulfill({ response });
  });
  await login(page, ROLES.student, "/account");
  await expect(page).toHaveURL(/\/account/);

  const logins = calls.filter((r) => r.url().includes("auth.login"));
  expect(logins).toHaveLength(1);
  const req = logins[0];
  // Same origin, POST, JSON (SES-001's JSON content type kept; its CORS request without credentials replaced).
  expect(new URL(req.url()).origin).toBe(new URL(baseURL!).origin);
  expect(req.method()).toBe("POST");
  const headers = await req.allHeaders();
  expect(headers["content-type"]).toContain("application/json");
  // No application name/key and no session-id header from storage: the cookie carries the session.
  for (const name of Object.keys(headers)) expect(name).not.toMatch(/app-?(key|name)|session-?id|x-api-key/i);
  // SES-016/SES-017: the request carries the identifier and the password as typed (TLS protects it in transit),
  // never a browser-made hash that would itself become the credential; no client-supplied address or expiry.
  const body = JSON.parse(req.postData() ?? "{}") as { json?: Record<string, unknown> } & Record<string, unknown>;
  const input = (body.json ?? (body["0"] as { json?: Record<string, unknown> })?.json ?? {}) as Record<string, unknown>;
  expect(input).toMatchObject({ identifier: ROLES.student, password: "BioText-demo-2026" });
  expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$\d\d\$/);
  expect(Object.keys(input)).not.toEqual(expect.arrayContaining(["ipAddress"]));
  expect(Object.keys(input)).not.toEqual(expect.arrayContaining(["updateExpiryTime"]));
  // The answer: validLogin, and where the browser goes next.
  // (A batched link answers an array of results.)
  const parsed = JSON.parse(answerText) as unknown;
  const answer = (Array.isArray(parsed) ? parsed[0] : parsed) as { result?: { data?: { json?: Record<string, unknown> } } };
  expect(answer.result?.data?.json).toMatchObject({ validLogin: true, redirectTo: "/account" });

  // The session: an httpOnly, SameSite cookie, not readable by scripts.
  const sid = (await context.cookies()).find((c) => c.name === "sid");
  expect(sid).toBeDefined();
  expect(sid!.httpOnly).toBe(true);
  expect(sid!.sameSite).toBe("Lax");
  expect(await page.evaluate(() => document.cookie)).not.toContain("sid=");

  // The server stored the session with the address it saw and its own expiry, and keeps a bcrypt hash (cost 12).
  const { rows } = await db.query(
    `SELECT u.password_hash, s.ip, s.expires_at > now() + interval '1 hour' AS future FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE u.email = $1 AND s.revoked_at IS NULL ORDER BY s.id DESC LIMIT 1`,
    [ROLES.student],
  );
  expect(rows[0].password_hash).toMatch(/^\$2[aby]\$12\$/);
  expect(rows[0].ip).toBeTruthy();
  expect(rows[0].future).toBe(true);
  expect(errors).toEqual([]);
});

test("SES-001 a mutation from another origin is refused and no response allows cross-origin reads", async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const res = await api.post("/trpc/auth.login", {
      data: { json: { identifier: ROLES.student, password: "BioText-demo-2026" } },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status()).toBe(403);
    expect(res.headers()["set-cookie"] ?? "").not.toContain("sid=");
    const same = await api.post("/trpc/auth.login", { data: { json: { identifier: ROLES.student, password: "wrong" } }, headers: { origin: baseURL! } });
    expect(same.status()).toBe(200);
    expect(same.headers()["content-type"]).toContain("application/json");
    expect(same.headers()["access-control-allow-origin"]).toBeUndefined();
  } finally {
    await api.dispose();
  }
});

test("SES-005 SES-006 a signed-in page with its session cookie loads once; the browser keeps no session id, role or language in storage", async ({
  studentPage,
}) => {
  const { page, goto, errors } = studentPage;
  await page.clock.install();
  let loads = 0;
  page.on("load", () => loads++);
  await goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Whatever a timer would do after the load (the legacy reload came right after it).
  await page.clock.runFor(5_000);
  expect(loads).toBe(1);
  // SES-006: of the legacy client-side values only the cart id (sb-sc) and the last order (sc-orderId) may live in
  // the browser; sessionID, isLTI, existingUser, ltiChapter, lang and refresh are the server's.
  const stored = await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)]);
  for (const key of stored) expect(["sb-sc", "sc-orderId"]).toContain(key);
  for (const key of ["sessionID", "isLTI", "existingUser", "ltiChapter", "lang", "refresh"]) expect(stored).not.toContain(key);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )(sid|sessionID)=/);
  expect(errors).toEqual([]);
});
