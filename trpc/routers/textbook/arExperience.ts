import { arExperience as arExperienceOf, arExperienceInput } from "#core/content/arExperience";
import { publicProcedure } from "../../init";

/**
 * LRN-026, LRN-028: what the AR page (/ar/{lessonId}, the target of the lesson's QR code) shows:
 * the structure associated with a published lesson — its name, description and model file.
 * Public: a phone that scans the code is usually not signed in, and models are public media
 * anyway; the code itself is shown only to learners entitled to the lesson
 * (docs/decisions/004-learning-session-state.md).
 */
export const arExperience = publicProcedure.input(arExperienceInput).query(({ ctx, input }) => arExperienceOf(ctx, input));
