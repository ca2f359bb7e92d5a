import bcrypt from "bcrypt";
import { z } from "zod";
import { hitRateLimit } from "../../../app/.server/rateLimit";
import { createSession, revokeSession, sessionCookie } from "../../../app/.server/sessions";
import { publicProcedure } from "../../init";

export const loginInput = z.object({
  identifier: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

export const LOGIN_LIMITS = {
  perAddress: { limit: 30, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
};

/** A hash to compare against when the account does not exist, so both paths cost the same. */
const DUMMY_HASH = "$2b$12$eUvFskXHcsqJxc4G7bj93uf1ceyWjeRpss5I0Uc9dj7.OTAp8GXNy";

export type LoginResult =
  | { validLogin: true; role: string; redirectTo: string }
  | { validLogin: false; errorId: "M101-User" | "INVALID_PASSWORD" | "RATE_LIMITED" };

/**
 * SES-019…: e-mail or username plus password, checked with bcrypt on the server.
 * A successful login always gets a brand-new session id (the visitor one is revoked).
 */
export const login = publicProcedure.input(loginInput).mutation(async ({ ctx, input }): Promise<LoginResult> => {
  const identifier = input.identifier.toLowerCase();
  const byAddress = await hitRateLimit(ctx.payload, `login:ip:${ctx.ip}`, LOGIN_LIMITS.perAddress);
  const byAccount = await hitRateLimit(ctx.payload, `login:account:${identifier}`, LOGIN_LIMITS.perAccount);
  if (!byAddress.allowed || !byAccount.allowed) return { validLogin: false, errorId: "RATE_LIMITED" };

  const { docs } = await ctx.payload.find({
    collection: "users",
    where: { or: [{ email: { equals: identifier } }, { username: { equals: input.identifier } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  });
  const user = docs[0];
  const ok = await bcrypt.compare(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user) return { validLogin: false, errorId: "M101-User" };
  if (!ok || !user.passwordHash) return { validLogin: false, errorId: "INVALID_PASSWORD" };

  if (ctx.session) await revokeSession(ctx.payload, ctx.session.id);
  const created = await createSession(ctx.payload, {
    user: user.id,
    language: ctx.language,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  ctx.setCookie(sessionCookie(created.token, { secure: ctx.secureCookies, maxAgeMs: created.maxAgeMs }));
  ctx.replaceSession({ ...created.session, user });
  return { validLogin: true, role: user.role, redirectTo: "/account" };
});
