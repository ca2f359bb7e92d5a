import type { GlobalConfig } from "payload";
import { isAdmin } from "../access/isAdmin";

/** Store settings an admin changes without a release: which product the instructor trial grants (TRIAL-010, TRIAL-016). */
export const CommerceSettings: GlobalConfig = {
  slug: "commerce-settings",
  admin: { group: "Store" },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: "trialProduct",
      type: "relationship",
      relationTo: "products",
      admin: { description: "Granted (at price 0) by the instructor trial form at /trial." },
    },
  ],
};
