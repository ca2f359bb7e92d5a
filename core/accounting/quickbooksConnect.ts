import crypto from "node:crypto";
import { recordAudit } from "#core/audit/record";
import OAuthClient from "intuit-oauth";
import type { Payload } from "payload";
import { poolOf } from "#core/db/pool";
import type { AuthedContext } from "#core/context";
import { env } from "#core/env";
import { Invalid, Precondition } from "#core/errors";
import {
  quickBooksConfig,
  quickBooksOAuth,
  removeQuickBooksConnection,
  storedQuickBooksConnection,
  storeQuickBooksConnection,
  type QuickBooksConfig,
} from "#core/accounting/quickbooks";

/**
 * The admin's QuickBooks Online connection (issue 27, docs/payments.md "Accounting: QuickBooks Online"): Intuit's
 * OAuth 2.0 authorization-code flow through `intuit-oauth`. The admin starts it from the dashboard's Accounting tab
 * (a POST answers Intuit's authorize URL with a `state` bound to the admin's session), consents at Intuit, and Intuit
 * sends the browser back to /quickbooks/callback with the code, the state and the company (realmId). That page's GET
 * changes nothing: it POSTs completeQuickBooksConnect, which checks the state and uses it up (it works once), exchanges
 * the code for the tokens and stores them encrypted (AES-256-GCM, as LTI secrets). Disconnect revokes the refresh
 * token at Intuit and forgets it.
 */
export type QuickBooksConnectionView = {
  /** ACCOUNTING=quickbooks with its client id and secret: connecting is possible. */
  configured: boolean;
  environment: "sandbox" | "production" | null;
  connected: boolean;
  realmId: string | null;
  connectedAt: string | null;
  /** When Intuit stops accepting the refresh token (about 100 days after the last refresh) unless used before. */
  refreshExpiresAt: string | null;
  /** The redirect URI to register in the Intuit app (shown to the admin). */
  redirectUri: string | null;
};

const STATE_TTL_MS = 15 * 60_000;

function requireConfig(): QuickBooksConfig {
  const config = quickBooksConfig();
  if (!config)
    throw new Precondition(
      "accounting.notQuickBooks",
      "QuickBooks Online is not configured on this server: set ACCOUNTING=quickbooks with QBO_CLIENT_ID and QBO_CLIENT_SECRET (docs/payments.md).",
    );
  return config;
}

const stateKey = () => crypto.createHmac("sha256", env().PAYLOAD_SECRET).update("quickbooks connect state v1").digest();

/** `<expiry>.<nonce>.<HMAC of session, expiry, nonce>`: good for this session for 15 minutes. */
export function connectState(sessionPublicId: string, now = Date.now()): string {
  const body = `${(now + STATE_TTL_MS).toString(36)}.${crypto.randomBytes(12).toString("base64url")}`;
  const mac = crypto.createHmac("sha256", stateKey()).update(`${sessionPublicId}|${body}`).digest("base64url");
  return `${body}.${mac}`;
}

export function stateIsValid(state: string, sessionPublicId: string, now = Date.now()): boolean {
  const parts = state.split(".");
  if (parts.length !== 3) return false;
  const [expiry, nonce, mac] = parts as [string, string, string];
  const want = crypto.createHmac("sha256", stateKey()).update(`${sessionPublicId}|${expiry}.${nonce}`).digest();
  const got = Buffer.from(mac, "base64url");
  if (got.length !== want.length || !crypto.timingSafeEqual(got, want)) return false;
  return parseInt(expiry, 36) > now;
}

/**
 * Marks a valid state used (issue 44 finding 3: a state worked twice, and its second use connected another company):
 * true the first time only. One INSERT … ON CONFLICT DO NOTHING RETURNING into the replay guard of one-time values
 * (lti_nonces, key `qbo-state:<nonce>`, kept until the state's own expiry), so two callbacks at once cannot both win.
 */
async function consumeState(payload: Payload, state: string, now = Date.now()): Promise<boolean> {
  const [expiry, nonce] = state.split(".") as [string, string];
  const pool = poolOf(payload);
  const at = new Date(now).toISOString();
  await pool.query(`DELETE FROM lti_nonces WHERE key LIKE 'qbo-state:%' AND expires_at < $1`, [at]);
  const { rows } = await pool.query(
    `INSERT INTO lti_nonces (key, expires_at, updated_at, created_at) VALUES ($1, $2, $3, $3) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [`qbo-state:${nonce}`, new Date(parseInt(expiry, 36)).toISOString(), at],
  );
  return rows.length === 1;
}

export async function quickBooksConnection(ctx: AuthedContext): Promise<QuickBooksConnectionView> {
  const config = quickBooksConfig();
  const stored = await storedQuickBooksConnection(ctx.payload);
  return {
    configured: Boolean(config),
    environment: config?.environment ?? null,
    connected: Boolean(stored),
    realmId: stored?.realmId ?? null,
    connectedAt: stored?.connectedAt ?? null,
    refreshExpiresAt: stored?.refreshExpiresAt ?? null,
    redirectUri: config?.redirectUri ?? null,
  };
}

/** Intuit's authorize URL for the accounting scope, with a state only this admin's session can bring back. */
export function startQuickBooksConnect(ctx: AuthedContext): { url: string } {
  const config = requireConfig();
  const url = quickBooksOAuth(config).authorizeUri({ scope: [OAuthClient.scopes.Accounting], state: connectState(ctx.session.publicId) });
  return { url };
}

/** Intuit's answer brought back by the callback page: the code exchanged for the tokens, stored encrypted. */
export async function completeQuickBooksConnect(
  ctx: AuthedContext,
  input: { code: string; state: string; realmId: string },
): Promise<QuickBooksConnectionView> {
  const config = requireConfig();
  if (!stateIsValid(input.state, ctx.session.publicId))
    throw new Invalid("accounting.badState", "This QuickBooks answer is not for this session or came too late: connect again from the Accounting tab.");
  if (!/^\d{1,32}$/.test(input.realmId)) throw new Invalid("accounting.badRealm", "QuickBooks did not name a company (realmId).");
  // Single use, before the code is exchanged: a second callback with this state changes nothing.
  if (!(await consumeState(ctx.payload, input.state)))
    throw new Invalid("accounting.stateUsed", "This QuickBooks answer was already used: connect again from the Accounting tab.");
  const oauth = quickBooksOAuth(config);
  let json: { access_token?: string; refresh_token?: string; expires_in?: number; x_refresh_token_expires_in?: number };
  try {
    const query = new URLSearchParams({ code: input.code, state: input.state, realmId: input.realmId });
    const res = await oauth.createToken(`${config.redirectUri}?${query.toString()}`);
    json = res.getJson() as typeof json;
  } catch (err) {
    const e = err as { authResponse?: { json?: { error?: string } }; error?: string; message?: string };
    const reason = e.authResponse?.json?.error ?? e.error ?? e.message ?? "unknown error";
    ctx.payload.logger.warn({ reason }, "QuickBooks connection refused by Intuit");
    throw new Invalid("accounting.connectFailed", `QuickBooks refused the connection (${reason}): connect again from the Accounting tab.`);
  }
  if (!json.refresh_token) throw new Invalid("accounting.connectFailed", "QuickBooks answered no refresh token: connect again from the Accounting tab.");
  await storeQuickBooksConnection(ctx.payload, {
    realmId: input.realmId,
    refreshToken: json.refresh_token,
    accessToken: json.access_token ?? null,
    expiresIn: json.expires_in ?? 3600,
    refreshExpiresIn: json.x_refresh_token_expires_in ?? 8_726_400,
  });
  ctx.payload.logger.info({ realmId: input.realmId, by: ctx.user.id }, "QuickBooks company connected");
  await recordAudit(ctx, ctx, {
    action: "accounting.connected",
    target: { type: "accounting", id: "quickbooks" },
    summary: { after: { realmId: input.realmId } },
  });
  return quickBooksConnection(ctx);
}

/**
 * Forgets the stored tokens and revokes the refresh token at Intuit. Intuit unreachable: the tokens are forgotten
 * anyway (the answer says the revocation did not happen; the admin can also disconnect the app in QuickBooks).
 */
export async function disconnectQuickBooks(ctx: AuthedContext): Promise<QuickBooksConnectionView & { revoked: boolean }> {
  const config = requireConfig();
  const refreshToken = await removeQuickBooksConnection(ctx.payload);
  let revoked = false;
  if (refreshToken) {
    try {
      await quickBooksOAuth(config).revoke({ refresh_token: refreshToken });
      revoked = true;
    } catch (err) {
      ctx.payload.logger.warn({ reason: (err as Error).message }, "QuickBooks token not revoked at Intuit (forgotten here)");
    }
  }
  ctx.payload.logger.info({ by: ctx.user.id, revoked }, "QuickBooks company disconnected");
  await recordAudit(ctx, ctx, {
    action: "accounting.disconnected",
    target: { type: "accounting", id: "quickbooks" },
    summary: { hadConnection: Boolean(refreshToken), revoked },
  });
  return { ...(await quickBooksConnection(ctx)), revoked };
}
