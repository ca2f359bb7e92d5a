import { ssoCallback, ssoCallbackInput } from "#core/sso/signIn";
import { publicProcedure } from "../../init";

/** Issue 47, decision 155: the provider's answer — the code exchanged, the id_token checked, the account found, linked or created. */
export const callback = publicProcedure.input(ssoCallbackInput).mutation(({ ctx, input }) => ssoCallback(ctx, input));
