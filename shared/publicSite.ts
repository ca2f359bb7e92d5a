import { z } from "zod";

/** The catalogue's series (PUB-030, PUB-031): First Year LIFE, Second Year ICB, High School. */
export const CATALOGUE_SERIES = ["LIFE", "ICB", "HS"] as const;
export type CatalogueSeries = (typeof CATALOGUE_SERIES)[number];

export const catalogueInput = z.object({ series: z.enum(CATALOGUE_SERIES).default("LIFE") }).default({ series: "LIFE" });

export { ABOUT_WORDS_MS, HERO_PLAYBACK_RATE, HOME_CAROUSEL_MS, TESTIMONIALS_MS, TESTIMONIALS_TRANSITION_MS, TESTIMONIALS_VISIBLE } from "./publicMotion";
