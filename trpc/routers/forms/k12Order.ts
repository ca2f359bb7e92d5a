import { submitK12Order } from "#core/forms/k12";
import { k12OrderInput } from "#shared/forms";
import { publicProcedure } from "../../init";

/** K12-014…016: store the school order and e-mail the confirmations. */
export const k12Order = publicProcedure.input(k12OrderInput).mutation(({ ctx, input }) => submitK12Order(ctx, input, { ip: ctx.ip, language: ctx.language }));
