import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as accountLoader } from "../../app/routes/account";
import { loginInput } from "#core/auth/login";
import { createContext } from "#core/context";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentView } from "#core/content/readModel";
import { createSession, findSession } from "#core/session/sessions";
import type { User } from "../../cms/payload-types";
import { createCaller } from "../../trpc/router";
import { coursewareEntry, setCoursewarePrices } from "../support/coursewarePrices";
import { buildUnit, uploadMedia } from "../support/content";
import { cookiesOf, openTestDb, type TestDb } from "../support/payload";
import { schoolOrder } from "../support/schoolOrder";

/**
 * Sessions, LTI sessions and bilingual content not cited elsewhere: the session's stored payload
 * (SES-008), what visitors may do (SES-010), the login's required entries (SES-015), the LTI
 * session details and chapter start (LTI-006, LTI-007), bilingual quizzes (I18N-007) and the
 * English-only content fields in French (I18N-008).
 */

let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;
let classId: number;
let n = 0;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "RS", 1, { chapters: 2, modules: 2, lessons: 1 });
  unit.quizzes.reverse(); // buildUnit creates the modules last first: now quizzes[i] is the quiz of modules[i]
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-RS", name: "RS", units: [unit.unit] }, overrideAccess: true })).id;
  classId = (await db.payload.create({ collection: "classes", data: { name: "Class RS", key: "CLASS-RS", memberships: [membership] }, overrideAccess: true }))
    .id;
  await contentInvalidationSettled();
}, 120_000);
afterAll(() => db?.close());

/** A tRPC caller, the session it runs on (flags set) and the context the Remix loaders get. */
async function sessionOf(user: User, flags: Record<string, unknown> = {}) {
  const { token, session } = await createSession(db.payload, { user: user.id });
  if (Object.keys(flags).length) await db.payload.update({ collection: "sessions", id: session.id, data: flags, overrideAccess: true, depth: 0 });
  const live = await findSession(db.payload, token);
  const ctx = createContext({ payload: db.payload, session: live, ip: "203.0.113.7", secureCookies: false, setCookie: () => {} });
  const trpc = createCaller(ctx);
  return { token, id: session.id, trpc, context: { payload: db.payload, session: live, trpc } };
}

async function thrownBy(p: Promise<unknown>): Promise<Response | null> {
  try {
    await p;
    return null;
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
}

describe("the session (SES-008, SES-010, SES-015)", () => {
  it("SES-008 a signed-in session carries isLib, email, userId, multiSession and class", async () => {
    const user = await db.createUser({ email: `payload${++n}@school.test`, role: "student", classes: [classId] });
    const s = await sessionOf(user, { isLib: true, multiSession: true });
    const row = await db.payload.findByID({ collection: "sessions", id: s.id, overrideAccess: true, depth: 0 });
    expect(row).toMatchObject({ email: user.email, user: user.id, isLib: true, multiSession: true });
    expect(await s.trpc.session.details()).toMatchObject({
      validLogin: true,
      email: user.email,
      userId: String(user.id),
      isLib: true,
      multiSession: true,
      class: String(classId),
    });
    // A plain session: both flags false.
    const plain = await sessionOf(user);
    expect(await plain.trpc.session.details()).toMatchObject({ isLib: false, multiSession: false, userId: String(user.id), class: String(classId) });
  });

  it("SES-010 a visitor who is not logged in may browse the catalogue and the units, request a trial, submit a school order and send the contact form", async () => {
    const trialProduct = (
      await db.payload.create({
        collection: "products",
        overrideAccess: true,
        depth: 0,
        data: { title: "Instructor Trial", price: 0, currency: "USD", memberships: [membership] },
      })
    ).id;
    await db.payload.updateGlobal({ slug: "commerce-settings", data: { trialProduct }, overrideAccess: true });
    await setCoursewarePrices(db.payload, [coursewareEntry()]);
    await contentInvalidationSettled();
    const visitor = await db.callerAs(null, { ip: "198.51.100.77" });
    expect((await visitor.session.details()).validLogin).toBe(false);
    // Browse.
    expect((await visitor.catalog.list({ filter: "all" })).products.map((p) => p.id)).toContain(trialProduct);
    expect((await visitor.content.listUnits()).map((u) => u.id)).toContain(unit.unit);
    // Request a trial.
    const trial = await visitor.commerce.createTrial({
      firstname: "Lise",
      lastname: "Meitner",
      email: `trial${++n}@uni.test`,
      password: "Trial-password-9",
      userType: "N/A",
      school: "Vienna",
      country: "CA",
      province: "ON",
      whoAmI: "Professor / Instructor",
      classCourseName: "BIO 101",
      numStudents: "30",
      foundUs: "Other",
      foundUsOther: "A colleague",
      message: "Hello",
    });
    expect(trial.ok).toBe(true);
    // Submit a school order.
    const order = await visitor.forms.k12Order(schoolOrder({ email: `k12-${++n}@school.test`, productOrdered: "978-1-77000-101-1", productQty: "10" }));
    expect(order).toMatchObject({ status: "SUCCESS", total: 300 });
    // Send the contact form.
    const contact = await visitor.forms.contact({
      name: "Ana Lima",
      email: `contact${++n}@contact.test`,
      message: "Hello?",
      idempotencyKey: crypto.randomUUID(),
    });
    expect(contact.status).toBe("SUCCESS");
    // What a visitor may not do: the account's own pages.
    await expect(visitor.commerce.myOrders()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("SES-015 the login requires the e-mail (or username) and the password: an empty one is refused before any account is looked at", async () => {
    expect(loginInput.safeParse({ identifier: "student@school.test", password: "x" }).success).toBe(true);
    expect(loginInput.safeParse({ identifier: "", password: "x" }).success).toBe(false);
    expect(loginInput.safeParse({ identifier: "   ", password: "x" }).success).toBe(false);
    expect(loginInput.safeParse({ identifier: "student@school.test", password: "" }).success).toBe(false);
    expect(loginInput.safeParse({ identifier: "student@school.test" }).success).toBe(false);
    const visitor = await db.callerAs(null);
    await expect(visitor.auth.login({ identifier: "", password: "secret-1" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(visitor.auth.login({ identifier: "student@school.test", password: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("the session cookie at login (SES-023)", () => {
  const tokenOf = (cookies: string[]) => {
    const sid = cookies.filter((c) => c.startsWith("sid=")).at(-1);
    return sid ? decodeURIComponent(sid.split(";")[0]!.slice(4)) : null;
  };

  it("SES-023 a staff account's login writes its session id to a new cookie when there is none, and replaces the cookie's session when there is one", async () => {
    const password = "Staff-password-23";
    const staff = await db.createUser({ email: `staff${++n}@esc.test`, role: "teacher", password });
    // No session cookie yet: a new one is written, naming the staff account's new session.
    const fresh = await db.callerAs(null);
    expect(await fresh.auth.login({ identifier: staff.email, password })).toMatchObject({ validLogin: true });
    const first = tokenOf(cookiesOf(fresh));
    expect(first).toEqual(expect.any(String));
    expect(cookiesOf(fresh).find((c) => c.startsWith("sid="))).toMatch(/HttpOnly/);
    expect((await findSession(db.payload, first!))?.user?.id).toBe(staff.id);

    // A visitor session (its cookie) already there: the cookie is synchronised to the login's session.
    const visitor = await db.callerAs(null, { visitorSession: true });
    const before = (await visitor.session.details()).sessionId;
    expect(await visitor.auth.login({ identifier: staff.email, password })).toMatchObject({ validLogin: true });
    const second = tokenOf(cookiesOf(visitor));
    const session = await findSession(db.payload, second!);
    expect(session?.user?.id).toBe(staff.id);
    expect(session?.publicId).not.toBe(before);
    expect(second).not.toBe(first);
  });
});

describe("LTI sessions (LTI-006, LTI-007)", () => {
  it("LTI-006 /account?ltiChapter=true sends an LTI session to the first module of its stored chapter; without a stored chapter it stays on /account", async () => {
    const learner = await db.createUser({ email: `lti${++n}@school.test`, role: "student", isLTI: true, memberships: [membership] });
    const chapter = unit.chapters[1]!;
    const lti = await sessionOf(learner, { isLTI: true, ltiChapter: chapter });
    const request = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie: `sid=${lti.token}`, accept: "text/html" } });
    const res = await thrownBy(accountLoader({ request: request("/account?ltiChapter=true"), context: lti.context as never, params: {} }));
    expect(res?.status).toBe(302);
    // The chapter's modules are unit.modules[2] and [3]: the first is [2].
    expect(res?.headers.get("location")).toBe(`/textbook/module?id=${unit.modules[2]}`);
    // Without the parameter: the dashboard.
    expect(await thrownBy(accountLoader({ request: request("/account"), context: lti.context as never, params: {} }))).toBeNull();
    // A session without a stored chapter (not LTI) is not redirected.
    const plain = await sessionOf(await db.createUser({ email: `plain${++n}@school.test`, role: "student", memberships: [membership] }));
    const plainReq = new Request("http://localhost/account?ltiChapter=true", { headers: { cookie: `sid=${plain.token}`, accept: "text/html" } });
    expect(await thrownBy(accountLoader({ request: plainReq, context: plain.context as never, params: {} }))).toBeNull();
  });

  it("LTI-007 lti.session returns the current session's LTI details (isLTI, lock, chapter, consumer)", async () => {
    const learner = await db.createUser({ email: `ltis${++n}@school.test`, role: "student", isLTI: true });
    const chapter = unit.chapters[0]!;
    const locked = await db.callerAs(learner, { session: { isLTI: true, ltiLock: true, ltiChapter: chapter } });
    expect(await locked.lti.session()).toEqual({ isLTI: true, ltiLock: true, ltiChapter: chapter, consumerId: null });
    const plain = await db.callerAs(await db.createUser({ email: `nolti${++n}@school.test`, role: "student" }));
    expect(await plain.lti.session()).toEqual({ isLTI: false, ltiLock: false, ltiChapter: null, consumerId: null });
    expect(await (await db.callerAs(null)).lti.session()).toEqual({ isLTI: false, ltiLock: false, ltiChapter: null, consumerId: null });
  });
});

describe("bilingual content (I18N-007, I18N-008)", () => {
  it("I18N-007 quiz questions and answers are bilingual: the French attempt shows the French question and answer texts", async () => {
    const student = await db.createUser({ email: `quiz${++n}@school.test`, role: "student", classes: [classId], memberships: [membership] });
    const caller = await db.callerAs(student);
    const quizId = unit.quizzes[0]!;
    const fr = await caller.quizzes.start({ quizId, lang: "FR" });
    const frText = JSON.stringify(fr.questions);
    expect(frText).toContain("Laquelle est une base azotée ?");
    expect(frText).toContain("Adénine");
    expect(frText).not.toContain("Which is a nucleotide base?");
    const en = await (
      await db.callerAs(await db.createUser({ email: `quiz${++n}@school.test`, role: "student", memberships: [membership] }))
    ).quizzes.start({
      quizId,
      lang: "EN",
    });
    const enText = JSON.stringify(en.questions);
    expect(enText).toContain("Which is a nucleotide base?");
    expect(enText).toContain("Adenine");
    expect(enText).not.toContain("Adénine");
  });

  it("I18N-008 a content field given only in English (a unit's cover, its sample video poster) shows the English value in French", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
    const cover = await uploadMedia(db.payload, "cover.png", "image/png", png);
    const video = await uploadMedia(db.payload, "sample.png", "image/png", png);
    await db.payload.update({
      collection: "units",
      id: unit.unit,
      locale: "en",
      data: { cover: cover.id, sampleVideoPlaceholder: video.id } as never,
      overrideAccess: true,
    });
    await contentInvalidationSettled();
    const en = (await contentView(db.payload, "en")).units.get(unit.unit)!;
    const fr = (await contentView(db.payload, "fr")).units.get(unit.unit)!;
    expect(en.cover).toBe(cover.id);
    expect(fr.cover).toBe(cover.id);
    expect(en.sampleVideoPlaceholder).toBe(video.id);
    expect(fr.sampleVideoPlaceholder).toBe(video.id);
    // The French title is still the French one.
    expect(fr.title).toBe("FR RS");
  });
});
