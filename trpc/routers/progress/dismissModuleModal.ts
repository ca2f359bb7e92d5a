import { dismissModuleModal as dismissModuleModalOf } from "#core/progress/dismissModuleModal";
import { authedProcedure } from "../../init";

/** LRN-018: the 'Ready for the next module?' modal is shown once per session; this records that it was. */
export const dismissModuleModal = authedProcedure.mutation(({ ctx }) => dismissModuleModalOf(ctx));
