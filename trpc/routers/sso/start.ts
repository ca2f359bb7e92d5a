import { ssoStartInput, startSso } from "#core/sso/signIn";
import { publicProcedure } from "../../init";

/** Issue 47, decision 155: /login/sso/<school> — a state, a nonce and a PKCE verifier stored, then the provider's authorization URL. */
export const start = publicProcedure.input(ssoStartInput).mutation(({ ctx, input }) => startSso(ctx, input));
