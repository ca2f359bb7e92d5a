import type { Payload } from "payload";
import { encryptSecret, secretHint } from "#core/lti/secrets";

/**
 * A demo LTI 1.1 consumer with a known key and secret (README, docs/lti.md), so a launch can be
 * tried with any LTI test tool or `npm run lti:launch`. Seeded only with the demo accounts, never
 * when APP_ENV=production: a published secret must not open a real install.
 */
export const DEMO_LTI_CONSUMER = {
  name: "BioText demo portal",
  key: "biotext-demo",
  /** 30 alphanumeric characters, like a generated one (LTI-022). */
  secret: "BioTextDemoLtiSecret2026abcdef",
  classKey: "DEMO-LTI",
  className: "Demo School (LTI)",
  membershipKey: "LIFE-ALL",
  /** Where LTI test tools live: they may frame the site for this consumer. */
  frameOrigins: "https://saltire.lti.app",
} as const;

export async function seedLtiDemo(payload: Payload, membershipIds: Map<string, number>, log: (m: string) => void) {
  const c = DEMO_LTI_CONSUMER;
  const existing = await payload.find({ collection: "lti-consumers", where: { key: { equals: c.key } }, limit: 1, depth: 0, overrideAccess: true });
  if (existing.docs.length) return;
  const found = await payload.find({ collection: "classes", where: { key: { equals: c.classKey } }, limit: 1, depth: 0, overrideAccess: true });
  const membership = membershipIds.get(c.membershipKey);
  const klass =
    found.docs[0] ??
    (await payload.create({
      collection: "classes",
      data: { key: c.classKey, name: c.className, memberships: membership ? [membership] : [] },
      depth: 0,
      overrideAccess: true,
    }));
  if (!membership) return;
  await payload.create({
    collection: "lti-consumers",
    overrideAccess: true,
    depth: 0,
    data: {
      name: c.name,
      key: c.key,
      secretEncrypted: encryptSecret(c.secret),
      secretHint: secretHint(c.secret),
      version: "LTI-1p0",
      setupType: "chapter",
      class: klass.id,
      membership,
      frameOrigins: c.frameOrigins,
    },
  });
  log(`LTI consumer ${c.key}`);
}
