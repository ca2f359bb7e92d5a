import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { NextFunction, Request, Response } from "express";

/** Express's own content-type matcher (what `req.is` calls): null without a body, false for another type. */
const typeis = createRequire(import.meta.url)("type-is") as (req: IncomingMessage, types: string[]) => string | false | null;

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What a refused request gets: a status and a JSON error message (`{ error: { message } }`). */
export type Refusal = { status: number; message: string };

type HeaderBag = Record<string, string | string[] | undefined>;
const header = (headers: HeaderBag, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The Content-Security-Policy value, with the page's script nonce when there is one. */
function contentSecurityPolicy(opts: { dev: boolean; cms: boolean; nonce: string | null }): string {
  const script =
    opts.cms || opts.dev
      ? `'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ""}`
      : // 'wasm-unsafe-eval' lets WebAssembly compile (the 3D viewer's mesh decoder) without allowing eval() of scripts.
        `'self'${opts.nonce ? ` 'nonce-${opts.nonce}'` : ""} 'wasm-unsafe-eval'`;
  const connect = opts.dev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

function otherSecurityHeaders(opts: { production: boolean }): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(self), microphone=(), geolocation=(), interest-cohort=()"],
    ...(opts.production ? ([["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] as [string, string][]) : []),
  ];
}

/**
 * Security headers. Remix pages get a nonce-based script policy; the CMS admin (Next) writes
 * inline bootstrapping scripts without a nonce, so /admin keeps 'unsafe-inline' for scripts.
 */
export function securityHeaders(opts: { dev: boolean; production: boolean }) {
  const others = otherSecurityHeaders(opts);
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const cms = /^\/(admin|api|_next)(\/|$)/.test(req.path);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ dev: opts.dev, cms, nonce }));
    for (const [name, value] of others) res.setHeader(name, value);
    next();
  };
}

/**
 * The same headers for answers that are never a page (the tRPC API's JSON, server/trpcHttp.ts),
 * computed once: the same policy without a script nonce, which no JSON answer can use.
 */
export function apiSecurityHeaders(opts: { dev: boolean; production: boolean }): [string, string][] {
  return [["Content-Security-Policy", contentSecurityPolicy({ dev: opts.dev, cms: false, nonce: null })], ...otherSecurityHeaders(opts)];
}

/**
 * Cross-site request forgery guard: a state-changing request must come from a page of this
 * site (its Origin's host equals the Host it was sent to). LTI launches have their own route.
 */
export function sameOriginRefusal(method: string, path: string, headers: HeaderBag): Refusal | null {
  if (!UNSAFE.has(method) || path.startsWith("/lti/")) return null;
  const origin = header(headers, "origin");
  let ok = false;
  if (origin) {
    try {
      ok = new URL(origin).host === header(headers, "host");
    } catch {
      ok = false;
    }
  }
  return ok ? null : { status: 403, message: "Cross-site request refused." };
}

export function requireSameOrigin(req: Request, res: Response, next: NextFunction) {
  const refusal = sameOriginRefusal(req.method, req.path, req.headers);
  if (refusal) {
    res.status(refusal.status).json({ error: { message: refusal.message } });
    return;
  }
  next();
}

/** tRPC mutations accept JSON only (a cross-site HTML form cannot send it without a preflight). */
export function jsonBodyRefusal(req: IncomingMessage): Refusal | null {
  // Express's req.is: no body, or another type, is refused.
  if (req.method === "POST" && !typeis(req, ["application/json"])) return { status: 415, message: "Requests must be JSON." };
  return null;
}

export function requireJsonBody(req: Request, res: Response, next: NextFunction) {
  const refusal = jsonBodyRefusal(req);
  if (refusal) {
    res.status(refusal.status).json({ error: { message: refusal.message } });
    return;
  }
  next();
}

/** 1 MB: far above any form or procedure call of the site; uploads (multipart) keep the CMS's own limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Refuses request bodies over the limit before anything reads them: 413 with a clear message when
 * Content-Length says so, 411 for a streamed (chunked) body whose size is not declared.
 */
export function bodyLimitRefusal(req: IncomingMessage, maxBytes = JSON_BODY_LIMIT_BYTES): Refusal | null {
  if (!UNSAFE.has(req.method ?? "") || typeis(req, ["multipart/form-data"])) return null;
  const declared = header(req.headers, "content-length");
  if (declared === undefined) {
    if (header(req.headers, "transfer-encoding")) return { status: 411, message: "Requests must declare their Content-Length." };
    return null;
  }
  if (Number(declared) > maxBytes) return { status: 413, message: `Request too large: the limit is ${Math.round(maxBytes / 1024)} KB.` };
  return null;
}

export function limitBody(maxBytes = JSON_BODY_LIMIT_BYTES) {
  return (req: Request, res: Response, next: NextFunction) => {
    const refusal = bodyLimitRefusal(req, maxBytes);
    if (refusal) {
      res.status(refusal.status).json({ error: { message: refusal.message } });
      return;
    }
    next();
  };
}

/**
 * Uploaded files (CMS media) are served as inert documents: an SVG or HTML upload opened directly
 * cannot run scripts (script-src 'none' plus a sandbox), and browsers may not sniff another type.
 */
export function uploadedFileHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; script-src 'none'; sandbox");
  res.setHeader("X-Content-Type-Options", "nosniff");
  next();
}

/** Whether the request carries a session cookie (a signed-in or stored-visitor session). */
export function hasSessionCookie(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie != null && /(?:^|;\s*)sid=[^;]/.test(cookie);
}

const PRIVATE_NO_STORE = "private, no-store";
const privateMarked = new WeakSet<object>();

/**
 * Issue 23 item 7: every answer to a request with a session cookie is `Cache-Control: private,
 * no-store` — pages (the private page cache's early answers included), tRPC and the CMS REST API —
 * whatever a later handler sets: the header is forced when the head is written (Node writes every
 * head through `writeHead`, the implicit one included). Built static files are answered before.
 */
export function keepPrivate(req: IncomingMessage, res: ServerResponse): void {
  if (privateMarked.has(res) || !hasSessionCookie(req)) return;
  privateMarked.add(res);
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (Array.isArray(last)) {
      // Raw headers: [name, value, name, value…] or [[name, value]…].
      const flat = last.length > 0 && Array.isArray(last[0]) ? (last as unknown[][]).flat() : [...(last as unknown[])];
      const kept: unknown[] = [];
      for (let i = 0; i < flat.length; i += 2) if (String(flat[i]).toLowerCase() !== "cache-control") kept.push(flat[i], flat[i + 1]);
      args[args.length - 1] = kept;
    } else if (last && typeof last === "object") {
      const headers = { ...(last as Record<string, unknown>) };
      for (const k of Object.keys(headers)) if (k.toLowerCase() === "cache-control") delete headers[k];
      args[args.length - 1] = headers;
    }
    this.setHeader("Cache-Control", PRIVATE_NO_STORE);
    return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
  } as typeof res.writeHead;
}

const cookieMarked = new WeakSet<object>();
/** A Cache-Control that keeps a response out of shared caches: `private` or `no-store`. */
const PRIVATE_OR_NO_STORE = /(^|[\s,])(private|no-store)([\s,=]|$)/i;

/**
 * Issue 44: a response that sets a cookie is never kept by a shared cache (a proxy or CDN would hand one
 * visitor's cookie to the next): when its head is written with a Set-Cookie and no `private` or `no-store`
 * in its Cache-Control, the Cache-Control becomes `private, no-store` — whoever set the cookie (the visitor
 * cookie of a first visit, a login, the CMS, the language switch). The page cache's first visits keep their
 * `private, no-cache` (decision 080). Installed on every response but built static files (server/app.ts).
 */
export function noSharedCacheWithCookies(res: ServerResponse): void {
  if (cookieMarked.has(res)) return;
  cookieMarked.add(res);
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: unknown[]) {
    const last = args[args.length - 1];
    let setsCookie = this.hasHeader("set-cookie");
    let cacheControl: unknown = this.getHeader("cache-control");
    if (Array.isArray(last)) {
      // Raw headers: [name, value, name, value…] or [[name, value]…].
      const flat = last.length > 0 && Array.isArray(last[0]) ? (last as unknown[][]).flat() : (last as unknown[]);
      for (let i = 0; i < flat.length; i += 2) {
        const name = String(flat[i]).toLowerCase();
        if (name === "set-cookie") setsCookie = true;
        else if (name === "cache-control") cacheControl = flat[i + 1];
      }
      if (setsCookie && !PRIVATE_OR_NO_STORE.test(String(cacheControl ?? ""))) {
        const kept: unknown[] = [];
        for (let i = 0; i < flat.length; i += 2) if (String(flat[i]).toLowerCase() !== "cache-control") kept.push(flat[i], flat[i + 1]);
        args[args.length - 1] = kept;
        this.setHeader("Cache-Control", PRIVATE_NO_STORE);
      }
    } else if (last && typeof last === "object") {
      const headers = last as Record<string, unknown>;
      for (const k of Object.keys(headers)) {
        const name = k.toLowerCase();
        if (name === "set-cookie" && headers[k] != null) setsCookie = true;
        else if (name === "cache-control" && headers[k] != null) cacheControl = headers[k];
      }
      if (setsCookie && !PRIVATE_OR_NO_STORE.test(String(cacheControl ?? ""))) {
        const copy = { ...headers };
        for (const k of Object.keys(copy)) if (k.toLowerCase() === "cache-control") delete copy[k];
        args[args.length - 1] = copy;
        this.setHeader("Cache-Control", PRIVATE_NO_STORE);
      }
    } else if (setsCookie && !PRIVATE_OR_NO_STORE.test(String(cacheControl ?? ""))) {
      this.setHeader("Cache-Control", PRIVATE_NO_STORE);
    }
    return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * Issue 23 item 5: the CMS's logout page. Payload's own page POSTs the logout as soon as it is
 * opened, so a link from anywhere to /admin/logout ended the editor's session; this page only asks,
 * and its button POSTs /admin/logout (same-origin check, like every POST).
 */
export function logoutConfirmPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Log out — BioText CMS</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0}main{text-align:center}button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #333;background:#111;color:#fff;cursor:pointer}a{display:inline-block;margin-top:1rem}</style></head>
<body><main><h1>Log out of BioText?</h1><form method="post" action="/admin/logout"><button type="submit">Log out</button></form><a href="/admin">Back to the CMS</a></main></body></html>`;
}
