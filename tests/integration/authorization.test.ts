import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
const users: Record<string, User> = {};

beforeAll(async () => {
  db = await openTestDb();
  for (const role of ["admin", "editor", "teacher", "student", "none"] as const) {
    users[role] = await db.createUser({ email: `${role}@school.test`, role });
  }
});
afterAll(() => db?.close());

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "OK";
  } catch (err) {
    if (err instanceof TRPCError) return err.code;
    throw err;
  }
}

describe("procedure builders refuse callers by role", () => {
  it("an anonymous caller is refused by an authed procedure (UNAUTHORIZED)", async () => {
    const caller = await db.callerAs(null);
    expect(await codeOf(caller.users.list({ page: 1 }))).toBe("UNAUTHORIZED");
  });

  it("a student is refused by an admin procedure (FORBIDDEN)", async () => {
    const caller = await db.callerAs(users.student);
    expect(await codeOf(caller.users.list({ page: 1 }))).toBe("FORBIDDEN");
  });

  it.each([
    ["admin", "OK"],
    ["editor", "FORBIDDEN"],
    ["teacher", "FORBIDDEN"],
    ["student", "FORBIDDEN"],
    ["none", "FORBIDDEN"],
  ])("users.list as %s → %s", async (role, expected) => {
    const caller = await db.callerAs(users[role]);
    expect(await codeOf(caller.users.list({ page: 1 }))).toBe(expected);
  });

  it("an admin gets the account list", async () => {
    const caller = await db.callerAs(users.admin);
    const result = await caller.users.list({ page: 1 });
    expect(result.users.map((u) => u.email)).toContain("student@school.test");
  });
});

describe("CMS access", () => {
  it("only admins and editors may enter /admin", async () => {
    const { Users } = await import("../../cms/collections/Users");
    const canEnter = Users.access!.admin!;
    const results = Object.fromEntries(
      await Promise.all(
        Object.entries(users).map(async ([role, user]) => [role, await canEnter({ req: { user: { ...user, collection: "users" } } } as never)]),
      ),
    );
    expect(results).toEqual({ admin: true, editor: true, teacher: false, student: false, none: false });
    expect(await canEnter({ req: { user: null } } as never)).toBe(false);
  });

  it("editors write content; students cannot; drafts stay hidden from the public", async () => {
    const asEditor = { ...users.editor, collection: "users" as const };
    const unit = await db.payload.create({
      collection: "units",
      data: { title: "Draft unit", order: 9, series: "LIFE" },
      overrideAccess: false,
      user: asEditor,
      draft: true,
    });
    await expect(
      db.payload.create({
        collection: "units",
        data: { title: "Student unit", order: 9, series: "LIFE" },
        overrideAccess: false,
        user: { ...users.student, collection: "users" },
      }),
    ).rejects.toThrow();
    const visitor = await db.callerAs(null);
    expect((await visitor.content.listUnits()).map((u) => u.id)).not.toContain(unit.id);
    await db.payload.update({ collection: "units", id: unit.id, data: { _status: "published" }, overrideAccess: false, user: asEditor });
    expect((await visitor.content.listUnits()).map((u) => u.title)).toContain("Draft unit");
  });

  it("a student reads only their own account through the CMS API rules", async () => {
    const found = await db.payload.find({ collection: "users", overrideAccess: false, user: { ...users.student, collection: "users" } });
    expect(found.docs.map((u) => u.email)).toEqual(["student@school.test"]);
  });
});
