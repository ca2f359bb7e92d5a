/**
 * `npm run bench:checkout`: orders per second through the full checkout procedure chain
 * (commerce.addToCart → commerce.saveAddress → commerce.placeOrder as a new customer: account with a
 * bcrypt hash, pending claim, sandbox gateway authorize + capture, paid order, membership, accounting
 * sync queued) with 20 concurrent buyers on PostgreSQL, then checks that no order was lost or
 * duplicated: every buyer has exactly one paid order, one account and one charge.
 *
 * Runs on a scratch database cloned from the tests' migrated template (DATABASE_URL's server or
 * 127.0.0.1:5432), dropped at the end, even on failure. BUYERS and ORDERS_PER_BUYER override the sizes.
 * `--scale`: on a clone of the `data:scale` database (built when missing: 5,200 users, 100,000 paid
 * orders), the signed-in customers being its first students (who already hold 20 orders each).
 * Also reports the SQL statements per order (all statements on Payload's pool during a phase,
 * divided by its orders).
 */
import { performance } from "node:perf_hooks";
import type { User } from "../../cms/payload-types";
import { benchOnPayload, percentile, reportFigure } from "./harness";

const BUYERS = Number(process.env.BUYERS ?? 20);
const ORDERS_PER_BUYER = Number(process.env.ORDERS_PER_BUYER ?? 10);
const SCALE_RUN = process.argv.includes("--scale");

await benchOnPayload("biotext_bench_checkout", SCALE_RUN ? "scale" : "migrated", async (db) => {
  let exitCode = 0;
  const { SandboxGateway, setPaymentGateway, TEST_CARDS } = await import("#core/payments/sandbox");
  const { poolOf } = await import("#core/db/pool");
  const bench = `checkout${SCALE_RUN ? " (scale)" : ""}`;
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
  db.sql.count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, buyer) => {
      for (let i = 0; i < ORDERS_PER_BUYER; i++) await checkout(buyer, i);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const newStatements = db.sql.count;
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
  const perOrder = (expected ? newStatements / expected : 0).toFixed(1);
  const chain = (xs: number[], secs: number) =>
    `p50 ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms per chain, ${(expected / secs).toFixed(1)} orders/s`;
  const who = `${BUYERS} concurrent × ${ORDERS_PER_BUYER}`;
  reportFigure({
    bench,
    figure: `new customers (${who}): orders per second`,
    value: expected / seconds,
    unit: "orders/s",
    digits: 1,
    detail: chain(sorted, seconds),
    sql: `${perOrder} per order`,
  });
  reportFigure({ bench, figure: "new customers: lost orders", value: lost, unit: "", target: { op: "=", value: 0 }, detail: `${r.paid} paid of ${expected}` });
  reportFigure({
    bench,
    figure: "new customers: duplicated orders or charges",
    value: duplicated,
    unit: "",
    target: { op: "=", value: 0 },
    detail: `${charges} charges, ${failures.length} failures`,
  });

  // The same chain for signed-in customers (no account to create, so no bcrypt): the rest of the chain's cost.
  // --scale: the district's first students (who already have their orders); otherwise new accounts.
  const accounts: User[] = SCALE_RUN
    ? (
        await db.payload.find({
          collection: "users",
          where: { email: { like: "scale.student" } },
          sort: "id",
          limit: BUYERS,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
    : await Promise.all(
        Array.from({ length: BUYERS }, (_, b) =>
          db.payload.create({
            collection: "users",
            data: { email: `known-${b}@bench.test`, role: "student", firstName: "Known", lastName: `Buyer ${b}` },
            overrideAccess: true,
          }),
        ),
      );
  if (accounts.length < BUYERS) throw new Error(`${accounts.length} signed-in customers, not ${BUYERS}`);
  const lastOrder = ((await pg.query(`SELECT coalesce(max(id), 0)::int AS id FROM orders`)).rows[0]!.id as number) ?? 0;
  const knownBefore = gateway.chargeCount;
  db.sql.count = 0;
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
  const knownStatements = db.sql.count;
  const known = await pg.query(
    `SELECT count(*) FILTER (WHERE o.status = 'paid')::int AS paid, count(*)::int AS total, count(DISTINCT o.payment_reference)::int AS refs
       FROM orders o WHERE o.id > $1 AND o.user_id = ANY($2::int[])`,
    [lastOrder, accounts.map((a) => a.id)],
  );
  const k = known.rows[0]!;
  const knownCharges = gateway.chargeCount - knownBefore;
  const ks = [...knownLatencies].sort((a, b) => a - b);
  console.log(`signed-in customers${SCALE_RUN ? " (scale students)" : ""}, ${BUYERS} concurrent × ${ORDERS_PER_BUYER} orders (no account creation)`);
  console.log(`  orders: ${k.paid} paid of ${expected} in ${knownSeconds.toFixed(1)} s → ${(expected / knownSeconds).toFixed(1)} orders/s`);
  console.log(`  chain latency: p50 ${percentile(ks, 50).toFixed(0)} ms, p95 ${percentile(ks, 95).toFixed(0)} ms`);
  console.log(
    `  lost orders: ${expected - (k.paid as number)}, duplicated: ${
      (k.total as number) - (k.paid as number) + Math.max(0, knownCharges - expected)
    }, failures: ${knownFailures.length}`,
  );
  const knownLost = expected - (k.paid as number);
  const knownDuplicated = (k.total as number) - (k.paid as number) + Math.max(0, knownCharges - expected);
  reportFigure({
    bench,
    figure: `signed-in customers${SCALE_RUN ? " (scale students)" : ""} (${who}): orders per second`,
    value: expected / knownSeconds,
    unit: "orders/s",
    digits: 1,
    detail: chain(ks, knownSeconds),
    sql: `${(knownStatements / expected).toFixed(1)} per order`,
  });
  reportFigure({
    bench,
    figure: "signed-in customers: lost orders",
    value: knownLost,
    unit: "",
    target: { op: "=", value: 0 },
    detail: `${k.paid} paid of ${expected}`,
  });
  reportFigure({
    bench,
    figure: "signed-in customers: duplicated orders or charges",
    value: knownDuplicated,
    unit: "",
    target: { op: "=", value: 0 },
    detail: `${knownCharges} charges, ${knownFailures.length} failures`,
  });
  if (k.paid !== expected || k.total !== expected || k.refs !== expected || knownCharges !== expected || knownFailures.length) exitCode = 1;
  return exitCode;
});
