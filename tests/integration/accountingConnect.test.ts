import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QuickBooksSync, readQuickBooksConfig, setQuickBooksConfig, type QuickBooksConfig } from "#core/accounting/quickbooks";
import { connectState } from "#core/accounting/quickbooksConnect";
import { setAccountingSync } from "#core/commerce/accountingSync";
import { poolOf } from "#core/db/pool";
import { runCommerceJobs } from "#core/commerce/jobs";
import { decryptSecret } from "#core/lti/secrets";
import { SandboxGateway, setPaymentGateway } from "#core/payments/sandbox";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";
import { startLocalQuickBooks, type LocalQuickBooks } from "../support/qboServer";
import { buyWithTestCard } from "../support/shop";
import { errorOf } from "../support/errors";

/**
 * Issue 27 item 3: the admin's QuickBooks Online connection through intuit-oauth's authorization-code flow, against
 * the local Intuit (tests/support/qboServer.ts): Intuit's authorize URL with the accounting scope and a state bound
 * to the admin's session → consent → the callback's code exchanged, the tokens stored encrypted with the company
 * (realmId) → a paid order reaches that company → disconnect revokes the refresh token at Intuit and forgets it.
 */
let db: TestDb;
let qbo: LocalQuickBooks;
let config: QuickBooksConfig;
let admin: User;
let book: number;
let n = 0;
type Caller = Awaited<ReturnType<TestDb["callerAs"]>>;

/** The admin at Intuit's consent page (its GET, then Connect or Cancel): the URL Intuit sends the browser back to. */
async function consent(authorizeUrl: string, decision: "connect" | "cancel"): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Connect BioText to QuickBooks");
  const u = new URL(authorizeUrl);
  const res = await fetch(`${u.origin}${u.pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...Object.fromEntries(u.searchParams), decision }),
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

async function connect(caller: Caller) {
  const { url } = await caller.accounting.startQuickBooksConnect();
  const back = await consent(url, "connect");
  return caller.accounting.completeQuickBooksConnect({
    code: back.searchParams.get("code")!,
    state: back.searchParams.get("state")!,
    realmId: back.searchParams.get("realmId")!,
  });
}

async function tokenRow() {
  return (await poolOf(db.payload).query(`SELECT realm_id, refresh_token_enc, access_token_enc FROM accounting_tokens WHERE provider = 'quickbooks'`))
    .rows[0] as { realm_id: string; refresh_token_enc: string; access_token_enc: string | null } | undefined;
}

/** A student buys the book with the sandbox card; the jobs queue runs the accounting sync: the order's sync status. */
async function buyAndSync() {
  const { orderId } = await buyWithTestCard(db, book, { email: `connect${++n}@shop.test`, firstName: "Cora", lastName: `Connect${n}` });
  await runCommerceJobs(db.payload);
  const { rows } = await poolOf(db.payload).query(
    `SELECT qb_sync_status_status AS status, qb_sync_status_qb_id AS qb_id, qb_sync_status_error AS error FROM orders WHERE id = $1`,
    [orderId],
  );
  return { orderId, ...rows[0] } as { orderId: number; status: string | null; qb_id: string | null; error: string | null };
}

beforeAll(async () => {
  db = await openTestDb();
  setPaymentGateway(new SandboxGateway({ timeoutMs: 100 }));
  qbo = await startLocalQuickBooks();
  // No QBO_REALM_ID and no QBO_REFRESH_TOKEN: the company comes from the admin's connection only.
  config = readQuickBooksConfig({
    ACCOUNTING: "quickbooks",
    QBO_CLIENT_ID: qbo.clientId,
    QBO_CLIENT_SECRET: qbo.clientSecret,
    QBO_API_URL: qbo.base,
    QBO_TOKEN_URL: `${qbo.base}/oauth2/v1/tokens/bearer`,
    QBO_AUTHORIZE_URL: `${qbo.base}/connect/oauth2`,
    QBO_REVOKE_URL: `${qbo.base}/oauth2/v1/tokens/revoke`,
    QBO_ITEM_ID: "1",
    QBO_REFUND_ACCOUNT_ID: "35",
    PUBLIC_URL: "https://learn.example.test",
  })!;
  setQuickBooksConfig(config);
  setAccountingSync(new QuickBooksSync(db.payload, config));
  await poolOf(db.payload).query(`DELETE FROM accounting_tokens`);
  admin = await db.createUser({ email: "connect-admin@shop.test", role: "admin" });
  book = (await db.payload.create({ collection: "products", overrideAccess: true, depth: 0, data: { title: "Connected Biology", price: 40, currency: "CAD" } }))
    .id;
}, 120_000);
afterAll(async () => {
  setAccountingSync(undefined);
  setQuickBooksConfig(undefined);
  await qbo?.stop();
  await db?.close();
});

describe("issue 27 item 3: the admin connects QuickBooks Online (intuit-oauth)", () => {
  it("issue 27: not connected, a paid order's sync fails with an actionable error; the admin connects through Intuit's authorize URL and the callback stores the tokens encrypted with the company", async () => {
    const a = await db.callerAs(admin);
    expect(await a.accounting.quickBooksConnection()).toEqual({
      configured: true,
      environment: "sandbox",
      connected: false,
      realmId: null,
      connectedAt: null,
      refreshExpiresAt: null,
      redirectUri: "https://learn.example.test/quickbooks/callback",
    });
    const before = await buyAndSync();
    expect(before).toMatchObject({ status: "ERROR", qb_id: null });
    expect(before.error).toMatch(/^QuickBooks is not connected: connect a company in the dashboard's Accounting tab/);

    const { url } = await a.accounting.startQuickBooksConnect();
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`${qbo.base}/connect/oauth2`);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      response_type: "code",
      client_id: qbo.clientId,
      scope: "com.intuit.quickbooks.accounting",
      redirect_uri: "https://learn.example.test/quickbooks/callback",
      state: expect.any(String),
    });
    const back = await consent(url, "connect");
    expect(`${back.origin}${back.pathname}`).toBe("https://learn.example.test/quickbooks/callback");
    const view = await a.accounting.completeQuickBooksConnect({
      code: back.searchParams.get("code")!,
      state: back.searchParams.get("state")!,
      realmId: back.searchParams.get("realmId")!,
    });
    expect(view).toMatchObject({
      configured: true,
      connected: true,
      realmId: qbo.realmId,
      connectedAt: expect.any(String),
      refreshExpiresAt: expect.any(String),
    });
    // Stored encrypted: neither token in clear; the refresh token is the one Intuit issued.
    const row = (await tokenRow())!;
    expect(row.realm_id).toBe(qbo.realmId);
    const refresh = decryptSecret(row.refresh_token_enc);
    expect(qbo.refreshTokens.has(refresh)).toBe(true);
    expect(row.refresh_token_enc).not.toContain(refresh);
    expect(row.access_token_enc).not.toBeNull();
    expect(JSON.stringify(await a.accounting.quickBooksConnection())).not.toContain(refresh);

    // A paid order now reaches the connected company (the API path names its realmId; another answers 403).
    const after = await buyAndSync();
    expect(after).toMatchObject({ status: "SUCCESS", error: null });
    const receipt = qbo.salesReceipts.find((r) => r.DocNumber === `BT-${after.orderId}`);
    expect(receipt?.Id).toBe(after.qb_id);
    // The code exchange gave an access token: no refresh was needed for these calls.
    expect(qbo.tokenRefreshes).toBe(0);
  });

  it("issue 27: Intuit's answer is refused for another session, a tampered or expired state, a code used twice and a non-numeric company; nothing is stored", async () => {
    await poolOf(db.payload).query(`DELETE FROM accounting_tokens`);
    const a = await db.callerAs(admin);
    const other = await db.callerAs(admin); // the same admin in another browser: another session
    const { url } = await a.accounting.startQuickBooksConnect();
    const back = await consent(url, "connect");
    const answer = { code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, realmId: back.searchParams.get("realmId")! };
    expect(await errorOf(other.accounting.completeQuickBooksConnect(answer))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/not for this session/),
    });
    expect(await errorOf(a.accounting.completeQuickBooksConnect({ ...answer, state: `${answer.state.slice(0, -2)}xx` }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    const session = (await poolOf(db.payload).query(`SELECT public_id FROM sessions ORDER BY id DESC LIMIT 2`)).rows.map((r) => r.public_id as string);
    const expired = connectState(session[1]!, Date.now() - 16 * 60_000);
    expect(await errorOf(a.accounting.completeQuickBooksConnect({ ...answer, state: expired }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await errorOf(a.accounting.completeQuickBooksConnect({ ...answer, realmId: "../1" }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await tokenRow()).toBeUndefined();
    // The right session: connected; the same answer again is refused (its state was used) and the connection stays.
    expect(await a.accounting.completeQuickBooksConnect(answer)).toMatchObject({ connected: true });
    const stored = (await tokenRow())!.refresh_token_enc;
    expect(await errorOf(a.accounting.completeQuickBooksConnect(answer))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/already used/),
    });
    expect((await tokenRow())!.refresh_token_enc).toBe(stored);
    // Cancel at Intuit: the callback gets error=access_denied and the state, no code.
    const { url: again } = await a.accounting.startQuickBooksConnect();
    const canceled = await consent(again, "cancel");
    expect(canceled.searchParams.get("error")).toBe("access_denied");
    expect(canceled.searchParams.get("code")).toBeNull();
  });

  it("issue 44 finding 5: a state works once: a second callback with it (a fresh code, another company) is refused with a typed error and the connection is unchanged", async () => {
    await poolOf(db.payload).query(`DELETE FROM accounting_tokens`);
    const a = await db.callerAs(admin);
    const { url } = await a.accounting.startQuickBooksConnect();
    const first = await consent(url, "connect");
    // The same authorize URL (the same state) consented again, for another company: a fresh, valid code.
    const company = qbo.realmId;
    qbo.realmId = "9130350000000002";
    let second: URL;
    try {
      second = await consent(url, "connect");
    } finally {
      qbo.realmId = company;
    }
    expect(second.searchParams.get("state")).toBe(first.searchParams.get("state"));
    expect(second.searchParams.get("code")).not.toBe(first.searchParams.get("code"));
    const answerOf = (back: URL) => ({
      code: back.searchParams.get("code")!,
      state: back.searchParams.get("state")!,
      realmId: back.searchParams.get("realmId")!,
    });
    expect(await a.accounting.completeQuickBooksConnect(answerOf(first))).toMatchObject({ connected: true, realmId: company });
    const before = await tokenRow();
    expect(await errorOf(a.accounting.completeQuickBooksConnect(answerOf(second)))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/already used/),
    });
    expect(await tokenRow()).toEqual(before);
    expect(before!.realm_id).toBe(company);
    // Two callbacks with one state at once: exactly one connects.
    const { url: url2 } = await a.accounting.startQuickBooksConnect();
    const [x, y] = [await consent(url2, "connect"), await consent(url2, "connect")];
    const results = await Promise.all([x, y].map((back) => errorOf(a.accounting.completeQuickBooksConnect(answerOf(back)))));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/already used/) });
  });

  it("issue 27: disconnect revokes the refresh token at Intuit and forgets both tokens; the next sync says to connect again", async () => {
    const a = await db.callerAs(admin);
    await connect(a);
    const refresh = decryptSecret((await tokenRow())!.refresh_token_enc);
    expect(await a.accounting.disconnectQuickBooks()).toMatchObject({ connected: false, realmId: null, revoked: true });
    expect(qbo.revoked).toContain(refresh);
    expect(qbo.refreshTokens.has(refresh)).toBe(false);
    expect(await tokenRow()).toBeUndefined();
    const order = await buyAndSync();
    expect(order.status).toBe("ERROR");
    expect(order.error).toMatch(/^QuickBooks is not connected/);
  });

  it("issue 50: connecting and disconnecting QuickBooks each write one audit row with the admin and the address", async () => {
    const pool = poolOf(db.payload);
    const since = Number((await pool.query(`SELECT coalesce(max(id), 0) AS n FROM audit_events`)).rows[0]!.n);
    const a = await db.callerAs(admin, { ip: "198.51.100.61" });
    await connect(a);
    await a.accounting.disconnectQuickBooks();
    const { rows } = await pool.query(
      `SELECT action, actor_id::int AS actor_id, ip, target_type, target_id, summary FROM audit_events WHERE id > $1 AND action LIKE 'accounting.%' ORDER BY id`,
      [since],
    );
    expect(rows.map((r) => r.action)).toEqual(["accounting.connected", "accounting.disconnected"]);
    for (const r of rows) expect(r).toMatchObject({ actor_id: admin.id, ip: "198.51.100.61", target_type: "accounting", target_id: "quickbooks" });
    expect(rows[1]!.summary).toMatchObject({ hadConnection: true, revoked: true });
    expect(JSON.stringify(rows)).not.toMatch(/token/i);
  });

  it("issue 27: without ACCOUNTING=quickbooks the screen says so and connecting is refused with what to set", async () => {
    setQuickBooksConfig(null);
    try {
      const a = await db.callerAs(admin);
      expect(await a.accounting.quickBooksConnection()).toMatchObject({ configured: false, connected: false, redirectUri: null });
      expect(await errorOf(a.accounting.startQuickBooksConnect())).toMatchObject({
        code: "PRECONDITION_FAILED",
        message: expect.stringMatching(/ACCOUNTING=quickbooks with QBO_CLIENT_ID and QBO_CLIENT_SECRET/),
      });
    } finally {
      setQuickBooksConfig(config);
    }
  });
});
