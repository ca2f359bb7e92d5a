import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ADMIN_MESSAGES } from "#shared/adminUsers";
import { adminProcedure } from "../../init";
import { onBehalfOf } from "./shared";
import { nullIfNotFound } from "#core/notFound";

/** Deletes an IP access list (its dummy account stays; delete it in the DeleteUser tab if it is no longer needed). */
export const deleteIpList = adminProcedure.input(z.object({ id: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
  const existing = await ctx.payload.findByID({ collection: "ip-lists", id: input.id, depth: 0, ...onBehalfOf(ctx) }).catch(nullIfNotFound);
  if (!existing) throw new TRPCError({ code: "NOT_FOUND", message: ADMIN_MESSAGES.ipListNotFound });
  await ctx.payload.delete({ collection: "ip-lists", id: input.id, depth: 0, ...onBehalfOf(ctx) });
  return { code: 0, message: ADMIN_MESSAGES.ipListDeleted, id: input.id };
});
