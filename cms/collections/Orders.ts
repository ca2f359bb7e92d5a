import type { CollectionConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";
import { hasRole } from "#shared/roles";

/**
 * Orders (ORD-*, docs/decisions/020-order-statuses.md): pending → paid → refunded, or failed.
 * Amounts are integer cents; the card is kept only as brand, last 4 and the gateway's reference.
 */
export const Orders: CollectionConfig = {
  slug: "orders",
  admin: {
    useAsTitle: "id",
    defaultColumns: ["id", "email", "status", "totalCents", "trialOrder", "createdAt"],
    group: "Store",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: nobody },
  fields: [
    { name: "user", type: "relationship", relationTo: "users", index: true },
    { name: "email", type: "text", required: true, index: true },
    {
      name: "status",
      type: "select",
      required: true,
      defaultValue: "pending",
      index: true,
      options: ["pending", "paid", "failed", "refunded"].map((v) => ({ label: v, value: v })),
    },
    { name: "trialOrder", type: "checkbox", defaultValue: false, index: true },
    {
      // TRIAL-016 (decided, docs/decisions/135-trial-length.md): when the trial's memberships end, and when they were removed.
      name: "trialEndsAt",
      type: "date",
      admin: { readOnly: true, condition: (data) => Boolean(data?.trialOrder), date: { pickerAppearance: "dayAndTime" } },
    },
    { name: "trialEndedAt", type: "date", admin: { readOnly: true, condition: (data) => Boolean(data?.trialOrder) } },
    {
      // Decision 135: the language the trial was requested in (its e-mails' when the account chose none), and when the
      // reminder before its end was sent (core/commerce/trialExpiry.ts).
      name: "trialLanguage",
      type: "select",
      options: [
        { label: "English", value: "en" },
        { label: "Français", value: "fr" },
      ],
      admin: { readOnly: true, condition: (data) => Boolean(data?.trialOrder) },
    },
    { name: "trialRemindedAt", type: "date", admin: { readOnly: true, condition: (data) => Boolean(data?.trialOrder) } },
    { name: "idempotencyKey", type: "text", required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: "cart", type: "relationship", relationTo: "carts" },
    { name: "currency", type: "text", required: true },
    { name: "lines", type: "json", required: true, admin: { description: "productId, productName, priceCents, quantity, memberships" } },
    { name: "subtotalCents", type: "number", required: true },
    { name: "discountCents", type: "number", required: true, defaultValue: 0 },
    { name: "couponCode", type: "text" },
    { name: "taxCents", type: "number", required: true, defaultValue: 0 },
    { name: "taxes", type: "json", admin: { description: "Tax breakdown: gst, hst, pst, qst fractions and cents." } },
    { name: "totalCents", type: "number", required: true },
    { name: "address", type: "json" },
    {
      name: "payment",
      type: "group",
      fields: [
        { name: "brand", type: "text" },
        { name: "last4", type: "text" },
        { name: "reference", type: "text" },
        { name: "errorCode", type: "text" },
        // Issue 27 (docs/decisions/090-hosted-payment-page.md): which processor took the payment, and its hosted session.
        { name: "processor", type: "text", admin: { description: "sandbox or stripe" } },
        { name: "sessionId", type: "text", index: true, admin: { description: "The processor's hosted checkout session (Stripe: cs_…)." } },
      ],
    },
    {
      // A new customer's account, written when the processor confirms the payment (never the card; a password hash only,
      // cleared when the order settles). Never readable through the CMS.
      name: "pendingAccount",
      type: "json",
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    { name: "paidAt", type: "date" },
    { name: "invoice", type: "relationship", relationTo: "invoices", admin: { description: "The bookstore invoice this order paid (BOOK-*)." } },
    {
      // ORD-019…ORD-022: the accounting sync (core/commerce/accountingSync.ts). Absent status: 'Not Completed'.
      name: "qbSyncStatus",
      type: "group",
      admin: { readOnly: true },
      fields: [
        { name: "status", type: "text", admin: { description: "SUCCESS, or ERROR with the message below." } },
        { name: "qbId", type: "text" },
        { name: "error", type: "text" },
        { name: "attempts", type: "number" },
        { name: "queuedAt", type: "date" },
        { name: "syncedAt", type: "date" },
      ],
    },
    {
      // Issue 27: the refund's record in the accounting system (a QuickBooks RefundReceipt). Absent status: not sent yet.
      name: "qbRefundSync",
      type: "group",
      admin: { readOnly: true },
      fields: [
        { name: "status", type: "text" },
        { name: "qbId", type: "text" },
        { name: "error", type: "text" },
        { name: "attempts", type: "number" },
        { name: "syncedAt", type: "date" },
      ],
    },
    {
      // Refunds (docs/decisions/020-order-statuses.md): the gateway's answer and who refunded.
      name: "refund",
      type: "group",
      admin: { readOnly: true },
      fields: [
        { name: "reference", type: "text" },
        { name: "refundedAt", type: "date" },
        { name: "refundedBy", type: "relationship", relationTo: "users" },
        { name: "membershipsRemoved", type: "json" },
      ],
    },
  ],
};
