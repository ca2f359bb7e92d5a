import type { AppLoadContext } from "@remix-run/node";
import type { User } from "../../cms/payload-types";
import { createContext } from "#core/context";
import { createSession } from "#core/session/sessions";
import { createCaller } from "../../trpc/router";
import type { TestDb } from "./payload";

/** A user's progress rows (type, item, status), in a stable order. */
export async function progressRows(db: TestDb, user: User) {
  return (await db.payload.find({ collection: "progress", where: { user: { equals: user.id } }, pagination: false, depth: 0, overrideAccess: true })).docs
    .map((r) => ({ type: r.itemType, id: r.itemId, status: r.status }))
    .sort((a, b) => `${a.type}:${a.id}`.localeCompare(`${b.type}:${b.id}`));
}

/**
 * What server/app.ts's getLoadContext hands a route for a request on a new session of this user, with the
 * procedure calls the route makes counted (`calls`: "router.procedure" in order), and the session's id.
 */
export async function countedPageContext(db: TestDb, user: User, flags: { multiSession?: boolean } = {}) {
  const created = await createSession(db.payload, { user: user.id });
  const row = Object.keys(flags).length
    ? await db.payload.update({ collection: "sessions", id: created.session.id, data: flags, overrideAccess: true, depth: 0 })
    : created.session;
  const session = { ...row, user };
  const ctx = createContext({ payload: db.payload, session, ip: "203.0.113.7", secureCookies: false, setCookie: () => {} });
  const calls: string[] = [];
  const trpc = createCaller(ctx);
  const counted = new Proxy(trpc, {
    get: (target, router: string) =>
      new Proxy((target as unknown as Record<string, object>)[router], {
        get: (procs, name: string) => {
          const fn = (procs as Record<string, unknown>)[name];
          return typeof fn === "function" ? (...args: unknown[]) => (calls.push(`${router}.${name}`), (fn as (...a: unknown[]) => unknown)(...args)) : fn;
        },
      }),
  });
  const context = {
    payload: db.payload,
    trpc: counted,
    session,
    language: ctx.language,
    nonce: "",
    supportEmail: "",
    academyUrl: "",
  } as unknown as AppLoadContext;
  return { context, calls, sessionId: session.id };
}

/**
 * A caller of `kind`: no session (anonymous), a visitor session, a library, LTI or shared-computer
 * (multi-session) session of that kind's user, or else the session of the user of that role.
 */
export function callerOfKind(db: TestDb, users: Partial<Record<string, User>>, kind: string) {
  switch (kind) {
    case "anonymous":
      return db.callerAs(null);
    case "visitor":
      return db.callerAs(null, { visitorSession: true });
    case "library":
      return db.callerAs(users.library!, { session: { isLib: true } });
    case "lti":
      return db.callerAs(users.lti!, { session: { isLTI: true } });
    case "multiSession":
      return db.callerAs(users.multiSession!, { session: { multiSession: true } });
    default:
      return db.callerAs(users[kind]!);
  }
}
