/**
 * `npm run reconcile -- --date YYYY-MM-DD` (issue 27, docs/payments.md "Reconcile a day"): the day's payments — the
 * orders paid that day here vs the payments that succeeded that day at the processor (Stripe, when configured; issue
 * 44: matched on the payment's day on both sides, refunds made at Stripe included) and the accounting system's records
 * (QuickBooks when ACCOUNTING=quickbooks, else the file adapter's files). Exits 1 when there is a difference.
 */
import "../seeds/targetDatabase";
import { openDatabase } from "#core/db/database";
import { env } from "#core/env";
import { QuickBooksSync, readQuickBooksConfig } from "#core/accounting/quickbooks";
import { setAccountingSync } from "#core/commerce/accountingSync";
import { reconcileDay } from "#core/commerce/reconcileReport";

const i = process.argv.indexOf("--date");
const date = i > 0 ? process.argv[i + 1] : new Date().toISOString().slice(0, 10);
const database = await openDatabase(env());
const { getPayload } = await import("payload");
const { default: config } = await import("../cms/payload.config");
const payload = await getPayload({ config });
const qbo = readQuickBooksConfig();
if (qbo) setAccountingSync(new QuickBooksSync(payload, qbo));
let code = 0;
try {
  const report = await reconcileDay(payload, date ?? "");
  console.log(`Reconciliation of the payments of ${report.date} (UTC)`);
  console.log(["order", "status", "total", "processor", "at processor", "refunded", "books"].join("\t"));
  for (const l of report.lines)
    console.log(
      [
        l.orderId,
        l.status,
        (l.totalCents / 100).toFixed(2),
        l.processor,
        l.processorCents == null ? "-" : (l.processorCents / 100).toFixed(2),
        l.refundedCents == null ? "-" : (l.refundedCents / 100).toFixed(2),
        l.books,
      ].join("\t"),
    );
  console.log(
    report.problems.length ? `\n${report.problems.length} difference(s):\n${report.problems.map((p) => `  - ${p}`).join("\n")}` : "\nNo differences.",
  );
  code = report.problems.length ? 1 : 0;
} catch (err) {
  console.error(`reconcile: ${(err as Error).message}`);
  code = 2;
}
await payload.destroy?.();
await database.close?.();
process.exit(code);
