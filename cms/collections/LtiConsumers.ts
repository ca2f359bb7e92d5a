import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";
import { LTI_SETUP_TYPES, LTI_VERSIONS } from "#shared/lti";

/**
 * Learning platforms (school portals) allowed to launch the site (ADM-032, LTI-019…LTI-030).
 * The shared secret is stored encrypted (core/lti/secrets.ts, key LTI_SECRET_KEY) and never read
 * back through the CMS: consumers are created and their secrets rotated from the /account tab.
 */
export const LtiConsumers: CollectionConfig = {
  slug: "lti-consumers",
  admin: {
    useAsTitle: "name",
    defaultColumns: ["name", "key", "version", "setupType", "class"],
    group: "Access",
    hidden: ({ user }) => !hasRole(user, "admin"),
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: "name", type: "text", required: true },
    { name: "key", type: "text", required: true, unique: true, index: true, admin: { readOnly: true, description: "oauth_consumer_key" } },
    // LTI 1.1 only (a 1.3 platform signs with its own keys, published at jwksUrl).
    { name: "secretEncrypted", type: "text", hidden: true },
    { name: "secretHint", type: "text", admin: { readOnly: true, description: "The last characters of the secret, to tell secrets apart." } },
    { name: "version", type: "select", required: true, defaultValue: "LTI-1p0", options: LTI_VERSIONS.map((v) => ({ label: v, value: v })) },
    {
      name: "setupType",
      type: "select",
      required: true,
      defaultValue: "unit",
      options: LTI_SETUP_TYPES.map((v) => ({ label: v === "unit" ? "Basic (unit)" : "Advanced (chapter)", value: v })),
    },
    // Required by the form (LTI-020); not at the database level, so deleting a class or membership leaves the consumer in place.
    { name: "class", type: "relationship", relationTo: "classes" },
    { name: "membership", type: "relationship", relationTo: "memberships" },
    { name: "product", type: "relationship", relationTo: "products", admin: { description: "Optional: the product a launch with l=f opens (decision 050)." } },
    {
      name: "administratorRole",
      type: "select",
      defaultValue: "none",
      options: [
        { label: "No role", value: "none" },
        { label: "Teacher", value: "teacher" },
      ],
      admin: { description: "What the portal's Administrator role becomes here." },
    },
    // LTI 1.3 (decision 051): the platform's registration.
    {
      type: "collapsible",
      label: "LTI 1.3 platform",
      admin: { condition: (data) => data?.version === "1.3" },
      fields: [
        { name: "issuer", type: "text", index: true, admin: { description: "The platform's issuer (iss), e.g. https://moodle.school.example" } },
        { name: "clientId", type: "text", index: true, admin: { description: "The client id the platform gave this tool (aud)" } },
        { name: "deploymentIds", type: "text", admin: { description: "The deployment ids accepted, separated by spaces" } },
        { name: "authLoginUrl", type: "text", admin: { description: "The platform's OIDC authentication request URL" } },
        { name: "tokenUrl", type: "text", admin: { description: "The platform's OAuth 2 access token URL (AGS, NRPS)" } },
        { name: "jwksUrl", type: "text", admin: { description: "The platform's public keys (JWKS)" } },
      ],
    },
    {
      name: "frameOrigins",
      type: "text",
      admin: { description: "The portal's origins allowed to frame the site (frame-ancestors), separated by spaces, e.g. https://moodle.school.example" },
    },
  ],
};
