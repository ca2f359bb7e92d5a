import { checkK12Code } from "#core/forms/k12";
import { k12CodeInput } from "#shared/forms";
import { publicProcedure } from "../../init";

/** K12-002/003: the access code, checked on the server (rate-limited per client address). */
export const k12Unlock = publicProcedure.input(k12CodeInput).mutation(async ({ ctx, input }) => {
  await checkK12Code(ctx, input.code, ctx.ip);
  return { ok: true as const };
});
