import { listConsumers as listConsumersOf } from "#core/lti/consumers";
import { adminProcedure } from "../../init";

/** LTI-019: every consumer, with its secret masked (the secret never leaves the server after creation). */
export const listConsumers = adminProcedure.query(({ ctx }) => listConsumersOf(ctx));
