import { z } from "zod";

export const classId = z.number().int().positive();
export const lang = z.enum(["EN", "FR"]).optional();
