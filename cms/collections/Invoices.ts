import crypto from "node:crypto";
import type { CollectionConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { hasRole } from "#shared/roles";

/** Unambiguous symbols (no 0/O/1/I/L): an invoice number a visitor cannot guess from another one. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newInvoiceNumber(): string {
  const bytes = crypto.randomBytes(10);
  const s = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `INV-${s.slice(0, 5)}-${s.slice(5)}`;
}

/**
 * Bookstore invoices (BOOK-001…BOOK-013, docs/payments.md): an admin creates one in /admin; a
 * bookstore pays it on /bookstore by its number. The amount is numberOfSeats × rate (BOOK-013,
 * computed here, never by the browser); the payment is recorded on the invoice and as an order.
 */
export const Invoices: CollectionConfig = {
  slug: "invoices",
  admin: {
    useAsTitle: "invoiceNum",
    defaultColumns: ["invoiceNum", "billTo", "numberOfSeats", "subTotal", "currency", "status", "invoiceDate"],
    group: "Store",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        const num = data.invoiceNum ?? originalDoc?.invoiceNum;
        data.invoiceNum = num ? String(num).trim().toUpperCase() : newInvoiceNumber();
        const seats = data.numberOfSeats ?? originalDoc?.numberOfSeats;
        const rate = data.rate ?? originalDoc?.rate;
        if (seats != null && rate != null) data.subTotal = (Number(seats) * Math.round(Number(rate) * 100)) / 100;
        return data;
      },
    ],
  },
  fields: [
    {
      name: "invoiceNum",
      type: "text",
      unique: true,
      index: true,
      admin: { description: "Leave empty for a random number (e.g. INV-K7QM2-ZP3DX): bookstores find the invoice by it, so it should not be guessable." },
    },
    { name: "invoiceDate", type: "date", required: true, defaultValue: () => new Date().toISOString() },
    { name: "billTo", type: "textarea", required: true, admin: { description: "The bookstore's name and address." } },
    { name: "taxExempt", type: "checkbox", defaultValue: false, admin: { description: "Paid with tax 0." } },
    { name: "numberOfSeats", type: "number", required: true, min: 1, max: 100_000, admin: { step: 1 } },
    { name: "rate", type: "number", required: true, min: 0.01, admin: { description: "Price per seat, in dollars of the invoice's currency." } },
    { name: "subTotal", type: "number", admin: { readOnly: true, description: "numberOfSeats × rate (computed)." } },
    {
      name: "currency",
      type: "select",
      required: true,
      defaultValue: "USD",
      options: [
        { label: "US dollar", value: "USD" },
        { label: "Canadian dollar", value: "CAD" },
      ],
    },
    { name: "product", type: "relationship", relationTo: "products", admin: { description: "What the seats are for (its title is shown)." } },
    {
      name: "status",
      type: "select",
      required: true,
      defaultValue: "open",
      index: true,
      options: [
        { label: "open", value: "open" },
        { label: "paid", value: "paid" },
      ],
    },
    {
      name: "payment",
      type: "group",
      admin: { readOnly: true },
      access: { create: () => false, update: () => false },
      fields: [
        { name: "order", type: "relationship", relationTo: "orders" },
        { name: "paidAt", type: "date" },
        { name: "amountCents", type: "number" },
        { name: "taxCents", type: "number" },
        { name: "email", type: "text" },
        { name: "brand", type: "text" },
        { name: "last4", type: "text" },
        { name: "reference", type: "text" },
      ],
    },
  ],
};
