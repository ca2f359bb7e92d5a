import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { pageError } from "../../app/.server/formError";
import { domainError } from "#core/errors";
import { HTTP_STATUS_OF_KIND, TRPC_CODE_OF_KIND } from "#shared/errors";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Admin tools enforced on the server (ADM-050, decided) and the server's error codes (ERR-008,
 * decided: docs/decisions/065-domain-errors.md).
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;
let classId: number;
let n = 0;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "RA", 1, { chapters: 1, modules: 1, lessons: 2 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-RA", name: "RA", units: [unit.unit] }, overrideAccess: true })).id;
  classId = (await db.payload.create({ collection: "classes", data: { name: "RA Class", key: "RA-C", memberships: [membership] }, overrideAccess: true })).id;
}, 180_000);
afterAll(() => db?.close());

const user = (role: User["role"], extra: Partial<User> = {}) => db.createUser({ email: `ra-${role}${++n}@school.test`, role, ...extra });

/** The tRPC code and the domain error's own code of a refusal. */
async function refusal(p: Promise<unknown>) {
  try {
    await p;
    return null;
  } catch (err) {
    if (!(err instanceof TRPCError)) throw err;
    return { code: err.code, domainCode: domainError(err.cause)?.code ?? null };
  }
}

type Caller = Awaited<ReturnType<TestDb["callerAs"]>>;
const adminCalls = (c: Caller, someUser: number) => ({
  "admin.listClasses": () => c.admin.listClasses(),
  "admin.listMemberships": () => c.admin.listMemberships(),
  "admin.searchUsers": () => c.admin.searchUsers({ term: "ra-" }),
  "admin.getUser": () => c.admin.getUser({ id: someUser }),
  "admin.listIpLists": () => c.admin.listIpLists(),
  "commerce.adminOrders": () => c.commerce.adminOrders({ from: "2000-01-01", to: "2100-01-01" }),
  "lti.listConsumers": () => c.lti.listConsumers(),
  "ar.listStructures": () => c.ar.listStructures(),
});

describe("admin tools on the server", () => {
  it("ADM-050 (decided) only admins reach the admin tools: the server refuses students, teachers and editors (FORBIDDEN) and visitors (UNAUTHORIZED)", async () => {
    const target = await user("student");
    const admin = adminCalls(await db.callerAs(await user("admin")), target.id);
    for (const [name, call] of Object.entries(admin)) await expect(call(), name).resolves.toBeDefined();
    for (const role of ["student", "teacher", "editor"] as const) {
      const calls = adminCalls(await db.callerAs(await user(role, role === "teacher" ? { classes: [classId] } : {})), target.id);
      for (const [name, call] of Object.entries(calls))
        expect(await refusal(call()), `${role} ${name}`).toEqual({ code: "FORBIDDEN", domainCode: "auth.role" });
    }
    const visitor = adminCalls(await db.callerAs(null), target.id);
    for (const [name, call] of Object.entries(visitor)) expect(await refusal(call()), `visitor ${name}`).toMatchObject({ code: "UNAUTHORIZED" });
    // Nor can a non-admin change an account through the CMS's own API.
    const teacher = await user("teacher");
    await expect(
      db.payload.update({ collection: "users", id: target.id, data: { role: "admin" }, overrideAccess: false, user: { ...teacher, collection: "users" } }),
    ).rejects.toThrow();
    expect((await db.payload.findByID({ collection: "users", id: target.id, overrideAccess: true, depth: 0 })).role).toBe("student");
  });
});

describe("error codes", () => {
  it("ERR-008 (decided) every refusal has a kind, a stable domain code and the matching tRPC code and HTTP status", async () => {
    expect(TRPC_CODE_OF_KIND).toEqual({
      NotFound: "NOT_FOUND",
      Forbidden: "FORBIDDEN",
      Unauthorized: "UNAUTHORIZED",
      Conflict: "CONFLICT",
      Precondition: "PRECONDITION_FAILED",
      RateLimited: "TOO_MANY_REQUESTS",
      Invalid: "BAD_REQUEST",
    });
    expect(HTTP_STATUS_OF_KIND).toEqual({ NotFound: 404, Forbidden: 403, Unauthorized: 401, Conflict: 409, Precondition: 412, RateLimited: 429, Invalid: 400 });

    const student = await db.callerAs(await user("student", { memberships: [membership] }));
    const outsider = await db.callerAs(await user("student"));
    const visitor = await db.callerAs(null);
    expect(await refusal(visitor.progress.full())).toEqual({ code: "UNAUTHORIZED", domainCode: "auth.required" });
    expect(await refusal(student.admin.listClasses())).toEqual({ code: "FORBIDDEN", domainCode: "auth.role" });
    expect(await refusal(student.textbook.lessonDetails({ lessonId: 987654 }))).toEqual({ code: "NOT_FOUND", domainCode: "lesson.notFound" });
    expect(await refusal(student.progress.completeModule({ moduleId: unit.modules[0] }))).toMatchObject({ code: "PRECONDITION_FAILED" });
    expect((await refusal(outsider.textbook.lessonDetails({ lessonId: unit.lessons[0] })))?.code).toBe("FORBIDDEN");
    // Wrong input is BAD_REQUEST with no domain code (zod's field errors).
    expect(await refusal(student.progress.openLesson({ lessonId: -1 }))).toEqual({ code: "BAD_REQUEST", domainCode: null });

    // A page turns the same refusal into the HTTP status of its kind.
    const thrown = await student.textbook.lessonDetails({ lessonId: 987654 }).catch((e: unknown) => e);
    let response: unknown;
    try {
      pageError(thrown);
    } catch (r) {
      response = r;
    }
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(404);
    expect((response as Response).statusText).toBe("lesson.notFound");
  });
});
