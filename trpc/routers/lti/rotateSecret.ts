import { Invalid } from "#core/errors";
import { z } from "zod";
import { ConsumerError, rotateConsumerSecret } from "#core/lti/consumers";
import { adminProcedure } from "../../init";
import { assertExists } from "#core/lti/assertExists";

/** A new secret (the old one stops working); shown once, like at creation. */
export const rotateSecret = adminProcedure.input(z.object({ id: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
  await assertExists(ctx, "lti-consumers", input.id);
  try {
    return await rotateConsumerSecret(ctx, input.id);
  } catch (err) {
    if (err instanceof ConsumerError) throw new Invalid("lti.consumer", err.message);
    throw err;
  }
});
