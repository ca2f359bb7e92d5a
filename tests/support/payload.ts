import type { Payload } from "payload";
import { createSession, type SessionWithUser } from "#core/session/sessions";
import type { User } from "../../cms/payload-types";
import { createContext } from "#core/context";
import { createCaller } from "../../trpc/router";
import { embeddedTests, openEmbeddedCopy } from "./embedded";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "./postgres";

export type TestDb = {
  payload: Payload;
  /**
   * A tRPC caller as the given user (null: an anonymous visitor without a session), through a
   * real session row; `session` sets the session's flags (library, LTI, LTI lock, multi-session), and
   * `visitorSession` gives an anonymous caller a visitor session row.
   */
  callerAs: (
    user: User | null,
    opts?: {
      ip?: string;
      session?: { isLib?: boolean; isLTI?: boolean; multiSession?: boolean; ltiLock?: boolean; ltiChapter?: number; activeUnit?: number };
      visitorSession?: boolean;
    },
  ) => Promise<ReturnType<typeof createCaller>>;
  createUser: (data: Partial<User> & { email: string; role: User["role"]; password?: string }) => Promise<User>;
  close: () => Promise<void>;
};

const cookieJar = new WeakMap<object, string[]>();

/** The Set-Cookie values a caller's procedures have produced so far. */
export function cookiesOf(caller: object): string[] {
  return cookieJar.get(caller) ?? [];
}

/**
 * A fresh database for this test file (cloned from the migrated template) and Payload on it; with
 * TEST_DATABASE=embedded, a copy of the migrated embedded (PGlite) template instead.
 */
export async function openTestDb(): Promise<TestDb> {
  let dropIt: () => Promise<void>;
  if (embeddedTests()) {
    const copy = await openEmbeddedCopy();
    dropIt = copy.close;
  } else {
    const name = await createDatabaseFromTemplate();
    process.env.DATABASE_URL = serverUrl(name);
    dropIt = () => dropDatabase(name);
  }
  // A Payload of its own (not getPayload's process-wide one): the files of a worker share the loaded modules
  // (vitest.config.ts: no isolation), each with its own database and Payload.
  const { BasePayload } = await import("payload");
  const { default: config } = await import("../../cms/payload.config");
  const payload = (await new BasePayload().init({ config })) as Payload;
  const bcrypt = (await import("bcrypt")).default;

  return {
    payload,
    async callerAs(user, opts = {}) {
      let session: SessionWithUser | null = null;
      if (user || opts.visitorSession) {
        const created = await createSession(payload, { user: user?.id ?? null });
        const flagged = opts.session
          ? await payload.update({ collection: "sessions", id: created.session.id, data: opts.session, overrideAccess: true, depth: 0 })
          : created.session;
        session = { ...flagged, user };
      }
      const cookies: string[] = [];
      const ctx = createContext({
        payload,
        session,
        ip: opts.ip ?? "203.0.113.7",
        secureCookies: false,
        setCookie: (c) => cookies.push(c),
      });
      const caller = createCaller(ctx);
      cookieJar.set(caller, cookies);
      return caller;
    },
    async createUser({ password, ...data }) {
      const passwordHash = password ? await bcrypt.hash(password, 10) : undefined;
      return payload.create({ collection: "users", data: { ...data, passwordHash }, overrideAccess: true });
    },
    async close() {
      const pool = (payload.db as unknown as { pool?: { on: (e: string, f: () => void) => void; end: () => Promise<void> } }).pool;
      pool?.on("error", () => {});
      const { stopContentListener } = await import("#core/content/invalidation");
      await stopContentListener(payload);
      await payload.destroy().catch(() => {});
      await dropIt();
      // payload.destroy() does not end the pool in 3.90.2; end it without waiting on it.
      void pool?.end().catch(() => {});
    },
  };
}
