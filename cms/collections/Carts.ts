import type { CollectionConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";
import { hasRole } from "#shared/roles";

/**
 * Server-side carts (CART-*): one open cart per visitor (signed `vid` cookie) or per account.
 * Written only by core/commerce/cart.ts; `version` grows on every change and names the payment's
 * idempotency key, so one version of a cart is charged at most once.
 */
export const Carts: CollectionConfig = {
  slug: "carts",
  admin: { useAsTitle: "publicId", group: "Store", hidden: ({ user }) => !hasRole(user, "admin") },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "publicId", type: "text", required: true, unique: true, index: true },
    { name: "visitorId", type: "text", index: true },
    { name: "user", type: "relationship", relationTo: "users", index: true },
    { name: "status", type: "select", required: true, defaultValue: "open", options: ["open", "ordered"].map((v) => ({ label: v, value: v })) },
    { name: "items", type: "json", required: true, defaultValue: [] },
    { name: "coupon", type: "relationship", relationTo: "coupons" },
    { name: "address", type: "json" },
    { name: "version", type: "number", required: true, defaultValue: 1 },
  ],
};
