import { Invalid, NotFound } from "#core/errors";
import type { Payload } from "payload";
import { nullIfNotFound } from "#core/notFound";
import { LTI_MESSAGES } from "#shared/lti";

export async function assertExists(
  ctx: { payload: Payload },
  collection: "classes" | "memberships" | "products" | "lti-consumers",
  id: number | null | undefined,
) {
  if (id == null) return;
  const doc = await ctx.payload.findByID({ collection, id, depth: 0, overrideAccess: true, select: {} }).catch(nullIfNotFound);
  if (!doc && collection === "lti-consumers") throw new NotFound("lti.consumerNotFound", "LTI consumer not found.");
  if (!doc) throw new Invalid("lti.required", LTI_MESSAGES.required);
}
