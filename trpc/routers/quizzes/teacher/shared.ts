import { z } from "zod";
import { languageCodeSchema } from "#shared/language";

export const classId = z.number().int().positive();
export const lang = languageCodeSchema.optional();
