import type { Context } from "#core/context";
import { NotFound } from "#core/errors";
import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { localeOf, mediaUrl } from "#core/content/callers";
import { nullIfNotFound } from "#core/notFound";

export const arExperienceInput = z.object({ lessonId: z.number().int().positive(), lang: languageCodeSchema.optional() });

/**
 * LRN-026, LRN-028: what the AR page (/ar/{lessonId}, the target of the lesson's QR code) shows:
 * the structure associated with a published lesson — its name, description and model file.
 * Public: a phone that scans the code is usually not signed in, and models are public media
 * anyway; the code itself is shown only to learners entitled to the lesson
 * (docs/decisions/004-learning-session-state.md).
 */
export async function arExperience(ctx: Context, input: z.infer<typeof arExperienceInput>) {
  const locale = localeOf(ctx, input.lang);
  const lesson = await ctx.payload
    .findByID({ collection: "lessons", id: input.lessonId, depth: 0, locale, select: { title: true, _status: true, structures: true }, overrideAccess: true })
    .catch(nullIfNotFound);
  if (!lesson || lesson._status !== "published") throw new NotFound("ar.noStructure", "No AR structure for this lesson.");
  const { docs } = await ctx.payload.find({
    collection: "ar-structures",
    where: { lessons: { contains: input.lessonId } },
    depth: 1,
    limit: 1,
    locale,
    select: { name: true, description: true, model: true },
    overrideAccess: true,
  });
  const s = docs[0];
  const model = s ? mediaUrl(s.model) : null;
  if (!s || !model) throw new NotFound("ar.noStructure", "No AR structure for this lesson.");
  // The lesson's own (translated) name and description of the same model, when it has them.
  const modelId = typeof s.model === "object" ? s.model.id : s.model;
  const own = (lesson.structures ?? []).find((st) => (typeof st.model === "object" ? st.model?.id : st.model) === modelId);
  return { lessonTitle: lesson.title, structureName: own?.name || s.name, description: own?.description || s.description || null, model };
}
