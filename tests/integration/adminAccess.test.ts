import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { adminRouter } from "../../trpc/routers/admin/router";
import { openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
const users: Partial<Record<"student" | "teacher" | "editor" | "admin", User>> = {};

beforeAll(async () => {
  db = await openTestDb();
  for (const role of ["student", "teacher", "editor", "admin"] as const) users[role] = await db.createUser({ email: `${role}@school.test`, role });
});
afterAll(() => db?.close());

/** A plausible input for each procedure, so a refusal cannot come from validation. */
const INPUTS: Record<keyof typeof adminRouter._def.procedures, unknown> = {
  listClasses: undefined,
  listMemberships: undefined,
  createUser: {
    email: "new@school.test",
    password: "tulip-harbor-42",
    firstName: "N",
    lastName: "U",
    role: "student",
    isLTI: false,
    membershipId: null,
    classId: null,
    language: "en",
  },
  bulkCreateUsers: {
    rows: [{ line: 2, email: "b@school.test", firstName: "B", lastName: "U", role: "", isLTI: "", memberships: "", classes: "", language: "", username: "" }],
  },
  searchUsers: { term: "school" },
  getUser: { id: 1 },
  updateUser: { id: 1, fields: { firstName: "X" }, membershipUpdates: { add: [], remove: [] }, classUpdates: { add: [], remove: [] } },
  addUserNote: { userId: 1, message: "hello" },
  sendPasswordResetEmail: { userId: 1 },
  findUserByEmail: { email: "student@school.test" },
  deleteUser: { id: 1, confirmEmail: "student@school.test" },
  listIpLists: undefined,
  createIpList: { name: "L", classId: 1, addresses: ["10.0.0.1"], account: { email: "k@school.test", userName: "" }, membershipIds: [1] },
  updateIpList: { id: 1, name: "L", classId: 1, addresses: ["10.0.0.1"], account: { email: "k@school.test", userName: "" }, membershipIds: [1] },
  deleteIpList: { id: 1 },
};

async function codeOf(caller: object, name: string): Promise<string> {
  const fn = (caller as { admin: Record<string, (input: unknown) => Promise<unknown>> }).admin[name];
  try {
    await fn(INPUTS[name as keyof typeof INPUTS]);
    return "OK";
  } catch (err) {
    return err instanceof TRPCError ? err.code : "THROWN";
  }
}

describe("ADM-050 every admin tool is enforced on the server", () => {
  it("covers every procedure of the admin router", () => {
    expect(Object.keys(adminRouter._def.procedures).sort()).toEqual(Object.keys(INPUTS).sort());
  });

  for (const name of Object.keys(INPUTS)) {
    it(`admin.${name}: anonymous → UNAUTHORIZED; student, teacher, editor → FORBIDDEN; nothing written`, async () => {
      const before = (await db.payload.count({ collection: "users", overrideAccess: true })).totalDocs;
      expect(await codeOf(await db.callerAs(null), name)).toBe("UNAUTHORIZED");
      expect(await codeOf(await db.callerAs(null, { visitorSession: true }), name)).toBe("UNAUTHORIZED");
      for (const role of ["student", "teacher", "editor"] as const) expect(await codeOf(await db.callerAs(users[role]!), name), role).toBe("FORBIDDEN");
      expect((await db.payload.count({ collection: "users", overrideAccess: true })).totalDocs).toBe(before);
      expect((await db.payload.count({ collection: "user-notes", overrideAccess: true })).totalDocs).toBe(0);
    });
  }

  it("an admin gets past the check", async () => {
    expect(await codeOf(await db.callerAs(users.admin!), "listClasses")).toBe("OK");
    expect(await codeOf(await db.callerAs(users.admin!), "searchUsers")).toBe("OK");
  });
});
