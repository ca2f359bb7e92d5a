import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

const hidden = ({ user }: { user: unknown }) => !hasRole(user, "admin");

/** OAuth 1.0a nonces already used, per consumer (`key` = consumerId:nonce), kept until their timestamp is out of the window. */
export const LtiNonces: CollectionConfig = {
  slug: "lti-nonces",
  admin: { group: "Access", hidden },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "key", type: "text", required: true, unique: true, index: true },
    { name: "expiresAt", type: "date", required: true, index: true },
  ],
};

/**
 * Who a portal's user is here: (consumer, LMS user_id) → account. Never matched by e-mail.
 * Also what grade passback needs: the outcome service and sourcedid of the last launch.
 */
export const LtiIdentities: CollectionConfig = {
  slug: "lti-identities",
  admin: { group: "Access", hidden, defaultColumns: ["consumer", "ltiUserId", "user"] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "key", type: "text", required: true, unique: true, index: true, admin: { description: "consumerId:user_id" } },
    // Not required: deleting a consumer or an account sets these to null (the identity then no longer matches anyone).
    { name: "consumer", type: "relationship", relationTo: "lti-consumers" },
    { name: "ltiUserId", type: "text", required: true },
    { name: "user", type: "relationship", relationTo: "users", index: true },
    { name: "outcomeServiceUrl", type: "text" },
    { name: "resultSourcedid", type: "text" },
    { name: "resourceLinkId", type: "text" },
    { name: "resourceLinkTitle", type: "text" },
    // LTI 1.3 Advantage (decision 051): the services the last launch offered.
    { name: "agsLineitem", type: "text", admin: { description: "AGS: the line item of the resource link" } },
    { name: "agsLineitems", type: "text", admin: { description: "AGS: the context's line items" } },
    { name: "agsScopes", type: "text", admin: { description: "AGS: the scopes granted, separated by spaces" } },
    { name: "nrpsUrl", type: "text", admin: { description: "NRPS: context_memberships_url" } },
    { name: "contextId", type: "text" },
  ],
};

/** One-time, short-lived tokens that open an LTI launch in a new tab when the iframe got no cookie. */
export const LtiLaunchTokens: CollectionConfig = {
  slug: "lti-launch-tokens",
  admin: { group: "Access", hidden },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "tokenHash", type: "text", required: true, unique: true, index: true, hidden: true },
    { name: "session", type: "relationship", relationTo: "sessions" },
    { name: "destination", type: "text", required: true },
    { name: "expiresAt", type: "date", required: true },
    { name: "usedAt", type: "date" },
  ],
};

/** Every grade passback attempt (LTI-017, ADM-016): when, what was sent, what the portal answered. */
export const LtiSyncLogs: CollectionConfig = {
  slug: "lti-sync-logs",
  admin: { group: "Access", hidden, defaultColumns: ["createdAt", "user", "syncType", "result", "lmsContentName"] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "user", type: "relationship", relationTo: "users", index: true },
    { name: "consumer", type: "relationship", relationTo: "lti-consumers" },
    { name: "unit", type: "relationship", relationTo: "units" },
    { name: "syncType", type: "select", required: true, options: ["grade", "force", "roster"].map((v) => ({ label: v, value: v })) },
    { name: "result", type: "select", required: true, options: ["success", "failure"].map((v) => ({ label: v, value: v })) },
    { name: "score", type: "number" },
    { name: "syncResults", type: "textarea", admin: { description: "What was sent (the replaceResult request)." } },
    { name: "response", type: "textarea", admin: { description: "The portal's answer (or the error)." } },
    { name: "lmsContentName", type: "text" },
  ],
};

/**
 * The tool's own RSA keys for LTI 1.3 (decision 051): the private key encrypted with LTI_SECRET_KEY,
 * the public one published at /.well-known/jwks.json while active and for a while after a rotation.
 */
export const LtiToolKeys: CollectionConfig = {
  slug: "lti-tool-keys",
  admin: { group: "Access", hidden, useAsTitle: "kid", defaultColumns: ["kid", "active", "retiredAt"] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "kid", type: "text", required: true, unique: true, index: true },
    { name: "publicJwk", type: "json", required: true },
    { name: "privateKeyEncrypted", type: "text", required: true, hidden: true },
    { name: "active", type: "checkbox", defaultValue: true, index: true },
    { name: "retiredAt", type: "date" },
  ],
};

/** LTI 1.3 login initiations (OIDC): the state (hashed) and the nonce the launch must carry, ten minutes. */
export const LtiOidcStates: CollectionConfig = {
  slug: "lti-oidc-states",
  admin: { group: "Access", hidden },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "stateHash", type: "text", required: true, unique: true, index: true, hidden: true },
    { name: "nonce", type: "text", required: true },
    { name: "consumer", type: "relationship", relationTo: "lti-consumers" },
    { name: "expiresAt", type: "date", required: true, index: true },
  ],
};
