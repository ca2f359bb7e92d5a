import type { CollectionConfig } from "payload";
import { hasRole } from "#shared/roles";
import { isAdmin } from "../access/isAdmin";
import { nobody } from "../access/nobody";

const hidden = ({ user }: { user: unknown }) => !hasRole(user, "admin");

/**
 * Schools' OpenID Connect providers (issue 47, docs/sso.md). The client secret is stored encrypted
 * like LTI consumer secrets (core/lti/secrets.ts) and never read back: providers are created and
 * changed from the /account dashboard's "Single sign-on" tab only.
 */
export const SsoProviders: CollectionConfig = {
  slug: "sso-providers",
  admin: { group: "Access", hidden, useAsTitle: "name", defaultColumns: ["name", "slug", "issuer", "enabled"] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "name", type: "text", required: true },
    { name: "slug", type: "text", required: true, unique: true, index: true },
    { name: "issuer", type: "text", required: true },
    { name: "clientId", type: "text", required: true },
    { name: "clientSecretEncrypted", type: "text", required: true, hidden: true },
    { name: "secretHint", type: "text" },
    /** [{ domain, role }]: the e-mail domains the school owns, each with the role of its new accounts. */
    { name: "domains", type: "json", required: true },
    /** [{ claim, value, role }]: a claim value that gives a new account its role (wins over the domain's). */
    { name: "claimRules", type: "json" },
    { name: "createUnknown", type: "checkbox", defaultValue: false },
    { name: "enabled", type: "checkbox", defaultValue: true, index: true },
  ],
};

/**
 * Sign-ins under way (decision 155): the state (hashed), the nonce and the PKCE verifier of one
 * authorization request, single use, ten minutes; or, kind 'link', the proof an existing password account
 * must give before its provider identity is linked.
 */
export const SsoStates: CollectionConfig = {
  slug: "sso-states",
  admin: { group: "Access", hidden },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "stateHash", type: "text", required: true, unique: true, index: true, hidden: true },
    { name: "kind", type: "select", required: true, defaultValue: "login", options: ["login", "link"] },
    { name: "provider", type: "relationship", relationTo: "sso-providers" },
    { name: "nonce", type: "text", hidden: true },
    { name: "codeVerifier", type: "text", hidden: true },
    { name: "next", type: "text" },
    { name: "sharedDevice", type: "checkbox", defaultValue: false },
    { name: "user", type: "relationship", relationTo: "users" },
    { name: "subject", type: "text" },
    { name: "email", type: "text" },
    { name: "attempts", type: "number", defaultValue: 0 },
    { name: "expiresAt", type: "date", required: true, index: true },
  ],
};

/** Accounts linked to a provider identity (`key` = providerId:sub): the next sign-in with it opens the account. */
export const SsoLinks: CollectionConfig = {
  slug: "sso-links",
  admin: { group: "Access", hidden, defaultColumns: ["provider", "email", "user"] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: "key", type: "text", required: true, unique: true, index: true },
    { name: "provider", type: "relationship", relationTo: "sso-providers", index: true },
    { name: "subject", type: "text", required: true },
    { name: "email", type: "text", required: true },
    { name: "user", type: "relationship", relationTo: "users", index: true },
    { name: "linkedBy", type: "select", required: true, options: ["created", "password", "admin"] },
  ],
};
