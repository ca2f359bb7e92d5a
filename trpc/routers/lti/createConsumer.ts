import { ConsumerError, createConsumer as createConsumerOf } from "#core/lti/consumers";
import { createConsumerInput } from "#shared/lti";
import { adminProcedure } from "../../init";
import { assertExists } from "#core/lti/assertExists";

/** LTI-026, LTI-027, LTI-029, LTI-030: creates the consumer; the answer holds the secret, once. */
export const createConsumer = adminProcedure.input(createConsumerInput).mutation(async ({ ctx, input }) => {
  await assertExists(ctx, "classes", input.classSelected);
  await assertExists(ctx, "memberships", input.membership);
  await assertExists(ctx, "products", input.productId);
  try {
    const created = await createConsumerOf(ctx, input);
    return { success: true as const, consumerDetails: created.consumerDetails, errorMsg: null, id: created.id };
  } catch (err) {
    if (err instanceof ConsumerError) return { success: false as const, consumerDetails: null, errorMsg: err.message, id: null };
    throw err;
  }
});
