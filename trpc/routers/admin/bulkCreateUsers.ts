import { bulkCreateUsers as bulkCreateUsersOf } from "#core/admin/bulkCreateUsers";
import { bulkCreateUsersInput } from "#shared/bulkUpload";
import { adminProcedure } from "../../init";

/**
 * ADM-012/ADM-013: one batch of a trial-users file (docs/bulk-upload.md). Every row is checked
 * here — required fields, e-mail format, role, isLTI, language, membership and class keys,
 * repeats in the batch, e-mails and usernames already used — and each valid row becomes an
 * account with its memberships, classes, 'created' note and set-password link in one unit, so
 * a row that fails leaves nothing behind. Bulk accounts get no password (bcrypt for thousands
 * of rows would take minutes): the e-mail sent afterwards links to choosing one.
 */
export const bulkCreateUsers = adminProcedure.input(bulkCreateUsersInput).mutation(({ ctx, input }) => bulkCreateUsersOf(ctx, input));
