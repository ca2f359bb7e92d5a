import crypto from "node:crypto";
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK, type KeyLike } from "jose";
import type { WithPayload } from "#core/context";
import { recordAudit, type AuditSource } from "#core/audit/record";
import type { Payload } from "payload";
import { decryptSecret, encryptSecret, SecretUnreadable } from "./secrets";

/**
 * The tool's own RSA keys for LTI 1.3 (decision 051). The private key is stored encrypted with
 * LTI_SECRET_KEY (like the 1.1 secrets); the public keys are published at /.well-known/jwks.json.
 * The first key is made on first use. A rotation makes a new active key and retires the old one,
 * whose public key stays published for RETIRED_PUBLISHED_MS, so platforms that cached the JWKS
 * still verify messages signed just before the rotation.
 */
export const TOOL_KEY_ALG = "RS256";
export const RETIRED_PUBLISHED_MS = 14 * 24 * 3600 * 1000;

export type SigningKey = { kid: string; privateKey: KeyLike };

const imported = new Map<string, Promise<KeyLike>>();

async function createKey(payload: Payload): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = crypto.randomUUID();
  await payload.create({
    collection: "lti-tool-keys",
    overrideAccess: true,
    depth: 0,
    data: {
      kid,
      publicJwk: { ...jwk, kid, alg: TOOL_KEY_ALG, use: "sig" },
      privateKeyEncrypted: encryptSecret(await exportPKCS8(privateKey)),
      active: true,
    },
  });
}

async function activeKeyDoc(payload: Payload) {
  const { docs } = await payload.find({
    collection: "lti-tool-keys",
    where: { active: { equals: true } },
    sort: "id",
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  });
  return docs[0] ?? null;
}

/** The key the tool signs with (the oldest active one, so two servers creating the first key at once agree). */
export async function signingKey(payload: Payload): Promise<SigningKey> {
  let doc = await activeKeyDoc(payload);
  if (!doc) {
    await createKey(payload);
    doc = await activeKeyDoc(payload);
  }
  if (!doc) throw new Error("no LTI tool key");
  let key = imported.get(doc.kid);
  if (!key) {
    let pem: string;
    try {
      pem = decryptSecret(doc.privateKeyEncrypted);
    } catch (err) {
      if (!(err instanceof SecretUnreadable)) throw err;
      // Encrypted with another key (a development install's, before issue 44, with the source's constant): unusable
      // here, so replaced by a new one; platforms read the new public key from the JWKS.
      payload.logger.warn({ kid: doc.kid }, "LTI tool key unreadable with this install's key: a new one replaces it");
      await rotateToolKey({ payload });
      return signingKey(payload);
    }
    key = importPKCS8(pem, TOOL_KEY_ALG);
    imported.set(doc.kid, key);
  }
  return { kid: doc.kid, privateKey: await key };
}

/** The JWKS: every active key and the keys retired less than RETIRED_PUBLISHED_MS ago. */
export async function publishedJwks({ payload }: WithPayload, now = Date.now()): Promise<{ keys: JWK[] }> {
  await signingKey(payload); // a platform may read the JWKS before the first launch
  const { docs } = await payload.find({
    collection: "lti-tool-keys",
    where: { or: [{ active: { equals: true } }, { retiredAt: { greater_than: new Date(now - RETIRED_PUBLISHED_MS).toISOString() } }] },
    sort: "-id",
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  return { keys: docs.map((d) => d.publicJwk as unknown as JWK) };
}

/** A new signing key; the previous ones are retired (still published for a while). Answers the new kid. */
export async function rotateToolKey(ctx: WithPayload & AuditSource, now = Date.now()): Promise<string> {
  const { payload } = ctx;
  const { docs } = await payload.find({ collection: "lti-tool-keys", where: { active: { equals: true } }, pagination: false, depth: 0, overrideAccess: true });
  await createKey(payload);
  for (const d of docs) {
    await payload.update({
      collection: "lti-tool-keys",
      id: d.id,
      depth: 0,
      overrideAccess: true,
      data: { active: false, retiredAt: new Date(now).toISOString() },
    });
  }
  const kid = (await signingKey(payload)).kid;
  // Issue 50: an admin's rotation, or the system's (a key unreadable with this install's key: no user).
  await recordAudit(ctx, ctx, { action: "lti.toolKeyRotated", target: { type: "ltiToolKey", id: kid }, summary: { retired: docs.map((d) => d.kid) } });
  return kid;
}
