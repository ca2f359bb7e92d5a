import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { publicProcedure } from "../../init";
import { progressOf, publishedOutline, unitProgress } from "#core/progressStore";
import { asCaller, localeOf, mediaUrl } from "./shared";
import { nullIfNotFound } from "#core/notFound";

export const unitDetailsInput = z.object({ unitId: z.number().int().positive(), lang: z.enum(["EN", "FR"]).optional() });

/**
 * LRN-006, LRN-009, LRN-010: a published unit with its cover, summary, sample video, additional
 * info, downloads and extra content; for a signed-in caller also userProgress (status,
 * percentCompleted — 'NOT FOUND' and 0 when nothing is recorded, LRN-036).
 */
export const unitDetails = publicProcedure.input(unitDetailsInput).query(async ({ ctx, input }) => {
  const locale = localeOf(ctx, input.lang);
  const unit = await ctx.payload
    .findByID({ collection: "units", id: input.unitId, locale, depth: 1, draft: false, joins: { chapters: false }, ...asCaller(ctx) })
    .catch(nullIfNotFound);
  if (!unit || unit._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Unit not found." });
  const progress = ctx.user
    ? unitProgress(unit.id, ...(await Promise.all([publishedOutline(ctx.payload, [unit.id]), progressOf(ctx.payload, ctx.user.id)])))
    : null;
  return {
    id: unit.id,
    title: unit.title,
    series: unit.series,
    order: unit.order,
    cover: mediaUrl(unit.cover),
    summary: unit.summary ?? null,
    content: unit.content ?? null,
    sampleVideo: mediaUrl(unit.sampleVideo),
    sampleVideoDescription: unit.sampleVideoDescription ?? null,
    sampleVideoPlaceholder: mediaUrl(unit.sampleVideoPlaceholder),
    additionalInfo: unit.additionalInfo ?? null,
    downloadSummary: unit.downloadSummary ?? null,
    downloads: (unit.downloads ?? []).map((d) => ({ title: d.title, link: d.link, buttonText: d.buttonText })),
    extraContent: (unit.extraContent ?? []).map((x) => ({ title: x.title, summary: x.summary ?? null, source: x.source, type: x.type })),
    userProgress: progress ? { status: progress.status, percentCompleted: progress.percentCompleted } : null,
  };
});
