import bcrypt from "bcrypt";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPasswordReset } from "#core/auth/passwordResets";
import { createSession, findSession } from "#core/session/sessions";
import { ADMIN_MESSAGES } from "#shared/adminUsers";
import type { User } from "../../cms/payload-types";
import { createContext } from "#core/context";
import { createCaller } from "../../trpc/router";
import { adminAndCatalog, mailsTo, notesOf, type seedCatalog } from "../support/adminFixtures";
import { openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
let admin: User;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
type Caller = Awaited<ReturnType<TestDb["callerAs"]>>;
let asAdmin: Caller;

beforeAll(async () => {
  db = await openTestDb();
  ({ admin, catalog, asAdmin } = await adminAndCatalog(db, { firstName: "Ada", lastName: "Admin" }));
});
afterAll(() => db?.close());

/** The error a call fails with: code, HTTP status, message and zod field errors. */
async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof TRPCError)) throw err;
    const cause = err.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of cause?.issues ?? []) (fieldErrors[String(issue.path.at(-1))] ??= []).push(issue.message);
    return { code: err.code, message: err.message, fieldErrors };
  }
  throw new Error("the call succeeded");
}

const newUser = (over: Record<string, unknown> = {}) => ({
  email: "Ana.Lopez@School.test",
  password: "tulip-harbor-42",
  firstName: "Ana",
  lastName: "Lopez",
  role: "student" as const,
  isLTI: false,
  membershipId: null as number | null,
  classId: null as number | null,
  language: "en" as const,
  ...over,
});

describe("classes and memberships (ADM-001, ADM-002)", () => {
  it("ADM-001 lists every class as schoolId and schoolName", async () => {
    expect(await asAdmin.admin.listClasses()).toEqual([
      { schoolId: catalog.classes.lake, schoolName: "Lakeside Library", classKey: "LAKE-1" },
      { schoolId: catalog.classes.river, schoolName: "Riverside High", classKey: "RIVER-1" },
    ]);
  });

  it("ADM-002 lists every membership as membershipId, membershipKey and membershipName, in the session's language", async () => {
    expect(await asAdmin.admin.listMemberships()).toEqual([
      { membershipId: catalog.memberships.hs, membershipKey: "HS-ALL", membershipName: "High school series" },
      { membershipId: catalog.memberships.life, membershipKey: "LIFE-ALL", membershipName: "LIFE series (all units)" },
    ]);
    const session = await createSession(db.payload, { user: admin.id, language: "fr" });
    const caller = createCaller(
      createContext({ payload: db.payload, session: { ...session.session, user: admin }, ip: "203.0.113.7", secureCookies: false, setCookie: () => {} }),
    );
    expect((await caller.admin.listMemberships()).map((m) => m.membershipName)).toEqual(["Série secondaire", "Série LIFE (toutes les unités)"]);
  });
});

describe("Create User (ADM-004 … ADM-011)", () => {
  it("ADM-005 ADM-006 every required field is checked on the server, each with its message", async () => {
    const f = await failure(asAdmin.admin.createUser(newUser({ email: " ", password: "", firstName: "", lastName: "  " })));
    expect(f.code).toBe("BAD_REQUEST");
    expect(f.fieldErrors).toEqual({
      email: [ADMIN_MESSAGES.required],
      password: [ADMIN_MESSAGES.required],
      firstName: [ADMIN_MESSAGES.required],
      lastName: [ADMIN_MESSAGES.required],
    });
  });

  it("ADM-007 a malformed e-mail gets the legacy message", async () => {
    const f = await failure(asAdmin.admin.createUser(newUser({ email: "ana@school" })));
    expect(f.fieldErrors.email).toEqual(["An incorrect email format has been entered, correct and resubmit."]);
  });

  it("the password policy is enforced on the server (too short, too common)", async () => {
    expect((await failure(asAdmin.admin.createUser(newUser({ password: "short" })))).fieldErrors.password).toEqual([ADMIN_MESSAGES.passwordTooShort]);
    expect((await failure(asAdmin.admin.createUser(newUser({ password: "password123" })))).fieldErrors.password).toEqual([ADMIN_MESSAGES.passwordTooCommon]);
  });

  it("ADM-004 ADM-009 ADM-010 ADM-011 creates the account: bcrypt hash made on the server, role, Is LTI, membership, class, a 'created' note and the account-created e-mail", async () => {
    const result = await asAdmin.admin.createUser(
      newUser({ role: "teacher", isLTI: true, membershipId: catalog.memberships.life, classId: catalog.classes.river, language: "fr" }),
    );
    expect(result).toMatchObject({ status: "OK", code: 0, message: "User has been created", email: "ana.lopez@school.test", emailSent: true });
    const stored = await db.payload.findByID({ collection: "users", id: result.id, depth: 0, overrideAccess: true, showHiddenFields: true });
    expect(stored).toMatchObject({
      email: "ana.lopez@school.test",
      username: "ana.lopez@school.test",
      firstName: "Ana",
      lastName: "Lopez",
      role: "teacher",
      isLTI: true,
      mustResetPassword: false,
    });
    expect(stored.memberships).toEqual([catalog.memberships.life]);
    expect(stored.classes).toEqual([catalog.classes.river]);
    expect(stored.passwordHash).toMatch(/^\$2b\$12\$/);
    expect(await bcrypt.compare("tulip-harbor-42", stored.passwordHash!)).toBe(true);

    const notes = await notesOf(db.payload, result.id);
    expect(notes.map((n) => n.type)).toEqual(["created", "email"]);
    expect(notes[0]).toMatchObject({ authorName: "ada@school.test", author: admin.id });
    const [mail] = await mailsTo(db.payload, "ana.lopez@school.test");
    expect(mail).toMatchObject({ kind: "account-created", subject: "Votre compte BioText est prêt", delivery: "captured" });
    expect(mail.text).toContain("Bonjour Ana");
    expect(mail.text).not.toContain("tulip-harbor-42");
  });

  it("ADM-008 an e-mail already in use (any case) is refused with the legacy message", async () => {
    const f = await failure(asAdmin.admin.createUser(newUser({ email: "ANA.LOPEZ@school.test" })));
    expect(f).toMatchObject({ code: "CONFLICT", message: "Email entered is already used, please enter another email address." });
  });

  it("ADM-010 an unknown membership or class is refused", async () => {
    expect((await failure(asAdmin.admin.createUser(newUser({ email: "x1@school.test", membershipId: 999999 })))).message).toBe(
      ADMIN_MESSAGES.unknownMembership,
    );
    expect((await failure(asAdmin.admin.createUser(newUser({ email: "x1@school.test", classId: 999999 })))).message).toBe(ADMIN_MESSAGES.unknownClass);
  });

  it("SES-048 the 'None' role creates an account with role none", async () => {
    const result = await asAdmin.admin.createUser(newUser({ email: "nobody@school.test", role: "none" }));
    const stored = await db.payload.findByID({ collection: "users", id: result.id, overrideAccess: true });
    expect(stored.role).toBe("none");
  });
});

describe("Search Users and edit (ADM-014 … ADM-022)", () => {
  let target: User;
  beforeAll(async () => {
    target = await db.createUser({
      email: "sam.rivera@school.test",
      username: "samr",
      firstName: "Sam",
      lastName: "Rivera",
      role: "student",
      memberships: [catalog.memberships.hs],
    });
  });

  it("ADM-014 finds accounts by e-mail, username, name words in any order ('last, first') and id", async () => {
    for (const term of ["rivera@school", "samr", "Rivera, Sam", "sam RIVERA", String(target.id)]) {
      const { users } = await asAdmin.admin.searchUsers({ term });
      expect(
        users.map((u) => u.ID),
        term,
      ).toContain(target.id);
    }
    expect((await asAdmin.admin.searchUsers({ term: "no-such-person" })).users).toEqual([]);
  });

  it("ADM-015 the record shows ID, Name 'last, first', Email, UserName, Role, memberships, classes and notes", async () => {
    const record = await asAdmin.admin.getUser({ id: target.id });
    expect(record).toMatchObject({ ID: target.id, Name: "Rivera, Sam", Email: "sam.rivera@school.test", UserName: "samr", Role: "student" });
    expect(record.memberships).toEqual([{ id: catalog.memberships.hs, key: "HS-ALL", name: "High school series" }]);
    expect(record.classes).toEqual([]);
    expect(record.notes).toEqual([]);
  });

  it("ADM-015 an admin adds a note; it shows with date, type, user and message (stored as plain text)", async () => {
    await asAdmin.admin.addUserNote({ userId: target.id, message: "Called about <b>access</b>." });
    const { notes } = await asAdmin.admin.getUser({ id: target.id });
    expect(notes[0]).toMatchObject({ type: "note", user: "ada@school.test", message: "Called about <b>access</b>." });
    expect(new Date(notes[0].date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await failure(asAdmin.admin.addUserNote({ userId: target.id, message: "  " }))).code).toBe("BAD_REQUEST");
  });

  it("ADM-019 an edit without differences answers 'No changes found.'", async () => {
    const f = await failure(
      asAdmin.admin.updateUser({
        id: target.id,
        fields: { firstName: "Sam", email: "sam.rivera@school.test" },
        membershipUpdates: { add: [catalog.memberships.hs], remove: [] },
        classUpdates: { add: [], remove: [] },
      }),
    );
    expect(f).toMatchObject({ code: "BAD_REQUEST", message: "No changes found." });
  });

  it("ADM-017 ADM-018 ADM-020 saves fields, role and membership/class changes, answers the differences (' | ' lists) and writes one note", async () => {
    const before = (await notesOf(db.payload, target.id)).length;
    const result = await asAdmin.admin.updateUser({
      id: target.id,
      fields: { firstName: "Samuel", lastName: "Rivera", role: "teacher" },
      membershipUpdates: { add: [catalog.memberships.life], remove: [catalog.memberships.hs] },
      classUpdates: { add: [catalog.classes.river, catalog.classes.lake], remove: [] },
    });
    expect(result.msg).toBe("User has been updated");
    expect(result.differences).toEqual({
      ID: target.id,
      fields: { firstName: { Old: "Sam", New: "Samuel" }, role: { Old: "student", New: "teacher" } },
      membershipUpdates: { add: "LIFE series (all units)", remove: "High school series" },
      classUpdates: { add: "Riverside High | Lakeside Library", remove: "" },
    });
    const stored = await db.payload.findByID({ collection: "users", id: target.id, depth: 0, overrideAccess: true });
    expect(stored).toMatchObject({ firstName: "Samuel", role: "teacher", memberships: [catalog.memberships.life] });
    expect([...(stored.classes as number[])].sort()).toEqual([catalog.classes.river, catalog.classes.lake].sort());
    const notes = await notesOf(db.payload, target.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({ type: "update", authorName: "ada@school.test" });
    expect(notes.at(-1)!.message).toBe(
      "User updated. First name: Sam → Samuel; Role: student → teacher; Memberships added: LIFE series (all units); Memberships removed: High school series; Classes added: Riverside High | Lakeside Library",
    );
  });

  it("ADM-018 roles outside teacher/admin/Student cannot be set by an edit; an admin cannot change their own role", async () => {
    const none = { membershipUpdates: { add: [], remove: [] }, classUpdates: { add: [], remove: [] } };
    expect((await failure(asAdmin.admin.updateUser({ id: target.id, fields: { role: "editor" }, ...none }))).message).toBe(ADMIN_MESSAGES.roleNotAllowed);
    expect(await failure(asAdmin.admin.updateUser({ id: admin.id, fields: { role: "student" }, ...none }))).toMatchObject({
      code: "FORBIDDEN",
      message: ADMIN_MESSAGES.cannotChangeOwnRole,
    });
  });

  it("ADM-021 a conflicting e-mail fails with CONFLICT (HTTP 409, the tab's 'Failed to update user. Status: 409')", async () => {
    const none = { membershipUpdates: { add: [], remove: [] }, classUpdates: { add: [], remove: [] } };
    const f = await failure(asAdmin.admin.updateUser({ id: target.id, fields: { email: "ada@school.test" }, ...none }));
    expect(f).toMatchObject({ code: "CONFLICT", message: ADMIN_MESSAGES.emailInUse });
    expect((await failure(asAdmin.admin.updateUser({ id: target.id, fields: { email: "not-an-email" }, ...none }))).fieldErrors.email).toEqual([
      ADMIN_MESSAGES.emailFormat,
    ]);
  });

  it("ADM-022 an admin sends the password-reset e-mail: a single-use link, captured, logged in the notes", async () => {
    const result = await asAdmin.admin.sendPasswordResetEmail({ userId: target.id, language: "en" });
    expect(result).toEqual({ sent: true, email: "sam.rivera@school.test" });
    const [mail] = await mailsTo(db.payload, "sam.rivera@school.test");
    expect(mail).toMatchObject({ kind: "password-reset", subject: "Reset your BioText password" });
    const token = /passwordReset\/([A-Za-z0-9_-]+)/.exec(mail.text!)![1];
    expect(await findPasswordReset(db.payload, token)).toMatchObject({ requestedBy: "admin" });
    expect((await notesOf(db.payload, target.id)).at(-1)).toMatchObject({ type: "email" });
    expect((await failure(asAdmin.admin.sendPasswordResetEmail({ userId: 999999 }))).message).toBe("User Not Found");
  });
});

describe("DeleteUser (ADM-023 … ADM-026)", () => {
  it("ADM-023 ADM-024 looks an account up by e-mail: ID, Email, Name, Role, MembershipList", async () => {
    const user = await db.createUser({
      email: "lee.chen@school.test",
      firstName: "Lee",
      lastName: "Chen",
      role: "student",
      memberships: [catalog.memberships.life, catalog.memberships.hs],
    });
    expect(await asAdmin.admin.findUserByEmail({ email: " LEE.CHEN@school.test " })).toMatchObject({
      code: 0,
      ID: user.id,
      Email: "lee.chen@school.test",
      Name: "Chen, Lee",
      Role: "student",
      MembershipList: ["LIFE series (all units)", "High school series"],
      isSelf: false,
    });
  });

  it("ADM-025 an unknown e-mail answers code 2 with its message", async () => {
    expect(await asAdmin.admin.findUserByEmail({ email: "ghost@school.test" })).toEqual({ code: 2, message: "User Not Found" });
  });

  it("ADM-026 deleting needs the e-mail typed again; an admin cannot delete their own account", async () => {
    const user = await db.createUser({ email: "kim@school.test", role: "student" });
    expect((await failure(asAdmin.admin.deleteUser({ id: user.id, confirmEmail: "someone@else.test" }))).message).toBe(ADMIN_MESSAGES.confirmMismatch);
    expect(await failure(asAdmin.admin.deleteUser({ id: admin.id, confirmEmail: admin.email }))).toMatchObject({
      code: "FORBIDDEN",
      message: ADMIN_MESSAGES.cannotDeleteSelf,
    });
    expect(await db.payload.count({ collection: "users", where: { id: { in: [user.id, admin.id] } }, overrideAccess: true })).toMatchObject({ totalDocs: 2 });
  });

  it("ADM-026 deletes the account with its sessions, reset links, notes and e-mails; the admin's log keeps a line", async () => {
    const user = await db.createUser({ email: "jo@school.test", role: "student", memberships: [catalog.memberships.life], classes: [catalog.classes.river] });
    const session = await createSession(db.payload, { user: user.id });
    await asAdmin.admin.addUserNote({ userId: user.id, message: "to be deleted" });
    await asAdmin.admin.sendPasswordResetEmail({ userId: user.id });
    expect((await notesOf(db.payload, user.id)).length).toBeGreaterThan(0);

    const result = await asAdmin.admin.deleteUser({ id: user.id, confirmEmail: "JO@school.test" });
    expect(result).toEqual({ deleted: true, ID: user.id, Email: "jo@school.test" });
    for (const collection of ["user-notes", "password-resets", "sessions"] as const) {
      expect((await db.payload.count({ collection, where: { user: { equals: user.id } }, overrideAccess: true })).totalDocs, collection).toBe(0);
    }
    expect(await mailsTo(db.payload, "jo@school.test")).toEqual([]);
    expect(await findSession(db.payload, session.token)).toBeNull();
    expect(await asAdmin.admin.findUserByEmail({ email: "jo@school.test" })).toMatchObject({ code: 2 });
    expect((await notesOf(db.payload, admin.id)).at(-1)).toMatchObject({ type: "update", message: `Deleted the account #${user.id} (jo@school.test).` });
    // Notes the deleted account wrote about others stay, with their author's name.
    expect((await failure(asAdmin.admin.deleteUser({ id: user.id, confirmEmail: "jo@school.test" }))).code).toBe("NOT_FOUND");
  });

  it("ADM-026 an IP list's dummy account cannot be deleted while the list uses it", async () => {
    const account = await db.createUser({ email: "library-kiosk@school.test", role: "student" });
    await db.payload.create({
      collection: "ip-lists",
      overrideAccess: true,
      data: { name: "Kiosk", class: catalog.classes.lake, addresses: [{ pattern: "10.0.0.*" }], account: account.id },
    });
    expect((await asAdmin.admin.findUserByEmail({ email: account.email })).ipLists).toEqual(["Kiosk"]);
    expect(await failure(asAdmin.admin.deleteUser({ id: account.id, confirmEmail: account.email }))).toMatchObject({
      code: "CONFLICT",
      message: ADMIN_MESSAGES.accountOfIpList,
    });
  });
});
