import type { Payload } from "payload";
import { isUniqueViolation } from "#core/db/pgErrors";

/**
 * Storing a form submission exactly once (docs/decisions/016-public-forms.md): every rendered form
 * carries an idempotency key (a UUID) that is unique in its collection. A repeated submit (double
 * click, retry after a lost answer) finds the first record and sends nothing again. The e-mail is
 * sent after the row is written; when sending fails the row is deleted again, so nothing is
 * half-stored and the visitor is told to retry.
 */
export type StoreOutcome<T> = { doc: T; duplicate: boolean };

type FormCollection = "contactMessages" | "schoolOrders" | "courseRequests";

export async function findByKey(payload: Payload, collection: FormCollection, idempotencyKey: string) {
  const found = await payload.find({
    collection,
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  });
  return found.docs[0] ?? null;
}

export async function storeOnce<T extends { id: number }>(
  payload: Payload,
  collection: FormCollection,
  idempotencyKey: string,
  data: Record<string, unknown>,
  afterStore: (doc: T) => Promise<void>,
): Promise<StoreOutcome<T>> {
  const existing = await findByKey(payload, collection, idempotencyKey);
  if (existing) return { doc: existing as unknown as T, duplicate: true };
  let doc: T;
  try {
    doc = (await payload.create({ collection, data: { ...data, idempotencyKey } as never, overrideAccess: true, depth: 0 })) as unknown as T;
  } catch (err) {
    if (!isUniqueViolation(err, "idempotencyKey")) throw err;
    const again = await findByKey(payload, collection, idempotencyKey);
    if (!again) throw err;
    return { doc: again as unknown as T, duplicate: true };
  }
  try {
    await afterStore(doc);
  } catch (err) {
    await payload.delete({ collection, id: doc.id, overrideAccess: true }).catch(() => {});
    throw err;
  }
  return { doc, duplicate: false };
}
