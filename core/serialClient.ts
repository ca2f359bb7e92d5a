import pg from "pg";

/**
 * PGlite serves every socket connection from one backend session, so statements from two
 * connections must never interleave on the wire (the symptom is "unnamed prepared statement
 * does not exist" under load). For the embedded database, every query of every pooled client
 * goes through this one queue. A real PostgreSQL server does not need it.
 */
let tail: Promise<unknown> = Promise.resolve();

function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const result = tail.then(run, run);
  tail = result.catch(() => {});
  return result;
}

export class SerialClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has many overloads; we only wrap the promise form
  query(...args: any[]): any {
    const last = args[args.length - 1];
    const callbackOrSubmittable = typeof last === "function" || typeof args[0]?.submit === "function";
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const call = () => (super.query as (...a: any[]) => any)(...args);
    return callbackOrSubmittable ? call() : inTurn(call);
  }
}
