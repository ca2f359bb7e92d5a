import { createUser as createUserOf } from "#core/admin/createUser";
import { createUserInput } from "#shared/adminUsers";
import { adminProcedure } from "../../init";

/**
 * ADM-004 … ADM-011: an admin creates one account. The password is checked by the policy and
 * hashed here (bcrypt); the username is the e-mail (as the legacy checkout did); the new user
 * gets an "account created" e-mail in the chosen language. Answers the legacy shape
 * (status, code, message, email, id); failures are errors the tab shows as
 * 'Error has occured: {message}'.
 */
export const createUser = adminProcedure.input(createUserInput).mutation(({ ctx, input }) => createUserOf(ctx, input));
