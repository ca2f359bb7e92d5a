import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import type { Payload } from "payload";
import { createSession, findSession, readSessionToken, sessionCookie, type SessionWithUser } from "./sessions";

declare module "express-serve-static-core" {
  interface Locals {
    session?: SessionWithUser | null;
    nonce?: string;
  }
}

/**
 * Finds the request's session. Page visits (GET, not bots, not /error) get a visitor session
 * on their first visit (SES-002/SES-003); if that fails the browser goes to /error (SES-004).
 */
export function loadSession(payload: Payload, opts: { secureCookies: boolean; createForPages: boolean }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const isErrorPage = req.path.startsWith("/error");
    try {
      let session = await findSession(payload, readSessionToken(req.headers.cookie)).catch((err) => {
        // The error page must render even when the database is down.
        if (isErrorPage) return null;
        throw err;
      });
      const wantsPage = opts.createForPages && req.method === "GET" && !isErrorPage && !req.path.endsWith(".data");
      if (!session && wantsPage && !isbot(req.get("user-agent") ?? "")) {
        try {
          const created = await createSession(payload, { ip: req.ip, userAgent: req.get("user-agent") });
          res.append("Set-Cookie", sessionCookie(created.token, { secure: opts.secureCookies, maxAgeMs: created.maxAgeMs }));
          session = { ...created.session, user: null };
        } catch (err) {
          payload.logger.error({ err }, "could not start a visitor session");
          res.redirect(302, "/error?errMsg=Unable-to-start-session");
          return;
        }
      }
      res.locals.session = session;
      next();
    } catch (err) {
      next(err);
    }
  };
}
