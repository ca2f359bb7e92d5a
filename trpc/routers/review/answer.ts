import { answerCard } from "#core/review/cards";
import { reviewAnswerInput } from "#shared/reviewSchemas";
import { accountOwnerProcedure } from "../../init";

/** Issue 28: grades one review answer on the server and reschedules its card (FSRS). */
export const answer = accountOwnerProcedure.input(reviewAnswerInput).mutation(({ ctx, input }) => answerCard(ctx, input, ctx.language));
