import { authedProcedure } from "../../init";
import { markSessionModalShown } from "#core/sessions";

/** LRN-018: the 'Ready for the next module?' modal is shown once per session; this records that it was. */
export const dismissModuleModal = authedProcedure.mutation(async ({ ctx }) => {
  await markSessionModalShown(ctx.payload, ctx.session.id);
  return { shouldShowModal: false };
});
