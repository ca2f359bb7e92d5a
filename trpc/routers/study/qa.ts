import { accountOwnerProcedure, authedProcedure, teacherProcedure } from "../../init";
import { deleteComment, editComment, forumSettings, hideComment, markCorrect, moduleQa, postComment, setForum } from "#core/study/qa";
import { editCommentInput, hideCommentInput, idInput, markCorrectInput, moduleInput, postCommentInput, setForumInput } from "#shared/studySchemas";

/** QA-001…QA-013: the module page's Q&A (docs/decisions/042-module-qa.md). */
export const qa = authedProcedure.input(moduleInput).query(({ ctx, input }) => moduleQa(ctx, input.moduleId, ctx.language));
export const postCommentProcedure = accountOwnerProcedure.input(postCommentInput).mutation(({ ctx, input }) => postComment(ctx, input, ctx.language));
export const editCommentProcedure = accountOwnerProcedure.input(editCommentInput).mutation(({ ctx, input }) => editComment(ctx, input));
export const deleteCommentProcedure = accountOwnerProcedure.input(idInput).mutation(({ ctx, input }) => deleteComment(ctx, input.id));
export const markCorrectProcedure = teacherProcedure.input(markCorrectInput).mutation(({ ctx, input }) => markCorrect(ctx, input));
export const hideCommentProcedure = teacherProcedure.input(hideCommentInput).mutation(({ ctx, input }) => hideComment(ctx, input));
/** QA-011, TEA-023: the General Settings tab's forum setting per class. */
export const forumSettingsProcedure = teacherProcedure.query(({ ctx }) => forumSettings(ctx));
export const setForumProcedure = teacherProcedure.input(setForumInput).mutation(({ ctx, input }) => setForum(ctx, input));
