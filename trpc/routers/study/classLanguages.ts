import { classLanguages } from "#core/session/classLanguage";
import { teacherProcedure } from "../../init";

/** I18N-011: the General Settings tab's interface language per class. */
export const classLanguagesProcedure = teacherProcedure.query(({ ctx }) => classLanguages(ctx));
