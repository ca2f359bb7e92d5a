import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import en from "../app/i18n/locales/en.json";
import fr from "../app/i18n/locales/fr.json";

/**
 * Unexpected errors, answered the same way wherever they escape (issue 22 item 3): people get the site's own
 * error page (ERR-001's title, in their language, no stack, a reference the log also shows), API clients
 * (/api, /trpc, anything not asking for HTML) get JSON with the same reference. Errors that already carry a
 * 4xx status (a malformed body, too large a body) keep it.
 */

/** A short id for one request, in the X-Request-Id header, the log lines and the error page. */
export const newRequestId = () => crypto.randomBytes(6).toString("base64url");

/** The request's id: the one the access log gave it first (`req.id`, server/accessLog.ts), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const id = (req as { id?: unknown }).id;
  return typeof id === "string" ? id : newRequestId();
}

export function requestIdMiddleware(req: Request, res: Response, next: NextFunction) {
  const id = requestIdOf(req);
  res.locals.requestId = id;
  // Remix's handleError and the load context read it from the request (any value the client sent is replaced).
  req.headers["x-request-id"] = id;
  res.setHeader("X-Request-Id", id);
  next();
}

type Strings = { title: string; text: string; reference: string; home: string };

function pick(json: { errors: Record<string, string>; common: Record<string, string> }): Strings {
  return { title: json.errors.errorTitle, text: json.errors.genericTitle, reference: json.errors.reference, home: json.common.backHome };
}

const strings: Record<"en" | "fr", Strings> = { en: pick(en), fr: pick(fr) };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** French for a French session or a browser that prefers French; English otherwise. */
export function languageOf(req: IncomingMessage, sessionLanguage?: string | null): "en" | "fr" {
  if (sessionLanguage === "fr" || sessionLanguage === "en") return sessionLanguage;
  const accept = String(req.headers["accept-language"] ?? "");
  return /^\s*fr\b/i.test(accept) ? "fr" : "en";
}

export function errorPageHtml(lang: "en" | "fr", requestId: string): string {
  const s = strings[lang];
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    s.title,
  )} · BioText</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center;color:#111}code{font-size:1rem}</style></head><body><main><h1>${escapeHtml(
    s.title,
  )}</h1><p>${escapeHtml(s.text)}</p><p>${escapeHtml(s.reference)}: <code data-request-id>${escapeHtml(requestId)}</code></p><p><a href="/">${escapeHtml(
    s.home,
  )}</a></p></main></body></html>`;
}

export const unexpectedErrorJson = (requestId: string) => ({ error: { code: "INTERNAL", message: "An unexpected error occurred.", requestId } });

/** Does this request want JSON rather than a page? */
export function wantsJson(req: IncomingMessage): boolean {
  const url = req.url ?? "";
  if (/^\/(api|trpc)(\/|$|\?)/i.test(url)) return true;
  return !String(req.headers.accept ?? "").includes("text/html");
}

/** Answers an unexpected error with a 500: a page or JSON, with the request's reference. */
export function sendUnexpectedError(req: IncomingMessage, res: ServerResponse, requestId: string, sessionLanguage?: string | null) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Request-Id", requestId);
  if (wantsJson(req)) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify(unexpectedErrorJson(requestId)));
  } else {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(errorPageHtml(languageOf(req, sessionLanguage), requestId));
  }
}

type Logger = { error: (obj: object, msg: string) => void };

/** Express's last error handler. */
export function unexpectedErrorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = (res.locals.requestId as string | undefined) ?? newRequestId();
    const status = Number((err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode);
    if (status >= 400 && status < 500) {
      if (res.headersSent) return void res.destroy();
      res.status(status).set("Cache-Control", "no-store");
      if (wantsJson(req)) res.json({ error: { code: "BAD_REQUEST", message: (err as Error).message, requestId } });
      else res.type("text/plain").send((err as Error).message);
      return;
    }
    logger.error({ err, requestId, method: req.method, path: req.path }, `unexpected error (request ${requestId})`);
    const session = res.locals.session as { language?: string } | undefined;
    sendUnexpectedError(req, res, requestId, session?.language);
  };
}
