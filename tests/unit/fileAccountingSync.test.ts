import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FileAccountingSync, type AccountingOrder } from "#core/commerce/accountingSync";

/**
 * ORD-019, issue 27 (core/commerce/accountingSync.ts): the file adapter writes one JSON file per paid order and one per
 * refund, each whole (temporary file, then rename), with its accounting id; rewriting a file is harmless (idempotent).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "review2-accounting-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const order: AccountingOrder = {
  orderId: 41,
  date: "2026-11-26T10:00:00.000Z",
  paidAt: "2026-11-26T10:00:01.000Z",
  status: "paid",
  email: "file@shop.test",
  customer: "Fay File",
  currency: "CAD",
  lines: [{ productId: 3, productName: "Cell Biology", priceCents: 1999, quantity: 1 }],
  subtotalCents: 1999,
  discountCents: 0,
  couponCode: null,
  taxCents: 260,
  taxes: null,
  totalCents: 2259,
  address: null,
  trialOrder: false,
  invoiceNum: null,
  payment: { brand: "visa", last4: "4242", reference: "sb_1" },
};

const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Record<string, unknown>;

describe("review2: the file accounting adapter", () => {
  it("ORD-019: a paid order is written as order-<id>.json with its accounting id; again, the same file", async () => {
    const sync = new FileAccountingSync(() => dir);
    expect(await sync.syncOrder(order)).toEqual({ externalId: "FILE-41" });
    expect(await sync.syncOrder(order)).toEqual({ externalId: "FILE-41" });
    expect(read("order-41.json")).toEqual({ externalId: "FILE-41", ...order });
  });

  it("issue 27: a refund is written as refund-<id>.json with its own accounting id, beside the order's file", async () => {
    const sync = new FileAccountingSync(() => dir);
    const refunded = { ...order, status: "refunded", refund: { reference: "sbr_1", refundedAt: "2026-11-27T09:00:00.000Z" } };
    expect(await sync.syncRefund(refunded)).toEqual({ externalId: "FILE-R-41" });
    expect(read("refund-41.json")).toEqual({ externalId: "FILE-R-41", ...refunded });
    expect(fs.readdirSync(dir).sort()).toEqual(["order-41.json", "refund-41.json"]);
  });
});
