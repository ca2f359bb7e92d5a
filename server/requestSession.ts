import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import type { Payload } from "payload";
import { findSession, readSessionToken, type SessionWithUser } from "#core/session/sessions";
import { newVisitor, readVisitor, visitorCookie, type Visitor } from "#core/session/visitorCookie";

declare module "express-serve-static-core" {
  interface Locals {
    session?: SessionWithUser | null;
    /** A visitor without a session row: their signed cookie (visitorCookie.ts). */
    visitor?: Visitor | null;
    nonce?: string;
  }
}

/**
 * The session of a request that never creates a visitor identity (API calls): its live session,
 * else its visitor cookie. What `loadSession(…, { createForPages: false })` puts in res.locals;
 * the tRPC path before Express (server/trpcHttp.ts) calls it directly.
 */
export async function apiSessionOf(payload: Payload, cookieHeader: string | undefined): Promise<{ session: SessionWithUser | null; visitor: Visitor | null }> {
  const session = await findSession(payload, readSessionToken(cookieHeader));
  return { session, visitor: session ? null : readVisitor(cookieHeader) };
}

/**
 * Finds the request's session. Page visits (GET, not bots) without one get a visitor identity on
 * their first visit (SES-002/SES-003) as a signed cookie: no database row, no database wait.
 */
export function loadSession(payload: Payload, opts: { secureCookies: boolean; createForPages: boolean }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const isErrorPage = req.path.startsWith("/error");
    try {
      const session = await findSession(payload, readSessionToken(req.headers.cookie)).catch((err) => {
        // The error page must render even when the database is down.
        if (isErrorPage) return null;
        throw err;
      });
      let visitor: Visitor | null = null;
      if (!session) {
        visitor = readVisitor(req.headers.cookie);
        const wantsPage = opts.createForPages && req.method === "GET" && !isErrorPage && !req.path.endsWith(".data");
        if (!visitor && wantsPage && !isbot(req.get("user-agent") ?? "")) {
          visitor = newVisitor();
          res.append("Set-Cookie", visitorCookie(visitor, opts.secureCookies));
        }
      }
      res.locals.session = session;
      res.locals.visitor = visitor;
      next();
    } catch (err) {
      next(err);
    }
  };
}
