import { router } from "../../init";
import { lessonAr } from "./lessonAr";
import { lessonDetails } from "./lessonDetails";
import { moduleDetails } from "./moduleDetails";
import { unitContents } from "./unitContents";
import { unitOfChapter } from "./unitOfChapter";

export const textbookRouter = router({ unitContents, moduleDetails, lessonDetails, unitOfChapter, lessonAr });
