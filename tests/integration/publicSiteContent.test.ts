import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alignRowIds, pickLocale } from "../../cms/lib/localized";
import { CONTENT_CHANNEL, contentInvalidationSettled, startContentListener, stopContentListener } from "#core/content/invalidation";
import { dropContentModel } from "#core/content/readModel";
import { aboutContent, homeContent, isSiteContentWarm, privacyContent, SITE_CONTENT_STATEMENTS } from "#core/content/siteContent";
import { SITE_COPY } from "../../seeds/data/store";
import { FERPA_POLICY, PRIVACY_STATEMENT } from "../../seeds/publicSite";
import { lexicalToText } from "../../seeds/lexical";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

/**
 * The public site's content part of the read model (core/content/siteContent.ts,
 * docs/decisions/010-public-site-content.md): the CMS copy the home, About, catalogue and privacy
 * pages show, in English and French, answered from memory by anonymous callers without any write,
 * and dropped by the same hooks and NOTIFY as the textbook model.
 */

let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;

/** Counts the statements sent on Payload's pool while `fn` runs. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<{ count: number; sql: string[] }> {
  const pool = poolOf(db.payload);
  const original = pool.query;
  const sql: string[] = [];
  pool.query = function (this: unknown, ...args: Parameters<typeof original>) {
    sql.push(typeof args[0] === "string" ? args[0] : String((args[0] as { text?: string })?.text ?? ""));
    return original.apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pool.query = original;
  }
  return { count: sql.length, sql };
}

async function seedSiteCopy() {
  const en = await db.payload.updateGlobal({ slug: "site-copy", locale: "en", data: pickLocale(SITE_COPY, "en") as never, overrideAccess: true });
  await db.payload.updateGlobal({ slug: "site-copy", locale: "fr", data: alignRowIds(pickLocale(SITE_COPY, "fr"), en) as never, overrideAccess: true });
  for (const locale of ["en", "fr"] as const) {
    await db.payload.updateGlobal({
      slug: "site-copy",
      locale,
      data: { privacyStatement: PRIVACY_STATEMENT[locale] as never, ferpaPolicy: FERPA_POLICY[locale] as never },
      overrideAccess: true,
    });
  }
}

const anonymous = () => db.callerAs(null);

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "Catalogue Unit", 1, { chapters: 2, modules: 2, lessons: 2 });
  await seedSiteCopy();
  await contentInvalidationSettled();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe("public site content from the read model", () => {
  it("PUB-021 PUB-022 home: the 3 slides, the value cards and the 18 school logos, in EN and FR", async () => {
    const en = await (await anonymous()).publicSite.home();
    expect(en.slides.map((s) => s.title)).toEqual(SITE_COPY.homeSlides.map((s) => s.title.en));
    expect(en.valueCards).toHaveLength(3);
    expect(en.logos).toHaveLength(18);
    expect(en.logos[0].name).toBe("Lakeshore Collegiate");

    const french = await homeContent(db, "fr");
    expect(french.slides[0].title).toBe("Voir la cellule en mouvement");
    expect(french.valueCards[0].title).toBe("Le visuel d'abord");
  });

  it("PUB-027 PUB-028 about: 4 founders and the story stats 'Founded In 2015', '1000+ animated video lessons', '16,600+ classroom students served'", async () => {
    const about = await (await anonymous()).publicSite.about();
    expect(about.founders.map((f) => f.name)).toHaveLength(4);
    expect(about.stats.map((s) => [s.label, s.value])).toEqual([
      ["Founded In", "2015"],
      ["animated video lessons", "1000+"],
      ["classroom students served", "16,600+"],
    ]);
    const fr = await aboutContent(db, "fr");
    expect(fr.stats[0]).toMatchObject({ label: "Fondée en", value: "2015" });
    expect(fr.founders[0].role).toBe("Cofondatrice, direction scientifique");
  });

  it("PUB-034 PUB-036 PUB-037 PUB-038 catalogue: a unit's public table of contents (titles only, no ids to link to) and the testimonials", async () => {
    const cat = await (await anonymous()).publicSite.catalogue({ series: "LIFE" });
    const u = cat.units.find((x) => x.id === unit.unit);
    expect(u).toBeDefined();
    expect(u!.toc.map((c) => c.title)).toEqual(["Catalogue Unit C1", "Catalogue Unit C2"]);
    expect(u!.toc[0].modules.map((m) => m.title)).toEqual(["Catalogue Unit C1 M1", "Catalogue Unit C1 M2"]);
    expect(u!.toc[0].modules[0].lessons).toHaveLength(2);
    // PUB-037: nothing in the table of contents can be linked to.
    expect(JSON.stringify(u!.toc)).not.toMatch(/"id"/);
    expect(cat.testimonials).toHaveLength(8);
    expect((await (await anonymous()).publicSite.catalogue({ series: "ICB" })).units.find((x) => x.id === unit.unit)).toBeUndefined();
  });

  it("PUB-008 PUB-009 privacy: the statement (September 2015, Ontario and Canada, 30 days) and the FERPA policy, in EN and FR", async () => {
    const en = await (await anonymous()).publicSite.privacy();
    const text = lexicalToText(en.privacyStatement);
    expect(text).toContain("September 2015");
    expect(text).toContain("Ontario");
    expect(text).toContain("30 days");
    expect(lexicalToText(en.ferpaPolicy)).toContain("FERPA");
    const fr = await privacyContent(db, "fr");
    expect(lexicalToText(fr.privacyStatement)).toContain("septembre 2015");
    expect(lexicalToText(fr.ferpaPolicy)).toContain("Politique FERPA");
  });

  it("anonymous page views are answered from memory once warm and never write", async () => {
    const caller = await anonymous();
    await caller.publicSite.home();
    expect(isSiteContentWarm(db.payload)).toBe(true);
    const warm = await statementsDuring(async () => {
      await caller.publicSite.home();
      await caller.publicSite.about();
      await caller.publicSite.catalogue({ series: "LIFE" });
      await caller.publicSite.privacy();
    });
    expect(warm.count).toBe(0);
    // A cold load is plain SELECTs only (the site part's statements plus the textbook model's).
    dropContentModel(db.payload);
    expect(isSiteContentWarm(db.payload)).toBe(false);
    const cold = await statementsDuring(() => caller.publicSite.home());
    expect(cold.count).toBeGreaterThanOrEqual(SITE_CONTENT_STATEMENTS);
    for (const s of cold.sql) expect(s.trim().toLowerCase()).toMatch(/^select /);
  });

  it("an editor's save in the CMS invalidates the site content: the next read shows it (EN and FR)", async () => {
    const caller = await anonymous();
    await caller.publicSite.home();
    expect(isSiteContentWarm(db.payload)).toBe(true);
    const current = await db.payload.findGlobal({ slug: "site-copy", locale: "en", depth: 0, overrideAccess: true });
    const slides = (current.homeSlides ?? []).map((s, i) => (i === 0 ? { ...s, title: "Edited slide" } : s));
    await db.payload.updateGlobal({ slug: "site-copy", locale: "en", data: { homeSlides: slides }, overrideAccess: true });
    expect(isSiteContentWarm(db.payload)).toBe(false);
    await contentInvalidationSettled();
    expect((await caller.publicSite.home()).slides[0].title).toBe("Edited slide");
    // The French title is untouched.
    expect((await homeContent(db, "fr")).slides[0].title).toBe("Voir la cellule en mouvement");

    // A textbook edit (a module renamed) reaches the catalogue's table of contents too.
    await db.payload.update({ collection: "modules", id: unit.modules[0], locale: "en", data: { title: "Renamed module" }, overrideAccess: true });
    await contentInvalidationSettled();
    const cat = await caller.publicSite.catalogue({ series: "LIFE" });
    expect(cat.units.find((x) => x.id === unit.unit)!.toc[0].modules[0].title).toBe("Renamed module");
  });

  it("another instance's NOTIFY biotext_content drops the site content too", async () => {
    await startContentListener(db.payload);
    const options = poolOf(db.payload).options;
    const other = new pg.Client({ ...options });
    await other.connect();
    try {
      await (await anonymous()).publicSite.about();
      expect(isSiteContentWarm(db.payload)).toBe(true);
      await other.query(`select pg_notify('${CONTENT_CHANNEL}', 'elsewhere')`);
      await expect.poll(() => isSiteContentWarm(db.payload), { timeout: 1000, interval: 20 }).toBe(false);
    } finally {
      await other.end();
      await stopContentListener(db.payload);
    }
  });
});
