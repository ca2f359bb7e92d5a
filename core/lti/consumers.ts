import type { Payload } from "payload";
import { env } from "#core/env";
import type { WithPayload } from "#core/context";
import { inUnit } from "#core/admin/accounts";
import { recordAudit, type AuditSource } from "#core/audit/record";
import type { LtiConsumer } from "#cms/payload-types";
import {
  LTI_MESSAGES,
  parseDeploymentIds,
  parseFrameOrigins,
  type CreateConsumerInput,
  type LtiSetupType,
  type LtiVersion,
  createConsumerInput,
} from "#shared/lti";
import { decryptSecret, encryptSecret, generateSecret, secretHint } from "./secrets";

type Ref = number | { id: number } | null | undefined;
const idOf = (r: Ref): number | null => (r == null ? null : typeof r === "object" ? r.id : r);

/** A consumer as the launch needs it: the secret in clear, only inside the server. */
export type LaunchConsumer = {
  id: number;
  key: string;
  secret: string;
  version: LtiVersion;
  setupType: LtiSetupType;
  classId: number | null;
  membershipId: number | null;
  productId: number | null;
  administratorRole: "none" | "teacher";
  frameOrigins: string[];
  /** LTI 1.3 platforms only (decision 051). */
  platform: PlatformRegistration | null;
};

export type PlatformRegistration = {
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authLoginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
};

/** What the browser may see of a consumer (LTI-019): never the secret, only its last characters. */
export type ConsumerView = {
  id: number;
  name: string;
  key: string;
  secret: string;
  type: LtiSetupType;
  version: LtiVersion;
  className: string | null;
  membershipName: string | null;
  frameOrigins: string[];
  /** LTI 1.3: the platform's issuer and client id (nothing secret). */
  issuer: string | null;
  clientId: string | null;
};

/** LTI-030: the connection details a school's administrator types into the portal. */
export type ConnectionDetails = {
  connectionURL: string;
  key: string;
  /** The secret: only in the answer to a create or a rotation, never afterwards. */
  security: string;
  customParameters: { classKey: string; level: LtiSetupType; contentId: string };
  description: string;
  /** LTI 1.3: the tool's URLs the platform's administrator enters (no secret: the tool signs with its keys). */
  lti13: Lti13ToolUrls | null;
};

export type Lti13ToolUrls = { loginUrl: string; launchUrl: string; jwksUrl: string; deepLinkingUrl: string };

export function lti13ToolUrls(): Lti13ToolUrls {
  const base = env().PUBLIC_URL.replace(/\/$/, "");
  return {
    loginUrl: `${base}/lti/1.3/login`,
    launchUrl: `${base}/lti/1.3/launch`,
    jwksUrl: `${base}/.well-known/jwks.json`,
    deepLinkingUrl: `${base}/lti/1.3/launch`,
  };
}

export function launchUrl(): string {
  return `${env().PUBLIC_URL.replace(/\/$/, "")}/lti/launch`;
}

export function toLaunchConsumer(c: LtiConsumer): LaunchConsumer {
  return {
    id: c.id,
    key: c.key,
    secret: c.secretEncrypted ? decryptSecret(c.secretEncrypted) : "",
    version: c.version,
    setupType: c.setupType,
    classId: idOf(c.class as Ref),
    membershipId: idOf(c.membership as Ref),
    productId: idOf(c.product as Ref),
    administratorRole: c.administratorRole === "teacher" ? "teacher" : "none",
    frameOrigins: parseFrameOrigins(c.frameOrigins ?? "") ?? [],
    platform:
      c.version === "1.3"
        ? {
            issuer: c.issuer ?? "",
            clientId: c.clientId ?? "",
            deploymentIds: parseDeploymentIds(c.deploymentIds),
            authLoginUrl: c.authLoginUrl ?? "",
            tokenUrl: c.tokenUrl ?? "",
            jwksUrl: c.jwksUrl ?? "",
          }
        : null,
  };
}

export async function findConsumerByKey(payload: Payload, key: string): Promise<LaunchConsumer | null> {
  const { docs } = await payload.find({
    collection: "lti-consumers",
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  });
  return docs[0] ? toLaunchConsumer(docs[0]) : null;
}

export async function findConsumerById(payload: Payload, id: number): Promise<LaunchConsumer | null> {
  const { docs } = await payload.find({
    collection: "lti-consumers",
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  });
  return docs[0] ? toLaunchConsumer(docs[0]) : null;
}

/**
 * An LTI 1.3 platform by its issuer and (when the login names it) client id. Several registrations
 * of one issuer need the client id to tell them apart; without it the issuer must be unambiguous.
 */
export async function findPlatform(payload: Payload, issuer: string, clientId?: string): Promise<LaunchConsumer | null> {
  const { docs } = await payload.find({
    collection: "lti-consumers",
    where: { and: [{ version: { equals: "1.3" } }, { issuer: { equals: issuer } }, ...(clientId ? [{ clientId: { equals: clientId } }] : [])] },
    limit: 2,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  });
  return docs.length === 1 ? toLaunchConsumer(docs[0]!) : null;
}

export async function listConsumers({ payload }: WithPayload): Promise<ConsumerView[]> {
  const { docs } = await payload.find({ collection: "lti-consumers", pagination: false, depth: 1, sort: "name", overrideAccess: true });
  return docs.map((c) => ({
    id: c.id,
    name: c.name,
    key: c.key,
    secret: c.version === "1.3" ? "" : c.secretHint ?? "••••",
    type: c.setupType,
    version: c.version,
    className: typeof c.class === "object" && c.class ? c.class.name : null,
    membershipName: typeof c.membership === "object" && c.membership ? String(c.membership.name) : null,
    frameOrigins: parseFrameOrigins(c.frameOrigins ?? "") ?? [],
    issuer: c.issuer ?? null,
    clientId: c.clientId ?? null,
  }));
}

async function details(
  payload: Payload,
  c: { key: string; setupType: LtiSetupType; class: Ref; product?: Ref; version?: LtiVersion },
  secret: string,
): Promise<ConnectionDetails> {
  const classId = idOf(c.class);
  const klass = classId ? await payload.findByID({ collection: "classes", id: classId, depth: 0, overrideAccess: true }) : null;
  const productId = idOf(c.product);
  return {
    connectionURL: c.version === "1.3" ? lti13ToolUrls().launchUrl : launchUrl(),
    key: c.key,
    security: c.version === "1.3" ? "" : secret,
    lti13: c.version === "1.3" ? lti13ToolUrls() : null,
    customParameters: { classKey: klass?.key ?? "", level: c.setupType, contentId: productId ? String(productId) : "" },
    description:
      c.setupType === "chapter"
        ? "Advanced: each link opens one chapter (custom parameters redirectType=CHAPTER and contentId=<chapter id>) and locks the table of contents to it."
        : "Basic: the link opens the student's dashboard with the class's textbooks.",
  };
}

export class ConsumerError extends Error {}

/** LTI-026 / LTI-029: creates a consumer with a generated secret; the secret is returned once, here. */
export async function createConsumer(ctx: WithPayload & AuditSource, raw: CreateConsumerInput): Promise<{ id: number; consumerDetails: ConnectionDetails }> {
  const { payload } = ctx;
  const input = createConsumerInput.parse(raw);
  const taken = await payload.count({ collection: "lti-consumers", where: { key: { equals: input.consumerKey } }, overrideAccess: true });
  if (taken.totalDocs > 0) throw new ConsumerError(LTI_MESSAGES.keyTaken);
  const lti13 = input.ltiVersion === "1.3";
  if (lti13) {
    const same = await payload.count({
      collection: "lti-consumers",
      where: { and: [{ issuer: { equals: input.issuer } }, { clientId: { equals: input.clientId } }] },
      overrideAccess: true,
    });
    if (same.totalDocs > 0) throw new ConsumerError(LTI_MESSAGES.platformTaken);
  }
  // A 1.3 platform has no shared secret: it signs with its keys (jwksUrl), the tool with its own.
  const secret = lti13 ? "" : generateSecret();
  const written: { id?: number } = {};
  const doc = await inUnit(
    payload,
    null,
    async (req) => {
      const created = await payload.create({
        collection: "lti-consumers",
        overrideAccess: true,
        depth: 0,
        req,
        data: {
          name: input.consumerName,
          key: input.consumerKey,
          secretEncrypted: lti13 ? null : encryptSecret(secret),
          secretHint: lti13 ? null : secretHint(secret),
          ...(lti13
            ? {
                issuer: input.issuer,
                clientId: input.clientId,
                deploymentIds: parseDeploymentIds(input.deploymentIds).join(" "),
                authLoginUrl: input.authLoginUrl,
                tokenUrl: input.tokenUrl,
                jwksUrl: input.jwksUrl,
              }
            : {}),
          version: input.ltiVersion,
          setupType: input.ltiType,
          class: input.classSelected,
          membership: input.membership,
          product: input.productId ?? null,
          frameOrigins: (parseFrameOrigins(input.frameOrigins) ?? []).join(" "),
        },
      });
      written.id = created.id;
      // Issue 50: the audit row, in the same unit (never the secret).
      await recordAudit({ payload, req }, ctx, {
        action: "lti.consumerCreated",
        target: { type: "ltiConsumer", id: created.id },
        summary: { name: input.consumerName, key: input.consumerKey, version: input.ltiVersion, class: input.classSelected, membership: input.membership },
      });
      return created;
    },
    async () => {
      if (written.id) await payload.delete({ collection: "lti-consumers", id: written.id, overrideAccess: true, depth: 0 });
    },
  );
  return { id: doc.id, consumerDetails: await details(payload, doc as never, secret) };
}

/** A new secret for a consumer (the old one stops working at once); returned once, here. */
export async function rotateConsumerSecret(ctx: WithPayload & AuditSource, id: number): Promise<{ id: number; consumerDetails: ConnectionDetails }> {
  const { payload } = ctx;
  const current = await payload.findByID({ collection: "lti-consumers", id, depth: 0, overrideAccess: true });
  if (current.version === "1.3") throw new ConsumerError(LTI_MESSAGES.noSecret13);
  const secret = generateSecret();
  const doc = await inUnit(payload, null, async (req) => {
    const updated = await payload.update({
      collection: "lti-consumers",
      id,
      overrideAccess: true,
      depth: 0,
      req,
      data: { secretEncrypted: encryptSecret(secret), secretHint: secretHint(secret) },
    });
    await recordAudit({ payload, req }, ctx, {
      action: "lti.secretRotated",
      target: { type: "ltiConsumer", id },
      summary: { before: { secretHint: current.secretHint ?? null }, after: { secretHint: updated.secretHint ?? null } },
    });
    return updated;
  });
  return { id: doc.id, consumerDetails: await details(payload, doc as never, secret) };
}

/** The connection details without the secret (for a later download). */
export async function consumerDetails({ payload }: WithPayload, id: number): Promise<ConnectionDetails> {
  const doc = await payload.findByID({ collection: "lti-consumers", id, depth: 0, overrideAccess: true });
  return details(payload, doc as never, "(shown once, at creation: rotate the secret to get a new one)");
}
