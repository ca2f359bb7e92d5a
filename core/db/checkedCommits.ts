import { randomUUID } from "node:crypto";
import type { Payload } from "payload";

/**
 * Payload's postgres adapter (@payloadcms/drizzle 3.90.2, `beginTransaction`) chains a `.catch` on the
 * drizzle transaction that swallows every failure, so a COMMIT that fails (the connection terminated
 * between a Local API write's last statement and its COMMIT) still lets `payload.create/update/delete`
 * resolve: an acknowledged write that is not in the database (docs/reliability.md, "A lost write";
 * tests/integration/lostWrite.test.ts). `propagateCommitFailures` replaces the adapter's
 * `beginTransaction` and `commitTransaction` with the same ones minus the swallow: a failed COMMIT
 * rejects the Local API call (Payload's operations then roll back and rethrow). A failed ROLLBACK stays
 * silent (a lost connection has rolled the transaction back). Installed on every Payload instance by the
 * config's `onInit` (cms/payload.config.ts); calling it again is a no-op.
 */

type Session = { db: unknown; resolve: () => Promise<unknown>; reject: () => Promise<unknown> };
type TransactionId = string | number | null | undefined;
type Adapter = {
  drizzle: { transaction: (work: (tx: unknown) => Promise<void>, config?: unknown) => Promise<void> };
  initializing?: Promise<unknown>;
  sessions: Record<string, Session>;
  transactionOptions?: unknown;
  beginTransaction: (options?: unknown) => Promise<TransactionId>;
  commitTransaction: (id?: TransactionId | Promise<TransactionId>) => Promise<void>;
};

const ROLLBACK = Symbol("rollback");
const patched = new WeakSet<object>();

export function propagateCommitFailures(payload: Payload): void {
  const db = payload.db as unknown as Adapter;
  // Without transactions (the embedded database: `transactionOptions: false`) every statement commits on its own.
  // The adapter then keeps `transactionOptions: undefined` and Payload's `defaultBeginTransaction()`, a
  // no-argument function resolving to null, instead of the drizzle `beginTransaction(options)`: left as is.
  if (db.transactionOptions === false || db.beginTransaction.length === 0 || patched.has(db)) return;
  patched.add(db);

  db.beginTransaction = async function beginTransaction(this: Adapter, options?: unknown) {
    await this.initializing;
    let tx: unknown;
    let finish!: (commit: boolean) => void;
    let ready!: () => void;
    let failed!: (err: unknown) => void;
    const started = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    const done = this.drizzle.transaction(async (t) => {
      tx = t;
      const commit = await new Promise<boolean>((resolve) => {
        finish = resolve;
        ready();
      });
      if (!commit) throw ROLLBACK;
    }, options ?? this.transactionOptions);
    // BEGIN failed (no connection): reject the start. After the start this handler changes nothing.
    done.catch(failed);
    try {
      await started;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      payload.logger.error({ err, msg: `Error: cannot begin transaction: ${message}` });
      throw new Error(`Error: cannot begin transaction: ${message}`, { cause: err });
    }
    const id = randomUUID();
    this.sessions[id] = {
      db: tx,
      // Settles with the COMMIT: rejects when it failed.
      resolve: () => {
        finish(true);
        return done;
      },
      reject: () => {
        finish(false);
        return done.catch(() => undefined);
      },
    };
    return id;
  };

  db.commitTransaction = async function commitTransaction(this: Adapter, incoming?: TransactionId | Promise<TransactionId>) {
    const id = await incoming;
    if (id == null || !this.sessions[id]) return;
    const session = this.sessions[id];
    // Out of the registry first, as Payload's own does: nothing else may use a transaction being ended.
    delete this.sessions[id];
    try {
      await session.resolve();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      throw new Error(`The transaction's COMMIT failed (the write may not be stored): ${message}`, { cause: err });
    }
  };
}

/** Whether `payload`'s adapter has propagateCommitFailures installed (tests). */
export function commitFailuresPropagate(payload: Payload): boolean {
  return patched.has(payload.db as object);
}
