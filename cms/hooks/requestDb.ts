import type { SQL } from "@payloadcms/db-postgres/drizzle";
import type { PayloadRequest } from "payload";

export type RequestDb = { execute: (q: SQL) => Promise<unknown> };

/** The request's open transaction when there is one, so a hook's own statements commit or roll back with the change. */
export async function dbOf(req: PayloadRequest): Promise<RequestDb> {
  const adapter = req.payload.db as unknown as { drizzle: RequestDb; sessions?: Record<string | number, { db: RequestDb }> };
  const id = req.transactionID ? await req.transactionID : undefined;
  return (id != null && adapter.sessions?.[id]?.db) || adapter.drizzle;
}
