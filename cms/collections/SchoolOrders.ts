import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

const text = (name: string) => ({ name, type: "text" as const, required: true });

/**
 * School (K-12) orders from /k-12/order (K12-001…019). Created only by the form (after the access
 * code is checked on the server); admins move them new → invoiced → paid in /admin.
 */
export const SchoolOrders: CollectionConfig = {
  slug: "schoolOrders",
  admin: {
    useAsTitle: "school",
    defaultColumns: ["school", "email", "productName", "productQty", "total", "status", "createdAt"],
    group: "Store",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  defaultSort: "-createdAt",
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: "status",
      type: "select",
      required: true,
      defaultValue: "new",
      options: ["new", "invoiced", "paid"].map((v) => ({ label: v, value: v })),
      admin: { position: "sidebar" },
    },
    { name: "orderType", type: "text", required: true, defaultValue: "HIGHSCHOOL" },
    {
      type: "collapsible",
      label: "Contact",
      fields: [
        ...["firstName", "lastName"].map(text),
        { name: "email", type: "email", required: true, index: true },
        ...[
          "district",
          "school",
          "contactStreetNum",
          "contactStreetName",
          "contactCity",
          "contactStateProv",
          "contactCountry",
          "contactPostZipCode",
          "contactPhoneNum",
        ].map(text),
        { name: "contactSchoolEmail", type: "email", required: true },
      ],
    },
    {
      type: "collapsible",
      label: "Billing",
      fields: [
        "billingAttn",
        "billingPO",
        "billingCompanyName",
        "billingStreetNum",
        "billingStreetName",
        "billingCity",
        "billingStateProv",
        "billingCountry",
        "billingPostZipCode",
        "billingPhoneNum",
      ].map(text),
    },
    {
      type: "collapsible",
      label: "Order",
      fields: [
        { name: "productOrdered", type: "text", required: true, admin: { description: "ISBN from the courseware price list." } },
        { name: "productName", type: "text", required: true },
        { name: "unitPrice", type: "number", required: true, min: 0 },
        { name: "currency", type: "text", required: true, defaultValue: "USD" },
        { name: "productQty", type: "number", required: true, min: 1 },
        { name: "total", type: "number", required: true, min: 0, admin: { description: "productQty × unitPrice, before tax." } },
        { name: "includeTax", type: "checkbox", defaultValue: true },
        { name: "termConditionsAccepted", type: "checkbox", required: true },
        { name: "additionalComments", type: "textarea", required: true },
      ],
    },
    { name: "language", type: "text", admin: { readOnly: true } },
    { name: "idempotencyKey", type: "text", required: true, unique: true, index: true, admin: { readOnly: true, position: "sidebar" } },
  ],
};
