import { membershipKeys as membershipKeysOf } from "#core/quizzes/quizzes";
import { authedProcedure } from "../../init";

/** QUIZ-013: the caller's membership keys. */
export const membershipKeys = authedProcedure.query(async ({ ctx }) => (await membershipKeysOf(ctx)).map((value) => ({ value })));
