import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Payload } from "payload";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * ADM-046 (core/ar/associations.ts): an update Payload refuses (no such structure, lessons or memberships that do not
 * exist) answers the seed's "Error Updating Assignment" (400). A failure of the server itself — the database down, a
 * bug — is not the admin's input: it stays an unexpected error (500 with a reference), never that 400.
 */
let db: TestDb;
let admin: User;

beforeAll(async () => {
  db = await openTestDb();
  admin = await db.createUser({ email: "ar.errors.admin@school.test", role: "admin" });
}, 120_000);
afterAll(() => db?.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof TRPCError ? { code: err.code, message: err.message } : err),
  );

describe("review2: AR association updates do not turn server failures into the admin's error", () => {
  it("ADM-046: a structure that does not exist is still 'Error Updating Assignment' (400)", async () => {
    const caller = await db.callerAs(admin);
    expect(await codeOf(caller.ar.updateAssociation({ structureId: 987654, lessons: [], memberships: [] }))).toEqual({
      code: "BAD_REQUEST",
      message: "Error Updating Assignment",
    });
  });

  it("ADM-046: the database failing during the update is an unexpected error, not a 400", async () => {
    const caller = await db.callerAs(admin);
    const spy = vi
      .spyOn(db.payload, "update")
      .mockImplementation((() => Promise.reject(new Error("Connection terminated unexpectedly"))) as never as Payload["update"]);
    try {
      const err = (await codeOf(caller.ar.updateAssociation({ structureId: 1, lessons: [], memberships: [] }))) as { code: string } | null;
      expect(err?.code).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      spy.mockRestore();
    }
  });
});
