import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
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
