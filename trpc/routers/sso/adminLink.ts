import { adminLinkInput, adminLinkSsoAccount } from "#core/sso/signIn";
import { adminProcedure } from "../../init";

/** Issue 47: an admin links an existing account to a school's provider (no password proof); it completes at the first sign-in. */
export const adminLink = adminProcedure.input(adminLinkInput).mutation(({ ctx, input }) => adminLinkSsoAccount(ctx, input));
