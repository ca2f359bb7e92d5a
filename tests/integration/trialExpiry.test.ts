import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { queueReconciliation, runCommerceJobs } from "#core/commerce/jobs";
import { createTrial } from "#core/commerce/trial";
import { grantMemberships, orderForOwner, ordersOf } from "#core/commerce/orders";
import { refundOrder } from "#core/commerce/refunds";
import { endExpiredTrials, remindEndingTrials } from "#core/commerce/trialExpiry";
import { trialEndDate } from "#shared/commerce";
import { createContext } from "#core/context";
import { buildUnit } from "../support/content";
import { errorOf } from "../support/errors";
import { openTestDb, type TestDb } from "../support/payload";
import { trialRequest } from "../support/trial";

/**
 * TRIAL-016 (decided, docs/decisions/135-trial-length.md): an instructor trial lasts the Commerce Settings' days;
 * when they have passed, the commerce runner removes the memberships the trial granted (not those a paid order also
 * grants) and the order records the end. Before, a trial never ended: free access for ever.
 */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership: number;
let n = 0;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "TX", 1, { chapters: 1, modules: 1, lessons: 1 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-TX", name: "TX", units: [unit.unit] }, overrideAccess: true })).id;
  const product = await db.payload.create({
    collection: "products",
    data: { title: "Trial TX", price: 0, currency: "USD", memberships: [membership] },
    overrideAccess: true,
    depth: 0,
  });
  await db.payload.update({ collection: "products", id: product.id, locale: "fr", data: { title: "Essai TX" }, overrideAccess: true, depth: 0 });
  await db.payload.updateGlobal({ slug: "commerce-settings", data: { trialProduct: product.id, trialDays: 14 }, overrideAccess: true });
}, 120_000);
afterAll(() => db?.close());

const pool = () => poolOf(db.payload);

/** A trial requested now: its account and order. */
async function newTrial(language: "en" | "fr" = "en") {
  const email = `tx${++n}@uni.test`;
  const ctx = { ...createContext({ payload: db.payload, session: null, ip: "203.0.113.9", secureCookies: false, setCookie: () => {} }), language };
  const r = await createTrial(ctx, trialRequest(email));
  if (!r.ok) throw new Error(r.message);
  const user = await db.payload.findByID({ collection: "users", id: r.userId, depth: 0, overrideAccess: true });
  return { email, user, orderId: r.orderId, userId: r.userId };
}

const membershipsOf = async (userId: number) =>
  (await pool().query(`SELECT memberships_id FROM users_rels WHERE parent_id = $1 AND path = 'memberships' ORDER BY 1`, [userId])).rows.map(
    (r) => r.memberships_id as number,
  );
const orderOf = async (id: number) =>
  (await pool().query(`SELECT trial_ends_at, trial_ended_at, status FROM orders WHERE id = $1`, [id])).rows[0] as {
    trial_ends_at: Date;
    trial_ended_at: Date | null;
    status: string;
  };
/** The trial's end moved to just now (as if its days had passed). */
const endNow = (orderId: number) => pool().query(`UPDATE orders SET trial_ends_at = now() - interval '1 second' WHERE id = $1`, [orderId]);

describe("TRIAL-016 (decided) a trial's length", () => {
  it("TRIAL-016 the trial lasts the Commerce Settings' days: the order records its end and the e-mail says it, in English and in French", async () => {
    const before = Date.now();
    const en = await newTrial("en");
    const ends = new Date((await orderOf(en.orderId)).trial_ends_at).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + 14 * DAY - 5_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 14 * DAY + 5_000);
    const mailOf = async (to: string) =>
      (await db.payload.find({ collection: "emails", where: { to: { equals: to } }, depth: 0, overrideAccess: true })).docs[0]!;
    const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(ends));
    expect((await mailOf(en.email)).text).toContain(`Your trial ends on ${day} (14 days).`);
    const fr = await newTrial("fr");
    const frDay = new Intl.DateTimeFormat("fr-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date((await orderOf(fr.orderId)).trial_ends_at));
    expect((await mailOf(fr.email)).text).toContain(`Votre essai prend fin le ${frDay} (14 jours).`);
  });

  it("TRIAL-016 when the days have passed, the trial's memberships go and the unit closes; the order keeps its record; a second run changes nothing", async () => {
    const t = await newTrial();
    const other = await newTrial();
    const caller = await db.callerAs(t.user);
    expect(await membershipsOf(t.userId)).toEqual([membership]);
    expect(await errorOf(caller.progress.openLesson({ lessonId: unit.lessons[0] }))).toBeNull();
    const listed = (await caller.commerce.myOrders()).find((o) => o.id === t.orderId);
    expect(listed?.trial).toEqual({ endsAt: new Date((await orderOf(t.orderId)).trial_ends_at).toISOString(), ended: false });
    // Not ended yet: nothing happens.
    expect((await endExpiredTrials(db.payload)).filter((e) => e.orderId === t.orderId)).toEqual([]);
    await endNow(t.orderId);
    const ended = await endExpiredTrials(db.payload);
    expect(ended).toContainEqual({ orderId: t.orderId, userId: t.userId, membershipsRemoved: [membership] });
    expect(ended.map((e) => e.orderId)).not.toContain(other.orderId);
    expect(await membershipsOf(t.userId)).toEqual([]);
    // The account as its next request reads it.
    const after = await db.payload.findByID({ collection: "users", id: t.userId, depth: 0, overrideAccess: true });
    expect(await errorOf((await db.callerAs(after)).progress.openLesson({ lessonId: unit.lessons[0] }))).toMatchObject({ code: "FORBIDDEN" });
    const order = await orderOf(t.orderId);
    expect(order.status).toBe("paid");
    // The instructor's Orders tab says it ended (before: when it ends).
    const mine = (await (await db.callerAs(after)).commerce.myOrders()).find((o) => o.id === t.orderId);
    expect(mine?.trial).toEqual({ endsAt: new Date(order.trial_ends_at).toISOString(), ended: true });
    expect(order.trial_ended_at).not.toBeNull();
    // The other trial (not ended) keeps its membership; a second run ends nothing again.
    expect(await membershipsOf(other.userId)).toEqual([membership]);
    expect((await endExpiredTrials(db.payload)).map((e) => e.orderId)).not.toContain(t.orderId);
  });

  it("TRIAL-016 a membership a paid order of the same account also grants is kept when the trial ends", async () => {
    const t = await newTrial();
    await pool().query(
      `INSERT INTO orders (user_id, email, status, trial_order, idempotency_key, currency, lines, subtotal_cents, discount_cents, tax_cents, taxes, total_cents, address, paid_at)
       VALUES ($1, $2, 'paid', false, $3, 'USD', $4::jsonb, 1000, 0, 0, '{}'::jsonb, 1000, '{}'::jsonb, now())`,
      [
        t.userId,
        t.email,
        `tx-bought-${t.userId}`,
        JSON.stringify([{ productId: 0, productName: "Bought", priceCents: 1000, quantity: 1, memberships: [membership] }]),
      ],
    );
    await endNow(t.orderId);
    expect(await endExpiredTrials(db.payload)).toContainEqual({ orderId: t.orderId, userId: t.userId, membershipsRemoved: [] });
    expect(await membershipsOf(t.userId)).toEqual([membership]);
    expect((await orderOf(t.orderId)).trial_ended_at).not.toBeNull();
  });

  it("TRIAL-016 ORD-003 after a trial has ended, refunding a purchase of the same unit takes the membership back (the ended trial grants nothing)", async () => {
    const t = await newTrial();
    await endNow(t.orderId);
    await endExpiredTrials(db.payload);
    expect(await membershipsOf(t.userId)).toEqual([]);
    // The instructor then buys the unit (a paid order granting the membership), and the purchase is refunded.
    const bought = await pool().query(
      `INSERT INTO orders (user_id, email, status, trial_order, idempotency_key, currency, lines, subtotal_cents, discount_cents, tax_cents, taxes, total_cents, address, paid_at)
       VALUES ($1, $2, 'paid', false, $3, 'USD', $4::jsonb, 1000, 0, 0, '{}'::jsonb, 1000, '{}'::jsonb, now()) RETURNING id`,
      [
        t.userId,
        t.email,
        `tx-bought-again-${t.userId}`,
        JSON.stringify([{ productId: 0, productName: "Bought", priceCents: 1000, quantity: 1, memberships: [membership] }]),
      ],
    );
    await grantMemberships(pool(), t.userId, [membership]);
    expect(await membershipsOf(t.userId)).toEqual([membership]);
    const refund = await refundOrder({ payload: db.payload }, bought.rows[0]!.id as number, null);
    expect(refund).toMatchObject({ ok: true, membershipsRemoved: [membership] });
    expect(await membershipsOf(t.userId)).toEqual([]);
  });

  it("TRIAL-016 the commerce runner's reconciliation (every minute) ends the trials whose days have passed", async () => {
    const t = await newTrial();
    await endNow(t.orderId);
    await queueReconciliation(db.payload);
    await runCommerceJobs(db.payload);
    expect(await membershipsOf(t.userId)).toEqual([]);
    expect((await orderOf(t.orderId)).trial_ended_at).not.toBeNull();
  });

  it("TRIAL-016 the instructor's dashboard reads the trial still running (its end), none once it has ended, and only the caller's", async () => {
    const t = await newTrial();
    const other = await newTrial();
    const caller = await db.callerAs(t.user);
    expect(await caller.commerce.myTrial()).toEqual({ endsAt: new Date((await orderOf(t.orderId)).trial_ends_at).toISOString() });
    await endNow(other.orderId);
    expect(await (await db.callerAs(other.user)).commerce.myTrial()).toBeNull();
    await endNow(t.orderId);
    await endExpiredTrials(db.payload);
    expect(await caller.commerce.myTrial()).toBeNull();
    const student = await db.createUser({ email: `nottrial${++n}@uni.test`, role: "student" });
    expect(await (await db.callerAs(student)).commerce.myTrial()).toBeNull();
  });

  it("TRIAL-016 the commerce runner's reconciliation (every minute) also sends the reminder of a trial ending within 3 days", async () => {
    const t = await newTrial();
    await endSoon(t.orderId, 2);
    await queueReconciliation(db.payload);
    await runCommerceJobs(db.payload);
    expect(await remindersTo(t.email)).toHaveLength(1);
  });
});

/** The trial's end moved to `days` from now (as if the rest had passed). */
const endSoon = (orderId: number, days: number) =>
  pool().query(`UPDATE orders SET trial_ends_at = now() + make_interval(days => $2), paid_at = now() - interval '20 days' WHERE id = $1`, [orderId, days]);
const remindersTo = async (to: string) =>
  (
    await db.payload.find({
      collection: "emails",
      where: { and: [{ to: { equals: to } }, { kind: { equals: "trial-reminder" } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs;

describe("TRIAL-016 (decided) the reminder before a trial ends", () => {
  it("TRIAL-016 once, 3 days before the end, in the language the trial was requested in: the date, what stays, a link to buy; a second run sends nothing", async () => {
    const en = await newTrial("en");
    const fr = await newTrial("fr");
    const later = await newTrial("en");
    // Not yet within 3 days: nothing.
    expect((await remindEndingTrials(db.payload)).map((r) => r.orderId)).not.toContain(en.orderId);
    await endSoon(en.orderId, 2);
    await endSoon(fr.orderId, 1);
    await endSoon(later.orderId, 5);
    const sent = await remindEndingTrials(db.payload);
    expect(sent).toContainEqual({ orderId: en.orderId, email: en.email, language: "en" });
    expect(sent).toContainEqual({ orderId: fr.orderId, email: fr.email, language: "fr" });
    expect(sent.map((r) => r.orderId)).not.toContain(later.orderId);

    const [mail] = await remindersTo(en.email);
    const day = trialEndDate("en", new Date((await orderOf(en.orderId)).trial_ends_at));
    expect(mail!.subject).toBe(`Your BioText trial ends on ${day}`);
    expect(mail!.text).toContain(`Your trial membership (Trial TX) ends on ${day}.`);
    expect(mail!.text).toContain("your progress, notes and quiz grades stay with your account");
    expect(mail!.text).toMatch(/Buy BioText: https?:\/\/[^\s]+\/buy\/individual$/);
    const [frMail] = await remindersTo(fr.email);
    const frDay = trialEndDate("fr", new Date((await orderOf(fr.orderId)).trial_ends_at));
    expect(frMail!.subject).toBe(`Votre essai BioText prend fin le ${frDay}`);
    expect(frMail!.text).toContain(`Votre abonnement d'essai (Essai TX) prend fin le ${frDay}.`);
    expect(frMail!.html).toContain(">Acheter BioText</a>");

    // Once: a second run (or a second runner) sends nothing more.
    const again = (await remindEndingTrials(db.payload)).map((r) => r.orderId);
    expect(again).not.toContain(en.orderId);
    expect(again).not.toContain(fr.orderId);
    expect(await remindersTo(en.email)).toHaveLength(1);
    expect(await remindersTo(fr.email)).toHaveLength(1);
  });

  it("TRIAL-016 I18N-011 the account's own language (the product's title in it too) and address win over the trial's; none for a trial ended, refunded or shorter than the 3 days", async () => {
    const chose = await newTrial("en");
    // The account's language, and its address as it is now (changed since the trial).
    const moved = `moved-${chose.email}`;
    await pool().query(`UPDATE users SET language = 'fr', email = $2 WHERE id = $1`, [chose.userId, moved]);
    await endSoon(chose.orderId, 2);
    const ended = await newTrial();
    await endNow(ended.orderId);
    await endExpiredTrials(db.payload);
    const refunded = await newTrial();
    await endSoon(refunded.orderId, 2);
    await pool().query(`UPDATE orders SET status = 'refunded' WHERE id = $1`, [refunded.orderId]);
    const short = await newTrial();
    await pool().query(`UPDATE orders SET trial_ends_at = now() + interval '2 days', paid_at = now() WHERE id = $1`, [short.orderId]);
    const sent = await remindEndingTrials(db.payload);
    expect(sent).toContainEqual({ orderId: chose.orderId, email: moved, language: "fr" });
    // The product's title in that language too (the order's line recorded it in the trial's).
    const mail = (await db.payload.find({ collection: "emails", where: { to: { equals: moved } }, depth: 0, overrideAccess: true })).docs[0]!;
    expect(mail.text).toContain("Votre abonnement d'essai (Essai TX) prend fin le");
    const ids = sent.map((r) => r.orderId);
    expect(ids).not.toContain(ended.orderId);
    expect(ids).not.toContain(refunded.orderId);
    expect(ids).not.toContain(short.orderId);
  });

  it("TRIAL-016 two runners at once send one reminder; a send that fails is tried again at the next run", async () => {
    const t = await newTrial();
    await endSoon(t.orderId, 2);
    const [a, b] = await Promise.all([remindEndingTrials(db.payload), remindEndingTrials(db.payload)]);
    expect([...a, ...b].filter((r) => r.orderId === t.orderId)).toHaveLength(1);
    expect(await remindersTo(t.email)).toHaveLength(1);

    const failing = await newTrial();
    await endSoon(failing.orderId, 2);
    const sendEmail = db.payload.sendEmail;
    db.payload.sendEmail = async () => {
      throw new Error("SMTP 421 try again later");
    };
    try {
      expect((await remindEndingTrials(db.payload)).map((r) => r.orderId)).not.toContain(failing.orderId);
    } finally {
      db.payload.sendEmail = sendEmail;
    }
    expect(await remindersTo(failing.email)).toHaveLength(0);
    expect((await remindEndingTrials(db.payload)).map((r) => r.orderId)).toContain(failing.orderId);
    expect(await remindersTo(failing.email)).toHaveLength(1);
  });
});

describe("issue 46 F6: an order's product named in the page's language", () => {
  it("issue 46 F6 I18N-006 the thank-you page, the receipt and the Orders tab name the product in French, else the recorded name", async () => {
    const t = await newTrial("en");
    const base = createContext({ payload: db.payload, session: null, ip: "203.0.113.9", secureCookies: false, setCookie: () => {} });
    const as = (language: "en" | "fr") => ({ ...base, user: t.user, language } as typeof base);
    // The order recorded the English name (the trial was requested in English); a French page shows the French title.
    expect((await orderForOwner(as("fr"), t.orderId)).lines.map((l) => l.productName)).toEqual(["Essai TX"]);
    expect((await ordersOf(as("fr"))).find((o) => o.id === t.orderId)!.lines.map((l) => l.productName)).toEqual(["Essai TX"]);
    expect((await orderForOwner(as("en"), t.orderId)).lines.map((l) => l.productName)).toEqual(["Trial TX"]);
    // A product with no title left (here: a line naming no product) keeps the name recorded with the order.
    await pool().query(`UPDATE orders SET lines = jsonb_set(lines, '{0,productId}', '0') WHERE id = $1`, [t.orderId]);
    expect((await orderForOwner(as("fr"), t.orderId)).lines.map((l) => l.productName)).toEqual(["Trial TX"]);
  });
});
