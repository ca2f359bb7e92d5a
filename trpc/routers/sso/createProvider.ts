import { createSsoProvider } from "#core/sso/providers";
import { createSsoProviderInput } from "#shared/sso";
import { adminProcedure } from "../../init";

/** Issue 47: a school's provider; its client secret is encrypted at rest. */
export const createProvider = adminProcedure.input(createSsoProviderInput).mutation(({ ctx, input }) => createSsoProvider(ctx, input));
