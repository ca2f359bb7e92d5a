import { router } from "../../init";
import { bookmarkOfModuleProcedure, bookmarks, createNoteProcedure, deleteNoteProcedure, notes, setBookmarkProcedure, updateNoteProcedure } from "./notes";
import {
  deleteCommentProcedure,
  editCommentProcedure,
  forumSettingsProcedure,
  hideCommentProcedure,
  markCorrectProcedure,
  postCommentProcedure,
  qa,
  setForumProcedure,
} from "./qa";
import { search } from "./search";

/** Study tools (issue 14): content search, notes and bookmarks, module Q&A. */
export const studyRouter = router({
  search,
  notes,
  createNote: createNoteProcedure,
  updateNote: updateNoteProcedure,
  deleteNote: deleteNoteProcedure,
  bookmarks,
  bookmarkOfModule: bookmarkOfModuleProcedure,
  setBookmark: setBookmarkProcedure,
  qa,
  postComment: postCommentProcedure,
  editComment: editCommentProcedure,
  deleteComment: deleteCommentProcedure,
  markCorrect: markCorrectProcedure,
  hideComment: hideCommentProcedure,
  forumSettings: forumSettingsProcedure,
  setForum: setForumProcedure,
});
