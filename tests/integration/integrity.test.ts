import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "#core/env";
import { QUIZ_REFUSALS } from "../../shared/quizzes";
import { CART_MESSAGES } from "../../shared/commerce";
import { poolOf } from "#core/db/pool";
import { TEST_CARDS } from "#core/payments/sandbox";
import { openTestDb, type TestDb } from "../support/payload";
import { answersOf, attemptCounts, callerAs, errorOf, parallelResetScenario, parallelStartsScenario, quizSetup } from "../support/integrity";

/**
 * Issue 23 "Integrity" (docs/security.md, the probe's findings). This file runs on PostgreSQL (project
 * "integration") and again on the embedded database (project "embedded", vitest.config.ts), the
 * concurrency cases (items 2 and 4) included: every call of a `Promise.all` runs on its own pool connection.
 */
let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(() => db?.close());

describe("issue 23 item 1: a score is shown only for an attempt that counts (QUIZ-006 QUIZ-015 QUIZ-016 QUIZ-017)", () => {
  it("issue 23 item 1 QUIZ-017 with a limit of 1, start + score cannot be looped: the scored attempt is used, a new start is refused", async () => {
    const { quizId, student, caller } = await quizSetup(db.payload, "ONE", 1);
    const first = await caller.quizzes.start({ quizId });
    expect((await caller.quizzes.score({ quizId, attemptId: first.attemptId, answers: answersOf(first) })).score).toBeTypeOf("number");
    // The score was shown: the attempt counts, whether or not it is submitted.
    expect(await caller.quizzes.status({ quizId })).toMatchObject({ attemptNum: 1, attemptsLimit: 1, attemptsLeft: 0, refusal: "attempts" });
    expect(await errorOf(caller.quizzes.start({ quizId }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.attempts });
    // The scored attempt itself can still be submitted (it is the one that counts), once.
    expect((await caller.quizzes.submit({ attemptId: first.attemptId! })).score).toBeTypeOf("number");
    expect(await attemptCounts(db.payload, student.id, quizId)).toEqual({ submitted: 1, scored: 1, pending: 0 });
    expect(await caller.quizzes.status({ quizId })).toMatchObject({ attemptNum: 1, attemptsLeft: 0 });
  });

  it("issue 23 item 1 with a limit of 2, a scored attempt abandoned by a retake still counts", async () => {
    const { quizId, student, caller } = await quizSetup(db.payload, "TWO", 2);
    for (let round = 0; round < 2; round++) {
      const s = await caller.quizzes.start({ quizId });
      await caller.quizzes.score({ quizId, attemptId: s.attemptId, answers: answersOf(s) });
    }
    expect(await errorOf(caller.quizzes.start({ quizId }))).toEqual({ code: "FORBIDDEN", message: QUIZ_REFUSALS.attempts });
    expect(await attemptCounts(db.payload, student.id, quizId)).toMatchObject({ scored: 2, submitted: 0 });
  });
});

describe("issue 23 item 2: parallel starts, scores and submits give what sequential ones give (QUIZ-016)", () => {
  it("issue 23 item 2 QUIZ-016 limit 1, 10 parallel starts then parallel score and submit: one score shown, one attempt submitted", async () => {
    const r = await parallelStartsScenario(db.payload, "PAR");
    expect(r.scoresShown).toBe(1);
    expect(r.submitted).toBe(1);
    expect(r.rows).toMatchObject({ submitted: 1, scored: 1, pending: 0 });
    expect(r.status).toMatchObject({ attemptNum: 1, attemptsLimit: 1, attemptsLeft: 0 });
  });
});

describe("issue 23 item 4: a reset link works once under parallel use (SES-038)", () => {
  it("issue 23 item 4 SES-038 10 parallel resetPassword calls with one token: exactly one succeeds", async () => {
    expect(await parallelResetScenario(db.payload, "parallel.reset@school.test")).toBe(1);
  });
});

describe("issue 23 item 3: only products for sale here can be bought (CART-009, TRIAL-001, TRIAL-015)", () => {
  const onAddress = { country: "CA" as const, province: "ON", postalCode: "M5V 2T6" };
  const goodCard = { number: TEST_CARDS.success, expiry: "1230", cvv: "123" };
  let n = 0;
  const buyer = () => ({ firstName: "Eve", lastName: "Probe", password: "Correct-Horse-42", email: `probe${++n}@shop.test` });
  const product = async (title: string, price: number, extra: Record<string, unknown> = {}) =>
    (await db.payload.create({ collection: "products", overrideAccess: true, depth: 0, data: { title, price, currency: "USD", ...extra } })).id;

  it("issue 23 item 3 the trial product cannot be put in a cart nor ordered; an outside e-book cannot be charged here", async () => {
    const membership = (await db.payload.create({ collection: "memberships", overrideAccess: true, data: { key: "LIFE-U1-I23", name: "LIFE Unit 1" } })).id;
    const trial = await product("Instructor Trial (LIFE Unit 1)", 0, { categories: ["trial"], memberships: [membership] });
    const settingsTrial = await product("Trial chosen in the settings", 0, { memberships: [membership] });
    await db.payload.updateGlobal({ slug: "commerce-settings", data: { trialProduct: settingsTrial }, overrideAccess: true });
    const ebook = await product("LIFE e-book", 19.99, {
      categories: ["ebook"],
      externalPurchaseUrl: "https://books.example.com/life",
      memberships: [membership],
    });
    const student = await callerAs(db.payload, await db.createUser({ email: "probe.student@shop.test", role: "student" }));
    for (const c of [await callerAs(db.payload, null), student]) {
      for (const productId of [trial, settingsTrial, ebook]) {
        expect(await errorOf(c.commerce.addToCart({ productId })), `product ${productId}`).toEqual({ code: "FORBIDDEN", message: CART_MESSAGES.notForSale });
      }
      expect((await c.commerce.placeOrder({ ...buyer(), address: onAddress })).results).not.toBe("SUCCESS");
    }
    const { rows } = await poolOf(db.payload).query(`SELECT count(*)::int AS n FROM orders`);
    expect(rows[0].n).toBe(0);
  });

  it("issue 23 item 3 CART-009 the order checks again: a product taken off sale after it was added is not sold", async () => {
    const book = await product("Cell Biology I23", 19.99);
    const c = await callerAs(db.payload, null);
    await c.commerce.addToCart({ productId: book });
    await db.payload.update({ collection: "products", id: book, data: { externalPurchaseUrl: "https://books.example.com/cell" }, overrideAccess: true });
    const res = await c.commerce.placeOrder({ ...buyer(), address: onAddress, card: goodCard });
    expect(res).toMatchObject({ results: "FAILURE", errorMsg: { message: CART_MESSAGES.notForSale } });
  });
});

describe("issue 23 item 6: no secret is a constant of the source", () => {
  it("issue 23 item 6 without PAYLOAD_SECRET each install generates its own random secret once, kept in DATA_DIR; production refuses to start without one", () => {
    const [a, b] = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "biotext-secret-")));
    try {
      const secret = readEnv({ DATA_DIR: a }).PAYLOAD_SECRET;
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      // Kept: the next start (and every process on the folder) reads the same one; another install has its own.
      expect(readEnv({ DATA_DIR: a }).PAYLOAD_SECRET).toBe(secret);
      expect(readEnv({ DATA_DIR: b }).PAYLOAD_SECRET).not.toBe(secret);
      const file = path.join(a, "payload-secret");
      expect(fs.readFileSync(file, "utf8")).toBe(secret);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      expect(fs.readFileSync("core/env.ts", "utf8")).not.toMatch(/PAYLOAD_SECRET \?\? "/);
      expect(() => readEnv({ APP_ENV: "production", DATA_DIR: a })).toThrowError(/^[^\n]*PAYLOAD_SECRET: required when APP_ENV=production[^\n]*$/);
      expect(readEnv({ PAYLOAD_SECRET: "y".repeat(40), DATA_DIR: b }).PAYLOAD_SECRET).toBe("y".repeat(40));
    } finally {
      for (const dir of [a, b]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("issue 23 item 7: textbook.unitDetails names no members-only file to non-members (LRN-009)", () => {
  it("issue 23 item 7 LRN-009 a visitor's and a non-member's unit details leave out links to members-only files; a member's keep them", async () => {
    const { buildUnit } = await import("../support/content");
    const unit = await buildUnit(db.payload, "MF", 90, { chapters: 1, modules: 1, lessons: 1 });
    const data = Buffer.from("WEBVTT\n");
    const file = await db.payload.create({
      collection: "media",
      data: { alt: "members", unit: unit.unit },
      file: { data, mimetype: "text/vtt", name: `members-${Date.now()}.vtt`, size: data.length },
      overrideAccess: true,
      depth: 0,
    });
    try {
      await db.payload.update({
        collection: "units",
        id: unit.unit,
        data: {
          downloads: [{ title: "Captions", link: `/api/media/file/${file.filename}`, buttonText: "Get" }],
          extraContent: [{ title: "Video", source: `https://cdn.example.test/api/media/file/${file.filename}`, type: "video" }],
        },
        overrideAccess: true,
      });
      const membership = (await db.payload.create({ collection: "memberships", data: { key: "MF-M", name: "MF", units: [unit.unit] }, overrideAccess: true }))
        .id;
      const member = await callerAs(db.payload, await db.createUser({ email: "mf-member@school.test", role: "student", memberships: [membership] }));
      const outsider = await callerAs(db.payload, await db.createUser({ email: "mf-outsider@school.test", role: "student" }));
      for (const c of [await callerAs(db.payload, null), outsider]) {
        const details = await c.textbook.unitDetails({ unitId: unit.unit, lang: "EN" });
        expect(JSON.stringify(details)).not.toContain(file.filename!);
      }
      expect(JSON.stringify(await member.textbook.unitDetails({ unitId: unit.unit, lang: "EN" }))).toContain(file.filename!);
    } finally {
      await db.payload.delete({ collection: "media", id: file.id, overrideAccess: true });
    }
  });
});
