import { updateSsoProvider } from "#core/sso/providers";
import { updateSsoProviderInput } from "#shared/sso";
import { adminProcedure } from "../../init";

/** Issue 47: changes a provider (a blank secret keeps the stored one). */
export const updateProvider = adminProcedure.input(updateSsoProviderInput).mutation(({ ctx, input }) => updateSsoProvider(ctx, input));
