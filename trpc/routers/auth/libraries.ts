import { libraries as librariesOf } from "#core/auth/libraries";
import { publicProcedure } from "../../init";

/**
 * SES-014, SES-025: the login form's library dropdown, from the IP access lists. Only ids and
 * names leave the server: addresses and accounts say where and as whom library login works.
 */
export const libraries = publicProcedure.query(({ ctx }) => librariesOf(ctx));
