import type { CollectionBeforeDeleteHook } from "payload";

/**
 * Before an account is deleted — from the DeleteUser tab or from /admin — its own records go
 * with it: notes, reset links and sessions (every device is signed out). Their user column is
 * NOT NULL, so without this the delete itself fails. Orders are kept (decision 005).
 */
export const removeAccountRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ["user-notes", "password-resets", "sessions"] as const) {
    await req.payload.delete({ collection, where: { user: { equals: id } }, overrideAccess: true, depth: 0, req });
  }
};
