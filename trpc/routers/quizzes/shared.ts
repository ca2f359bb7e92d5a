import { z } from "zod";
import { languageCodeSchema } from "#shared/language";

export const id = z.number().int().positive();
export const lang = languageCodeSchema.optional();
