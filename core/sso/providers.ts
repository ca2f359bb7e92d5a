import { recordAudit, type AuditSource } from "#core/audit/record";
import type { z } from "zod";
import type { WithPayload } from "#core/context";
import { poolOf } from "#core/db/pool";
import { isUniqueViolation } from "#core/db/pgErrors";
import { Conflict, NotFound } from "#core/errors";
import { decryptSecret, encryptSecret, secretHint } from "#core/lti/secrets";
import {
  ssoBrandOf,
  type createSsoProviderInput,
  type deleteSsoProviderInput,
  type SsoButton,
  type SsoClaimRule,
  type SsoDomainRule,
  type SsoProviderView,
  type updateSsoProviderInput,
  ssoClaimRuleSchema,
  ssoDomainRuleSchema,
} from "#shared/sso";

/**
 * Schools' OpenID Connect providers (issue 47, docs/sso.md): the admin tab's list and changes, the login
 * page's buttons. The client secret is encrypted at rest with the LTI secrets' key (core/lti/secrets.ts,
 * LTI_SECRET_KEY) and never leaves the server; the tab sees its last characters.
 */
export type SsoProvider = {
  id: number;
  name: string;
  slug: string;
  issuer: string;
  clientId: string;
  domains: SsoDomainRule[];
  claimRules: SsoClaimRule[];
  createUnknown: boolean;
  enabled: boolean;
  secretHint: string;
  updatedAt: string;
};

const COLUMNS = `id, name, slug, issuer, client_id, secret_hint, domains, claim_rules, create_unknown, enabled, updated_at`;

function parseList<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const r = schema.safeParse(v);
    return r.success ? [r.data] : [];
  });
}

function toProvider(r: Record<string, unknown>): SsoProvider {
  return {
    id: Number(r.id),
    name: String(r.name),
    slug: String(r.slug),
    issuer: String(r.issuer),
    clientId: String(r.client_id),
    domains: parseList(r.domains, ssoDomainRuleSchema),
    claimRules: parseList(r.claim_rules, ssoClaimRuleSchema),
    createUnknown: r.create_unknown === true,
    enabled: r.enabled === true,
    secretHint: String(r.secret_hint ?? "••••"),
    updatedAt: new Date(r.updated_at as string).toISOString(),
  };
}

/** An enabled provider by its slug (the /login/sso/<slug> link), or null. */
export async function enabledProviderBySlug(ctx: WithPayload, slug: string): Promise<SsoProvider | null> {
  const { rows } = await poolOf(ctx.payload).query(`SELECT ${COLUMNS} FROM sso_providers WHERE slug = $1 AND enabled`, [slug.toLowerCase()]);
  return rows[0] ? toProvider(rows[0]) : null;
}

export async function providerById(ctx: WithPayload, id: number): Promise<SsoProvider | null> {
  const { rows } = await poolOf(ctx.payload).query(`SELECT ${COLUMNS} FROM sso_providers WHERE id = $1`, [id]);
  return rows[0] ? toProvider(rows[0]) : null;
}

/** The client secret in clear: only for the token request. */
export async function providerSecret(ctx: WithPayload, id: number): Promise<string> {
  const { rows } = await poolOf(ctx.payload).query(`SELECT client_secret_encrypted FROM sso_providers WHERE id = $1`, [id]);
  if (!rows[0]) throw new NotFound("sso.providerNotFound", "admin.sso.errors.notFound");
  return decryptSecret(String(rows[0].client_secret_encrypted));
}

/** The login page's buttons: every enabled provider, by name. */
export async function ssoButtons(ctx: WithPayload): Promise<SsoButton[]> {
  const { rows } = await poolOf(ctx.payload).query(`SELECT slug, name, issuer FROM sso_providers WHERE enabled ORDER BY name, id`);
  return rows.map((r) => ({ slug: String(r.slug), name: String(r.name), brand: ssoBrandOf(String(r.issuer)) }));
}

/** The admin tab's list, with how many accounts each provider has linked. */
export async function listSsoProviders(ctx: WithPayload): Promise<SsoProviderView[]> {
  const { rows } = await poolOf(ctx.payload).query(
    `SELECT ${COLUMNS}, (SELECT count(*) FROM sso_links l WHERE l.provider_id = p.id AND l.user_id IS NOT NULL) AS linked
       FROM sso_providers p ORDER BY name, id`,
  );
  return rows.map((r) => {
    const p = toProvider(r);
    return {
      id: p.id,
      name: p.name,
      slug: p.slug,
      issuer: p.issuer,
      clientId: p.clientId,
      domains: p.domains,
      claimRules: p.claimRules,
      createUnknown: p.createUnknown,
      enabled: p.enabled,
      secretHint: p.secretHint,
      linkedAccounts: Number(r.linked),
    };
  });
}

const slugTaken = (cause: unknown) => new Conflict("sso.slugTaken", "admin.sso.errors.slugTaken", { cause });

/** Creates a provider; the secret is encrypted here and never returned. */
export async function createSsoProvider(ctx: WithPayload & AuditSource, input: z.infer<typeof createSsoProviderInput>): Promise<{ id: number }> {
  try {
    const doc = await ctx.payload.create({
      collection: "sso-providers",
      overrideAccess: true,
      depth: 0,
      data: {
        name: input.name,
        slug: input.slug,
        issuer: input.issuer,
        clientId: input.clientId,
        clientSecretEncrypted: encryptSecret(input.clientSecret),
        secretHint: secretHint(input.clientSecret),
        domains: input.domains,
        claimRules: input.claimRules,
        createUnknown: input.createUnknown,
        enabled: input.enabled,
      },
    });
    await recordAudit({ payload: ctx.payload }, ctx, { action: "sso.providerCreated", target: { type: "ssoProvider", id: doc.id }, summary: summaryOf(input) });
    return { id: doc.id };
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw slugTaken(err);
    throw err;
  }
}

/** Changes a provider; a blank secret keeps the stored one. */
export async function updateSsoProvider(ctx: WithPayload & AuditSource, input: z.infer<typeof updateSsoProviderInput>): Promise<{ id: number }> {
  if (!(await providerById(ctx, input.id))) throw new NotFound("sso.providerNotFound", "admin.sso.errors.notFound");
  const secret = input.clientSecret?.trim() ? { clientSecretEncrypted: encryptSecret(input.clientSecret), secretHint: secretHint(input.clientSecret) } : {};
  try {
    await ctx.payload.update({
      collection: "sso-providers",
      id: input.id,
      overrideAccess: true,
      depth: 0,
      data: {
        name: input.name,
        slug: input.slug,
        issuer: input.issuer,
        clientId: input.clientId,
        domains: input.domains,
        claimRules: input.claimRules,
        createUnknown: input.createUnknown,
        enabled: input.enabled,
        ...secret,
      },
    });
  } catch (err) {
    if (isUniqueViolation(err, "slug")) throw slugTaken(err);
    throw err;
  }
  await recordAudit({ payload: ctx.payload }, ctx, {
    action: "sso.providerUpdated",
    target: { type: "ssoProvider", id: input.id },
    summary: { ...summaryOf(input), secretChanged: Boolean(input.clientSecret?.trim()) },
  });
  return { id: input.id };
}

/** Deletes a provider: its links go with it (accounts stay; they sign in with a password or another provider). */
export async function deleteSsoProvider(ctx: WithPayload & AuditSource, input: z.infer<typeof deleteSsoProviderInput>): Promise<{ id: number }> {
  if (!(await providerById(ctx, input.id))) throw new NotFound("sso.providerNotFound", "admin.sso.errors.notFound");
  await poolOf(ctx.payload).query(`DELETE FROM sso_links WHERE provider_id = $1`, [input.id]);
  await poolOf(ctx.payload).query(`DELETE FROM sso_states WHERE provider_id = $1`, [input.id]);
  await ctx.payload.delete({ collection: "sso-providers", id: input.id, overrideAccess: true, depth: 0 });
  await recordAudit({ payload: ctx.payload }, ctx, { action: "sso.providerDeleted", target: { type: "ssoProvider", id: input.id } });
  return { id: input.id };
}

/** What the audit trail keeps of a provider's settings: never the secret or the client id. */
function summaryOf(input: z.infer<typeof createSsoProviderInput> | z.infer<typeof updateSsoProviderInput>) {
  return { slug: input.slug, enabled: input.enabled, createUnknown: input.createUnknown, domains: input.domains.map((d) => `${d.domain}:${d.role}`) };
}
