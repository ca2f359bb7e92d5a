import type { Payload } from "payload";
import { createLocalized } from "../../cms/lib/localized";
import type { User } from "../../cms/payload-types";
import type { TestDb } from "./payload";

/** Memberships and classes the admin tool tests pick from (the demo seed has no classes). */
export async function seedCatalog(payload: Payload) {
  const membership = async (key: string, en: string, fr: string) => (await createLocalized(payload, "memberships", { key, name: { en, fr } })).id as number;
  const cls = async (key: string, name: string) => (await payload.create({ collection: "classes", data: { key, name }, overrideAccess: true, depth: 0 })).id;
  return {
    memberships: {
      life: await membership("LIFE-ALL", "LIFE series (all units)", "Série LIFE (toutes les unités)"),
      hs: await membership("HS-ALL", "High school series", "Série secondaire"),
    },
    classes: { river: await cls("RIVER-1", "Riverside High"), lake: await cls("LAKE-1", "Lakeside Library") },
  };
}

/** The admin tool tests' start: an admin (ada@school.test), the catalog (seedCatalog) and the admin's caller. */
export async function adminAndCatalog(db: TestDb, adminData: Partial<User> = {}) {
  const admin = await db.createUser({ email: "ada@school.test", role: "admin", ...adminData });
  const catalog = await seedCatalog(db.payload);
  const asAdmin = await db.callerAs(admin);
  return { admin, catalog, asAdmin };
}

/** The e-mails captured for an address (newest first). */
export async function mailsTo(payload: Payload, to: string) {
  const { docs } = await payload.find({ collection: "emails", where: { to: { equals: to } }, sort: "-createdAt", overrideAccess: true, pagination: false });
  return docs;
}

export async function notesOf(payload: Payload, userId: number) {
  const { docs } = await payload.find({
    collection: "user-notes",
    where: { user: { equals: userId } },
    sort: "createdAt",
    overrideAccess: true,
    pagination: false,
    depth: 0,
  });
  return docs;
}
