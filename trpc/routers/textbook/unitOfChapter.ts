import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { publicProcedure } from "../../init";
import { asCaller } from "./shared";
import { idOf } from "#core/ids";
import { nullIfNotFound } from "#core/notFound";

/** LRN-012: the unit a chapter belongs to. */
export const unitOfChapter = publicProcedure.input(z.object({ chapterId: z.number().int().positive() })).query(async ({ ctx, input }) => {
  const chapter = await ctx.payload
    .findByID({ collection: "chapters", id: input.chapterId, depth: 0, select: { unit: true }, ...asCaller(ctx) })
    .catch(nullIfNotFound);
  if (!chapter) throw new TRPCError({ code: "NOT_FOUND", message: "Chapter not found." });
  return { unitId: idOf(chapter.unit as number | { id: number }) };
});
