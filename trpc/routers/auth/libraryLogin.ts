import { libraryLogin as libraryLoginOf, libraryLoginInput } from "#core/auth/libraryLogin";
import { publicProcedure } from "../../init";

/**
 * SES-025…SES-028, SES-057, ADM-039: library (IP) login. The server alone decides from the
 * request's own address (ctx.ip: Express's req.ip, which honours X-Forwarded-For only for the
 * TRUST_PROXY hops) whether it matches the chosen list; nothing the browser says about its
 * address is used. Success signs in as the list's account in a fresh session flagged isLib.
 */
export const libraryLogin = publicProcedure.input(libraryLoginInput).mutation(({ ctx, input }) => libraryLoginOf(ctx, input));
