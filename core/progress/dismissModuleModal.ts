import type { AuthedContext } from "#core/context";
import { markSessionModalShown } from "#core/session/sessions";

/** LRN-018: the 'Ready for the next module?' modal is shown once per session; this records that it was. */
export async function dismissModuleModal(ctx: AuthedContext) {
  await markSessionModalShown(ctx.payload, ctx.session.id);
  return { shouldShowModal: false };
}
