import { completeModule as completeModuleOf, completeModuleInput } from "#core/progress/completeModule";
import { progressRecorderProcedure } from "../../init";

/** LRN-043, LRN-045: a module is completed on the server only when all its published lessons are COMPLETE. */
export const completeModule = progressRecorderProcedure.input(completeModuleInput).mutation(({ ctx, input }) => completeModuleOf(ctx, input));
