import { ssoButtons } from "#core/sso/providers";
import { publicProcedure } from "../../init";

/** Issue 47: the login page's "Sign in with <school>" buttons (enabled providers, by name). */
export const buttons = publicProcedure.query(({ ctx }) => ssoButtons(ctx));
