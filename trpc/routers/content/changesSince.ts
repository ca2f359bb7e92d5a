import { changesSince as changesSinceOf } from "#core/content/changesSince";
import { changesSinceInput } from "#shared/contentChanges";
import { editorProcedure } from "../../init";

/** Issue 28: a unit's published and draft versions since a day, when and by whom (editors and admins). */
export const changesSince = editorProcedure.input(changesSinceInput).query(({ ctx, input }) => changesSinceOf(ctx, input));
