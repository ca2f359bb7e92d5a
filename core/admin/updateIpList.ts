import type { AdminCtx } from "#core/admin/shared";
import { NotFound } from "#core/errors";
import { z } from "zod";
import { inUnit, uniqueViolation } from "#core/admin/accounts";
import { ADMIN_MESSAGES, ipListInput } from "#shared/adminUsers";
import { checkIpList, dummyAccount, ipListData, undoIpList } from "#core/admin/ipLists";
import { conflict, onBehalfOf } from "#core/admin/shared";
import { nullIfNotFound } from "#core/notFound";
import { recordAudit } from "#core/audit/record";

export const updateIpListInput = ipListInput.extend({ id: z.number().int().positive() });

/** The update section the legacy left as a placeholder (ADM-033): the same fields and checks as creating. */
export async function updateIpList(ctx: AdminCtx, input: z.infer<typeof updateIpListInput>) {
  const existing = await ctx.payload.findByID({ collection: "ip-lists", id: input.id, depth: 0, ...onBehalfOf(ctx) }).catch(nullIfNotFound);
  if (!existing) throw new NotFound("admin.ipListNotFound", ADMIN_MESSAGES.ipListNotFound);
  await checkIpList(ctx, input, input.id);
  const written: { userId?: number } = {};
  await inUnit(
    ctx.payload,
    ctx.user,
    async (req) => {
      const accountId = await dummyAccount(ctx, input, req, written);
      await ctx.payload.update({ collection: "ip-lists", id: input.id, data: ipListData(input, accountId), depth: 0, req, ...onBehalfOf(ctx) });
      await recordAudit({ payload: ctx.payload, req }, ctx, {
        action: "ipList.updated",
        target: { type: "ipList", id: input.id },
        summary: {
          before: { name: existing.name },
          after: { name: input.name, account: accountId, class: input.classId, memberships: input.membershipIds, addresses: input.addresses.length },
        },
      });
    },
    () => undoIpList(ctx, undefined, written),
  ).catch((err) => {
    if (uniqueViolation(err)) throw conflict(ADMIN_MESSAGES.usernameInUse);
    throw err;
  });
  return { code: 0, message: ADMIN_MESSAGES.ipListUpdated, id: input.id };
}
