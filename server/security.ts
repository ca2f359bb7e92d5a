import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers. Remix pages get a nonce-based script policy; the CMS admin (Next) writes
 * inline bootstrapping scripts without a nonce, so /admin keeps 'unsafe-inline' for scripts.
 */
export function securityHeaders(opts: { dev: boolean; production: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const isCms = /^\/(admin|api|_next)(\/|$)/.test(req.path);
    const script =
      isCms || opts.dev
        ? `'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ""}`
        : // 'wasm-unsafe-eval' lets WebAssembly compile (the 3D viewer's mesh decoder) without allowing eval() of scripts.
          `'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`;
    const connect = opts.dev ? "'self' ws: wss:" : "'self'";
    res.setHeader(
      "Content-Security-Policy",
      [
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
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), interest-cohort=()");
    if (opts.production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/**
 * Cross-site request forgery guard: a state-changing request must come from a page of this
 * site (its Origin's host equals the Host it was sent to). LTI launches have their own route.
 */
export function requireSameOrigin(req: Request, res: Response, next: NextFunction) {
  if (!UNSAFE.has(req.method) || req.path.startsWith("/lti/")) return next();
  const origin = req.get("origin");
  let ok = false;
  if (origin) {
    try {
      ok = new URL(origin).host === req.get("host");
    } catch {
      ok = false;
    }
  }
  if (!ok) {
    res.status(403).json({ error: { message: "Cross-site request refused." } });
    return;
  }
  next();
}

/** tRPC mutations accept JSON only (a cross-site HTML form cannot send it without a preflight). */
export function requireJsonBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === "POST" && !req.is("application/json")) {
    res.status(415).json({ error: { message: "Requests must be JSON." } });
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
export function limitBody(maxBytes = JSON_BODY_LIMIT_BYTES) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE.has(req.method) || req.is("multipart/form-data")) return next();
    const declared = req.get("content-length");
    if (declared === undefined) {
      if (req.get("transfer-encoding")) {
        res.status(411).json({ error: { message: "Requests must declare their Content-Length." } });
        return;
      }
      return next();
    }
    if (Number(declared) > maxBytes) {
      res.status(413).json({ error: { message: `Request too large: the limit is ${Math.round(maxBytes / 1024)} KB.` } });
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
