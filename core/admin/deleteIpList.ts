import type { AdminCtx } from "#core/admin/shared";
import { NotFound } from "#core/errors";
import { z } from "zod";
import { ADMIN_MESSAGES } from "#shared/adminUsers";
import { onBehalfOf } from "#core/admin/shared";
import { nullIfNotFound } from "#core/notFound";
import { inUnit } from "#core/admin/accounts";
import { recordAudit } from "#core/audit/record";

export const deleteIpListInput = z.object({ id: z.number().int().positive() });

/** Deletes an IP access list (its dummy account stays; delete it in the DeleteUser tab if it is no longer needed). */
export async function deleteIpList(ctx: AdminCtx, input: z.infer<typeof deleteIpListInput>) {
  const existing = await ctx.payload.findByID({ collection: "ip-lists", id: input.id, depth: 0, ...onBehalfOf(ctx) }).catch(nullIfNotFound);
  if (!existing) throw new NotFound("admin.ipListNotFound", ADMIN_MESSAGES.ipListNotFound);
  await inUnit(ctx.payload, ctx.user, async (req) => {
    await ctx.payload.delete({ collection: "ip-lists", id: input.id, depth: 0, req, ...onBehalfOf(ctx) });
    await recordAudit({ payload: ctx.payload, req }, ctx, {
      action: "ipList.deleted",
      target: { type: "ipList", id: input.id },
      summary: { name: existing.name },
    });
  });
  return { code: 0, message: ADMIN_MESSAGES.ipListDeleted, id: input.id };
}
