/**
 * `npm run bench:checkout`: orders per second through the full checkout procedure chain
 * (commerce.addToCart → commerce.saveAddress → commerce.placeOrder as a new customer: account with a
 * bcrypt hash, pending claim, sandbox gateway authorize + capture, paid order, membership, accounting
 * sync queued) with 20 concurrent buyers on PostgreSQL, then checks that no order was lost or
 * duplicated: every buyer has exactly one paid order, one account and one charge.
 *
 * Runs on a scratch database cloned from the tests' migrated template (DATABASE_URL's server or
 * 127.0.0.1:5432), dropped at the end, even on failure. BUYERS and ORDERS_PER_BUYER override the sizes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import buildTemplateIfMissing from "../tests/support/globalSetup";

const BUYERS = Number(process.env.BUYERS ?? 20);
const ORDERS_PER_BUYER = Number(process.env.ORDERS_PER_BUYER ?? 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-bench-checkout-"));
Object.assign(process.env, { NODE_ENV: "test", APP_ENV: "test", DATA_DIR: dataDir });

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

let close: (() => Promise<void>) | undefined;
let exitCode = 0;
try {
  await buildTemplateIfMissing();
  const { openTestDb } = await import("../tests/support/payload");
  const { SandboxGateway, setPaymentGateway, TEST_CARDS } = await import("#core/payments/sandbox");
  const { poolOf } = await import("#core/commerce/db");
  const db = await openTestDb();
  close = db.close;
  const gateway = new SandboxGateway();
  setPaymentGateway(gateway);
  const membership = (await db.payload.create({ collection: "memberships", overrideAccess: true, data: { key: "BENCH-1", name: "Bench" } })).id;
  const product = (
    await db.payload.create({
      collection: "products",
      overrideAccess: true,
      depth: 0,
      data: { title: "Bench Biology", price: 30, currency: "CAD", memberships: [membership] },
    })
  ).id;
  const address = { country: "CA" as const, province: "ON", postalCode: "M5V 2T6" };
  const card = { number: TEST_CARDS.success, expiry: "1230", cvv: "123" };

  const latencies: number[] = [];
  const failures: string[] = [];
  let n = 0;
  async function checkout(buyer: number, i: number) {
    const c = await db.callerAs(null, { ip: `10.0.${buyer}.${i + 1}` });
    const t0 = performance.now();
    await c.commerce.addToCart({ productId: product });
    await c.commerce.saveAddress(address);
    const res = await c.commerce.placeOrder({
      email: `bench-${buyer}-${i}-${++n}@bench.test`,
      password: "Bench-Checkout-2026",
      firstName: "Bench",
      lastName: `Buyer ${buyer}`,
      address,
      card,
    });
    latencies.push(performance.now() - t0);
    if (res.results !== "SUCCESS") failures.push(JSON.stringify(res));
  }

  // Warm-up: one checkout (bcrypt, plans, pools).
  await checkout(999, 0);
  const before = gateway.chargeCount;
  latencies.length = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, buyer) => {
      for (let i = 0; i < ORDERS_PER_BUYER; i++) await checkout(buyer, i);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const expected = BUYERS * ORDERS_PER_BUYER;

  const pg = poolOf(db.payload);
  const { rows } = await pg.query(
    `SELECT count(*) FILTER (WHERE o.status = 'paid')::int AS paid, count(*) FILTER (WHERE o.status <> 'paid')::int AS other,
            count(DISTINCT o.user_id) FILTER (WHERE o.status = 'paid')::int AS buyers, count(DISTINCT o.idempotency_key)::int AS keys,
            count(DISTINCT o.payment_reference)::int AS refs
       FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'bench-%' AND u.email NOT LIKE 'bench-999-%'`,
  );
  const r = rows[0]!;
  const perUser = await pg.query(
    `SELECT count(*)::int AS n FROM (SELECT o.user_id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'bench-%' GROUP BY o.user_id HAVING count(*) <> 1) x`,
  );
  const charges = gateway.chargeCount - before;
  const lost = expected - (r.paid as number);
  const duplicated = (r.other as number) + (perUser.rows[0]!.n as number) + Math.max(0, charges - expected);
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`checkout chain, ${BUYERS} concurrent buyers × ${ORDERS_PER_BUYER} orders (sandbox gateway, PostgreSQL, bcrypt cost 12 per new account)`);
  console.log(`  orders: ${r.paid} paid of ${expected} in ${seconds.toFixed(1)} s → ${(expected / seconds).toFixed(1)} orders/s`);
  console.log(`  chain latency per buyer (add → address → pay): p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`);
  console.log(`  charges ${charges}, distinct payment references ${r.refs}, idempotency keys ${r.keys}, buyers with one order ${r.buyers}`);
  console.log(`  lost orders: ${lost}, duplicated orders or charges: ${duplicated}, failures: ${failures.length}`);
  if (failures.length) console.log(`  first failure: ${failures[0]}`);
  if (lost !== 0 || duplicated !== 0 || failures.length || charges !== expected || r.refs !== expected) exitCode = 1;

  // The same chain for signed-in customers (no account to create, so no bcrypt): the rest of the chain's cost.
  const accounts = await Promise.all(
    Array.from({ length: BUYERS }, (_, b) => db.createUser({ email: `known-${b}@bench.test`, role: "student", firstName: "Known", lastName: `Buyer ${b}` })),
  );
  const knownBefore = gateway.chargeCount;
  const knownLatencies: number[] = [];
  const knownFailures: string[] = [];
  const knownStarted = performance.now();
  await Promise.all(
    accounts.map(async (user) => {
      const c = await db.callerAs(user);
      for (let i = 0; i < ORDERS_PER_BUYER; i++) {
        const t0 = performance.now();
        await c.commerce.addToCart({ productId: product });
        await c.commerce.saveAddress(address);
        const res = await c.commerce.placeOrder({ email: "", firstName: "", lastName: "", address, card });
        knownLatencies.push(performance.now() - t0);
        if (res.results !== "SUCCESS") knownFailures.push(JSON.stringify(res));
      }
    }),
  );
  const knownSeconds = (performance.now() - knownStarted) / 1000;
  const known = await pg.query(
    `SELECT count(*) FILTER (WHERE o.status = 'paid')::int AS paid, count(*)::int AS total, count(DISTINCT o.payment_reference)::int AS refs
       FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'known-%'`,
  );
  const k = known.rows[0]!;
  const knownCharges = gateway.chargeCount - knownBefore;
  const ks = [...knownLatencies].sort((a, b) => a - b);
  console.log(`signed-in customers, ${BUYERS} concurrent × ${ORDERS_PER_BUYER} orders (no account creation)`);
  console.log(`  orders: ${k.paid} paid of ${expected} in ${knownSeconds.toFixed(1)} s → ${(expected / knownSeconds).toFixed(1)} orders/s`);
  console.log(`  chain latency: p50 ${percentile(ks, 50).toFixed(0)} ms, p95 ${percentile(ks, 95).toFixed(0)} ms`);
  console.log(
    `  lost orders: ${expected - (k.paid as number)}, duplicated: ${
      (k.total as number) - (k.paid as number) + Math.max(0, knownCharges - expected)
    }, failures: ${knownFailures.length}`,
  );
  if (k.paid !== expected || k.total !== expected || k.refs !== expected || knownCharges !== expected || knownFailures.length) exitCode = 1;
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await close?.().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
