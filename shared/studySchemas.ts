import { z } from "zod";
import { languageCodeSchema } from "#shared/language";
import { COMMENT_MAX, NOTE_BODY_MAX_BYTES, NOTE_SUMMARY_MAX, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "./study";

/** The study procedures' inputs (server side; the browser imports only ./study, without zod). */
export const searchInput = z.object({
  term: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
  page: z.number().int().min(1).max(1000).default(1),
  lang: languageCodeSchema.optional(),
});

const summary = z.string().trim().min(1).max(NOTE_SUMMARY_MAX);
/** The note body as the editor's JSON text (checked again on the server: allow-list, 50 KB). */
const body = z.string().max(NOTE_BODY_MAX_BYTES + 4096);
export const createNoteInput = z.object({ moduleId: z.number().int().positive(), lessonId: z.number().int().positive().nullish(), summary, body });
export const updateNoteInput = z.object({ id: z.number().int().positive(), summary, body });
export const idInput = z.object({ id: z.number().int().positive() });
export const moduleInput = z.object({ moduleId: z.number().int().positive() });
export const setBookmarkInput = z.object({ moduleId: z.number().int().positive(), on: z.boolean() });

const commentText = z.string().max(COMMENT_MAX);
export const postCommentInput = z.object({ moduleId: z.number().int().positive(), text: commentText, replyTo: z.number().int().positive().nullish() });
export const editCommentInput = z.object({ id: z.number().int().positive(), text: commentText });
export const markCorrectInput = z.object({ id: z.number().int().positive(), correct: z.boolean() });
export const hideCommentInput = z.object({ id: z.number().int().positive(), hidden: z.boolean() });
export const setForumInput = z.object({ classId: z.number().int().positive(), enabled: z.boolean() });
