import type { Payload } from "payload";
import type { SessionWithUser } from "#core/session/sessions";
import type { Language } from "./i18n";
import type { createCaller } from "#trpc/router";

/** What the Express server hands every loader: the CMS, a tRPC caller bound to this request's session, and the CSP nonce. */
export type AppContext = {
  payload: Payload;
  trpc: ReturnType<typeof createCaller>;
  session: SessionWithUser | null;
  language: Language;
  nonce: string;
  /** This request's reference (server/errorResponses.ts), shown on the error page and in the log. */
  requestId: string;
  supportEmail: string;
  academyUrl: string;
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
