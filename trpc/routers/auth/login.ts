import { login as loginOf, loginInput } from "#core/auth/login";
import { publicProcedure } from "../../init";

/**
 * SES-012…SES-024: e-mail or username plus password, checked with bcrypt on the server.
 * Accounts created through a school LMS sign in only there (M101-LTI); accounts that must reset
 * their password are told so (M101). Failures are counted per account and per address
 * (app/.server/loginLockout.ts). A successful login always gets a brand-new session id.
 */
export const login = publicProcedure.input(loginInput).mutation(({ ctx, input }) => loginOf(ctx, input));
