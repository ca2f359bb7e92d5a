import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { inUnit, uniqueViolation } from "#core/accounts";
import { ADMIN_MESSAGES, ipListInput } from "#shared/adminUsers";
import { adminProcedure } from "../../init";
import { checkIpList, dummyAccount, ipListData, undoIpList } from "./ipLists";
import { conflict, onBehalfOf } from "./shared";
import { nullIfNotFound } from "#core/notFound";

/** The update section the legacy left as a placeholder (ADM-033): the same fields and checks as creating. */
export const updateIpList = adminProcedure.input(ipListInput.extend({ id: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
  const existing = await ctx.payload.findByID({ collection: "ip-lists", id: input.id, depth: 0, ...onBehalfOf(ctx) }).catch(nullIfNotFound);
  if (!existing) throw new TRPCError({ code: "NOT_FOUND", message: ADMIN_MESSAGES.ipListNotFound });
  await checkIpList(ctx, input, input.id);
  const written: { userId?: number } = {};
  await inUnit(
    ctx.payload,
    ctx.user,
    async (req) => {
      const accountId = await dummyAccount(ctx, input, req, written);
      await ctx.payload.update({ collection: "ip-lists", id: input.id, data: ipListData(input, accountId), depth: 0, req, ...onBehalfOf(ctx) });
    },
    () => undoIpList(ctx, undefined, written),
  ).catch((err) => {
    if (uniqueViolation(err)) throw conflict(ADMIN_MESSAGES.usernameInUse);
    throw err;
  });
  return { code: 0, message: ADMIN_MESSAGES.ipListUpdated, id: input.id };
});
