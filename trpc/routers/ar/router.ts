import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { adminProcedure, router } from "../../init";
import { nullIfNotFound } from "#core/notFound";

export const AR_MESSAGES = {
  updated: "Assignment Updated Successfully",
  updateFailed: "Error Updating Assignment",
  none: "No Association Details Found",
} as const;

/** ADM-045: every AR structure (id, name). */
const listStructures = adminProcedure.query(async ({ ctx }) => {
  const { docs } = await ctx.payload.find({
    collection: "ar-structures",
    sort: "name",
    depth: 0,
    pagination: false,
    select: { name: true },
    overrideAccess: true,
  });
  return docs.map((s) => ({ id: s.id, name: s.name }));
});

/** ADM-045: every lesson (id, title) to choose from. */
const listLessons = adminProcedure.query(async ({ ctx }) => {
  const { docs } = await ctx.payload.find({
    collection: "lessons",
    sort: "title",
    locale: ctx.language,
    depth: 0,
    pagination: false,
    select: { title: true },
    overrideAccess: true,
  });
  return docs.map((l) => ({ id: l.id, lesson: l.title }));
});

/** ADM-046: replaces a structure's lessons and memberships. */
const updateAssociation = adminProcedure
  .input(
    z.object({
      structureId: z.number().int().positive(),
      lessons: z.array(z.number().int().positive()).max(500),
      memberships: z.array(z.number().int().positive()).max(100),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    try {
      await ctx.payload.update({
        collection: "ar-structures",
        id: input.structureId,
        data: { lessons: input.lessons, memberships: input.memberships },
        overrideAccess: false,
        user: { ...ctx.user, collection: "users" },
      });
      return { message: AR_MESSAGES.updated };
    } catch (err) {
      ctx.payload.logger.warn({ err, structureId: input.structureId }, "AR association update failed");
      throw new TRPCError({ code: "BAD_REQUEST", message: AR_MESSAGES.updateFailed });
    }
  });

/** ADM-047: the lessons and memberships associated with a structure. */
const reviewAssociation = adminProcedure.input(z.object({ structureId: z.number().int().positive() })).query(async ({ ctx, input }) => {
  const s = await ctx.payload
    .findByID({ collection: "ar-structures", id: input.structureId, depth: 1, locale: ctx.language, overrideAccess: true })
    .catch(nullIfNotFound);
  const lessons = (s?.lessons ?? []).filter((l) => typeof l === "object");
  const memberships = (s?.memberships ?? []).filter((m) => typeof m === "object");
  if (!s || (lessons.length === 0 && memberships.length === 0)) throw new TRPCError({ code: "NOT_FOUND", message: AR_MESSAGES.none });
  return {
    structure: { id: s.id, name: s.name },
    lessons: lessons.map((l) => ({ id: l.id, lesson: l.title })),
    memberships: memberships.map((m) => ({ id: m.id, key: m.key, name: m.name })),
  };
});

export const arRouter = router({ listStructures, listLessons, updateAssociation, reviewAssociation });
