import type { PayloadRequest } from "payload";
import { removeAccount, writeAccount } from "#core/admin/accounts";
import { ADMIN_MESSAGES, DUMMY_ACCOUNT_ROLES } from "#shared/adminUsers";
import type { Class, IpList, Membership, User } from "#cms/payload-types";
import type { Context } from "#core/context";
import { badRequest, conflict, isTaken, loadCatalog, onBehalfOf } from "./shared";

type AdminCtx = Context & { user: User };
type ParsedIpList = { name: string; classId: number; addresses: string[]; account: { email: string; userName: string }; membershipIds: number[] };

/** ADM-034's shape of a list: ipListName, schoolId/schoolName, ipAddresses, dummyAccount, memberships (name, key). */
export function ipListView(list: IpList) {
  const cls = typeof list.class === "object" ? (list.class as Class) : null;
  const account = typeof list.account === "object" ? (list.account as User) : null;
  return {
    id: list.id,
    ipListName: list.name,
    schoolId: cls?.id ?? (list.class as number),
    schoolName: cls?.name ?? "",
    ipAddresses: (list.addresses ?? []).map((a) => a.pattern),
    dummyAccount: { userId: account?.id ?? (list.account as number), userName: account?.username ?? "", email: account?.email ?? "" },
    memberships: (list.memberships ?? []).filter((m): m is Membership => typeof m === "object").map((m) => ({ id: m.id, name: m.name, key: m.key })),
  };
}

/** Server-side checks beyond the input schema: the class and memberships exist, the name is free. */
export async function checkIpList(ctx: AdminCtx, input: ParsedIpList, exceptId?: number) {
  const catalog = await loadCatalog(ctx);
  if (!catalog.classes.byId.has(input.classId)) throw badRequest(ADMIN_MESSAGES.unknownClass);
  if (input.membershipIds.some((id) => !catalog.memberships.byId.has(id))) throw badRequest(ADMIN_MESSAGES.unknownMembership);
  const named = await ctx.payload.count({
    collection: "ip-lists",
    where: { name: { equals: input.name }, ...(exceptId ? { id: { not_equals: exceptId } } : {}) },
    ...onBehalfOf(ctx),
  });
  if (named.totalDocs) throw conflict(ADMIN_MESSAGES.ipListNameInUse);
}

/**
 * The list's dummy account: the account with that e-mail (a student or role-less account), or a new one (username as given, else
 * the e-mail) without a password — visitors from the listed addresses are signed in as it —
 * with the list's class and memberships. Written inside the caller's unit.
 */
export async function dummyAccount(ctx: AdminCtx, input: ParsedIpList, req: PayloadRequest, written: { userId?: number }) {
  const { docs } = await ctx.payload.find({
    collection: "users",
    where: { email: { equals: input.account.email } },
    limit: 1,
    depth: 0,
    req,
    ...onBehalfOf(ctx),
  });
  if (docs[0]) {
    // Library login signs visitors in as this account: it must never be a staff account (SES-028).
    if (!(DUMMY_ACCOUNT_ROLES as readonly string[]).includes(docs[0].role)) throw badRequest(ADMIN_MESSAGES.dummyAccountRole);
    return docs[0].id;
  }
  const username = input.account.userName || input.account.email;
  if (await isTaken(ctx.payload, "username", username)) throw conflict(ADMIN_MESSAGES.usernameInUse);
  const { user } = await writeAccount(
    ctx.payload,
    ctx.user,
    {
      email: input.account.email,
      username,
      firstName: input.name,
      lastName: "IP access",
      role: "student",
      isLTI: false,
      memberships: input.membershipIds,
      classes: [input.classId],
      passwordHash: null,
    },
    { source: `dummy account of the IP list '${input.name}'` },
    req,
    written,
  );
  return user.id;
}

/** Undo for the embedded database (no transactions): the list, then the account this unit created. */
export async function undoIpList(ctx: AdminCtx, listId: number | undefined, written: { userId?: number }) {
  if (listId) await ctx.payload.delete({ collection: "ip-lists", where: { id: { equals: listId } }, overrideAccess: true });
  await removeAccount(ctx.payload, written.userId);
}

export const ipListData = (input: ParsedIpList, accountId: number) => ({
  name: input.name,
  class: input.classId,
  addresses: input.addresses.map((pattern) => ({ pattern })),
  account: accountId,
  memberships: input.membershipIds,
});
