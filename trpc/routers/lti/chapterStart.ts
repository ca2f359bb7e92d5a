import { chapterStart as chapterStartOf } from "#core/lti/chapterStart";
import { authedProcedure } from "../../init";

/** LTI-006: the first module of the chapter the launch stored (null when there is none or it has no published module). */
export const chapterStart = authedProcedure.query(({ ctx }) => chapterStartOf(ctx));
