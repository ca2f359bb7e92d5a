import type { AdminCtx } from "#core/admin/shared";
import type { z } from "zod";
import { inUnit, uniqueViolation } from "#core/admin/accounts";
import { ADMIN_MESSAGES, type ipListInput } from "#shared/adminUsers";
import { checkIpList, dummyAccount, ipListData, undoIpList } from "#core/admin/ipLists";
import { conflict, onBehalfOf } from "#core/admin/shared";
import { recordAudit } from "#core/audit/record";

/**
 * ADM-033 … ADM-039: creates an IP access list. Every rule of the form is enforced here too:
 * all fields filled, each address a.b.c.d / a.b.c.* / a.b.*.* with octets 0–255, a well-formed
 * dummy account e-mail, an existing class and memberships, a free name. The dummy account
 * (existing, or created here) and the list are one unit.
 */
export async function createIpList(ctx: AdminCtx, input: z.infer<typeof ipListInput>) {
  await checkIpList(ctx, input);
  const written: { userId?: number } = {};
  let listId: number | undefined;
  const list = await inUnit(
    ctx.payload,
    ctx.user,
    async (req) => {
      const accountId = await dummyAccount(ctx, input, req, written);
      const created = await ctx.payload.create({ collection: "ip-lists", data: ipListData(input, accountId), depth: 0, req, ...onBehalfOf(ctx) });
      listId = created.id;
      await recordAudit({ payload: ctx.payload, req }, ctx, {
        action: "ipList.created",
        target: { type: "ipList", id: created.id },
        summary: { name: input.name, account: accountId, class: input.classId, memberships: input.membershipIds, addresses: input.addresses.length },
      });
      return created;
    },
    () => undoIpList(ctx, listId, written),
  ).catch((err) => {
    if (uniqueViolation(err)) throw conflict(ADMIN_MESSAGES.usernameInUse);
    throw err;
  });
  return { code: 0, message: ADMIN_MESSAGES.ipListCreated, id: list.id };
}
