import type { AuthStrategy } from "payload";
import { findSession, readSessionToken } from "#core/session/sessions";

/**
 * One login for the site and the CMS: Payload recognises the app's session cookie,
 * so admins and editors reach /admin with the session they already have.
 */
export const appSessionStrategy: AuthStrategy = {
  name: "app-session",
  authenticate: async ({ headers, payload }) => {
    const session = await findSession(payload, readSessionToken(headers.get("cookie")));
    if (!session?.user) return { user: null };
    return { user: { ...session.user, collection: "users" as const, _strategy: "app-session" } };
  },
};
