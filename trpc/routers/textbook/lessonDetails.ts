import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { authedProcedure } from "../../init";
import { asCaller, idOf, localeOf, mediaUrl, thumbnailUrl } from "./shared";

export const lessonDetailsInput = z.object({ lessonId: z.number().int().positive(), lang: z.enum(["EN", "FR"]).optional() });

/** LRN-021, LRN-022: everything the lesson panel shows, in the requested language. */
export const lessonDetails = authedProcedure.input(lessonDetailsInput).query(async ({ ctx, input }) => {
  const locale = localeOf(ctx, input.lang);
  const lesson = await ctx.payload
    .findByID({ collection: "lessons", id: input.lessonId, locale, depth: 1, draft: false, ...asCaller(ctx) })
    .catch(() => null);
  if (!lesson || lesson._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Lesson not found." });
  return {
    id: lesson.id,
    title: lesson.title,
    order: lesson.order,
    moduleId: idOf(lesson.module as number | { id: number }),
    text: lesson.text ?? null,
    video: mediaUrl(lesson.video),
    poster: mediaUrl(lesson.poster),
    captions: mediaUrl(lesson.captions),
    narration: mediaUrl(lesson.narration),
    narrationText: lesson.narrationText ?? null,
    quizId: idOf(lesson.quiz as number | { id: number } | null),
    figures: (lesson.figures ?? []).map((f) => ({ image: mediaUrl(f.image), thumbnail: thumbnailUrl(f.image), caption: f.caption ?? "" })),
    structures: (lesson.structures ?? []).map((s) => ({ model: mediaUrl(s.model), embedUrl: s.embedUrl ?? null, name: s.name ?? "", description: s.description })),
  };
});
