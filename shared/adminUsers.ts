import { z } from "zod";
import { languageSchema } from "#shared/language";
import { isValidIpPattern } from "#shared/ipPatterns";
import { PASSWORD_PROBLEM_TEXT, passwordProblem, passwordSchema } from "#shared/passwordPolicy";

/**
 * What the admin user tools (Create User, Search Users, DeleteUser, IP Access Management) share
 * between the browser and the server: the input schemas (the browser checks a form with the same
 * schema the procedure enforces), the legacy messages and the change summary of an edit.
 */

/**
 * Messages the procedures send, in English. The legacy ones are kept word for word (typos
 * included); the tabs show each in the interface language through `admin.messages.<key>`
 * (tests/unit/adminUsers.test.ts checks that en.admin.json holds exactly these texts).
 */
export const ADMIN_MESSAGES = {
  /** ADM-005/ADM-006: the legacy gives no wording; a field-level message, summarised by the forms. */
  required: "This field is required.",
  emailFormat: "An incorrect email format has been entered, correct and resubmit.",
  emailInUse: "Email entered is already used, please enter another email address.",
  usernameInUse: "Username entered is already used, please enter another username.",
  userCreated: "User has been created",
  userUpdated: "User has been updated",
  noChanges: "No changes found.",
  userNotFound: "User Not Found",
  cannotDeleteSelf: "You cannot delete your own account.",
  cannotChangeOwnRole: "You cannot change your own role.",
  confirmMismatch: "Type the user's e-mail address exactly to confirm.",
  accountOfIpList: "This account is the dummy account of an IP list: give the list another account or delete it first.",
  unknownMembership: "This membership does not exist.",
  unknownClass: "This class does not exist.",
  roleNotAllowed: "This role cannot be given here.",
  ipFormat: "Incorrect Format, Please Retry",
  entriesMissing: "Entries missing, please validate all fields have been filled out!",
  ipListCreated: "Ip List has been created",
  ipListUpdated: "Ip List has been updated",
  ipListDeleted: "Ip List has been deleted",
  ipListNameInUse: "An IP list with this name already exists.",
  ipListNotFound: "This IP list does not exist.",
  dummyAccountRole: "The dummy account must be a student account or have no role: everyone at the listed addresses acts as this account.",
  passwordTooShort: PASSWORD_PROBLEM_TEXT["password.tooShort"],
  passwordTooLong: PASSWORD_PROBLEM_TEXT["password.tooLong"],
  passwordTooCommon: PASSWORD_PROBLEM_TEXT["password.tooCommon"],
} as const;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

const KEY_OF_MESSAGE = new Map<string, AdminMessageKey>(Object.entries(ADMIN_MESSAGES).map(([k, v]) => [v, k as AdminMessageKey]));

/** The `admin.messages.*` key of a server message, or null (e.g. a redacted error with its reference). */
export function adminMessageKey(message: string | undefined | null): AdminMessageKey | null {
  return (message && KEY_OF_MESSAGE.get(message)) || null;
}

/** Role values of the Create User list (ADM-004: 'None', 'admin', 'teacher', 'student'). */
export const CREATE_ROLES = ["none", "admin", "teacher", "student"] as const;
/** Roles a shared library (IP list) account may have: never staff (library login refuses the others). */
export const DUMMY_ACCOUNT_ROLES = ["student", "none"] as const;
/** Role values an edit may set (ADM-018: 'teacher', 'admin', 'Student'). Other roles are kept, not offered. */
export const EDIT_ROLES = ["teacher", "admin", "student"] as const;

const emailFormat = z.email();
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailFormat.safeParse(value).success;
}

/** ADM-015: names are shown (and were stored by the legacy) as 'last, first'. */
export function displayName(user: { firstName?: string | null; lastName?: string | null }): string {
  const last = user.lastName?.trim() ?? "";
  const first = user.firstName?.trim() ?? "";
  return last && first ? `${last}, ${first}` : last || first;
}

/** A required, trimmed text: empty gives the 'required' message. */
export const requiredText = (max: number) => z.string().trim().max(max).min(1, ADMIN_MESSAGES.required);

/** A required e-mail: empty gives 'required', a malformed one ADM-007's message. Stored lower-case. */
export const requiredEmail = (missing: string = ADMIN_MESSAGES.required) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: "custom", message: missing });
      else if (!isValidEmail(value)) ctx.addIssue({ code: "custom", message: ADMIN_MESSAGES.emailFormat });
    });

const optionalId = z.number().int().positive().nullable().optional();

/** ADM-004 … ADM-009: one account, typed by an admin. */
export const createUserInput = z.object({
  email: requiredEmail(),
  password: passwordSchema.superRefine((value, ctx) => {
    if (!value) return void ctx.addIssue({ code: "custom", message: ADMIN_MESSAGES.required });
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: PASSWORD_PROBLEM_TEXT[problem] });
  }),
  firstName: requiredText(100),
  lastName: requiredText(100),
  role: z.enum(CREATE_ROLES, { message: ADMIN_MESSAGES.roleNotAllowed }),
  isLTI: z.boolean(),
  membershipId: optionalId,
  classId: optionalId,
  /** Language of the "account created" e-mail. */
  language: languageSchema,
});
export type CreateUserInput = z.input<typeof createUserInput>;

const idList = z.array(z.number().int().positive()).max(200);
const setUpdates = z.object({ add: idList, remove: idList });

/** ADM-017 … ADM-020: the fields an admin may change, and memberships/classes to add and remove. */
export const updateUserInput = z.object({
  id: z.number().int().positive(),
  fields: z
    .object({
      email: requiredEmail(),
      username: z.string().trim().max(254),
      firstName: requiredText(100),
      lastName: requiredText(100),
      role: z.enum(["admin", "editor", "teacher", "student", "none"]),
    })
    .partial(),
  membershipUpdates: setUpdates,
  classUpdates: setUpdates,
});
export type UpdateUserInput = z.input<typeof updateUserInput>;

/** The state an edit compares: the values shown on the record. */
export type EditableUser = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  memberships: { id: number; name: string }[];
  classes: { id: number; name: string }[];
};

export type FieldChange = { Old: string; New: string };
/**
 * ADM-020: the differences of an edit — each changed field as Old and New, and the memberships
 * and classes added and removed, each list joined by ' | '.
 */
export type UserDifferences = {
  ID: number;
  fields: Partial<Record<"email" | "username" | "firstName" | "lastName" | "role", FieldChange>>;
  membershipUpdates: { add: string; remove: string };
  classUpdates: { add: string; remove: string };
};

const FIELD_ORDER = ["firstName", "lastName", "email", "username", "role"] as const;

/** Compares a record with an edit (the same function builds the confirm step and the note). */
export function userDifferences(
  id: number,
  before: EditableUser,
  after: Partial<Pick<EditableUser, (typeof FIELD_ORDER)[number]>>,
  sets: {
    memberships: { add: { id: number; name: string }[]; remove: { id: number; name: string }[] };
    classes: { add: { id: number; name: string }[]; remove: { id: number; name: string }[] };
  },
): UserDifferences {
  const fields: UserDifferences["fields"] = {};
  for (const name of FIELD_ORDER) {
    const next = after[name];
    if (next === undefined) continue;
    const old = before[name] ?? "";
    if (next !== old) fields[name] = { Old: old, New: next };
  }
  const had = (list: { id: number }[], id: number) => list.some((x) => x.id === id);
  const names = (list: { name: string }[]) => list.map((x) => x.name).join(" | ");
  return {
    ID: id,
    fields,
    membershipUpdates: {
      add: names(sets.memberships.add.filter((m) => !had(before.memberships, m.id))),
      remove: names(sets.memberships.remove.filter((m) => had(before.memberships, m.id))),
    },
    classUpdates: {
      add: names(sets.classes.add.filter((c) => !had(before.classes, c.id))),
      remove: names(sets.classes.remove.filter((c) => had(before.classes, c.id))),
    },
  };
}

export function hasDifferences(d: UserDifferences): boolean {
  return Object.keys(d.fields).length > 0 || !!(d.membershipUpdates.add || d.membershipUpdates.remove || d.classUpdates.add || d.classUpdates.remove);
}

/** The one line a saved edit writes to the user's notes (English, like every stored note). */
export function describeDifferences(d: UserDifferences): string {
  const labels = { firstName: "First name", lastName: "Last name", email: "Email", username: "UserName", role: "Role" } as const;
  const parts = Object.entries(d.fields).map(([k, v]) => `${labels[k as keyof typeof labels]}: ${v.Old || "(empty)"} → ${v.New || "(empty)"}`);
  if (d.membershipUpdates.add) parts.push(`Memberships added: ${d.membershipUpdates.add}`);
  if (d.membershipUpdates.remove) parts.push(`Memberships removed: ${d.membershipUpdates.remove}`);
  if (d.classUpdates.add) parts.push(`Classes added: ${d.classUpdates.add}`);
  if (d.classUpdates.remove) parts.push(`Classes removed: ${d.classUpdates.remove}`);
  return `User updated. ${parts.join("; ")}`;
}

/** A note an admin writes on an account (ADM-015's log). */
export const addNoteInput = z.object({ userId: z.number().int().positive(), message: requiredText(2000) });

/** ADM-033 … ADM-039: one IP access list. Every empty field gives ADM-036's message. */
export const ipListInput = z.object({
  name: z.string().trim().max(100).min(1, ADMIN_MESSAGES.entriesMissing),
  classId: z.number({ message: ADMIN_MESSAGES.entriesMissing }).int().positive({ message: ADMIN_MESSAGES.entriesMissing }),
  addresses: z
    .array(z.string().trim().max(40))
    .max(500)
    .transform((list) => list.filter(Boolean))
    .superRefine((list, ctx) => {
      if (!list.length) ctx.addIssue({ code: "custom", message: ADMIN_MESSAGES.entriesMissing });
      else if (list.some((a) => !isValidIpPattern(a))) ctx.addIssue({ code: "custom", message: ADMIN_MESSAGES.ipFormat });
    }),
  /** The dummy account: an existing account with this e-mail, or a new one with this username. */
  account: z.object({
    email: requiredEmail(ADMIN_MESSAGES.entriesMissing),
    userName: z.string().trim().max(254),
  }),
  membershipIds: z.array(z.number().int().positive()).max(200).min(1, ADMIN_MESSAGES.entriesMissing),
});
export type IpListInput = z.input<typeof ipListInput>;

/** ADM-035: the entries of an address list that are not a.b.c.d, a.b.c.* or a.b.*.* (octets 0–255). */
export function badIpEntries(addresses: string[]): string[] {
  return addresses.map((a) => a.trim()).filter((a) => a && !isValidIpPattern(a));
}

/** One address per line (commas and spaces also separate), as the IP list form takes them. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}
