import type { GlobalConfig } from "payload";
import { isAdmin } from "../access/isAdmin";
import { invalidateContentAfterGlobalChange } from "../hooks/invalidateContent";

/** The courseware price list used by the school order form (K12-010 … K12-012). */
export const CoursewarePrices: GlobalConfig = {
  slug: "courseware-prices",
  admin: { group: "Store" },
  hooks: { afterChange: [invalidateContentAfterGlobalChange] },
  access: { read: () => true, update: isAdmin },
  fields: [
    {
      name: "entries",
      type: "array",
      fields: [
        { name: "isbn", type: "text", required: true, label: "ISBN" },
        { name: "name", type: "text", required: true, localized: true },
        { name: "price", type: "number", required: true, min: 0 },
        { name: "currency", type: "text", required: true, defaultValue: "USD" },
        { name: "includeTax", type: "checkbox", defaultValue: true, admin: { description: "Tax is added on top of the price." } },
        { name: "dropDownDescription", type: "text", localized: true },
        { name: "includedFeatures", type: "array", fields: [{ name: "itemName", type: "text", required: true, localized: true }] },
      ],
    },
  ],
};
