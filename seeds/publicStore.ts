import type { Payload } from "payload";

/**
 * Demo classes for the class/school search on /buy/class (PUB-044/045): a school name with
 * accents, so that 'sainte-therese' finds it. Their memberships decide which products they list.
 */
export const STORE_CLASSES = [
  { key: "DEMO-STE-THERESE", name: "École secondaire Sainte-Thérèse — Biologie 11", memberships: ["HS-ALL"] },
  { key: "DEMO-UOFT-BIO120", name: "University of Toronto — BIO120 Adaptation and Biodiversity", memberships: ["LIFE-ALL"] },
];

export async function seedStoreClasses(payload: Payload, membershipIds: Map<string, number>) {
  for (const c of STORE_CLASSES) {
    const found = await payload.find({ collection: "classes", where: { key: { equals: c.key } }, limit: 1, depth: 0, overrideAccess: true });
    if (found.docs.length) continue;
    const memberships = c.memberships.map((k) => membershipIds.get(k)).filter((id): id is number => id != null);
    await payload.create({ collection: "classes", data: { key: c.key, name: c.name, memberships }, overrideAccess: true, depth: 0 });
  }
}
