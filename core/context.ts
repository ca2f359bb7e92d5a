import crypto from "node:crypto";
import type { Payload } from "payload";
import type { SessionWithUser, Language } from "#core/session/sessions";
import type { Visitor } from "#core/session/visitorCookie";
import type { Role } from "#shared/roles";

/** Everything a procedure may know about the request. Built once per request by the server. */
export type Context = {
  payload: Payload;
  session: SessionWithUser | null;
  /** A signed-cookie visitor (no session row yet); null when there is a session or no cookie. */
  visitor: Visitor | null;
  user: SessionWithUser["user"];
  role: Role | "visitor";
  language: Language;
  ip: string;
  userAgent: string;
  /** True in production: cookies get the Secure flag. */
  secureCookies: boolean;
  /** Adds a Set-Cookie header to the response (login, logout, visitor session). */
  setCookie: (cookie: string) => void;
  /** Replaces the request's session after login/logout, so later calls in the same request see it. */
  replaceSession: (session: SessionWithUser | null) => void;
  requestId: string;
};

/**
 * What a core function needs to reach the database: the request's Context in a procedure, or
 * `{ payload }` from a hook, a script or a test. Procedures pass their `ctx` (no `ctx.payload` in trpc/).
 */
export type WithPayload = { payload: Payload };

/** The context of a signed-in caller (what authedProcedure and the role builders pass on). */
export type AuthedContext = Context & { user: NonNullable<Context["user"]>; session: NonNullable<Context["session"]> };

export type ContextInput = {
  payload: Payload;
  session: SessionWithUser | null;
  visitor?: Visitor | null;
  ip: string;
  userAgent?: string;
  secureCookies: boolean;
  setCookie: (cookie: string) => void;
  requestId?: string;
};

export function createContext(input: ContextInput): Context {
  const ctx: Context = {
    payload: input.payload,
    session: input.session,
    visitor: input.session ? null : input.visitor ?? null,
    user: input.session?.user ?? null,
    role: (input.session?.user?.role as Role | undefined) ?? "visitor",
    language: (input.session?.language as Language | undefined) ?? input.visitor?.language ?? "en",
    ip: input.ip,
    userAgent: input.userAgent ?? "",
    secureCookies: input.secureCookies,
    setCookie: input.setCookie,
    requestId: input.requestId ?? crypto.randomUUID(),
    replaceSession(session) {
      ctx.session = session;
      ctx.user = session?.user ?? null;
      ctx.role = (session?.user?.role as Role | undefined) ?? "visitor";
      ctx.language = (session?.language as Language | undefined) ?? ctx.language;
    },
  };
  return ctx;
}

/** Logs an unexpected error of a request (Payload's logger, with the request's fields), or to the console without a context. */
export function logUnexpected(ctx: WithPayload | undefined | null, obj: object, msg: string): void {
  if (ctx) ctx.payload.logger.error(obj, msg);
  else console.error(msg, obj);
}

/** A short reference id for an unexpected error: the user sees it, the log has it. */
export function newReference(): string {
  return crypto.randomBytes(4).toString("hex").toUpperCase();
}
