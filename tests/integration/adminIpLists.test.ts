import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type IpListInput } from "#shared/adminUsers";
import { adminAndCatalog, notesOf, type seedCatalog } from "../support/adminFixtures";
import { openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
let asAdmin: Awaited<ReturnType<TestDb["callerAs"]>>;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  db = await openTestDb();
  ({ catalog, asAdmin } = await adminAndCatalog(db));
});
afterAll(() => db?.close());

const list = (over: Partial<IpListInput> = {}): IpListInput => ({
  name: "Lakeside kiosks",
  classId: catalog.classes.lake,
  addresses: ["192.168.10.4", "10.20.30.*", "172.16.*.*"],
  account: { email: "kiosk@lakeside.test", userName: "lakeside-kiosk" },
  membershipIds: [catalog.memberships.life],
  ...over,
});

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof TRPCError)) throw err;
    const issues = (err.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues ?? [];
    return { code: err.code, message: err.message, issues: issues.map((i) => `${i.path.join(".")}: ${i.message}`) };
  }
  throw new Error("the call succeeded");
}

describe("IP Access Management (ADM-033 … ADM-039)", () => {
  it("ADM-036 every missing field gives 'Entries missing, please validate all fields have been filled out!' (on the server)", async () => {
    const f = await failure(
      asAdmin.admin.createIpList(list({ name: " ", classId: 0, addresses: ["", " "], account: { email: "", userName: "" }, membershipIds: [] })),
    );
    expect(f.code).toBe("BAD_REQUEST");
    const missing = "Entries missing, please validate all fields have been filled out!";
    expect(f.issues.sort()).toEqual([
      `account.email: ${missing}`,
      `addresses: ${missing}`,
      `classId: ${missing}`,
      `membershipIds: ${missing}`,
      `name: ${missing}`,
    ]);
  });

  it("ADM-035 a malformed or out-of-range address gives 'Incorrect Format, Please Retry'", async () => {
    for (const bad of ["999.1.1.1", "10.0.0", "10.*.0.1", "10.0.*.5", "a.b.c.d", "1.2.3.4.5", "256.0.0.*"]) {
      const f = await failure(asAdmin.admin.createIpList(list({ addresses: ["10.0.0.1", bad] })));
      expect(f.issues, bad).toEqual(["addresses: Incorrect Format, Please Retry"]);
    }
  });

  it("ADM-037 a malformed dummy account e-mail gives the legacy message", async () => {
    const f = await failure(asAdmin.admin.createIpList(list({ account: { email: "kiosk@", userName: "" } })));
    expect(f.issues).toEqual(["account.email: An incorrect email format has been entered, correct and resubmit."]);
  });

  it("ADM-034 ADM-038 ADM-039 creates the list with a new dummy account (no password, the list's class and memberships)", async () => {
    const result = await asAdmin.admin.createIpList(list());
    expect(result).toMatchObject({ code: 0, message: "Ip List has been created" });
    const [view] = await asAdmin.admin.listIpLists();
    expect(view).toMatchObject({
      id: result.id,
      ipListName: "Lakeside kiosks",
      schoolId: catalog.classes.lake,
      schoolName: "Lakeside Library",
      ipAddresses: ["192.168.10.4", "10.20.30.*", "172.16.*.*"],
      dummyAccount: { userName: "lakeside-kiosk", email: "kiosk@lakeside.test" },
      memberships: [{ id: catalog.memberships.life, name: "LIFE series (all units)", key: "LIFE-ALL" }],
    });
    const account = await db.payload.findByID({ collection: "users", id: view.dummyAccount.userId, overrideAccess: true, showHiddenFields: true, depth: 0 });
    expect(account).toMatchObject({ role: "student", passwordHash: null, memberships: [catalog.memberships.life], classes: [catalog.classes.lake] });
    expect((await notesOf(db.payload, account.id))[0].message).toContain("dummy account of the IP list 'Lakeside kiosks'");
  });

  it("ADM-038 a second list with the same name fails with a message the tab shows as 'Error has occured: {message}'", async () => {
    const f = await failure(asAdmin.admin.createIpList(list({ account: { email: "other@lakeside.test", userName: "" } })));
    expect(f).toMatchObject({ code: "CONFLICT", message: ADMIN_MESSAGES.ipListNameInUse });
    // Nothing of the failed list was kept: its new dummy account was not created.
    expect((await asAdmin.admin.findUserByEmail({ email: "other@lakeside.test" })).code).toBe(2);
  });

  it("ADM-033 an existing list is updated (the legacy's placeholder) with the same checks, using an existing account", async () => {
    const [current] = await asAdmin.admin.listIpLists();
    const existing = await db.createUser({ email: "librarian@lakeside.test", username: "librarian", role: "student" });
    expect((await failure(asAdmin.admin.updateIpList({ id: current.id, ...list({ addresses: ["1.2.3.999"] }) }))).issues).toEqual([
      "addresses: Incorrect Format, Please Retry",
    ]);
    // SES-028: everyone at the addresses acts as the account, so it is never a staff account (library login refuses those).
    const teacher = await db.createUser({ email: "teacher@lakeside.test", role: "teacher" });
    expect(await failure(asAdmin.admin.updateIpList({ id: current.id, ...list({ account: { email: teacher.email, userName: "" } }) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: ADMIN_MESSAGES.dummyAccountRole,
    });
    const result = await asAdmin.admin.updateIpList({
      id: current.id,
      ...list({
        name: "Lakeside library",
        classId: catalog.classes.river,
        addresses: ["10.1.*.*"],
        account: { email: "LIBRARIAN@lakeside.test", userName: "ignored" },
        membershipIds: [catalog.memberships.life, catalog.memberships.hs],
      }),
    });
    expect(result).toMatchObject({ code: 0, message: "Ip List has been updated" });
    const [view] = await asAdmin.admin.listIpLists();
    expect(view).toMatchObject({
      ipListName: "Lakeside library",
      schoolName: "Riverside High",
      ipAddresses: ["10.1.*.*"],
      dummyAccount: { userId: existing.id, userName: "librarian", email: "librarian@lakeside.test" },
    });
    expect(view.memberships.map((m) => m.key).sort()).toEqual(["HS-ALL", "LIFE-ALL"]);
    // …and an edit cannot make a list's account staff either.
    const promote = asAdmin.admin.updateUser({
      id: existing.id,
      fields: { role: "teacher" },
      membershipUpdates: { add: [], remove: [] },
      classUpdates: { add: [], remove: [] },
    });
    expect((await failure(promote)).message).toBe(ADMIN_MESSAGES.dummyAccountRole);
    // An existing account is used as it is.
    expect(await db.payload.findByID({ collection: "users", id: existing.id, overrideAccess: true, depth: 0 })).toMatchObject({
      role: "student",
      memberships: [],
    });
  });

  it("deletes a list; its dummy account stays", async () => {
    const [current] = await asAdmin.admin.listIpLists();
    expect(await asAdmin.admin.deleteIpList({ id: current.id })).toMatchObject({ code: 0, message: "Ip List has been deleted" });
    expect(await asAdmin.admin.listIpLists()).toEqual([]);
    expect((await asAdmin.admin.findUserByEmail({ email: "librarian@lakeside.test" })).code).toBe(0);
    expect((await failure(asAdmin.admin.deleteIpList({ id: current.id }))).code).toBe("NOT_FOUND");
  });
});
