import { z } from "zod";
import { consumerDetails as consumerDetailsOf } from "#core/lti/consumers";
import { adminProcedure } from "../../init";
import { assertExists } from "#core/lti/assertExists";

/** LTI-030 without the secret: the connection details for a later download. */
export const consumerDetails = adminProcedure.input(z.object({ id: z.number().int().positive() })).query(async ({ ctx, input }) => {
  await assertExists(ctx, "lti-consumers", input.id);
  return consumerDetailsOf(ctx, input.id);
});
