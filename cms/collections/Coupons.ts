import type { CollectionConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { hasRole } from "#shared/roles";

/**
 * Dollar coupons (CART-013, CART-014): a validity window, an optional restriction to products or
 * memberships, and a usage limit enforced atomically when an order is paid (core/commerce/coupons.ts).
 */
export const Coupons: CollectionConfig = {
  slug: "coupons",
  admin: {
    useAsTitle: "code",
    defaultColumns: ["code", "amount", "usedCount", "usageLimit", "validUntil"],
    group: "Store",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: "code",
      type: "text",
      required: true,
      unique: true,
      index: true,
      admin: { description: "Letters, digits and dashes; matched without regard to case." },
    },
    { name: "amount", type: "number", required: true, min: 0.01, admin: { description: "Discount in dollars of the cart's currency." } },
    { name: "validFrom", type: "date" },
    { name: "validUntil", type: "date" },
    {
      name: "products",
      type: "relationship",
      relationTo: "products",
      hasMany: true,
      admin: { description: "Only for carts holding one of these products (empty: any)." },
    },
    {
      name: "memberships",
      type: "relationship",
      relationTo: "memberships",
      hasMany: true,
      admin: { description: "Only for products granting one of these memberships (empty: any)." },
    },
    { name: "usageLimit", type: "number", min: 1, admin: { description: "How many paid orders may use it (empty: unlimited)." } },
    { name: "description", type: "text", admin: { description: "Why the coupon exists (e.g. the bulk batch it came from)." } },
    { name: "usedCount", type: "number", required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
};
