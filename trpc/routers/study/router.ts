import { router } from "../../init";
import { bookmarkOfModule } from "./bookmarkOfModule";
import { bookmarks } from "./bookmarks";
import { createNote } from "./createNote";
import { deleteComment } from "./deleteComment";
import { deleteNote } from "./deleteNote";
import { editComment } from "./editComment";
import { forumSettings } from "./forumSettings";
import { hideComment } from "./hideComment";
import { markCorrect } from "./markCorrect";
import { notes } from "./notes";
import { postComment } from "./postComment";
import { qa } from "./qa";
import { search } from "./search";
import { setBookmark } from "./setBookmark";
import { setForum } from "./setForum";
import { updateNote } from "./updateNote";
import { classLanguagesProcedure } from "./classLanguages";
import { setClassLanguageProcedure } from "./setClassLanguage";

/** Study tools (issue 14): content search, notes and bookmarks, module Q&A; one file per procedure. */
export const studyRouter = router({
  search,
  notes,
  createNote,
  updateNote,
  deleteNote,
  bookmarks,
  bookmarkOfModule,
  setBookmark,
  qa,
  postComment,
  editComment,
  deleteComment,
  markCorrect,
  hideComment,
  forumSettings,
  setForum,
  classLanguages: classLanguagesProcedure,
  setClassLanguage: setClassLanguageProcedure,
});
