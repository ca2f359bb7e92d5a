import type { CollectionAfterChangeHook } from "payload";
import { dropCardsOfRemovedQuestions } from "#core/review/deck";
import { dbOf } from "./requestDb";

const questionIds = (doc: { questions?: { id?: string | null }[] | null } | undefined) =>
  (doc?.questions ?? []).map((q) => q.id).filter((id): id is string => typeof id === "string");

/**
 * Issue 28: a quiz saved without some of the questions it had — their review cards go with them, in the save's
 * transaction (core/review/deck.ts). A save that removes no question writes nothing.
 */
export const dropReviewCardsOfRemovedQuestions: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== "update") return doc;
  const kept = questionIds(doc);
  const keptSet = new Set(kept);
  if (!questionIds(previousDoc).some((id) => !keptSet.has(id))) return doc;
  await dropCardsOfRemovedQuestions(await dbOf(req), Number(doc.id), kept);
  return doc;
};
