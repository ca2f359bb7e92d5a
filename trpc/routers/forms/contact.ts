import { submitContact } from "#core/forms/contact";
import { contactInput } from "#shared/forms";
import { publicProcedure } from "../../init";

/** CON-006…009: store and e-mail a Contact Us / Enterprise message. */
export const contact = publicProcedure.input(contactInput).mutation(({ ctx, input }) => submitContact(ctx, input, { ip: ctx.ip, language: ctx.language }));
