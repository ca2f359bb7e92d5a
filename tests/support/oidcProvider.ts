/**
 * A real OpenID Connect provider on loopback for the single sign-on tests (issue 47): `oidc-provider`, the
 * certified Node implementation, with its own RSA key made at start, its development sign-in pages (any login
 * name that is one of `accounts`, any password) and a grant given without a consent screen.
 *
 * `tamper(mode)` re-signs the next token responses' id_token with the provider's own key after changing one
 * claim — what a misbehaving provider or a token substituted for another client's would look like:
 * 'audience' (aud of another client), 'expired' (exp an hour ago), 'foreignKey' (signed with a key the
 * provider does not publish).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from "jose";
import Provider from "oidc-provider";

export type OidcAccount = { email: string; email_verified: boolean; given_name?: string; family_name?: string; groups?: string[] };
export type Tamper = "audience" | "expired" | "foreignKey" | null;

export type LocalOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  tamper: (mode: Tamper) => void;
  /** Signs in at the provider's own pages over HTTP (login, then no consent) and answers the redirect back to the client. */
  signIn: (authorizationUrl: string, accountId: string) => Promise<URL>;
  stop: () => Promise<void>;
};

export async function startOidcProvider(opts: {
  redirectUris: string[];
  accounts: Record<string, OidcAccount>;
  clientId?: string;
  clientSecret?: string;
}): Promise<LocalOidcProvider> {
  const clientId = opts.clientId ?? "biotext-test";
  const clientSecret = opts.clientSecret ?? crypto.randomBytes(24).toString("base64url");
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const foreign = await generateKeyPair("RS256");
  let mode: Tamper = null;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: opts.redirectUris, grant_types: ["authorization_code"], response_types: ["code"] },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [crypto.randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name", "groups"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      const account = opts.accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          const name = [account.given_name, account.family_name].filter(Boolean).join(" ") || undefined;
          return { sub: id, ...account, ...(name ? { name } : {}) };
        },
      };
    },
    // A first-party school app: the grant is given at sign-in, no consent screen.
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc;
      const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (!mode || ctx.path !== "/token" || ctx.status !== 200 || !body?.id_token) return;
    const claims = decodeJwt(body.id_token);
    const now = Math.floor(Date.now() / 1000);
    if (mode === "audience") claims.aud = "another-client";
    if (mode === "expired") Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
    const key = mode === "foreignKey" ? foreign.privateKey : await importJWK(jwk, "RS256");
    body.id_token = await new SignJWT(claims).setProtectedHeader({ typ: decodeProtectedHeader(body.id_token).typ, alg: "RS256", kid: "test-key" }).sign(key);
  });
  server.on("request", provider.callback());

  async function signIn(authorizationUrl: string, accountId: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let method = "GET";
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        method,
        body,
        redirect: "manual",
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const i = pair.indexOf("=");
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
      const location = res.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (next.origin !== issuer) return next;
        url = next;
        method = "GET";
        body = undefined;
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
      url = new URL(action.replace(/&amp;/g, "&"), url);
      method = "POST";
      body = new URLSearchParams(prompt === "login" ? { prompt, login: accountId, password: "any" } : { prompt: prompt ?? "consent" });
    }
    throw new Error("too many redirects at the provider");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    tamper: (m) => {
      mode = m;
    },
    signIn,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
