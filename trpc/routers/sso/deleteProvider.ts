import { deleteSsoProvider } from "#core/sso/providers";
import { deleteSsoProviderInput } from "#shared/sso";
import { adminProcedure } from "../../init";

/** Issue 47: deletes a provider and its links (the accounts stay). */
export const deleteProvider = adminProcedure.input(deleteSsoProviderInput).mutation(({ ctx, input }) => deleteSsoProvider(ctx, input));
