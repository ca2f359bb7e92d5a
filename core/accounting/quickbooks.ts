import OAuthClient from "intuit-oauth";
import type { Payload } from "payload";
import { inTransaction, poolOf } from "#core/db/pool";
import type { AccountingOrder, AccountingSync } from "#core/commerce/accountingSync";
import { decryptSecret, encryptSecret, SecretUnreadable } from "#core/lti/secrets";

/**
 * QuickBooks Online behind the AccountingSync interface (issue 27, docs/payments.md). Tokens through Intuit's
 * official OAuth 2.0 client (`intuit-oauth`): the refresh token is kept encrypted in `accounting_tokens`
 * (AES-256-GCM like LTI secrets, core/lti/secrets.ts) and replaced by each refresh's answer (Intuit rotates it).
 * The accounting API (v3, JSON): the customer found by e-mail or created, a SalesReceipt per paid order and a
 * RefundReceipt per refund, each found first by its DocNumber and created with a `requestid` (QuickBooks'
 * idempotency), so a retry after a lost answer books nothing twice. A 401 refreshes the token once; a 429 or a
 * 5xx throws, and the jobs queue retries with backoff (core/commerce/jobs.ts).
 */
export type QuickBooksConfig = {
  clientId: string;
  clientSecret: string;
  /** The company (QBO_REALM_ID) when set; otherwise the one an admin connected (stored with the tokens). */
  realmId: string | null;
  environment: "sandbox" | "production";
  /** The first refresh token (from Intuit's OAuth playground); the admin's "Connect to QuickBooks" stores one too. */
  refreshToken: string | null;
  /** Where Intuit sends the admin back after the consent (registered in the Intuit app): PUBLIC_URL/quickbooks/callback. */
  redirectUri: string;
  /** Intuit's authorize and revoke endpoints (the local test server in tests); null: Intuit's own. */
  authorizeUrl: string | null;
  revokeUrl: string | null;
  /** Accounting API base, e.g. https://quickbooks.api.intuit.com (the local test server in tests). */
  apiBase: string;
  /** Intuit's token endpoint (the local test server in tests). */
  tokenUrl: string | null;
  /** The QuickBooks Item sold on every line ("Online sales"), the tax Item, and the refunds' bank account. */
  itemId: string;
  taxItemId: string | null;
  refundAccountId: string;
  timeoutMs: number;
};

export class QuickBooksError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = "QuickBooksError";
  }
}

const PROVIDER = "quickbooks";
const money = (cents: number) => Math.round(cents) / 100;
const qboString = (s: string) => s.replace(/\\/g, "\\\\").replace(/'/g, "\\'");

export function readQuickBooksConfig(source: Record<string, string | undefined> = process.env): QuickBooksConfig | null {
  if ((source.ACCOUNTING ?? "file").toLowerCase() !== "quickbooks") return null;
  const need = ["QBO_CLIENT_ID", "QBO_CLIENT_SECRET", "QBO_ITEM_ID", "QBO_REFUND_ACCOUNT_ID"].filter((k) => !source[k]);
  if (need.length) throw new Error(`ACCOUNTING=quickbooks needs ${need.join(", ")} (docs/payments.md)`);
  const environment = source.QBO_ENVIRONMENT === "production" ? "production" : "sandbox";
  return {
    clientId: source.QBO_CLIENT_ID!,
    clientSecret: source.QBO_CLIENT_SECRET!,
    realmId: source.QBO_REALM_ID || null,
    environment,
    refreshToken: source.QBO_REFRESH_TOKEN || null,
    redirectUri: source.QBO_REDIRECT_URI || `${(source.PUBLIC_URL || `http://localhost:${source.PORT || 3000}`).replace(/\/$/, "")}/quickbooks/callback`,
    authorizeUrl: source.QBO_AUTHORIZE_URL || null,
    revokeUrl: source.QBO_REVOKE_URL || null,
    apiBase: (source.QBO_API_URL || (environment === "production" ? "https://quickbooks.api.intuit.com" : "https://sandbox-quickbooks.api.intuit.com")).replace(
      /\/$/,
      "",
    ),
    tokenUrl: source.QBO_TOKEN_URL || null,
    itemId: source.QBO_ITEM_ID!,
    taxItemId: source.QBO_TAX_ITEM_ID || null,
    refundAccountId: source.QBO_REFUND_ACCOUNT_ID!,
    timeoutMs: Number(source.QBO_TIMEOUT_MS) || 30_000,
  };
}

let configured: QuickBooksConfig | null | undefined;

/** The process's QuickBooks configuration (ACCOUNTING=quickbooks), or null for the file adapter; read once. */
export function quickBooksConfig(): QuickBooksConfig | null {
  if (configured === undefined) configured = readQuickBooksConfig();
  return configured;
}

/** Tests point the process at the local QuickBooks (undefined: read the environment again). */
export function setQuickBooksConfig(c: QuickBooksConfig | null | undefined) {
  configured = c;
}

/** Intuit's OAuth 2.0 client (`intuit-oauth`) for this configuration; other endpoints than Intuit's when configured. */
export function quickBooksOAuth(config: QuickBooksConfig): OAuthClient {
  const client = new OAuthClient({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    environment: config.environment,
    redirectUri: config.redirectUri,
  });
  if (config.tokenUrl || config.authorizeUrl || config.revokeUrl)
    client.setAuthorizeURLs({
      authorizeEndpoint: config.authorizeUrl ?? "https://appcenter.intuit.com/connect/oauth2",
      tokenEndpoint: config.tokenUrl ?? "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer",
      revokeEndpoint: config.revokeUrl ?? "https://developer.api.intuit.com/v2/oauth2/tokens/revoke",
      userInfoEndpoint: "https://accounts.platform.intuit.com/v1/openid_connect/userinfo",
    });
  return client;
}

/** What is stored for the connected company (never the tokens themselves in this answer). */
export type QuickBooksStoredConnection = { realmId: string | null; connectedAt: string; updatedAt: string; refreshExpiresAt: string | null };

export async function storedQuickBooksConnection(payload: Payload): Promise<QuickBooksStoredConnection | null> {
  const { rows } = await poolOf(payload).query(
    `SELECT realm_id, created_at, updated_at, refresh_expires_at FROM accounting_tokens WHERE provider = $1 AND refresh_token_enc IS NOT NULL`,
    [PROVIDER],
  );
  const r = rows[0];
  if (!r) return null;
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    realmId: (r.realm_id as string | null) ?? null,
    connectedAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    refreshExpiresAt: iso(r.refresh_expires_at),
  };
}

/**
 * The tokens of a company just connected (the answer to the authorization code), encrypted; a new connection
 * replaces the previous company's row whole.
 */
export async function storeQuickBooksConnection(
  payload: Payload,
  t: { realmId: string; refreshToken: string; accessToken: string | null; expiresIn: number; refreshExpiresIn: number },
): Promise<void> {
  await poolOf(payload).query(
    `INSERT INTO accounting_tokens (provider, realm_id, refresh_token_enc, access_token_enc, access_expires_at, refresh_expires_at)
     VALUES ($1, $2, $3, $4, now() + ($5 || ' seconds')::interval, now() + ($6 || ' seconds')::interval)
     ON CONFLICT (provider) DO UPDATE SET realm_id = EXCLUDED.realm_id, refresh_token_enc = EXCLUDED.refresh_token_enc,
            access_token_enc = EXCLUDED.access_token_enc, access_expires_at = EXCLUDED.access_expires_at,
            refresh_expires_at = EXCLUDED.refresh_expires_at, created_at = now(), updated_at = now()`,
    [
      PROVIDER,
      t.realmId,
      encryptSecret(t.refreshToken),
      t.accessToken ? encryptSecret(t.accessToken) : null,
      String(t.accessToken ? t.expiresIn : 0),
      String(t.refreshExpiresIn),
    ],
  );
}

/** The stored refresh token (to revoke it), then the row removed: the company is disconnected. */
export async function removeQuickBooksConnection(payload: Payload): Promise<string | null> {
  const { rows } = await poolOf(payload).query(`DELETE FROM accounting_tokens WHERE provider = $1 RETURNING refresh_token_enc`, [PROVIDER]);
  const enc = rows[0]?.refresh_token_enc as string | undefined;
  if (!enc) return null;
  try {
    return decryptSecret(enc);
  } catch (err) {
    // Encrypted with another key (issue 44 finding 2): forgotten here, not revocable (the admin can disconnect in QuickBooks).
    if (err instanceof SecretUnreadable) return null;
    throw err;
  }
}

type Stored = { accessToken: string | null; accessExpiresAt: number; refreshToken: string; realmId: string | null };

export class QuickBooksSync implements AccountingSync {
  readonly name = "quickbooks";
  /** Calls made (tests count refreshes and retries). */
  refreshes = 0;

  constructor(private readonly payload: Payload, readonly config: QuickBooksConfig) {}

  private oauth(): OAuthClient {
    return quickBooksOAuth(this.config);
  }

  /** Stores a refresh token (the connect step, or QBO_REFRESH_TOKEN on first use), encrypted. */
  async storeRefreshToken(refreshToken: string): Promise<void> {
    await poolOf(this.payload).query(
      `INSERT INTO accounting_tokens (provider, realm_id, refresh_token_enc, access_token_enc, access_expires_at) VALUES ($1, $2, $3, NULL, NULL)
       ON CONFLICT (provider) DO UPDATE SET realm_id = EXCLUDED.realm_id, refresh_token_enc = EXCLUDED.refresh_token_enc, access_token_enc = NULL,
              access_expires_at = NULL, updated_at = now()`,
      [PROVIDER, this.config.realmId, encryptSecret(refreshToken)],
    );
  }

  private async stored(): Promise<Stored | null> {
    const { rows } = await poolOf(this.payload).query(
      `SELECT realm_id, refresh_token_enc, access_token_enc, access_expires_at FROM accounting_tokens WHERE provider = $1`,
      [PROVIDER],
    );
    const r = rows[0];
    if (!r?.refresh_token_enc) return null;
    return {
      refreshToken: decryptSecret(r.refresh_token_enc as string),
      accessToken: r.access_token_enc ? decryptSecret(r.access_token_enc as string) : null,
      accessExpiresAt: r.access_expires_at ? new Date(r.access_expires_at as string).getTime() : 0,
      realmId: (r.realm_id as string | null) ?? null,
    };
  }

  /** The company the calls go to: the connected one (stored), else QBO_REALM_ID. */
  private async realm(): Promise<string> {
    const realm = (await this.stored())?.realmId ?? this.config.realmId;
    if (!realm) throw new QuickBooksError("QuickBooks is not connected: connect a company in the dashboard's Accounting tab (docs/payments.md).", 0);
    return realm;
  }

  /** A valid access token: the stored one while it has a minute left, else a refresh (one at a time across instances). */
  async accessToken(force = false): Promise<string> {
    let s = await this.stored();
    if (!s && this.config.refreshToken) {
      await this.storeRefreshToken(this.config.refreshToken);
      s = await this.stored();
    }
    if (!s)
      throw new QuickBooksError(
        "QuickBooks is not connected: connect a company in the dashboard's Accounting tab, or set QBO_REFRESH_TOKEN (docs/payments.md).",
        0,
      );
    if (!force && s.accessToken && s.accessExpiresAt > Date.now() + 60_000) return s.accessToken;
    return inTransaction(this.payload, async (tx) => {
      const { rows } = await tx.query(
        `SELECT refresh_token_enc, access_token_enc, access_expires_at, updated_at FROM accounting_tokens WHERE provider = $1 FOR UPDATE`,
        [PROVIDER],
      );
      const row = rows[0]!;
      // Another job refreshed while this one waited for the lock: use its token.
      if (!force && row.access_token_enc && new Date(row.access_expires_at as string).getTime() > Date.now() + 60_000)
        return decryptSecret(row.access_token_enc as string);
      this.refreshes++;
      let json: { access_token?: string; refresh_token?: string; expires_in?: number; x_refresh_token_expires_in?: number };
      try {
        const res = await this.oauth().refreshUsingToken(decryptSecret(row.refresh_token_enc as string));
        json = res.getJson() as typeof json;
      } catch (err) {
        const e = err as { authResponse?: { json?: { error?: string } }; error?: string; message?: string };
        throw new QuickBooksError(`QuickBooks token refresh failed: ${e.authResponse?.json?.error ?? e.error ?? e.message ?? "unknown error"}`, 401);
      }
      if (!json.access_token || !json.refresh_token) throw new QuickBooksError("QuickBooks token refresh answered no token.", 401);
      await tx.query(
        `UPDATE accounting_tokens SET refresh_token_enc = $2, access_token_enc = $3, access_expires_at = now() + ($4 || ' seconds')::interval,
                refresh_expires_at = now() + ($5 || ' seconds')::interval, updated_at = now() WHERE provider = $1`,
        [
          PROVIDER,
          encryptSecret(json.refresh_token),
          encryptSecret(json.access_token),
          String(json.expires_in ?? 3600),
          String(json.x_refresh_token_expires_in ?? 8_726_400),
        ],
      );
      return json.access_token;
    });
  }

  /** One accounting API call; a 401 refreshes the token and tries once more. */
  async api<T>(method: "GET" | "POST", path: string, opts: { query?: Record<string, string>; body?: unknown } = {}, retried = false): Promise<T> {
    const token = await this.accessToken(retried);
    const url = new URL(`${this.config.apiBase}/v3/company/${encodeURIComponent(await this.realm())}/${path}`);
    url.searchParams.set("minorversion", "75");
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: "application/json", ...(opts.body ? { "content-type": "application/json" } : {}) },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      throw new QuickBooksError(`QuickBooks is unreachable (${(err as Error).name === "TimeoutError" ? "timeout" : (err as Error).message})`, 0);
    }
    if (res.status === 401 && !retried) return this.api<T>(method, path, opts, true);
    const text = await res.text();
    if (!res.ok) {
      if (res.status === 429) throw new QuickBooksError("QuickBooks rate limit reached (429): retried later", 429);
      let detail = text.slice(0, 300);
      try {
        const j = JSON.parse(text) as {
          Fault?: { Error?: { Message?: string; Detail?: string; code?: string }[] };
          fault?: { error?: { message?: string; detail?: string }[] };
        };
        const e = j.Fault?.Error?.[0];
        const f = j.fault?.error?.[0];
        detail = e
          ? `${e.Message ?? ""}${e.Detail ? `: ${e.Detail}` : ""}${e.code ? ` (code ${e.code})` : ""}`
          : f
          ? `${f.message ?? ""} ${f.detail ?? ""}`.trim()
          : detail;
      } catch {
        /* not JSON */
      }
      throw new QuickBooksError(`QuickBooks refused the request (${res.status}): ${detail}`, res.status);
    }
    return JSON.parse(text) as T;
  }

  private query<T>(entity: string, where: string): Promise<T[]> {
    return this.api<{ QueryResponse: Record<string, T[] | undefined> }>("GET", "query", { query: { query: `select * from ${entity} where ${where}` } }).then(
      (r) => r.QueryResponse[entity] ?? [],
    );
  }

  /** The customer by e-mail, or a new one (DisplayName must be unique in QuickBooks: the name and the e-mail). */
  async customerFor(order: AccountingOrder): Promise<string> {
    const found = await this.query<{ Id: string }>("Customer", `PrimaryEmailAddr = '${qboString(order.email)}'`);
    if (found[0]) return found[0].Id;
    const name = order.customer && order.customer !== order.email ? order.customer : "";
    const created = await this.api<{ Customer: { Id: string } }>("POST", "customer", {
      query: { requestid: `customer-${order.email}`.slice(0, 50) },
      body: {
        DisplayName: (name ? `${name} <${order.email}>` : order.email).slice(0, 500),
        PrimaryEmailAddr: { Address: order.email },
        ...(name ? { GivenName: name.split(" ")[0]?.slice(0, 100), FamilyName: name.split(" ").slice(1).join(" ").slice(0, 100) || undefined } : {}),
      },
    });
    return created.Customer.Id;
  }

  /** The receipt's lines: each product at its price, the coupon as a discount line, our tax as a line of the tax item. */
  lines(order: AccountingOrder) {
    const lines: unknown[] = order.lines.map((l, i) => ({
      LineNum: i + 1,
      Description: l.productName,
      Amount: money(l.priceCents * l.quantity),
      DetailType: "SalesItemLineDetail",
      SalesItemLineDetail: { ItemRef: { value: this.config.itemId }, Qty: l.quantity, UnitPrice: money(l.priceCents) },
    }));
    if (order.discountCents > 0)
      lines.push({
        Amount: money(order.discountCents),
        Description: order.couponCode ? `Coupon ${order.couponCode}` : "Discount",
        DetailType: "DiscountLineDetail",
        DiscountLineDetail: { PercentBased: false },
      });
    if (order.taxCents > 0)
      lines.push({
        Description: "Sales tax (BioText tax table)",
        Amount: money(order.taxCents),
        DetailType: "SalesItemLineDetail",
        SalesItemLineDetail: { ItemRef: { value: this.config.taxItemId ?? this.config.itemId }, Qty: 1, UnitPrice: money(order.taxCents) },
      });
    return lines;
  }

  async syncOrder(order: AccountingOrder): Promise<{ externalId: string }> {
    const doc = `BT-${order.orderId}`;
    const existing = await this.query<{ Id: string }>("SalesReceipt", `DocNumber = '${doc}'`);
    if (existing[0]) return { externalId: existing[0].Id };
    const customer = await this.customerFor(order);
    const r = await this.api<{ SalesReceipt: { Id: string } }>("POST", "salesreceipt", {
      query: { requestid: `salesreceipt-${order.orderId}` },
      body: {
        DocNumber: doc,
        TxnDate: (order.paidAt ?? order.date).slice(0, 10),
        CustomerRef: { value: customer },
        CurrencyRef: { value: order.currency },
        BillEmail: { Address: order.email },
        PaymentRefNum: order.payment.reference?.slice(0, 21) ?? undefined,
        PrivateNote: `BioText order ${order.orderId}${order.payment.reference ? `, payment ${order.payment.reference}` : ""}`,
        Line: this.lines(order),
      },
    });
    return { externalId: r.SalesReceipt.Id };
  }

  async syncRefund(order: AccountingOrder & { refund: { reference: string | null; refundedAt: string | null } }): Promise<{ externalId: string }> {
    const doc = `BT-R-${order.orderId}`;
    const existing = await this.query<{ Id: string }>("RefundReceipt", `DocNumber = '${doc}'`);
    if (existing[0]) return { externalId: existing[0].Id };
    const customer = await this.customerFor(order);
    const r = await this.api<{ RefundReceipt: { Id: string } }>("POST", "refundreceipt", {
      query: { requestid: `refundreceipt-${order.orderId}` },
      body: {
        DocNumber: doc,
        TxnDate: (order.refund.refundedAt ?? new Date().toISOString()).slice(0, 10),
        CustomerRef: { value: customer },
        CurrencyRef: { value: order.currency },
        DepositToAccountRef: { value: this.config.refundAccountId },
        PaymentRefNum: order.refund.reference?.slice(0, 21) ?? undefined,
        PrivateNote: `Refund of BioText order ${order.orderId}${order.refund.reference ? `, refund ${order.refund.reference}` : ""}`,
        Line: this.lines(order),
      },
    });
    return { externalId: r.RefundReceipt.Id };
  }

  /**
   * Reconciliation: the receipts of one kind with these DocNumbers, whatever their day (a SalesReceipt is dated the
   * day of the payment, a RefundReceipt the day of the refund, not the order's); 100 a query (QuickBooks' default page).
   */
  async receiptsNumbered(kind: Receipt["kind"], docNumbers: readonly string[]): Promise<Receipt[]> {
    const out: Receipt[] = [];
    for (let i = 0; i < docNumbers.length; i += 100) {
      const list = docNumbers.slice(i, i + 100).map((d) => `'${qboString(d)}'`);
      for (const r of await this.query<ReceiptRow>(kind, `DocNumber IN (${list.join(", ")})`)) out.push(receiptOf(kind, r));
    }
    return out;
  }
}

type Receipt = { kind: "SalesReceipt" | "RefundReceipt"; id: string; docNumber: string; total: number };
type ReceiptRow = { Id: string; DocNumber?: string; TotalAmt?: number };
const receiptOf = (kind: Receipt["kind"], r: ReceiptRow): Receipt => ({
  kind,
  id: r.Id,
  docNumber: r.DocNumber ?? "",
  total: Math.round((r.TotalAmt ?? 0) * 100),
});
