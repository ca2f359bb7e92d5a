import bcrypt from "bcrypt";
import type { Payload } from "payload";
import { BCRYPT_COST } from "../cms/collections/Users";
import { DEMO_UNITS } from "./data/units";

/** The one documented demo password (README). Demo accounts are never seeded when APP_ENV=production. */
export const DEMO_PASSWORD = "BioText-demo-2026";

export const DEMO_ACCOUNTS = [
  { email: "admin@biotext.test", username: "admin", firstName: "Ada", lastName: "Admin", role: "admin" },
  { email: "editor@biotext.test", username: "editor", firstName: "Eve", lastName: "Editor", role: "editor" },
  { email: "teacher@biotext.test", username: "teacher", firstName: "Theo", lastName: "Teacher", role: "teacher" },
  { email: "student@biotext.test", username: "student", firstName: "Sam", lastName: "Student", role: "student" },
] as const;

type Options = { demoAccounts: boolean; log?: (msg: string) => void };

/** Seeds only an empty database (no units and no users), so a running install is never touched. */
export async function seedIfEmpty(payload: Payload, opts: Options) {
  const [units, users] = await Promise.all([
    payload.count({ collection: "units", overrideAccess: true }),
    payload.count({ collection: "users", overrideAccess: true }),
  ]);
  if (units.totalDocs > 0 || users.totalDocs > 0) return { seeded: false };
  await seedDemo(payload, opts);
  return { seeded: true };
}

/** Idempotent: every record is looked up by a natural key and only created when missing. */
export async function seedDemo(payload: Payload, opts: Options) {
  const log = opts.log ?? (() => {});
  if (opts.demoAccounts) {
    const passwordHash = await bcrypt.hash(DEMO_PASSWORD, BCRYPT_COST);
    for (const account of DEMO_ACCOUNTS) {
      const found = await payload.find({ collection: "users", where: { email: { equals: account.email } }, limit: 1, overrideAccess: true });
      if (found.docs.length) continue;
      await payload.create({ collection: "users", data: { ...account, passwordHash }, overrideAccess: true });
      log(`user ${account.email}`);
    }
  }
  for (const unit of DEMO_UNITS) {
    const found = await payload.find({
      collection: "units",
      where: { title: { equals: unit.en.title } },
      locale: "en",
      limit: 1,
      overrideAccess: true,
      draft: true,
    });
    if (found.docs.length) continue;
    const created = await payload.create({
      collection: "units",
      locale: "en",
      data: { title: unit.en.title, summary: unit.en.summary, order: unit.order, series: "LIFE", _status: "published" },
      overrideAccess: true,
    });
    await payload.update({
      collection: "units",
      id: created.id,
      locale: "fr",
      data: { title: unit.fr.title, summary: unit.fr.summary, _status: "published" },
      overrideAccess: true,
    });
    log(`unit ${unit.en.title}`);
  }
}

/** Removes the demo records this seed creates (used by `npm run seed:reset`). */
export async function resetDemo(payload: Payload) {
  await payload.delete({ collection: "units", where: { id: { exists: true } }, overrideAccess: true });
  await payload.delete({ collection: "sessions", where: { id: { exists: true } }, overrideAccess: true });
  await payload.delete({
    collection: "users",
    where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } },
    overrideAccess: true,
  });
}
