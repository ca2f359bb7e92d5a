import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsumer, findConsumerByKey, rotateConsumerSecret } from "#core/lti/consumers";
import { encryptWith, SecretUnreadable } from "#core/lti/secrets";
import { publishedJwks, signingKey } from "#core/lti/toolKeys";
import { seedCatalog } from "../support/adminFixtures";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 44 finding 2: a development install's secrets were encrypted with a constant of the source; its key is now
 * its own (DATA_DIR/lti-secret-key). The ciphertexts an older install left behind cannot be read with the new key:
 * nothing crashes on them. A consumer's secret answers a typed error until it is rotated; the LTI 1.3 tool key is
 * replaced by a new one (platforms read it from the JWKS).
 */
let db: TestDb;
/** Any key but this install's: what the old source constant was to the new key. */
const otherKey = crypto.randomBytes(32);

beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe("secrets encrypted with another key (issue 44 finding 4)", () => {
  it("issue 44 finding 4: an LTI 1.1 consumer's unreadable secret answers a typed error (not a crash) until the admin rotates it", async () => {
    const { classes, memberships } = await seedCatalog(db.payload);
    const { id } = await createConsumer(db, {
      consumerName: "Old install LMS",
      consumerKey: "old-install-lms",
      ltiVersion: "LTI-1p0",
      ltiType: "unit",
      classSelected: classes.river,
      membership: memberships.life,
    });
    await db.payload.update({
      collection: "lti-consumers",
      id,
      overrideAccess: true,
      depth: 0,
      data: { secretEncrypted: encryptWith(otherKey, "old-secret-of-thirty-characters") },
    });
    await expect(findConsumerByKey(db.payload, "old-install-lms")).rejects.toThrowError(SecretUnreadable);
    const { consumerDetails } = await rotateConsumerSecret(db, id);
    expect((await findConsumerByKey(db.payload, "old-install-lms"))!.secret).toBe(consumerDetails.security);
  });

  it("issue 44 finding 4: an unreadable LTI 1.3 tool key is replaced by a new one, the old one retired", async () => {
    const first = await signingKey(db.payload);
    const { docs } = await db.payload.find({ collection: "lti-tool-keys", where: { kid: { equals: first.kid } }, depth: 0, overrideAccess: true });
    const { privateKey } = await import("jose").then((j) => j.generateKeyPair("RS256", { extractable: true }));
    const pem = await import("jose").then((j) => j.exportPKCS8(privateKey));
    // A fresh process (no imported key cached) meeting the row an older install wrote.
    await db.payload.update({
      collection: "lti-tool-keys",
      id: docs[0]!.id,
      overrideAccess: true,
      depth: 0,
      data: { privateKeyEncrypted: encryptWith(otherKey, pem), kid: `${first.kid}-old` },
    });
    const next = await signingKey(db.payload);
    expect(next.kid).not.toBe(first.kid);
    expect(next.kid).not.toBe(`${first.kid}-old`);
    const old = await db.payload.findByID({ collection: "lti-tool-keys", id: docs[0]!.id, depth: 0, overrideAccess: true });
    expect(old.active).toBe(false);
    expect((await publishedJwks(db)).keys.map((k) => k.kid)).toContain(next.kid);
  });
});
