import { listSsoProviders } from "#core/sso/providers";
import { adminProcedure } from "../../init";

/** Issue 47: the admin tab's providers (never their secrets). */
export const providers = adminProcedure.query(({ ctx }) => listSsoProviders(ctx));
