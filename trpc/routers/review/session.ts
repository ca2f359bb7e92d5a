import { reviewSession } from "#core/review/cards";
import { reviewSessionInput } from "#shared/reviewSchemas";
import { accountOwnerProcedure } from "../../init";

/** Issue 28: the review session's next due question (the quiz's own question and choices, shuffled). */
export const session = accountOwnerProcedure.input(reviewSessionInput).query(({ ctx, input }) => reviewSession(ctx, input, ctx.language));
