import type { Payload } from "payload";
import { env } from "#core/env";
import { LTI_MESSAGES, parseFrameOrigins, type CreateConsumerInput, type LtiSetupType, type LtiVersion, createConsumerInput } from "#shared/lti";
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
};

/** LTI-030: the connection details a school's administrator types into the portal. */
export type ConnectionDetails = {
  connectionURL: string;
  key: string;
  /** The secret: only in the answer to a create or a rotation, never afterwards. */
  security: string;
  customParameters: { classKey: string; level: LtiSetupType; contentId: string };
  description: string;
};

export function launchUrl(): string {
  return `${env().PUBLIC_URL.replace(/\/$/, "")}/lti/launch`;
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
  const c = docs[0];
  if (!c) return null;
  return {
    id: c.id,
    key: c.key,
    secret: decryptSecret(c.secretEncrypted),
    version: c.version,
    setupType: c.setupType,
    classId: idOf(c.class as Ref),
    membershipId: idOf(c.membership as Ref),
    productId: idOf(c.product as Ref),
    administratorRole: c.administratorRole === "teacher" ? "teacher" : "none",
    frameOrigins: parseFrameOrigins(c.frameOrigins ?? "") ?? [],
  };
}

export async function listConsumers(payload: Payload): Promise<ConsumerView[]> {
  const { docs } = await payload.find({ collection: "lti-consumers", pagination: false, depth: 1, sort: "name", overrideAccess: true });
  return docs.map((c) => ({
    id: c.id,
    name: c.name,
    key: c.key,
    secret: c.secretHint ?? "••••",
    type: c.setupType,
    version: c.version,
    className: typeof c.class === "object" && c.class ? c.class.name : null,
    membershipName: typeof c.membership === "object" && c.membership ? String(c.membership.name) : null,
    frameOrigins: parseFrameOrigins(c.frameOrigins ?? "") ?? [],
  }));
}

async function details(payload: Payload, c: { key: string; setupType: LtiSetupType; class: Ref; product?: Ref }, secret: string): Promise<ConnectionDetails> {
  const classId = idOf(c.class);
  const klass = classId ? await payload.findByID({ collection: "classes", id: classId, depth: 0, overrideAccess: true }) : null;
  const productId = idOf(c.product);
  return {
    connectionURL: launchUrl(),
    key: c.key,
    security: secret,
    customParameters: { classKey: klass?.key ?? "", level: c.setupType, contentId: productId ? String(productId) : "" },
    description:
      c.setupType === "chapter"
        ? "Advanced: each link opens one chapter (custom parameters redirectType=CHAPTER and contentId=<chapter id>) and locks the table of contents to it."
        : "Basic: the link opens the student's dashboard with the class's textbooks.",
  };
}

export class ConsumerError extends Error {}

/** LTI-026 / LTI-029: creates a consumer with a generated secret; the secret is returned once, here. */
export async function createConsumer(payload: Payload, raw: CreateConsumerInput): Promise<{ id: number; consumerDetails: ConnectionDetails }> {
  const input = createConsumerInput.parse(raw);
  const taken = await payload.count({ collection: "lti-consumers", where: { key: { equals: input.consumerKey } }, overrideAccess: true });
  if (taken.totalDocs > 0) throw new ConsumerError(LTI_MESSAGES.keyTaken);
  const secret = generateSecret();
  const doc = await payload.create({
    collection: "lti-consumers",
    overrideAccess: true,
    depth: 0,
    data: {
      name: input.consumerName,
      key: input.consumerKey,
      secretEncrypted: encryptSecret(secret),
      secretHint: secretHint(secret),
      version: input.ltiVersion,
      setupType: input.ltiType,
      class: input.classSelected,
      membership: input.membership,
      product: input.productId ?? null,
      frameOrigins: (parseFrameOrigins(input.frameOrigins) ?? []).join(" "),
    },
  });
  return { id: doc.id, consumerDetails: await details(payload, doc as never, secret) };
}

/** A new secret for a consumer (the old one stops working at once); returned once, here. */
export async function rotateConsumerSecret(payload: Payload, id: number): Promise<{ id: number; consumerDetails: ConnectionDetails }> {
  const secret = generateSecret();
  const doc = await payload.update({
    collection: "lti-consumers",
    id,
    overrideAccess: true,
    depth: 0,
    data: { secretEncrypted: encryptSecret(secret), secretHint: secretHint(secret) },
  });
  return { id: doc.id, consumerDetails: await details(payload, doc as never, secret) };
}

/** The connection details without the secret (for a later download). */
export async function consumerDetails(payload: Payload, id: number): Promise<ConnectionDetails> {
  const doc = await payload.findByID({ collection: "lti-consumers", id, depth: 0, overrideAccess: true });
  return details(payload, doc as never, "(shown once, at creation: rotate the secret to get a new one)");
}
