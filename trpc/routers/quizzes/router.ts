import { router } from "../../init";
import { answer } from "./answer";
import { current } from "./current";
import { membershipKeys } from "./membershipKeys";
import { score } from "./score";
import { start } from "./start";
import { status } from "./status";
import { submit } from "./submit";
import { teacherQuizRouter } from "./teacher/router";

/** Quiz taking (QUIZ-001…QUIZ-021): one file per procedure over core/quizzes/quizzes.ts; the teacher's under teacher/. */
export const quizzesRouter = router({
  status,
  current,
  start,
  answer,
  score,
  submit,
  membershipKeys,
  teacher: teacherQuizRouter,
});
