import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { down, up } from "../../cms/migrations/20261128_055658_localized_example_images";
import { poolOf } from "#core/db/pool";
import { getProduct } from "#core/catalog/catalog";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * PUB-049 I18N-008 (decided): a product's example images are chosen per language (a figure's labels are in one
 * language). The migration that made `exampleImages` localized keeps every product's images in both languages, and
 * its `down` keeps the English ones.
 */
let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(() => db?.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  poolOf(db.payload)
    .query(text, params)
    .then((r) => r.rows as T[]);
const media = async (name: string) =>
  (
    await db.payload.create({
      collection: "media",
      data: { key: `mx-${name}`, alt: name, unit: null },
      file: png(name),
      overrideAccess: true,
      depth: 0,
    })
  ).id;
/** A 1×1 PNG named `name`. */
const png = (name: string) => ({
  name,
  mimetype: "image/png",
  size: 68,
  data: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII=", "base64"),
});

describe("PUB-049 I18N-008 the localized_example_images migration", () => {
  it("PUB-049 I18N-008 each language shows its own example images (French without its own: the English ones); down keeps the English ones, up gives them to both", async () => {
    const [enImage, frImage] = [await media("figure-x.en.png"), await media("figure-x.fr.png")];
    const product = await db.payload.create({
      collection: "products",
      locale: "en",
      data: { title: "MX", price: 10, currency: "USD", exampleImages: [enImage] },
      overrideAccess: true,
      depth: 0,
    });
    const urls = async (locale: "en" | "fr") => (await getProduct(db, locale, product.id))!.exampleImages.map((i) => i.url);
    // No French images yet: French shows the English ones.
    expect(await urls("fr")).toEqual(await urls("en"));
    expect((await urls("en"))[0]).toMatch(/figure-x\.en(-\d+)?\.png$/);
    await db.payload.update({
      collection: "products",
      id: product.id,
      locale: "fr",
      data: { title: "MX", exampleImages: [frImage] },
      overrideAccess: true,
      depth: 0,
    });
    expect((await urls("fr"))[0]).toMatch(/figure-x\.fr(-\d+)?\.png$/);
    expect((await urls("en"))[0]).toMatch(/figure-x\.en(-\d+)?\.png$/);

    const rows = () =>
      sql<{ locale: string | null; media_id: number }>(
        `SELECT locale::text AS locale, media_id FROM products_rels WHERE parent_id = $1 AND path = 'exampleImages' ORDER BY locale`,
        [product.id],
      );
    const drizzle = (db.payload.db as unknown as { drizzle: unknown }).drizzle;
    await down({ db: drizzle, payload: db.payload, req: {} } as never);
    expect(await sql(`SELECT media_id FROM products_rels WHERE parent_id = $1 AND path = 'exampleImages'`, [product.id])).toEqual([{ media_id: enImage }]);
    await up({ db: drizzle, payload: db.payload, req: {} } as never);
    expect(await rows()).toEqual([
      { locale: "en", media_id: enImage },
      { locale: "fr", media_id: enImage },
    ]);
  });
});
