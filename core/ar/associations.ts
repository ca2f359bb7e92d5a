import type { Context } from "#core/context";
import { Invalid, NotFound } from "#core/errors";
import { nullIfNotFound } from "#core/notFound";

/** ADM-045…ADM-047: the admin's AR associations (which lessons and memberships see a structure). */
export const AR_MESSAGES = {
  updated: "Assignment Updated Successfully",
  updateFailed: "Error Updating Assignment",
  none: "No Association Details Found",
} as const;

type Ctx = Pick<Context, "payload" | "language">;
const idOf = (v: unknown) => (v && typeof v === "object" ? (v as { id: number }).id : (v as number));

/**
 * ADM-045: every AR structure (id, name), named in the admin's language. A structure's `name` is one
 * (English) key; its lessons' interactive structures with the same model carry the localized name, so in
 * French the English name at the start of `name` is replaced by the French one ("Cell membrane (life-1-…)"
 * → "Membrane cellulaire (life-1-…)"); without one, the name as stored.
 */
export async function listArStructures(ctx: Ctx): Promise<{ id: number; name: string }[]> {
  const { docs } = await ctx.payload.find({
    collection: "ar-structures",
    sort: "name",
    depth: 0,
    pagination: false,
    select: { name: true, model: true, lessons: true },
    overrideAccess: true,
  });
  if (ctx.language !== "fr") return docs.map((s) => ({ id: s.id, name: s.name }));
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
}

/** ADM-045: every lesson (id, title) to choose from. */
export async function listArLessons(ctx: Ctx): Promise<{ id: number; lesson: string }[]> {
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
}

/** ADM-046: replaces a structure's lessons and memberships (as the admin, through the collection's access rules). */
export async function updateArAssociation(
  ctx: Pick<Context, "payload" | "user">,
  input: { structureId: number; lessons: number[]; memberships: number[] },
): Promise<{ message: string }> {
  try {
    await ctx.payload.update({
      collection: "ar-structures",
      id: input.structureId,
      data: { lessons: input.lessons, memberships: input.memberships },
      overrideAccess: false,
      user: ctx.user ? { ...ctx.user, collection: "users" } : undefined,
    });
    return { message: AR_MESSAGES.updated };
  } catch (err) {
    // Payload's refusals of the update (no such structure or related document, invalid data, 4xx) are the seed's
    // message; anything else (the database, a bug) stays an unexpected error.
    const status = (err as { status?: unknown } | null)?.status;
    if (typeof status !== "number" || status < 400 || status >= 500) throw err;
    ctx.payload.logger.warn({ err, structureId: input.structureId }, "AR association update failed");
    throw new Invalid("ar.updateFailed", AR_MESSAGES.updateFailed, { cause: err });
  }
}

/** ADM-047: the lessons and memberships associated with a structure. */
export async function reviewArAssociation(ctx: Ctx, structureId: number) {
  const s = await ctx.payload
    .findByID({ collection: "ar-structures", id: structureId, depth: 1, locale: ctx.language, overrideAccess: true })
    .catch(nullIfNotFound);
  const lessons = (s?.lessons ?? []).filter((l) => typeof l === "object");
  const memberships = (s?.memberships ?? []).filter((m) => typeof m === "object");
  if (!s || (lessons.length === 0 && memberships.length === 0)) throw new NotFound("ar.noAssociation", AR_MESSAGES.none);
  return {
    structure: { id: s.id, name: s.name },
    lessons: lessons.map((l) => ({ id: l.id, lesson: l.title })),
    memberships: memberships.map((m) => ({ id: m.id, key: m.key, name: m.name })),
  };
}
