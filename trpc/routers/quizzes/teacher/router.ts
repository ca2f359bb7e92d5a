import { router } from "../../../init";
import { attempts } from "./attempts";
import { classes } from "./classes";
import { exportGrades } from "./exportGrades";
import { exportMyGrades } from "./exportMyGrades";
import { extendDeadline } from "./extendDeadline";
import { grades } from "./grades";
import { itemAnalysis } from "./itemAnalysis";
import { myGrades } from "./myGrades";
import { removeOverride } from "./removeOverride";
import { setAttempts } from "./setAttempts";
import { setOverride } from "./setOverride";
import { textbook } from "./textbook";
import { updateDates } from "./updateDates";

/** The teacher's tabs (TEA-001…TEA-022) and My Quiz (QUIZ-023): one file per procedure over core/quizzes/teaching.ts. */
export const teacherQuizRouter = router({
  classes,
  grades,
  extendDeadline,
  itemAnalysis,
  textbook,
  updateDates,
  attempts,
  setAttempts,
  exportGrades,
  setOverride,
  removeOverride,
  exportMyGrades,
  myGrades,
});
