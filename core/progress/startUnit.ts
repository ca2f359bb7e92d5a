import type { AuthedContext } from "#core/context";
import { Forbidden } from "#core/errors";
import { z } from "zod";
import { assertCanOpen, lockedChapter } from "#core/content/entitlements";
import { assertPublishedUnit } from "#core/content/places";
import { recordProgress } from "#core/progress/progressStore";
import { setSessionActiveUnit } from "#core/session/sessions";

export const LTI_LOCKED = "Please use your school portal to open chapters, and the table of contents to open modules.";

export const startUnitInput = z.object({ unitId: z.number().int().positive() });

/**
 * LRN-055: a unit card's Start/Continue. Stores the unit as the session's active unit (what
 * /textbook shows, LRN-007) and marks it IN-PROGRESS — except in a multi-session session, which
 * records nothing (SES-056) but still chooses what to read. Refused under the LTI lock, whose
 * cards are disabled (LRN-057, LTI-010).
 */
export async function startUnit(ctx: AuthedContext, input: z.infer<typeof startUnitInput>) {
  if (lockedChapter(ctx) != null) throw new Forbidden("lti.locked", LTI_LOCKED);
  await assertPublishedUnit(ctx, input.unitId);
  await assertCanOpen(ctx, { unitId: input.unitId });
  await setSessionActiveUnit(ctx.payload, ctx.session.id, input.unitId);
  if (ctx.session.multiSession) return { recorded: false };
  await recordProgress(ctx.payload, { userId: ctx.user.id, type: "unit", itemId: input.unitId, unitId: input.unitId, status: "IN-PROGRESS" });
  return { recorded: true };
}
