import { forumSettings as forumSettingsOf } from "#core/study/qa";
import { teacherProcedure } from "../../init";

/** QA-011, TEA-023: the General Settings tab's forum setting per class. */
export const forumSettings = teacherProcedure.query(({ ctx }) => forumSettingsOf(ctx));
