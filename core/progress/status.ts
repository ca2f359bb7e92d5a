import type { AuthedContext } from "#core/context";
import { z } from "zod";
import { NOT_FOUND_STATUS, PROGRESS_ITEM_TYPES } from "#shared/progress";

export const statusInput = z.object({ type: z.enum(PROGRESS_ITEM_TYPES), id: z.number().int().positive() });

/** LRN-037: one item's status for the caller; 'NOT STARTED' when nothing is recorded. */
export async function progressStatus(ctx: AuthedContext, input: z.infer<typeof statusInput>) {
  const { docs } = await ctx.payload.find({
    collection: "progress",
    where: { user: { equals: ctx.user.id }, itemType: { equals: input.type }, itemId: { equals: input.id } },
    limit: 1,
    depth: 0,
    select: { status: true, grade: true },
    overrideAccess: true,
  });
  const row = docs[0];
  return row ? { status: row.status, grade: row.grade ?? null } : { status: NOT_FOUND_STATUS, grade: null };
}
