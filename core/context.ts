import crypto from "node:crypto";
import type { Payload } from "payload";
import type { SessionWithUser, Language } from "#core/sessions";
import type { Visitor } from "#core/visitorCookie";
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
