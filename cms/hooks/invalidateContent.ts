import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from "payload";
import { invalidateContent } from "#core/content/invalidation";

/**
 * Published content changed: drop the in-process read model and tell the other instances
 * (NOTIFY biotext_content, delivered at the write's COMMIT). See docs/decisions/007-content-read-model.md.
 * Every save invalidates, drafts included: it is cheap (the next read reloads in one round of statements)
 * and a draft save may unpublish a document.
 */
async function notify(req: PayloadRequest) {
  await invalidateContent(req.payload, req.transactionID as never);
}

export const invalidateContentAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await notify(req);
  return doc;
};

export const invalidateContentAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await notify(req);
  return doc;
};

export const invalidateContentAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await notify(req);
  return doc;
};
