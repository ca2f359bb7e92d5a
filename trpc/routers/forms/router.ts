import { z } from "zod";
import { builderTree, submitCourseRequest } from "#core/forms/courseBuilder";
import { submitContact } from "#core/forms/contact";
import { checkK12Code, priceList, submitK12Order } from "#core/forms/k12";
import { contactInput, courseRequestInput, k12CodeInput, k12OrderInput } from "#shared/forms";
import { publicProcedure, router } from "../../init";

/** CON-006…009: store and e-mail a Contact Us / Enterprise message. */
const contact = publicProcedure.input(contactInput).mutation(({ ctx, input }) => submitContact(ctx.payload, input, { ip: ctx.ip, language: ctx.language }));

/** K12-002/003: the access code, checked on the server (rate-limited per client address). */
const k12Unlock = publicProcedure.input(k12CodeInput).mutation(async ({ ctx, input }) => {
  await checkK12Code(ctx.payload, input.code, ctx.ip);
  return { ok: true as const };
});

/** K12-010/011: the price list the order form offers. */
const k12Prices = publicProcedure.input(z.object({}).optional()).query(({ ctx }) => priceList(ctx.payload, ctx.language));

/** K12-014…016: store the school order and e-mail the confirmations. */
const k12Order = publicProcedure.input(k12OrderInput).mutation(({ ctx, input }) => submitK12Order(ctx.payload, input, { ip: ctx.ip, language: ctx.language }));

/** PUB-054: the chapter/module/lesson tree of the custom course builder. */
const builderOptions = publicProcedure.input(z.object({}).optional()).query(({ ctx }) => builderTree(ctx.payload, ctx.language));

/** PUB-055/056: store and e-mail a custom course request. */
const courseRequest = publicProcedure
  .input(courseRequestInput)
  .mutation(({ ctx, input }) => submitCourseRequest(ctx.payload, input, { ip: ctx.ip, language: ctx.language }));

export const formsRouter = router({ contact, k12Unlock, k12Prices, k12Order, builderOptions, courseRequest });
