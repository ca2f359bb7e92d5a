import { createLocalReq } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { pruneAuditTrail } from "#core/audit/retention";
import { schedulePublication } from "#core/content/schedule";
import { poolOf } from "#core/db/pool";
import { adminAndCatalog } from "../support/adminFixtures";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 50 item 5: every admin and teacher action that changes someone else's data writes exactly one audit row —
 * who (id, e-mail, role), from which address, the action, the target, a small summary — and the table is append-only.
 */
let db: TestDb;
let admin: User;
let teacher: User;
let student: User;
let catalog: Awaited<ReturnType<typeof adminAndCatalog>>["catalog"];
type Caller = Awaited<ReturnType<TestDb["callerAs"]>>;
let asAdmin: Caller;
let asTeacher: Caller;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let classId = 0;
const ADMIN_IP = "198.51.100.23";
const TEACHER_IP = "198.51.100.77";

beforeAll(async () => {
  db = await openTestDb();
  ({ admin, catalog } = await adminAndCatalog(db, { firstName: "Ada", lastName: "Admin" }));
  asAdmin = await db.callerAs(admin, { ip: ADMIN_IP });
  unit = await buildUnit(db.payload, "AU", 1, { chapters: 1, modules: 1, lessons: 1 });
  const membership = (await db.payload.create({ collection: "memberships", data: { key: "M-AU", name: "AU", units: [unit.unit] }, overrideAccess: true })).id;
  classId = (await db.payload.create({ collection: "classes", data: { name: "Class AU", key: "CLASS-AU", memberships: [membership] }, overrideAccess: true }))
    .id;
  teacher = await db.createUser({ email: "tess@school.test", role: "teacher", classes: [classId] });
  student = await db.createUser({ email: "stu@school.test", role: "student", classes: [classId], firstName: "Stu", lastName: "Dent" });
  asTeacher = await db.callerAs(teacher, { ip: TEACHER_IP });
}, 120_000);
afterAll(() => db?.close());

type AuditDbRow = {
  action: string;
  actor_id: number | null;
  actor_email: string | null;
  actor_role: string | null;
  ip: string | null;
  target_type: string;
  target_id: string | null;
  summary: Record<string, unknown> | null;
};

/** The rows of one action written since `since` (the id before the action). */
async function rowsOf(action: string, since: number): Promise<AuditDbRow[]> {
  const { rows } = await poolOf(db.payload).query<AuditDbRow>(
    `SELECT action, actor_id::int AS actor_id, actor_email, actor_role, ip, target_type, target_id, summary FROM audit_events WHERE action = $1 AND id > $2 ORDER BY id`,
    [action, since],
  );
  return rows;
}
async function lastId(): Promise<number> {
  const { rows } = await poolOf(db.payload).query<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM audit_events`);
  return rows[0]!.n;
}

/** Runs `act`, then expects exactly one row of `action` with these fields (by the admin, from ADMIN_IP, unless told). */
async function expectOne(
  action: string,
  act: () => Promise<unknown>,
  target: { type: string; id?: string | null },
  by: { user: User; ip: string } = { user: admin, ip: ADMIN_IP },
) {
  const since = await lastId();
  await act();
  const rows = await rowsOf(action, since);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row).toMatchObject({ actor_id: by.user.id, actor_email: by.user.email, actor_role: by.user.role, ip: by.ip, target_type: target.type });
  if (target.id !== undefined) expect(row.target_id).toBe(target.id);
  return row;
}

describe("issue 50 audit rows of the admin's user tools", () => {
  let created = 0;
  it("issue 50 creating a user writes user.created", async () => {
    const row = await expectOne(
      "user.created",
      async () => {
        const r = await asAdmin.admin.createUser({
          email: "new.person@school.test",
          password: "tulip-harbor-42",
          firstName: "New",
          lastName: "Person",
          role: "student",
          isLTI: false,
          membershipId: null,
          classId: null,
          language: "en",
        });
        created = r.id;
      },
      { type: "user" },
    );
    expect(row.target_id).toBe(String(created));
    expect(row.summary).toMatchObject({ role: "student", source: "Create User" });
    // No personal data of the target in the row.
    expect(JSON.stringify(row)).not.toContain("new.person");
  });

  it("issue 50 changing a role writes user.role with the role before and after", async () => {
    const row = await expectOne(
      "user.role",
      () =>
        asAdmin.admin.updateUser({
          id: created,
          fields: { role: "teacher" },
          membershipUpdates: { add: [], remove: [] },
          classUpdates: { add: [], remove: [] },
        }),
      { type: "user", id: String(created) },
    );
    expect(row.summary).toMatchObject({ changed: ["role"], before: { role: "student" }, after: { role: "teacher" } });
  });

  it("issue 50 editing a user writes user.updated naming the fields, not their values", async () => {
    const row = await expectOne(
      "user.updated",
      () =>
        asAdmin.admin.updateUser({
          id: created,
          fields: { lastName: "Renamed" },
          membershipUpdates: { add: [catalog.memberships.life], remove: [] },
          classUpdates: { add: [], remove: [] },
        }),
      { type: "user", id: String(created) },
    );
    expect(row.summary).toMatchObject({ changed: ["lastName"], memberships: { add: "LIFE series (all units)", remove: "" } });
    expect(JSON.stringify(row.summary)).not.toContain("Renamed");
  });

  it("issue 50 a bulk upload writes one users.bulkCreated row for the batch", async () => {
    const row = await expectOne(
      "users.bulkCreated",
      () =>
        asAdmin.admin.bulkCreateUsers({
          rows: [1, 2].map((i) => ({
            line: i + 1,
            email: `bulk${i}@school.test`,
            firstName: "Bulk",
            lastName: `N${i}`,
            role: "student",
            isLTI: "N",
            memberships: "",
            classes: "",
            language: "en",
            username: "",
          })),
        }),
      { type: "users", id: null },
    );
    expect(row.summary).toMatchObject({ rows: 2, created: 2, refused: 0 });
  });

  it("issue 50 deleting a user writes user.deleted", async () => {
    await expectOne("user.deleted", () => asAdmin.admin.deleteUser({ id: created, confirmEmail: "new.person@school.test" }), {
      type: "user",
      id: String(created),
    });
  });

  it("issue 50 IP lists: created, updated and deleted each write one row", async () => {
    const input = {
      name: "Lake library",
      classId: catalog.classes.lake,
      addresses: ["10.1.2.*"],
      account: { email: "lake.library@school.test", userName: "lake.library" },
      membershipIds: [catalog.memberships.life],
    };
    let id = 0;
    await expectOne(
      "ipList.created",
      async () => {
        id = (await asAdmin.admin.createIpList(input)).id;
      },
      { type: "ipList" },
    );
    await expectOne("ipList.updated", () => asAdmin.admin.updateIpList({ ...input, id, name: "Lake library 2" }), { type: "ipList", id: String(id) });
    await expectOne("ipList.deleted", () => asAdmin.admin.deleteIpList({ id }), { type: "ipList", id: String(id) });
  });
});

describe("issue 50 audit rows of commerce and LTI", () => {
  it("issue 50 a refund writes order.refunded in the refund's transaction", async () => {
    const { rows } = await poolOf(db.payload).query<{ id: number }>(
      `INSERT INTO orders (user_id, email, status, idempotency_key, currency, lines, subtotal_cents, discount_cents, tax_cents, total_cents, paid_at)
       VALUES ($1, 'stu@school.test', 'paid', 'audit-refund-1', 'CAD', '[]'::jsonb, 0, 0, 0, 0, now()) RETURNING id`,
      [student.id],
    );
    const orderId = rows[0]!.id;
    const row = await expectOne("order.refunded", () => asAdmin.commerce.refundOrder({ orderId }), { type: "order", id: String(orderId) });
    expect(row.summary).toMatchObject({ before: { status: "paid" }, after: { status: "refunded" }, customer: student.id });
    // Refunding again changes nothing and writes nothing.
    const since = await lastId();
    await asAdmin.commerce.refundOrder({ orderId });
    expect(await rowsOf("order.refunded", since)).toHaveLength(0);
  });

  it("issue 50 bulk coupons write one coupons.created row without the codes", async () => {
    let codes: string[] = [];
    const row = await expectOne(
      "coupons.created",
      async () => {
        codes = (
          await asAdmin.commerce.bulkCoupons({
            productId: null,
            membershipId: null,
            couponDollarValue: 5,
            numberOfCoupons: 3,
            couponDesc: "Audit",
            validUntil: null,
          })
        ).codes;
      },
      { type: "coupons" },
    );
    expect(row.summary).toMatchObject({ count: 3, amount: 5 });
    for (const code of codes) expect(JSON.stringify(row)).not.toContain(code);
  });

  it("issue 50 LTI: a consumer created, its secret rotated and the tool key rotated each write one row", async () => {
    let id = 0;
    const created = await expectOne(
      "lti.consumerCreated",
      async () => {
        const r = await asAdmin.lti.createConsumer({
          consumerName: "Audit LMS",
          consumerKey: "audit-lms",
          ltiVersion: "LTI-1p0",
          ltiType: "unit",
          classSelected: classId,
          membership: catalog.memberships.life,
          frameOrigins: "",
        } as never);
        id = r.id!;
      },
      { type: "ltiConsumer" },
    );
    expect(created.target_id).toBe(String(id));
    expect(created.summary).toMatchObject({ key: "audit-lms", version: "LTI-1p0" });
    await expectOne("lti.secretRotated", () => asAdmin.lti.rotateSecret({ id }), { type: "ltiConsumer", id: String(id) });
    await expectOne("lti.toolKeyRotated", () => asAdmin.lti.rotateToolKey(), { type: "ltiToolKey" });
  });
});

describe("issue 50 audit rows of the teacher's tools", () => {
  it("issue 50 a deadline extended and removed each write one row, by the teacher", async () => {
    const by = { user: teacher, ip: TEACHER_IP };
    const target = { type: "deadline", id: `${classId}:${unit.unit}:${student.id}` };
    const row = await expectOne(
      "deadline.extended",
      () => asTeacher.quizzes.teacher.extendDeadline({ classId, userId: student.id, unitId: unit.unit, exceptionChange: "ADD", expireDate: "2030-01-31" }),
      target,
      by,
    );
    expect(row.summary).toMatchObject({ student: student.id, before: { expireDate: null }, after: { expireDate: "2030-01-31" } });
    await expectOne(
      "deadline.removed",
      () => asTeacher.quizzes.teacher.extendDeadline({ classId, userId: student.id, unitId: unit.unit, exceptionChange: "REMOVE", expireDate: null }),
      target,
      by,
    );
  });

  it("issue 50 a grade override set and removed each write one row, by the teacher", async () => {
    const by = { user: teacher, ip: TEACHER_IP };
    let id = 0;
    const row = await expectOne(
      "quiz.overrideSet",
      async () => {
        id = (
          await asTeacher.quizzes.teacher.setOverride({
            classId,
            userId: student.id,
            unitId: unit.unit,
            quizId: null,
            extraAttempts: 2,
            openDate: null,
            closeDate: null,
            reason: "Was ill",
          })
        ).id;
      },
      { type: "quizOverride" },
      by,
    );
    expect(row.target_id).toBe(String(id));
    expect(row.summary).toMatchObject({ student: student.id, after: { extraAttempts: 2 } });
    await expectOne(
      "quiz.overrideRemoved",
      () => asTeacher.quizzes.teacher.removeOverride({ classId, overrideId: id }),
      { type: "quizOverride", id: String(id) },
      by,
    );
  });
});

describe("issue 50 audit rows of content", () => {
  it("issue 50 an editor's publish writes content.published in the save's transaction; a draft save writes none", async () => {
    const editor = await db.createUser({ email: "ed@school.test", role: "editor" });
    const moduleId = unit.modules[0]!;
    const since = await lastId();
    await db.payload.update({ collection: "modules", id: moduleId, data: { _status: "draft" } as never, draft: true, user: editor, overrideAccess: false });
    expect(await rowsOf("content.published", since)).toHaveLength(0);
    await db.payload.update({ collection: "modules", id: moduleId, data: { _status: "published" } as never, user: editor, overrideAccess: false });
    const rows = await rowsOf("content.published", since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: editor.id, actor_role: "editor", target_type: "modules", target_id: String(moduleId) });
  });

  it("issue 50 scheduling a publication writes content.scheduled", async () => {
    const editor = await db.createUser({ email: "ed2@school.test", role: "editor" });
    const since = await lastId();
    const at = new Date(Date.now() + 86_400_000);
    await schedulePublication(
      db.payload,
      { collection: "lessons", id: unit.lessons[0]!, type: "publish", at, userId: editor.id },
      { user: editor, ip: "192.0.2.5" },
    );
    const rows = await rowsOf("content.scheduled", since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: editor.id, ip: "192.0.2.5", target_type: "lessons", target_id: String(unit.lessons[0]) });
    expect(rows[0]!.summary).toMatchObject({ type: "publish", at: at.toISOString() });
  });
});

describe("issue 50 the audit trail is append-only and kept by the retention", () => {
  it("issue 50 UPDATE, DELETE and TRUNCATE are refused by the database; Payload refuses them too", async () => {
    const pool = poolOf(db.payload);
    await expect(pool.query(`UPDATE audit_events SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(pool.query(`DELETE FROM audit_events`)).rejects.toThrow(/append-only/);
    await expect(pool.query(`TRUNCATE audit_events CASCADE`)).rejects.toThrow(/append-only/);
    const any = (await db.payload.find({ collection: "audit-events", limit: 1, overrideAccess: true })).docs[0]!;
    await expect(db.payload.delete({ collection: "audit-events", id: any.id, user: admin, overrideAccess: false })).rejects.toThrow();
    await expect(db.payload.update({ collection: "audit-events", id: any.id, data: { action: "x" }, user: admin, overrideAccess: false })).rejects.toThrow();
  });

  it("issue 50 the retention job removes only rows older than the setting, and records that it did", async () => {
    const pool = poolOf(db.payload);
    await pool.query(
      `INSERT INTO audit_events (action, target_type, created_at, updated_at) VALUES ('user.updated', 'user', now() - interval '40 days', now() - interval '40 days'),
              ('user.updated', 'user', now() - interval '20 days', now() - interval '20 days')`,
    );
    const before = Number((await pool.query(`SELECT count(*) AS n FROM audit_events`)).rows[0]!.n);
    expect(await pruneAuditTrail(db.payload, { days: 30 })).toBe(1);
    const after = Number((await pool.query(`SELECT count(*) AS n FROM audit_events`)).rows[0]!.n);
    // One removed, one audit.pruned added.
    expect(after).toBe(before);
    const pruned = await pool.query(`SELECT actor_id, summary FROM audit_events WHERE action = 'audit.pruned'`);
    expect(pruned.rows).toHaveLength(1);
    expect(pruned.rows[0]).toMatchObject({ actor_id: null, summary: { removed: 1, days: 30 } });
    // Outside the retention job the trigger still refuses.
    await expect(pool.query(`DELETE FROM audit_events WHERE action = 'audit.pruned'`)).rejects.toThrow(/append-only/);
  });
});

describe("issue 50 the Audit tab's search and export", () => {
  it("issue 50 filters by actor, action, target and date, newest first, paginated", async () => {
    const byTeacher = await asAdmin.audit.search({ actor: "tess@", page: 1 });
    expect(byTeacher.rows.length).toBeGreaterThanOrEqual(4);
    expect(byTeacher.rows.every((r) => r.actorEmail === "tess@school.test")).toBe(true);
    const refunds = await asAdmin.audit.search({ action: "order.refunded", page: 1 });
    expect(refunds.total).toBe(1);
    const deadlines = await asAdmin.audit.search({ targetType: "deadline", targetId: `${classId}:${unit.unit}:${student.id}`, page: 1 });
    expect(deadlines.rows.map((r) => r.action)).toEqual(["deadline.removed", "deadline.extended"]);
    const future = await asAdmin.audit.search({ from: "2099-01-01", page: 1 });
    expect(future.total).toBe(0);
    const all = await asAdmin.audit.search({ page: 1 });
    expect(all.rows.length).toBeLessThanOrEqual(25);
    expect(all.pages).toBe(Math.ceil(all.total / 25));
  });

  it("issue 50 the CSV and XLSX exports are formula-safe", async () => {
    const evil = await db.createUser({ email: "=cmd@school.test", role: "admin" });
    const asEvil = await db.callerAs(evil, { ip: ADMIN_IP });
    await asEvil.commerce.bulkCoupons({ productId: null, membershipId: null, couponDollarValue: 1, numberOfCoupons: 1, couponDesc: "", validUntil: null });
    const csv = await asAdmin.audit.exportRows({ actor: "=cmd", format: "csv" });
    const text = Buffer.from(csv.base64, "base64").toString("utf8");
    expect(text).toContain("'=cmd@school.test");
    expect(text).not.toMatch(/(^|,)=cmd/m);
    const xlsx = await asAdmin.audit.exportRows({ actor: "=cmd", format: "xlsx" });
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(xlsx.base64, "base64") as never);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(4).text).toBe("actorEmail");
    expect(ws.getRow(2).getCell(4).text).toBe("'=cmd@school.test");
    expect(ws.getRow(2).getCell(2).text).toBe("coupons.created");
  });

  it("issue 50 only admins may search or export", async () => {
    await expect(asTeacher.audit.search({ page: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(asTeacher.audit.exportRows({ format: "csv" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("issue 50 audit rows of the school sign-in settings (issue 47)", () => {
  it("issue 50 a sign-in provider added, changed and deleted, and an account linked by an admin, each write one row without the secret", async () => {
    let id = 0;
    const created = await expectOne(
      "sso.providerCreated",
      async () => {
        id = (
          await asAdmin.sso.createProvider({
            name: "Audit School",
            slug: "audit-school",
            issuer: "http://127.0.0.1:9/audit",
            clientId: "audit-client",
            clientSecret: "audit-secret-value",
            domains: [{ domain: "school.test", role: "student" }],
            claimRules: [],
            createUnknown: false,
            enabled: true,
          })
        ).id;
      },
      { type: "ssoProvider" },
    );
    expect(created.target_id).toBe(String(id));
    expect(created.summary).toMatchObject({ slug: "audit-school", enabled: true, domains: ["school.test:student"] });
    const base = {
      id,
      name: "Audit School",
      slug: "audit-school",
      issuer: "http://127.0.0.1:9/audit",
      clientId: "audit-client",
      domains: [{ domain: "school.test", role: "student" as const }],
      claimRules: [],
      createUnknown: false,
    };
    const updated = await expectOne("sso.providerUpdated", () => asAdmin.sso.updateProvider({ ...base, enabled: false, clientSecret: "new-secret-value" }), {
      type: "ssoProvider",
      id: String(id),
    });
    expect(updated.summary).toMatchObject({ enabled: false, secretChanged: true });
    const linked = await expectOne("sso.accountLinked", () => asAdmin.sso.adminLink({ provider: id, email: student.email }), {
      type: "user",
      id: String(student.id),
    });
    expect(linked.summary).toMatchObject({ provider: "audit-school" });
    await expectOne("sso.providerDeleted", () => asAdmin.sso.deleteProvider({ id }), { type: "ssoProvider", id: String(id) });
    const { rows } = await poolOf(db.payload).query(`SELECT summary::text AS s FROM audit_events WHERE action LIKE 'sso.%'`);
    for (const r of rows as { s: string | null }[]) expect(r.s ?? "").not.toMatch(/secret-value|audit-client/);
  });
});

describe("issue 50 audit rows of accounts changed in the CMS itself", () => {
  /** A request as the CMS's REST API makes it for the signed-in admin (what /admin's forms send). */
  const restReq = async () => {
    const req = await createLocalReq({ user: { ...admin, collection: "users" } as never }, db.payload);
    req.payloadAPI = "REST";
    return req;
  };
  it("issue 50 an account created, its role changed and deleted through the CMS each write one row; the Local API none", async () => {
    let id = 0;
    const created = await expectOne(
      "user.created",
      async () => {
        id = (await db.payload.create({ collection: "users", data: { email: "cms-made@school.test", role: "student" }, req: await restReq() })).id;
      },
      { type: "user" },
      { user: admin, ip: null as never },
    );
    expect(created.summary).toMatchObject({ role: "student", source: "cms" });
    const role = await expectOne(
      "user.role",
      async () => db.payload.update({ collection: "users", id, data: { role: "teacher" }, req: await restReq() }).then(() => undefined),
      { type: "user", id: String(id) },
      { user: admin, ip: null as never },
    );
    expect(role.summary).toMatchObject({ changed: ["role"], before: { role: "student" }, after: { role: "teacher" } });
    // The application's own writes (Local API) record theirs in core: the hook adds nothing.
    const since = await lastId();
    await db.payload.update({ collection: "users", id, data: { firstName: "Local" }, overrideAccess: true });
    expect(await rowsOf("user.updated", since)).toHaveLength(0);
    await expectOne(
      "user.deleted",
      async () => db.payload.delete({ collection: "users", id, req: await restReq() }).then(() => undefined),
      { type: "user", id: String(id) },
      { user: admin, ip: null as never },
    );
  });
});
