import type { Payload } from "payload";

/** Demo coupons (README): a general one, one limited to unit products, one already expired. */
export const DEMO_COUPONS = [
  { code: "WELCOME10", amount: 10, usageLimit: 1000 },
  { code: "LIFE5", amount: 5, usageLimit: 100, productKeys: ["life-1", "life-2", "life-3", "life-4", "life-5"] },
  { code: "EXPIRED2020", amount: 20, validUntil: "2020-12-31T23:59:59.000Z" },
];

export const TRIAL_PRODUCT_KEY = "instructor-trial";

/** Commerce demo data (issue 12): the instructor trial product chosen in Commerce Settings, and demo coupons. Idempotent. */
export async function seedCommerce(payload: Payload) {
  const find = async (key: string) =>
    (await payload.find({ collection: "products", where: { key: { equals: key } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0];
  let trial = await find(TRIAL_PRODUCT_KEY);
  if (!trial) {
    const life1 = await find("life-1");
    const memberships = (life1?.memberships ?? []).map((m) => (typeof m === "object" ? m.id : m));
    trial = await payload.create({
      collection: "products",
      overrideAccess: true,
      depth: 0,
      locale: "en",
      data: { key: TRIAL_PRODUCT_KEY, title: "Instructor Trial (LIFE Unit 1)", price: 0, currency: "USD", categories: ["trial"], memberships },
    });
    await payload.update({
      collection: "products",
      id: trial.id,
      locale: "fr",
      overrideAccess: true,
      depth: 0,
      data: { title: "Essai enseignant (LIFE unité 1)" },
    });
  }
  const settings = await payload.findGlobal({ slug: "commerce-settings", overrideAccess: true, depth: 0 });
  if (!settings.trialProduct) await payload.updateGlobal({ slug: "commerce-settings", data: { trialProduct: trial.id }, overrideAccess: true });
  for (const c of DEMO_COUPONS) {
    const found = await payload.find({ collection: "coupons", where: { code: { equals: c.code } }, limit: 1, overrideAccess: true, depth: 0 });
    if (found.docs.length) continue;
    const products = [];
    for (const k of c.productKeys ?? []) {
      const p = await find(k);
      if (p) products.push(p.id);
    }
    await payload.create({
      collection: "coupons",
      overrideAccess: true,
      depth: 0,
      data: { code: c.code, amount: c.amount, usageLimit: c.usageLimit ?? null, validUntil: c.validUntil ?? null, products, usedCount: 0 },
    });
  }
}
