import { router } from "../../init";
import { completeLesson } from "./completeLesson";
import { completeLessonAndAdvance } from "./completeLessonAndAdvance";
import { completeModule } from "./completeModule";
import { dismissModuleModal } from "./dismissModuleModal";
import { openLesson } from "./openLesson";
import { openLessonInModule } from "./openLessonInModule";
import { openUnit } from "./openUnit";
import { full } from "./full";
import { status } from "./status";
import { unit } from "./unit";
import { startUnit } from "./startUnit";

/** The learner's progress: the server is its only source of truth (docs/decisions/003-learning-access-and-progress.md). */
export const progressRouter = router({
  full,
  status,
  unit,
  startUnit,
  openUnit,
  openLesson,
  openLessonInModule,
  completeLesson,
  completeLessonAndAdvance,
  completeModule,
  dismissModuleModal,
});
