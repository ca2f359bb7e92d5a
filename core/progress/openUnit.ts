import type { AuthedContext } from "#core/context";
import { z } from "zod";
import { assertCanOpen } from "#core/content/entitlements";
import { assertPublishedUnit } from "#core/content/places";
import { recordProgress } from "#core/progress/progressStore";

export const openUnitInput = z.object({ unitId: z.number().int().positive() });

/** LRN-011: opening the unit page marks the unit IN-PROGRESS. */
export async function openUnit(ctx: AuthedContext, input: z.infer<typeof openUnitInput>) {
  await assertPublishedUnit(ctx, input.unitId);
  await assertCanOpen(ctx, { unitId: input.unitId });
  const status = await recordProgress(ctx.payload, { userId: ctx.user.id, type: "unit", itemId: input.unitId, unitId: input.unitId, status: "IN-PROGRESS" });
  return { status };
}
