import { moduleNames as moduleNamesOf } from "#core/content/moduleNames";
import { adminProcedure } from "../../init";

/** ADM-040: every module (id, title) for the Duplicate CMS Content picker, drafts included. */
export const moduleNames = adminProcedure.query(({ ctx }) => moduleNamesOf(ctx));
