import type { Payload, TaskConfig } from "payload";
import { COMMERCE_QUEUE, queueUnsyncedOrders, syncOrderNow, syncRefundNow } from "#core/commerce/accountingSync";
import { reconcilePendingOrders } from "#core/commerce/orders";
import { endExpiredTrials, remindEndingTrials } from "#core/commerce/trialExpiry";

/**
 * Commerce jobs on Payload's jobs queue (queue "commerce", docs/payments.md):
 * - `accountingSyncOrder`: one paid order to the accounting adapter; retried 6 times, backoff
 *   doubling from 30 s (30 s … 16 min); every failure's message is kept on the order.
 * - `reconcileOrders`: settles orders left pending (gateway timeout, lost connection) from the
 *   gateway's record, then queues paid orders never queued for the sync, then ends the instructor
 *   trials whose length has passed (TRIAL-016, core/commerce/trialExpiry.ts). Queued by the runner
 *   every `reconcileEveryMs`.
 */
export const accountingSyncTask: TaskConfig<{ input: { order: number }; output: { status: string; qbId: string } }> = {
  slug: "accountingSyncOrder",
  retries: { attempts: 6, backoff: { type: "exponential", delay: 30_000 } },
  inputSchema: [{ name: "order", type: "number", required: true }],
  outputSchema: [
    { name: "status", type: "text" },
    { name: "qbId", type: "text" },
  ],
  handler: async ({ input, req }) => {
    const r = await syncOrderNow(req.payload, (input as { order: number }).order);
    return { output: { status: r.status, qbId: r.qbId ?? "" } };
  },
};

/** Issue 27: one refund to the accounting adapter (a QuickBooks RefundReceipt), retried like the sale. */
export const accountingRefundTask: TaskConfig<{ input: { order: number }; output: { status: string; qbId: string } }> = {
  slug: "accountingSyncRefund",
  retries: { attempts: 6, backoff: { type: "exponential", delay: 30_000 } },
  inputSchema: [{ name: "order", type: "number", required: true }],
  outputSchema: [
    { name: "status", type: "text" },
    { name: "qbId", type: "text" },
  ],
  handler: async ({ input, req }) => {
    const r = await syncRefundNow(req.payload, (input as { order: number }).order);
    return { output: { status: r.status, qbId: r.qbId ?? "" } };
  },
};

export const reconcileOrdersTask: TaskConfig<{
  input: { olderThanMs: number };
  output: { paid: number; failed: number; queued: number; trialsEnded: number; trialsReminded: number };
}> = {
  slug: "reconcileOrders",
  retries: { attempts: 2, backoff: { type: "fixed", delay: 30_000 } },
  inputSchema: [{ name: "olderThanMs", type: "number" }],
  outputSchema: [
    { name: "paid", type: "number" },
    { name: "failed", type: "number" },
    { name: "queued", type: "number" },
    { name: "trialsEnded", type: "number" },
    { name: "trialsReminded", type: "number" },
  ],
  handler: async ({ input, req }) => {
    const older = (input as { olderThanMs?: number | null }).olderThanMs;
    const { paid, failed } = await reconcilePendingOrders(req.payload, older ?? undefined);
    const queued = await queueUnsyncedOrders(req.payload);
    const trialsEnded = (await endExpiredTrials(req.payload)).length;
    const trialsReminded = (await remindEndingTrials(req.payload)).length;
    return { output: { paid, failed, queued, trialsEnded, trialsReminded } };
  },
};

export const commerceTasks = [accountingSyncTask, accountingRefundTask, reconcileOrdersTask];

/** Runs the commerce queue now (the runner's tick; tests call it on demand). */
export async function runCommerceJobs(payload: Payload, limit = 50): Promise<void> {
  await payload.jobs.run({ queue: COMMERCE_QUEUE, limit });
}

/** Queues a reconciliation unless one is already waiting. */
export async function queueReconciliation(payload: Payload, olderThanMs?: number): Promise<void> {
  const waiting = await payload.count({
    collection: "payload-jobs",
    where: { and: [{ taskSlug: { equals: "reconcileOrders" } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    overrideAccess: true,
  });
  if (waiting.totalDocs > 0) return;
  await payload.jobs.queue({ task: "reconcileOrders", queue: COMMERCE_QUEUE, input: olderThanMs == null ? {} : { olderThanMs } });
}

/**
 * The in-process runner (started by server/app.ts): runs the commerce queue every `everyMs` and
 * queues a reconciliation every `reconcileEveryMs`. The timers do not keep the process alive.
 */
export function startCommerceRunner(payload: Payload, opts: { everyMs?: number; reconcileEveryMs?: number } = {}): () => void {
  const everyMs = opts.everyMs ?? 10_000;
  const reconcileEveryMs = opts.reconcileEveryMs ?? 60_000;
  let running = false;
  let lastReconcile = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const tick = async () => {
      if (Date.now() - lastReconcile >= reconcileEveryMs) {
        lastReconcile = Date.now();
        await queueReconciliation(payload);
      }
      await runCommerceJobs(payload);
    };
    tick()
      .catch((err: unknown) => payload.logger.error({ err }, "commerce jobs runner failed"))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
