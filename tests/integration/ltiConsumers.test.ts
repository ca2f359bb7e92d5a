import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { findConsumerByKey } from "#core/lti/consumers";
import { seedCatalog } from "../support/adminFixtures";
import { openTestDb, type TestDb } from "../support/payload";

/** The 'Create LTI Consumer' tab's procedures (ADM-032, LTI-019…LTI-030) on PostgreSQL. */
let db: TestDb;
let admin: User;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  db = await openTestDb();
  catalog = await seedCatalog(db.payload);
  admin = await db.createUser({ email: "admin@lti.test", role: "admin" });
});
afterAll(() => db?.close());

const input = (over: Record<string, unknown> = {}) => ({
  consumerName: "Lakeside Canvas",
  consumerKey: "lakeside canvas 2026",
  ltiVersion: "LTI-1p0" as const,
  ltiType: "chapter" as const,
  classSelected: catalog.classes.lake,
  membership: catalog.memberships.hs,
  frameOrigins: "https://canvas.lakeside.test",
  ...over,
});

describe("LTI consumers (ADM-032)", () => {
  it("LTI-021 LTI-022 LTI-029 LTI-030 creating answers success with the connection details, the secret once", async () => {
    const caller = await db.callerAs(admin);
    const answer = await caller.lti.createConsumer(input());
    expect(answer.success).toBe(true);
    expect(answer.errorMsg).toBeNull();
    expect(answer.consumerDetails).toMatchObject({
      connectionURL: expect.stringMatching(/\/lti\/launch$/),
      key: "lakeside.canvas.2026",
      customParameters: { classKey: "LAKE-1", level: "chapter", contentId: "" },
    });
    expect(answer.consumerDetails!.security).toMatch(/^[A-Za-z0-9]{30}$/);
    expect((await findConsumerByKey(db.payload, "lakeside.canvas.2026"))?.frameOrigins).toEqual(["https://canvas.lakeside.test"]);

    // LTI-019: the list never carries a secret; the later details neither.
    const list = await caller.lti.listConsumers();
    expect(list).toEqual([
      expect.objectContaining({ name: "Lakeside Canvas", key: "lakeside.canvas.2026", type: "chapter", version: "LTI-1p0", className: "Lakeside Library" }),
    ]);
    expect(JSON.stringify(list)).not.toContain(answer.consumerDetails!.security);
    const later = await caller.lti.consumerDetails({ id: answer.id! });
    expect(later.security).not.toContain(answer.consumerDetails!.security);
  });

  it("LTI-027 a create request's fields are each kept: consumerName, consumerKey, ltiVersion, ltiType, classSelected, membership, productId; the secret is made on the server and the session is the caller's", async () => {
    const product = (
      await db.payload.create({
        collection: "products",
        data: { key: "LTI-027-P", title: "LTI product", price: 1, currency: "USD" } as never,
        overrideAccess: true,
      })
    ).id;
    const fields = input({
      consumerName: "Riverside Moodle",
      consumerKey: "riverside.moodle",
      ltiType: "chapter",
      classSelected: catalog.classes.river,
      membership: catalog.memberships.life,
      productId: product,
    });
    // sessionID: the request is the caller's session's; without an admin's session it is refused.
    await expect((await db.callerAs(null)).lti.createConsumer(fields)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const answer = await (await db.callerAs(admin)).lti.createConsumer(fields);
    expect(answer.success).toBe(true);
    const { docs } = await db.payload.find({ collection: "lti-consumers", where: { id: { equals: answer.id } }, depth: 0, overrideAccess: true });
    expect(docs[0]).toMatchObject({
      name: "Riverside Moodle",
      key: "riverside.moodle",
      version: "LTI-1p0",
      setupType: "chapter",
      class: catalog.classes.river,
      membership: catalog.memberships.life,
      product,
    });
    // consumerSecret: generated on the server (LTI-022), answered once, kept encrypted.
    expect(answer.consumerDetails!.security).toMatch(/^[A-Za-z0-9]{30}$/);
    expect((await findConsumerByKey(db.payload, "riverside.moodle"))?.secret).toBe(answer.consumerDetails!.security);
    // A request without one of its required fields is refused before anything is stored.
    for (const missing of ["consumerName", "consumerKey", "ltiVersion", "ltiType", "classSelected", "membership"]) {
      const partial: Record<string, unknown> = { ...input({ consumerKey: `k-${missing}` }) };
      delete partial[missing];
      await expect((await db.callerAs(admin)).lti.createConsumer(partial as never), missing).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
  });

  it("LTI-029 a key already used answers success false with errorMsg (the tab adds ' Please Retry')", async () => {
    const caller = await db.callerAs(admin);
    const answer = await caller.lti.createConsumer(input({ consumerName: "Again" }));
    expect(answer).toMatchObject({ success: false, consumerDetails: null, errorMsg: "This key is already used by another consumer." });
  });

  it("LTI-020 every field is required: 'Ensure all fields are completed'", async () => {
    const caller = await db.callerAs(admin);
    for (const missing of [{ consumerName: " " }, { consumerKey: "" }, { ltiType: "" }, { classSelected: 0 }, { membership: 0 }, { ltiVersion: "1.3" }]) {
      const err = await caller.lti.createConsumer(input({ consumerKey: `k-${Math.random()}`, ...missing }) as never).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TRPCError);
      expect((err as TRPCError).code).toBe("BAD_REQUEST");
      expect(JSON.stringify((err as TRPCError).cause)).toContain("Ensure all fields are completed");
    }
  });

  it("LTI-025 a class or membership that does not exist is refused", async () => {
    const caller = await db.callerAs(admin);
    await expect(caller.lti.createConsumer(input({ consumerKey: "ghost", classSelected: 999999 }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.lti.createConsumer(input({ consumerKey: "ghost", membership: 999999 }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("a portal origin that is not an origin is refused (frame-ancestors never gets arbitrary text)", async () => {
    const caller = await db.callerAs(admin);
    await expect(caller.lti.createConsumer(input({ consumerKey: "bad-origin", frameOrigins: "https://ok.test 'unsafe-inline'" }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("rotating a secret answers a new one, once", async () => {
    const caller = await db.callerAs(admin);
    const [consumer] = await caller.lti.listConsumers();
    const before = (await findConsumerByKey(db.payload, consumer!.key))!.secret;
    const rotated = await caller.lti.rotateSecret({ id: consumer!.id });
    expect(rotated.consumerDetails.security).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(rotated.consumerDetails.security).not.toBe(before);
    await expect(caller.lti.rotateSecret({ id: 999999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
