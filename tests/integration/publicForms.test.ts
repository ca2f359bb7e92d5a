import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "#core/forms/contact";
import { DEMO_K12_ACCESS_CODE, K12_CODE_LIMIT } from "#core/forms/k12";
import { coursewareEntry, setCoursewarePrices } from "../support/coursewarePrices";
import { openTestDb, type TestDb } from "../support/payload";
import { schoolOrder } from "../support/schoolOrder";

/** The public forms (CON-001…011, K12-001…019): stored once, e-mailed, refused on the server when wrong. */

let db: TestDb;
const key = () => crypto.randomUUID();

beforeAll(async () => {
  db = await openTestDb();
  await setCoursewarePrices(db.payload, [
    coursewareEntry(),
    coursewareEntry({ isbn: "978-1-77000-102-8", name: "Courseware — 2 years", price: 52, dropDownDescription: "2 years" }),
  ]);
});
afterAll(() => db?.close());

const mails = async (to: string) =>
  (await db.payload.find({ collection: "emails", where: { to: { equals: to } }, overrideAccess: true, pagination: false, depth: 0 })).docs;
const messages = async (email: string) =>
  (await db.payload.find({ collection: "contactMessages", where: { email: { equals: email } }, overrideAccess: true, pagination: false, depth: 0 })).docs;

describe("CON-001…011 contact and enterprise", () => {
  it("CON-008/009: a contact message is stored and e-mailed to the support address, then SUCCESS", async () => {
    const caller = await db.callerAs(null, { ip: "198.51.100.1" });
    const res = await caller.forms.contact({ name: "Ana Lima", email: "ana@contact.test", message: "Do you have a French edition?", idempotencyKey: key() });
    expect(res.status).toBe("SUCCESS");
    const stored = await messages("ana@contact.test");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ variant: "contact", name: "Ana Lima", message: "Do you have a French edition?", handled: false });
    const support = (await mails("support@biotext.example")).filter((m) => m.text?.includes("ana@contact.test"));
    expect(support).toHaveLength(1);
    expect(support[0].text).toContain("Do you have a French edition?");
  });

  it("CON-006: the plain form requires name, e-mail and message; nothing is stored", async () => {
    const caller = await db.callerAs(null, { ip: "198.51.100.2" });
    await expect(caller.forms.contact({ name: "", email: "empty@contact.test", message: "x", idempotencyKey: key() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await messages("empty@contact.test")).toHaveLength(0);
  });

  it("CON-004/005/006: the enterprise variant requires its extra fields and a real education level", async () => {
    const caller = await db.callerAs(null, { ip: "198.51.100.3" });
    const base = { variant: "enterprise" as const, name: "Bo Chen", email: "bo@enterprise.test", message: "Site licence" };
    await expect(caller.forms.contact({ ...base, idempotencyKey: key() })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const full = {
      ...base,
      institutionName: "Lakeside College",
      institutionContact: "Dean Roy",
      contactNumber: "555-0100",
      country: "Canada",
      province: "Ontario",
    };
    await expect(caller.forms.contact({ ...full, educationLevel: "0", idempotencyKey: key() })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await messages("bo@enterprise.test")).toHaveLength(0);
    await caller.forms.contact({ ...full, educationLevel: "HEHS", idempotencyKey: key() });
    const [stored] = await messages("bo@enterprise.test");
    expect(stored.enterpriseDetails).toMatchObject({ institutionName: "Lakeside College", educationLevel: "HEHS", province: "Ontario" });
  });

  it("idempotent submit: the same form key twice (and at once) stores one message and sends one e-mail", async () => {
    const caller = await db.callerAs(null, { ip: "198.51.100.4" });
    const input = { name: "Dee", email: "dee@twice.test", message: "Double click", idempotencyKey: key() };
    const [a, b] = await Promise.all([caller.forms.contact(input), caller.forms.contact(input)]);
    const c = await caller.forms.contact(input);
    expect([a.status, b.status, c.status]).toEqual(["SUCCESS", "SUCCESS", "SUCCESS"]);
    expect(await messages("dee@twice.test")).toHaveLength(1);
    expect((await mails("support@biotext.example")).filter((m) => m.text?.includes("dee@twice.test"))).toHaveLength(1);
  });

  it("honeypot: a filled hidden field answers SUCCESS and keeps nothing", async () => {
    const caller = await db.callerAs(null, { ip: "198.51.100.5" });
    expect((await caller.forms.contact({ name: "Bot", email: "bot@spam.test", message: "buy", website: "http://spam", idempotencyKey: key() })).status).toBe(
      "SUCCESS",
    );
    expect(await messages("bot@spam.test")).toHaveLength(0);
  });

  it("rate limit per address: more than the hourly limit from one e-mail is refused", async () => {
    const caller = await db.callerAs(null, { ip: "198.51.100.6" });
    for (let i = 0; i < CONTACT_LIMITS.perEmail.limit; i++)
      await caller.forms.contact({ name: "Eve", email: "eve@limit.test", message: `m${i}`, idempotencyKey: key() });
    await expect(caller.forms.contact({ name: "Eve", email: "EVE@limit.test", message: "again", idempotencyKey: key() })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(await messages("eve@limit.test")).toHaveLength(CONTACT_LIMITS.perEmail.limit);
  });
});

const order = schoolOrder;
const orders = async (email: string) =>
  (await db.payload.find({ collection: "schoolOrders", where: { email: { equals: email } }, overrideAccess: true, pagination: false, depth: 0 })).docs;

describe("K12-001…019 school order form", () => {
  it("K12-003: the server refuses an empty and a wrong access code, accepts the configured one", async () => {
    const caller = await db.callerAs(null, { ip: "192.0.2.10" });
    await expect(caller.forms.k12Unlock({ code: "" })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "forms.k12.codeEmpty" });
    await expect(caller.forms.k12Unlock({ code: "guess" })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "forms.k12.codeWrong" });
    await expect(caller.forms.k12Unlock({ code: DEMO_K12_ACCESS_CODE })).resolves.toEqual({ ok: true });
  });

  it("K12-003: access-code attempts are rate-limited per client address", async () => {
    const caller = await db.callerAs(null, { ip: "192.0.2.11" });
    for (let i = 0; i < K12_CODE_LIMIT.limit; i++) await caller.forms.k12Unlock({ code: `guess-${i}` }).catch(() => {});
    await expect(caller.forms.k12Unlock({ code: DEMO_K12_ACCESS_CODE })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const other = await db.callerAs(null, { ip: "192.0.2.12" });
    await expect(other.forms.k12Unlock({ code: DEMO_K12_ACCESS_CODE })).resolves.toEqual({ ok: true });
  });

  it("K12-002: an order without the right access code is refused and not stored", async () => {
    const caller = await db.callerAs(null, { ip: "192.0.2.13" });
    await expect(caller.forms.k12Order(order({ accessCode: "nope", email: "nocode@school.test" }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await orders("nocode@school.test")).toHaveLength(0);
  });

  it("K12-007/008/009: empty fields, the terms switch and the e-mail format are checked on the server", async () => {
    const caller = await db.callerAs(null, { ip: "192.0.2.14" });
    await expect(caller.forms.k12Order(order({ additionalComments: "", email: "c1@school.test" }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.forms.k12Order(order({ termConditionsAccepted: false, email: "c2@school.test" }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.forms.k12Order(order({ contactSchoolEmail: "office@hillcrest.toolongtld" }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.forms.k12Order(order({ productQty: "2.5", email: "c3@school.test" }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    for (const e of ["c1@school.test", "c2@school.test", "c3@school.test"]) expect(await orders(e)).toHaveLength(0);
  });

  it("K12-011/013/014: a complete order is stored once with the server's total and both e-mails go out", async () => {
    const caller = await db.callerAs(null, { ip: "192.0.2.15" });
    const input = order({ productQty: "25", productOrdered: "978-1-77000-102-8" });
    const res = await caller.forms.k12Order(input);
    expect(res).toMatchObject({ status: "SUCCESS", total: 1300, currency: "USD" });
    await caller.forms.k12Order(input); // a retry of the same rendered form
    const stored = await orders("fay.ng@school.test");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      status: "new",
      orderType: "HIGHSCHOOL",
      productQty: 25,
      unitPrice: 52,
      total: 1300,
      school: "Hillcrest High",
      termConditionsAccepted: true,
    });
    expect(await mails("fay.ng@school.test")).toHaveLength(1);
    expect((await mails("support@biotext.example")).filter((m) => m.subject.includes(`#${stored[0].id}`))).toHaveLength(1);
  });
});

describe("PUB-052…056 custom course builder", () => {
  it("PUB-054 PUB-055 the tree lists published lessons; a request is stored once with its lessons and e-mailed to staff", async () => {
    const { buildUnit } = await import("../support/content");
    const { contentInvalidationSettled } = await import("#core/content/invalidation");
    const unit = await buildUnit(db.payload, "CB", 1, { chapters: 1, modules: 2, lessons: 2 });
    await contentInvalidationSettled();
    const caller = await db.callerAs(null, { ip: "203.0.113.40" });
    const tree = await caller.forms.builderOptions();
    const cb = tree.find((u) => u.id === unit.unit)!;
    expect(cb.chapters[0].modules.map((m) => m.lessons.length)).toEqual([2, 2]);
    const base = {
      profFirstName: "Kai",
      profLastName: "Yu",
      profEmail: "kai.yu@uni.test",
      profDepartment: "Biology",
      courseName: "BIO 101",
      institutionName: "North University",
      institutionCity: "Regina",
      institutionProvince: "SK",
      institutionCountry: "Canada",
    };
    await expect(caller.forms.courseRequest({ ...base, lessons: [], idempotencyKey: key() })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.forms.courseRequest({ ...base, courseName: "", lessons: [unit.lessons[0]], idempotencyKey: key() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.forms.courseRequest({ ...base, lessons: [987654], idempotencyKey: key() })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const input = { ...base, lessons: unit.lessons.slice(0, 3), comments: "Fall term", idempotencyKey: key() };
    expect((await caller.forms.courseRequest(input)).lessons).toBe(3);
    await caller.forms.courseRequest(input);
    const stored = (
      await db.payload.find({ collection: "courseRequests", where: { profEmail: { equals: "kai.yu@uni.test" } }, overrideAccess: true, depth: 0 })
    ).docs;
    expect(stored).toHaveLength(1);
    expect((stored[0].lessons as { id: number }[]).map((l) => l.id)).toEqual(unit.lessons.slice(0, 3));
    expect((await mails("support@biotext.example")).filter((m) => m.subject.includes("BIO 101"))).toHaveLength(1);
  });
});
