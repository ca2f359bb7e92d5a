import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Media } from "../../../cms/payload-types";
import { authedProcedure } from "../../init";
import type { Context } from "../../context";
import { assertCanOpen, entitlements } from "./access";
import { asCaller, idOf, localeOf, mediaUrl, thumbnailUrl } from "./shared";

export const lessonDetailsInput = z.object({ lessonId: z.number().int().positive(), lang: z.enum(["EN", "FR"]).optional() });

type Ref = number | { id: number } | null | undefined;

/**
 * LRN-026, LRN-027: the AR structure the caller may scan for this lesson — associated with the
 * lesson and, when the association names memberships, one of the caller's (admins and editors
 * see every association).
 */
async function arFor(ctx: Context, lessonId: number, structures: { model: number | null; name: string }[]) {
  const { docs } = await ctx.payload.find({
    collection: "ar-structures",
    where: { lessons: { contains: lessonId } },
    depth: 0,
    pagination: false,
    select: { name: true, memberships: true, model: true },
    overrideAccess: true,
  });
  if (!docs.length) return null;
  const e = await entitlements(ctx);
  const usable = docs.find((s) => {
    const ms = (s.memberships ?? []).map((m) => idOf(m as Ref)).filter((m): m is number => m != null);
    return e.all || ms.length === 0 || ms.some((m) => e.memberships.has(m));
  });
  if (!usable) return null;
  // The lesson's own (translated) name for the same model reads better than the structure's unique CMS name.
  const own = structures.find((st) => st.model != null && st.model === idOf(usable.model as Ref))?.name;
  return { structureName: own || usable.name };
}

/**
 * LRN-021, LRN-022: everything the lesson panel shows, in the requested language; refused
 * unless the caller's memberships open the lesson's unit (and its chapter is inside an LTI lock).
 * Captions: the lesson's language, and always the English track too (I18N-013).
 */
export const lessonDetails = authedProcedure.input(lessonDetailsInput).query(async ({ ctx, input }) => {
  const locale = localeOf(ctx, input.lang);
  const lesson = await ctx.payload
    .findByID({ collection: "lessons", id: input.lessonId, locale, depth: 1, draft: false, ...asCaller(ctx) })
    .catch(() => null);
  if (!lesson || lesson._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Lesson not found." });
  const unitId = idOf(lesson.unit as Ref);
  const chapterId = idOf(lesson.chapter as Ref);
  await assertCanOpen(ctx, { unitId, chapterId });
  const english =
    locale === "en"
      ? lesson
      : await ctx.payload.findByID({ collection: "lessons", id: lesson.id, locale: "en", depth: 1, draft: false, select: { captions: true }, ...asCaller(ctx) });
  const captionTracks: { lang: "en" | "fr"; url: string }[] = [];
  const own = mediaUrl(lesson.captions as Media | number | null);
  const en = mediaUrl(english.captions as Media | number | null);
  if (en) captionTracks.push({ lang: "en", url: en });
  if (locale === "fr" && own && own !== en) captionTracks.push({ lang: "fr", url: own });
  return {
    id: lesson.id,
    title: lesson.title,
    order: lesson.order,
    moduleId: idOf(lesson.module as Ref),
    chapterId,
    unitId,
    text: lesson.text ?? null,
    video: mediaUrl(lesson.video),
    poster: mediaUrl(lesson.poster),
    captions: own,
    captionTracks,
    narration: mediaUrl(lesson.narration),
    narrationText: lesson.narrationText ?? null,
    quizId: idOf(lesson.quiz as Ref),
    figures: (lesson.figures ?? []).map((f) => ({ image: mediaUrl(f.image), thumbnail: thumbnailUrl(f.image), caption: f.caption ?? "", alt: typeof f.image === "object" ? (f.image.alt ?? "") : "" })),
    structures: (lesson.structures ?? []).map((s) => ({ model: mediaUrl(s.model), embedUrl: s.embedUrl ?? null, name: s.name ?? "", description: s.description })),
    ar: await arFor(
      ctx,
      lesson.id,
      (lesson.structures ?? []).map((st) => ({ model: idOf(st.model as Ref), name: st.name ?? "" })),
    ),
  };
});
