import crypto from "node:crypto";
import type { WithPayload } from "#core/context";
import { inTransaction } from "#core/db/pool";
import { recordAudit, type AuditSource } from "#core/audit/record";
import type { BulkCouponInput } from "#shared/commerce";

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. 31 symbols × 12 = about 59 bits each. */
export const COUPON_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 12;

/** An unguessable code (crypto random, rejection sampling so every symbol is equally likely). */
export function newCouponCode(): string {
  const out: string[] = [];
  const limit = 256 - (256 % COUPON_ALPHABET.length);
  while (out.length < CODE_LENGTH) {
    for (const b of crypto.randomBytes(CODE_LENGTH * 2)) {
      if (b < limit && out.length < CODE_LENGTH) out.push(COUPON_ALPHABET[b % COUPON_ALPHABET.length]!);
    }
  }
  return `${out.slice(0, 4).join("")}-${out.slice(4, 8).join("")}-${out.slice(8).join("")}`;
}

/**
 * ADM-027…ADM-030: creates `numberOfCoupons` single-use dollar coupons (optionally restricted to a
 * product and/or a membership) in one transaction with set-based statements — 10,000 in one request.
 */
export async function createBulkCoupons(ctx: WithPayload & AuditSource, input: BulkCouponInput): Promise<string[]> {
  return inTransaction(ctx.payload, async (db) => {
    const codes: string[] = [];
    const ids: number[] = [];
    while (codes.length < input.numberOfCoupons) {
      const batch = Array.from({ length: input.numberOfCoupons - codes.length }, newCouponCode);
      const { rows } = await db.query(
        `INSERT INTO coupons (code, amount, usage_limit, used_count, valid_until, description)
         SELECT c, $2, 1, 0, $3::timestamptz, $4 FROM unnest($1::text[]) AS c
         ON CONFLICT (code) DO NOTHING RETURNING id, code`,
        [batch, input.couponDollarValue, input.validUntil ? `${input.validUntil}T23:59:59.999Z` : null, input.couponDesc || null],
      );
      for (const r of rows) {
        ids.push(r.id as number);
        codes.push(r.code as string);
      }
    }
    for (const [path, column, value] of [
      ["products", "products_id", input.productId],
      ["memberships", "memberships_id", input.membershipId],
    ] as const) {
      if (value == null) continue;
      await db.query(`INSERT INTO coupons_rels (parent_id, path, ${column}, "order") SELECT id, $2, $3, 1 FROM unnest($1::int[]) AS id`, [ids, path, value]);
    }
    // Issue 50: one audit row for the batch (not the codes: they are bearer credentials), in the same transaction.
    await recordAudit({ db }, ctx, {
      action: "coupons.created",
      target: { type: "coupons", id: ids.length ? `${Math.min(...ids)}-${Math.max(...ids)}` : null },
      summary: {
        count: codes.length,
        amount: input.couponDollarValue,
        productId: input.productId ?? null,
        membershipId: input.membershipId ?? null,
        validUntil: input.validUntil || null,
      },
    });
    return codes;
  });
}
