import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { adminProcedure, router } from "../../init";
import { nullIfNotFound } from "#core/notFound";

export const AR_MESSAGES = {
  updated: "Assignment Updated Successfully",
  updateFailed: "Error Updating Assignment",
  none: "No Association Details Found",
} as const;

/**
 * ADM-045: every AR structure (id, name), named in the admin's language. A structure's `name` is one
 * (English) key; its lessons' interactive structures with the same model carry the localized name, so in
 * French the English name at the start of `name` is replaced by the French one ("Cell membrane (life-1-…)"
 * → "Membrane cellulaire (life-1-…)"); without one, the name as stored.
 */
const listStructures = adminProcedure.query(async ({ ctx }) => {
  const { docs } = await ctx.payload.find({
    collection: "ar-structures",
    sort: "name",
    depth: 0,
    pagination: false,
    select: { name: true, model: true, lessons: true },
    overrideAccess: true,
  });
  if (ctx.language !== "fr") return docs.map((s) => ({ id: s.id, name: s.name }));
  const idOf = (v: unknown) => (v && typeof v === "object" ? (v as { id: number }).id : (v as number));
  const lessonIds = [...new Set(docs.flatMap((s) => (s.lessons ?? []).map(idOf)))];
  const lessons = lessonIds.length
    ? (
        await ctx.payload.find({
          collection: "lessons",
          where: { id: { in: lessonIds } },
          depth: 0,
          pagination: false,
          locale: "all",
          select: { structures: true },
          overrideAccess: true,
        })
      ).docs
    : [];
  type Names = { en?: string | null; fr?: string | null };
  const byLesson = new Map(lessons.map((l) => [l.id, (l.structures ?? []) as unknown as { model?: unknown; name?: Names | null }[]]));
  return docs.map((s) => {
    const model = idOf(s.model);
    for (const lessonId of (s.lessons ?? []).map(idOf)) {
      const names = byLesson.get(lessonId)?.find((x) => x.model != null && idOf(x.model) === model)?.name;
      if (names?.en && names.fr && s.name.startsWith(names.en)) return { id: s.id, name: names.fr + s.name.slice(names.en.length) };
    }
    return { id: s.id, name: s.name };
  });
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
