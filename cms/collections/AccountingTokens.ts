import type { CollectionConfig } from "payload";
import { nobody } from "../access/nobody";

/**
 * Issue 27: the accounting system's OAuth tokens (QuickBooks Online, core/accounting/quickbooks.ts),
 * one row per provider. Both tokens are stored encrypted (AES-256-GCM, core/lti/secrets.ts); never
 * readable through the CMS.
 */
export const AccountingTokens: CollectionConfig = {
  slug: "accounting-tokens",
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "provider", type: "text", required: true, unique: true, index: true },
    { name: "realmId", type: "text" },
    { name: "refreshTokenEnc", type: "text" },
    { name: "accessTokenEnc", type: "text" },
    { name: "accessExpiresAt", type: "date" },
    { name: "refreshExpiresAt", type: "date" },
  ],
};
