import type { GlobalConfig } from "payload";
import { isAdmin } from "../access/isAdmin";

/** Store settings an admin changes without a release: which product the instructor trial grants and for how long (TRIAL-010, TRIAL-016). */
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
    {
      name: "trialDays",
      type: "number",
      defaultValue: 30,
      min: 1,
      max: 366,
      admin: { description: "How long a trial lasts: its memberships are removed this many days after the request (unless a paid order grants them too)." },
    },
  ],
};
