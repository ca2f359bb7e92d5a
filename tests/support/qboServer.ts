/**
 * A local stand-in for QuickBooks Online and Intuit's OAuth 2.0 token endpoint on loopback (issue 27). Shapes as
 * Intuit documents them (tests/fixtures/quickbooks/*.json notes the sources):
 * - GET /connect/oauth2 (Intuit's authorize endpoint: response_type=code, client_id, scope, redirect_uri, state): the
 *   consent page (the company's name and realmId, "Connect" and "Cancel"); Connect redirects to redirect_uri with
 *   code, state and realmId, Cancel with error=access_denied and the state (Intuit's documented answers).
 * - POST /oauth2/v1/tokens/bearer (Basic client_id:client_secret): grant_type=authorization_code (a code given by
 *   the consent, once, with the same redirect_uri) or grant_type=refresh_token: an access token (expires_in 3600) and
 *   a (rotated) refresh token; an unknown code or refresh token answers 400 {"error":"invalid_grant"}.
 * - POST /oauth2/v1/tokens/revoke (Basic, JSON {"token"}): the refresh token and its access tokens stop working; 200.
 * - GET /v3/company/:realm/query?query=select * from <Entity> where <Field> = '<value>' (or IN ('<a>', '<b>'))  → {QueryResponse:{<Entity>:[…]}}
 * - POST /v3/company/:realm/customer | salesreceipt | refundreceipt  → {<Entity>:{Id,…}, time}; `requestid` makes
 *   a repeated POST answer the first result (QuickBooks' idempotency).
 * - 401 {"fault":{"error":[{"message":"message=AuthenticationFailed; errorCode=003200; statusCode=401",…}],"type":"AUTHENTICATION"}}
 *   for an unknown or expired access token; `throttle(n)` answers the next n API calls 429 with a ThrottleExceeded Fault.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown>;

export class LocalQuickBooks {
  clientId = "qbo-test-client";
  clientSecret = "qbo-test-secret";
  realmId = "9130350000000001";
  readonly refreshTokens = new Set<string>();
  private accessTokens = new Map<string, number>();
  readonly customers: Obj[] = [];
  readonly salesReceipts: Obj[] = [];
  readonly refundReceipts: Obj[] = [];
  readonly requests: { method: string; path: string; status: number }[] = [];
  tokenRefreshes = 0;
  /** Tokens revoked through the revoke endpoint. */
  readonly revoked: string[] = [];
  private codes = new Map<string, { redirectUri: string }>();
  private throttleLeft = 0;
  private requestIds = new Map<string, { status: number; body: string }>();
  private nextId = 100;
  private server: http.Server;
  base = "";

  constructor() {
    this.server = http.createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }

  /** A server's QuickBooks settings (readQuickBooksConfig's input) with this company already connected. */
  connectedEnv(): Record<string, string> {
    return {
      ACCOUNTING: "quickbooks",
      QBO_CLIENT_ID: this.clientId,
      QBO_CLIENT_SECRET: this.clientSecret,
      QBO_REALM_ID: this.realmId,
      QBO_REFRESH_TOKEN: this.issueRefreshToken(),
      QBO_API_URL: this.base,
      QBO_TOKEN_URL: `${this.base}/oauth2/v1/tokens/bearer`,
      QBO_ITEM_ID: "1",
      QBO_TAX_ITEM_ID: "2",
      QBO_REFUND_ACCOUNT_ID: "35",
    };
  }

  /** A refresh token as the connect step would have given (the adapter stores it encrypted). */
  issueRefreshToken(): string {
    const t = `AB11${crypto.randomBytes(24).toString("hex")}`;
    this.refreshTokens.add(t);
    return t;
  }
  /** Every access token given so far stops working (Intuit's answer after an hour). */
  expireAccessTokens() {
    this.accessTokens.clear();
  }
  throttle(times: number) {
    this.throttleLeft = times;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", this.base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      this.requests.push({ method: req.method ?? "GET", path: url.pathname, status });
      const text = typeof body === "string" ? body : JSON.stringify(body);
      res.writeHead(status, { "content-type": "application/json;charset=UTF-8", intuit_tid: crypto.randomUUID(), ...headers });
      res.end(text);
      return text;
    };
    if (url.pathname === "/connect/oauth2") return this.consent(req, res, url, raw);
    const basic = Buffer.from(`${this.clientId}:${this.clientSecret}`).toString("base64");
    if (url.pathname === "/oauth2/v1/tokens/revoke" && req.method === "POST") {
      if (req.headers.authorization !== `Basic ${basic}`) return send(401, { error: "invalid_client" });
      const token = String((JSON.parse(raw || "{}") as { token?: string }).token ?? "");
      if (!token) return send(400, { error: "invalid_request" });
      this.refreshTokens.delete(token);
      this.accessTokens.clear();
      this.revoked.push(token);
      return send(200, "");
    }
    if (url.pathname === "/oauth2/v1/tokens/bearer" && req.method === "POST") {
      if (req.headers.authorization !== `Basic ${basic}`) return send(401, { error: "invalid_client" });
      const form = new URLSearchParams(raw);
      if (form.get("grant_type") === "authorization_code") {
        const code = this.codes.get(form.get("code") ?? "");
        if (!code || code.redirectUri !== form.get("redirect_uri")) return send(400, { error: "invalid_grant" });
        this.codes.delete(form.get("code")!);
      } else {
        const rt = form.get("refresh_token") ?? "";
        if (form.get("grant_type") !== "refresh_token" || !this.refreshTokens.has(rt)) return send(400, { error: "invalid_grant" });
        this.refreshTokens.delete(rt);
        this.tokenRefreshes++;
      }
      const access = `eyJlbmMiOiJBMTI4Q0JDLUhTMjU2${crypto.randomBytes(24).toString("hex")}`;
      this.accessTokens.set(access, Date.now() + 3600_000);
      return send(200, {
        x_refresh_token_expires_in: 8726400,
        refresh_token: this.issueRefreshToken(),
        access_token: access,
        token_type: "bearer",
        expires_in: 3600,
      });
    }
    const m = /^\/v3\/company\/([^/]+)\/(query|customer|salesreceipt|refundreceipt)$/.exec(url.pathname);
    if (!m) return send(404, { Fault: { Error: [{ Message: "Resource not found", code: "610" }], type: "ValidationFault" } });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (!((this.accessTokens.get(token) ?? 0) > Date.now()))
      return send(401, {
        fault: {
          error: [{ message: "message=AuthenticationFailed; errorCode=003200; statusCode=401", detail: "Token expired: " + token.slice(0, 8), code: "3200" }],
          type: "AUTHENTICATION",
        },
        time: new Date().toISOString(),
      });
    if (m[1] !== this.realmId) return send(403, { Fault: { Error: [{ Message: "ApplicationAuthorizationFailed", code: "003100" }], type: "AUTHORIZATION" } });
    if (this.throttleLeft > 0) {
      this.throttleLeft--;
      return send(429, {
        Fault: {
          Error: [{ Message: "message=ThrottleExceeded; errorCode=003001; statusCode=429", Detail: "The request limit was reached.", code: "3001" }],
          type: "SERVICE",
        },
        time: new Date().toISOString(),
      });
    }
    const kind = m[2]!;
    if (kind === "query") return send(200, { QueryResponse: this.query(url.searchParams.get("query") ?? ""), time: new Date().toISOString() });
    const rid = url.searchParams.get("requestid");
    const idemKey = rid ? `${kind}|${rid}` : null;
    if (idemKey && this.requestIds.has(idemKey)) {
      const seen = this.requestIds.get(idemKey)!;
      return send(seen.status, seen.body);
    }
    const body = JSON.parse(raw || "{}") as Obj;
    const now = new Date().toISOString();
    const record: Obj = {
      ...body,
      Id: String(this.nextId++),
      SyncToken: "0",
      MetaData: { CreateTime: now, LastUpdatedTime: now },
      domain: "QBO",
      sparse: false,
    };
    let entity: string;
    if (kind === "customer") {
      if (!body.DisplayName)
        return send(
          400,
          validation("Required param missing, need to supply the required value for the API", "Required parameter DisplayName is missing", "2020"),
        );
      if (this.customers.some((c) => c.DisplayName === body.DisplayName))
        return send(400, validation("Duplicate Name Exists Error", "The name supplied already exists. : Another customer is already using this name.", "6240"));
      entity = "Customer";
      this.customers.push(record);
    } else {
      const lines = (body.Line as Obj[] | undefined) ?? [];
      if (!lines.length || !(body.CustomerRef as Obj | undefined)?.value)
        return send(400, validation("Required param missing", "Line and CustomerRef are required", "2020"));
      if (kind === "refundreceipt" && !(body.DepositToAccountRef as Obj | undefined)?.value)
        return send(400, validation("Required param missing", "DepositToAccountRef is required for a RefundReceipt", "2020"));
      const total = lines.reduce((s, l) => s + (l.DetailType === "DiscountLineDetail" ? -Number(l.Amount) : Number(l.Amount)), 0);
      record.TotalAmt = Math.round(total * 100) / 100;
      entity = kind === "salesreceipt" ? "SalesReceipt" : "RefundReceipt";
      (kind === "salesreceipt" ? this.salesReceipts : this.refundReceipts).push(record);
    }
    const text = send(200, { [entity]: record, time: now });
    if (idemKey) this.requestIds.set(idemKey, { status: 200, body: text });
  }

  /** Intuit's consent page: Connect answers the redirect URI with a one-time code, Cancel with access_denied. */
  private consent(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    const q = req.method === "POST" ? new URLSearchParams(raw) : url.searchParams;
    const redirectUri = q.get("redirect_uri") ?? "";
    const state = q.get("state") ?? "";
    const html = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Intuit</title><link rel="icon" href="data:,"></head><body><main>${body}</main></body></html>`,
      );
    };
    if (q.get("client_id") !== this.clientId || q.get("response_type") !== "code" || !/^https?:\/\//.test(redirectUri))
      return html(400, "<h1>Invalid request</h1><p>The client_id, response_type or redirect_uri is wrong.</p>");
    if (!(q.get("scope") ?? "").split(" ").includes("com.intuit.quickbooks.accounting"))
      return html(400, "<h1>Invalid scope</h1><p>The accounting scope is required.</p>");
    if (req.method !== "POST") {
      const hidden = ["client_id", "response_type", "scope", "redirect_uri", "state"]
        .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q.get(k) ?? "")}">`)
        .join("");
      return html(
        200,
        `<h1>Connect BioText to QuickBooks</h1><p>Company: Sandbox Company_US_1 (${this.realmId})</p><form method="post">${hidden}<button name="decision" value="connect">Connect</button> <button name="decision" value="cancel">Cancel</button></form>`,
      );
    }
    const back = new URL(redirectUri);
    if (q.get("decision") === "connect") {
      const code = `AB11${crypto.randomBytes(16).toString("hex")}`;
      this.codes.set(code, { redirectUri });
      back.searchParams.set("code", code);
      back.searchParams.set("realmId", this.realmId);
    } else back.searchParams.set("error", "access_denied");
    back.searchParams.set("state", state);
    res.writeHead(302, { location: back.toString() }).end();
  }

  private query(q: string): Obj {
    // `<Field> = 'value'` or `<Field> IN ('a', 'b')`, as QuickBooks' query language writes them.
    const m = /^select \* from (\w+) where (\w+) (?:= ('(?:[^'\\]|\\.)*')|in \(((?:'(?:[^'\\]|\\.)*'(?:, *)?)+)\))$/i.exec(q.trim());
    if (!m) return {};
    const [, entity, field, one, many] = m;
    const values = ((one ?? many)!.match(/'(?:[^'\\]|\\.)*'/g) ?? []).map((v) => v.slice(1, -1).replace(/\\(.)/g, "$1").toLowerCase());
    const table =
      entity === "Customer" ? this.customers : entity === "SalesReceipt" ? this.salesReceipts : entity === "RefundReceipt" ? this.refundReceipts : [];
    const get = (r: Obj) => (field === "PrimaryEmailAddr" ? (r.PrimaryEmailAddr as Obj | undefined)?.Address : r[field!]);
    const rows = table.filter((r) => values.includes(String(get(r) ?? "").toLowerCase()));
    return rows.length ? { [entity!]: rows, startPosition: 1, maxResults: rows.length } : {};
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function validation(message: string, detail: string, code: string) {
  return { Fault: { Error: [{ Message: message, Detail: detail, code, element: "" }], type: "ValidationFault" }, time: new Date().toISOString() };
}

export async function startLocalQuickBooks(): Promise<LocalQuickBooks> {
  return new LocalQuickBooks().start();
}
