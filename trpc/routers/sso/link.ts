import { ssoLinkInput, ssoLinkWithPassword } from "#core/sso/signIn";
import { publicProcedure } from "../../init";

/** Issue 47: an existing password account proves it is the user's (its password, once) and is linked to the school's provider. */
export const link = publicProcedure.input(ssoLinkInput).mutation(({ ctx, input }) => ssoLinkWithPassword(ctx, input));
