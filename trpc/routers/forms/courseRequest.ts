import { submitCourseRequest } from "#core/forms/courseBuilder";
import { courseRequestInput } from "#shared/forms";
import { publicProcedure } from "../../init";

/** PUB-055/056: store and e-mail a custom course request. */
export const courseRequest = publicProcedure
  .input(courseRequestInput)
  .mutation(({ ctx, input }) => submitCourseRequest(ctx, input, { ip: ctx.ip, language: ctx.language }));
