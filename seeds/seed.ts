import type { Payload } from "payload";
import { hashPassword } from "#core/auth/passwords";
import { createLocalized } from "../cms/lib/localized";
import { MEDIA_DIR, seedUnit } from "./curriculum";
import type { UnitSpec } from "./data/curriculum/types";
import { MEMBERSHIPS, PRICE_LIST, PRODUCTS, SITE_COPY } from "./data/store";
import { seedCommerce } from "./commerce";
import { paragraphsToLexical } from "./lexical";
import { publicMedia, seedPublicSite } from "./publicSite";
import { seedQuizDemo } from "./quizzes";
import { seedStoreClasses } from "./publicStore";

/** The one documented demo password (README). Demo accounts are never seeded when APP_ENV=production. */
export const DEMO_PASSWORD = "BioText-demo-2026";

export const DEMO_ACCOUNTS = [
  { email: "admin@biotext.test", username: "admin", firstName: "Ada", lastName: "Admin", role: "admin" },
  { email: "editor@biotext.test", username: "editor", firstName: "Eve", lastName: "Editor", role: "editor" },
  { email: "teacher@biotext.test", username: "teacher", firstName: "Theo", lastName: "Teacher", role: "teacher" },
  { email: "student@biotext.test", username: "student", firstName: "Sam", lastName: "Student", role: "student" },
] as const;

/** What the demo learners may open (LRN-053): memberships by key, given when the account has none. */
export const DEMO_MEMBERSHIPS: Partial<Record<(typeof DEMO_ACCOUNTS)[number]["email"], string[]>> = {
  "student@biotext.test": ["LIFE-ALL", "HS-ALL"],
  "teacher@biotext.test": ["LIFE-ALL", "HS-ALL", "ICB-ALL"],
};

export type SeedOptions = {
  demoAccounts: boolean;
  log?: (msg: string) => void;
  /** Which units to seed (default: the whole demo curriculum). */
  units?: UnitSpec[];
  /** Where the generated media live (default seeds/media/out). */
  mediaDir?: string;
};

/** Seeds only an empty database (no units and no users), so a running install is never touched. */
export async function seedIfEmpty(payload: Payload, opts: SeedOptions) {
  const [units, users] = await Promise.all([
    payload.count({ collection: "units", overrideAccess: true }),
    payload.count({ collection: "users", overrideAccess: true }),
  ]);
  if (units.totalDocs > 0 || users.totalDocs > 0) return { seeded: false };
  await seedDemo(payload, opts);
  return { seeded: true };
}

async function seedAccounts(payload: Payload, log: (m: string) => void) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const found = await payload.find({ collection: "users", where: { email: { equals: account.email } }, limit: 1, overrideAccess: true });
    if (found.docs.length) continue;
    await payload.create({ collection: "users", data: { ...account, passwordHash }, overrideAccess: true });
    log(`user ${account.email}`);
  }
}

/** Gives demo accounts without memberships their demo memberships (an admin's later changes are kept). */
async function seedAccountMemberships(payload: Payload, membershipIds: Map<string, number>) {
  for (const [email, keys] of Object.entries(DEMO_MEMBERSHIPS)) {
    const found = await payload.find({ collection: "users", where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true });
    const user = found.docs[0];
    if (!user || user.memberships?.length) continue;
    const ids = (keys ?? []).map((k) => membershipIds.get(k)).filter((id): id is number => id != null);
    if (ids.length) await payload.update({ collection: "users", id: user.id, data: { memberships: ids }, overrideAccess: true, depth: 0 });
  }
}

async function seedMemberships(payload: Payload, unitIds: Map<string, number>) {
  const ids = new Map<string, number>();
  for (const m of MEMBERSHIPS) {
    const found = await payload.find({ collection: "memberships", where: { key: { equals: m.key } }, limit: 1, overrideAccess: true, depth: 0 });
    const units = m.units.map((k) => unitIds.get(k)).filter((id): id is number => id != null);
    const doc = found.docs[0] ?? (await createLocalized(payload, "memberships", { key: m.key, name: m.name, units }));
    ids.set(m.key, doc.id);
  }
  return ids;
}

async function seedProducts(payload: Payload, mediaDir: string, unitIds: Map<string, number>, membershipIds: Map<string, number>) {
  for (const p of PRODUCTS) {
    const found = await payload.find({ collection: "products", where: { key: { equals: p.key } }, limit: 1, overrideAccess: true, depth: 0 });
    if (found.docs.length) continue;
    const unitId = unitIds.get(p.unitKey);
    const unit = unitId ? await payload.findByID({ collection: "units", id: unitId, depth: 0, overrideAccess: true }) : null;
    // Each language's cover of the unit (its title in that language).
    const unitFr = unitId ? await payload.findByID({ collection: "units", id: unitId, depth: 0, locale: "fr", overrideAccess: true }) : null;
    const firstLesson = unitId
      ? (await payload.find({ collection: "lessons", where: { key: { like: `${p.unitKey}-c1-m1-l1` } }, limit: 1, depth: 1, overrideAccess: true })).docs[0]
      : undefined;
    // PUB-049: the example images are public copies of the first lesson's figures (a lesson's own files are for its unit's
    // members), each language's from that language's figures.
    const firstLessonFr = firstLesson
      ? await payload.findByID({ collection: "lessons", id: firstLesson.id, depth: 1, locale: "fr", overrideAccess: true })
      : undefined;
    const examples = async (figures: NonNullable<typeof firstLesson>["figures"], title: string) => {
      const ids: number[] = [];
      for (const f of figures ?? []) {
        const media = typeof f.image === "object" ? f.image : null;
        const relative = media?.key?.startsWith("seed:") ? media.key.slice("seed:".length) : null;
        const copy = relative ? await publicMedia(payload, mediaDir, relative, media?.alt ?? title) : null;
        if (copy != null) ids.push(copy);
      }
      return ids;
    };
    const exampleImages = { en: await examples(firstLesson?.figures, p.title.en), fr: await examples(firstLessonFr?.figures, p.title.fr) };
    await createLocalized(payload, "products", {
      key: p.key,
      title: p.title,
      price: p.price,
      currency: "USD",
      cover: unit?.cover ? { en: unit.cover, fr: unitFr?.cover ?? unit.cover } : undefined,
      shortDescription: p.shortDescription,
      description: { en: paragraphsToLexical(p.shortDescription.en), fr: paragraphsToLexical(p.shortDescription.fr) },
      productInformation: {
        en: paragraphsToLexical(
          "Access for one student for 12 months. Includes every animated lesson, quiz and 3D structure of the units listed.\n\nTeachers get the class dashboard and grade export.",
        ),
        fr: paragraphsToLexical(
          "Accès pour un élève pendant 12 mois. Comprend toutes les leçons animées, les quiz et les structures 3D des unités incluses.\n\nLes enseignants disposent du tableau de bord de classe et de l'export des notes.",
        ),
      },
      lessonExample: firstLesson?.id,
      exampleImages,
      categories: p.categories,
      memberships: p.memberships.map((k) => membershipIds.get(k)).filter(Boolean),
      ltiOnly: p.ltiOnly ?? false,
      externalPurchaseUrl: p.externalPurchaseUrl,
    });
  }
}

async function seedGlobals(payload: Payload) {
  const prices = await payload.findGlobal({ slug: "courseware-prices", overrideAccess: true });
  if (!prices.entries?.length) {
    const en = await payload.updateGlobal({
      slug: "courseware-prices",
      locale: "en",
      data: {
        entries: PRICE_LIST.map((e) => ({
          ...e,
          name: e.name.en,
          dropDownDescription: e.dropDownDescription.en,
          includedFeatures: e.includedFeatures.map((f) => ({ itemName: f.itemName.en })),
        })),
      },
      overrideAccess: true,
    });
    await payload.updateGlobal({
      slug: "courseware-prices",
      locale: "fr",
      data: {
        entries: PRICE_LIST.map((e, i) => ({
          ...e,
          id: en.entries?.[i]?.id,
          name: e.name.fr,
          dropDownDescription: e.dropDownDescription.fr,
          includedFeatures: e.includedFeatures.map((f, j) => ({ id: en.entries?.[i]?.includedFeatures?.[j]?.id, itemName: f.itemName.fr })),
        })),
      },
      overrideAccess: true,
    });
  }
  const copy = await payload.findGlobal({ slug: "site-copy", overrideAccess: true });
  if (!copy.homeSlides?.length) {
    const { pickLocale, alignRowIds } = await import("../cms/lib/localized");
    const en = await payload.updateGlobal({ slug: "site-copy", locale: "en", data: pickLocale(SITE_COPY, "en") as never, overrideAccess: true });
    await payload.updateGlobal({ slug: "site-copy", locale: "fr", data: alignRowIds(pickLocale(SITE_COPY, "fr"), en) as never, overrideAccess: true });
  }
}

/** Idempotent: every record is looked up by a natural key and only created when missing. */
export async function seedDemo(payload: Payload, opts: SeedOptions) {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  if (opts.demoAccounts) await seedAccounts(payload, log);
  const units = opts.units ?? (await import("./data/curriculum")).units;
  // Memberships first (AR associations refer to them), then their unit lists once units exist.
  const membershipIds = await seedMemberships(payload, new Map());
  if (opts.demoAccounts) await seedAccountMemberships(payload, membershipIds);
  const ctx = { payload, mediaDir: opts.mediaDir ?? MEDIA_DIR, log, membershipIds };
  const unitIds = new Map<string, number>();
  for (const unit of units) unitIds.set(unit.key, await seedUnit(ctx, unit));
  for (const m of MEMBERSHIPS) {
    const id = membershipIds.get(m.key)!;
    const ids = m.units.map((k) => unitIds.get(k)).filter((x): x is number => x != null);
    if (ids.length) await payload.update({ collection: "memberships", id, data: { units: ids }, overrideAccess: true, depth: 0 });
  }
  await seedProducts(payload, opts.mediaDir ?? MEDIA_DIR, unitIds, membershipIds);
  await seedStoreClasses(payload, membershipIds); // issue 11 (feat/forms): classes for the /buy/class search
  await seedGlobals(payload);
  await seedPublicSite(payload, opts.mediaDir ?? MEDIA_DIR);
  // Quizzes (issue 13): the demo class with its students' attempts.
  if (opts.demoAccounts) await seedQuizDemo(payload, log);
  if (opts.demoAccounts) await (await import("./lti")).seedLtiDemo(payload, membershipIds, log);
  await seedCommerce(payload); // Commerce (issue 12)
  log(`seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Removes everything this seed creates (used by `npm run seed:reset`); user accounts other than the demo ones are kept. */
export async function resetDemo(payload: Payload) {
  for (const collection of ["ar-structures", "products", "quizzes", "lessons", "modules", "chapters", "units", "memberships", "media", "sessions"] as const) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true });
  }
  await payload.delete({ collection: "users", where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } }, overrideAccess: true });
  await payload.updateGlobal({ slug: "courseware-prices", data: { entries: [] }, overrideAccess: true });
  await payload.updateGlobal({
    slug: "site-copy",
    data: { homeSlides: [], valueCards: [], testimonials: [], schoolLogos: [], founders: [], aboutStats: [] },
    overrideAccess: true,
  });
}
