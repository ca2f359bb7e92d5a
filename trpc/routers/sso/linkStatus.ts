import { ssoLinkStatus, ssoLinkStatusInput } from "#core/sso/signIn";
import { publicProcedure } from "../../init";

/** Issue 47: what the link page shows (the account's e-mail, the school), or null. */
export const linkStatus = publicProcedure.input(ssoLinkStatusInput).query(({ ctx, input }) => ssoLinkStatus(ctx, input));
