import { setForum as setForumOf } from "#core/study/qa";
import { setForumInput } from "#shared/studySchemas";
import { teacherProcedure } from "../../init";

export const setForum = teacherProcedure.input(setForumInput).mutation(({ ctx, input }) => setForumOf(ctx, input));
