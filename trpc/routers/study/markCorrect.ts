import { markCorrect as markCorrectOf } from "#core/study/qa";
import { markCorrectInput } from "#shared/studySchemas";
import { teacherProcedure } from "../../init";

export const markCorrect = teacherProcedure.input(markCorrectInput).mutation(({ ctx, input }) => markCorrectOf(ctx, input));
