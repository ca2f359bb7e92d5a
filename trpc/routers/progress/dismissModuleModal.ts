import { authedProcedure } from "../../init";

/** LRN-018: the 'Ready for the next module?' modal is shown once per session; this records that it was. */
export const dismissModuleModal = authedProcedure.mutation(async ({ ctx }) => {
  await ctx.payload.update({ collection: "sessions", id: ctx.session.id, data: { shouldShowModal: false }, overrideAccess: true, depth: 0 });
  return { shouldShowModal: false };
});
