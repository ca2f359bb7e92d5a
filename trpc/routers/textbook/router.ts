import { router } from "../../init";
import { activeUnit } from "./activeUnit";
import { arExperience } from "./arExperience";
import { lessonAr } from "./lessonAr";
import { lessonDetails } from "./lessonDetails";
import { moduleDetails } from "./moduleDetails";
import { modulePage } from "./modulePage";
import { myTextbooks } from "./myTextbooks";
import { unitContents } from "./unitContents";
import { unitDetails } from "./unitDetails";
import { unitOfChapter } from "./unitOfChapter";
import { unitPage } from "./unitPage";

export const textbookRouter = router({
  unitContents,
  unitDetails,
  moduleDetails,
  modulePage,
  unitPage,
  lessonDetails,
  unitOfChapter,
  lessonAr,
  myTextbooks,
  activeUnit,
  arExperience,
});
