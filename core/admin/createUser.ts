import { newReference } from "#core/context";
import type { AdminCtx } from "#core/admin/shared";
import type { z } from "zod";
import { sendAccountCreatedEmail } from "#core/auth/accountEmails";
import { createAccount, uniqueViolation } from "#core/admin/accounts";
import { ADMIN_MESSAGES, type createUserInput } from "#shared/adminUsers";
import { hashPassword } from "#core/auth/passwords";
import { badRequest, conflict, isTaken, loadCatalog } from "#core/admin/shared";

/**
 * ADM-004 … ADM-011: an admin creates one account. The password is checked by the policy and
 * hashed here (bcrypt); the username is the e-mail (as the legacy checkout did); the new user
 * gets an "account created" e-mail in the chosen language. Answers the legacy shape
 * (status, code, message, email, id); failures are errors the tab shows as
 * 'Error has occured: {message}'.
 */
export async function createUser(ctx: AdminCtx, input: z.infer<typeof createUserInput>) {
  const catalog = await loadCatalog(ctx);
  if (input.membershipId && !catalog.memberships.byId.has(input.membershipId)) throw badRequest(ADMIN_MESSAGES.unknownMembership);
  if (input.classId && !catalog.classes.byId.has(input.classId)) throw badRequest(ADMIN_MESSAGES.unknownClass);
  if (await isTaken(ctx.payload, "email", input.email)) throw conflict(ADMIN_MESSAGES.emailInUse);
  if (await isTaken(ctx.payload, "username", input.email)) throw conflict(ADMIN_MESSAGES.usernameInUse);

  const passwordHash = await hashPassword(input.password);
  const { user } = await createAccount(
    ctx.payload,
    ctx.user,
    {
      email: input.email,
      username: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      isLTI: input.isLTI,
      memberships: input.membershipId ? [input.membershipId] : [],
      classes: input.classId ? [input.classId] : [],
      passwordHash,
    },
    { source: "Create User", audit: ctx },
  ).catch((err) => {
    const field = uniqueViolation(err);
    if (field) throw conflict(field === "email" ? ADMIN_MESSAGES.emailInUse : ADMIN_MESSAGES.usernameInUse);
    throw err;
  });

  // The account exists from here on: a failed e-mail is reported with a reference, not as a failed creation.
  let emailReference: string | null = null;
  try {
    await sendAccountCreatedEmail(ctx.payload, user, { language: input.language });
  } catch (err) {
    emailReference = newReference();
    ctx.payload.logger.error({ err, reference: emailReference, userId: user.id }, `account created e-mail failed (ref ${emailReference})`);
  }
  return { status: "OK", code: 0, message: ADMIN_MESSAGES.userCreated, email: user.email, id: user.id, emailSent: emailReference === null, emailReference };
}
