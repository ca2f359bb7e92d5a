import type { Payload } from "payload";
import { contentModel, type ContentModel, type Locale, type MediaRow } from "#core/content/readModel";
import type { WithPayload } from "#core/context";
import { normalizeSearch } from "#shared/catalog";
import { poolOf } from "#core/db/pool";

/**
 * The store catalogue (PUB-039…051): published products as one in-process read model, read with
 * plain SQL on Payload's pool. It is kept per content-model generation: the Products collection's
 * hooks drop the content model (docs/decisions/007-content-read-model.md), so a new content model
 * object means a new catalogue — the same invalidation, local drop and NOTIFY included.
 * See docs/decisions/015-catalogue-and-search.md.
 */

export type ProductImage = { id: number; url: string; thumbnail: string | null; alt: string };
export type CatalogProduct = {
  id: number;
  key: string | null;
  title: string;
  price: number;
  currency: "USD" | "CAD";
  categories: string[];
  ltiOnly: boolean;
  externalPurchaseUrl: string | null;
  cover: ProductImage | null;
  shortDescription: string | null;
  description: unknown;
  productInformation: unknown;
  lessonExample: { id: number; title: string } | null;
  exampleImages: ProductImage[];
  memberships: number[];
  /** PUB-039: the keys of the memberships the product grants, in the product's order. */
  membershipKeys: string[];
};

type Catalog = { views: Record<Locale, CatalogProduct[]>; byId: Record<Locale, Map<number, CatalogProduct>> };

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
const catalogs = new WeakMap<ContentModel, Promise<Catalog>>();

function queryOf(payload: Payload): Query {
  const pool = poolOf(payload);
  return (text, values) => pool.query(text, values);
}

const STATEMENTS = {
  products: `select id, key, price, currency, lti_only, external_purchase_url, lesson_example_id from products where coalesce(published, true) order by id`,
  locales: `select _parent_id, _locale, title, cover_id, short_description, description, product_information from products_locales`,
  categories: `select parent_id, value from products_categories order by parent_id, "order"`,
  rels: `select parent_id, path, media_id, memberships_id, locale::text as locale from products_rels order by parent_id, "order"`,
  memberships: `select id, key from memberships`,
} as const;

async function loadCatalog(payload: Payload, model: ContentModel): Promise<Catalog> {
  const query = queryOf(payload);
  const [products, locales, categories, rels, memberships] = await Promise.all([
    query(STATEMENTS.products),
    query(STATEMENTS.locales),
    query(STATEMENTS.categories),
    query(STATEMENTS.rels),
    query(STATEMENTS.memberships),
  ]);
  const membershipKey = new Map(memberships.rows.map((m) => [Number(m.id), String(m.key)]));
  const views = { en: [], fr: [] } as Record<Locale, CatalogProduct[]>;
  const byId = { en: new Map(), fr: new Map() } as Catalog["byId"];
  for (const locale of ["en", "fr"] as Locale[]) {
    const view = model.views[locale];
    const image = (id: unknown): ProductImage | null => {
      const m: MediaRow | undefined = id == null ? undefined : view.media.get(Number(id));
      // Only public files (no unit): a unit's files are for its members (cms/access/mediaRead.ts), and
      // the catalogue is the same for every visitor.
      return m?.url && m.unitId == null ? { id: m.id, url: m.url, thumbnail: m.thumbnail, alt: m.alt ?? "" } : null;
    };
    for (const p of products.rows) {
      const id = Number(p.id);
      const own = locales.rows.find((l) => Number(l._parent_id) === id && l._locale === locale);
      const en = locales.rows.find((l) => Number(l._parent_id) === id && l._locale === "en");
      const pick = (col: string) => {
        const v = own?.[col];
        return v === null || v === undefined || v === "" ? en?.[col] ?? null : v;
      };
      const myRels = rels.rows.filter((r) => Number(r.parent_id) === id);
      // PUB-049 (I18N-008): the language's own example images, else the English ones.
      const examplesIn = (lang: Locale) => myRels.filter((r) => r.path === "exampleImages" && r.media_id != null && r.locale === lang);
      const ownExamples = examplesIn(locale);
      const lesson = p.lesson_example_id == null ? undefined : view.lessons.get(Number(p.lesson_example_id));
      const product: CatalogProduct = {
        id,
        key: (p.key as string | null) ?? null,
        title: String(pick("title") ?? ""),
        price: Number(p.price),
        currency: (p.currency as "USD" | "CAD") ?? "USD",
        categories: categories.rows.filter((c) => Number(c.parent_id) === id).map((c) => String(c.value)),
        ltiOnly: p.lti_only === true,
        externalPurchaseUrl: (p.external_purchase_url as string | null) ?? null,
        cover: image(pick("cover_id")),
        shortDescription: (pick("short_description") as string | null) ?? null,
        description: pick("description"),
        productInformation: pick("product_information"),
        lessonExample: lesson ? { id: lesson.id, title: lesson.title } : null,
        exampleImages: (ownExamples.length || locale === "en" ? ownExamples : examplesIn("en"))
          .map((r) => image(r.media_id))
          .filter((m): m is ProductImage => m != null),
        memberships: myRels.filter((r) => r.path === "memberships" && r.memberships_id != null).map((r) => Number(r.memberships_id)),
        membershipKeys: myRels
          .filter((r) => r.path === "memberships" && r.memberships_id != null && membershipKey.has(Number(r.memberships_id)))
          .map((r) => membershipKey.get(Number(r.memberships_id))!),
      };
      views[locale].push(product);
      byId[locale].set(id, product);
    }
  }
  return { views, byId };
}

async function catalog(payload: Payload): Promise<Catalog> {
  const model = await contentModel(payload);
  let c = catalogs.get(model);
  if (!c) {
    c = loadCatalog(payload, model);
    catalogs.set(model, c);
    c.catch(() => catalogs.delete(model));
  }
  return c;
}

export type ProductFilter = "all" | "animated-textbook" | "ebook";

/** PUB-039/040: the published products, optionally of one category (the /buy/individual filters). */
export async function listProducts({ payload }: WithPayload, locale: Locale, filter: ProductFilter = "all"): Promise<CatalogProduct[]> {
  const all = (await catalog(payload)).views[locale];
  return filter === "all" ? all : all.filter((p) => p.categories.includes(filter));
}

/** PUB-047: one published product, or null (unknown or unpublished). */
export async function getProduct({ payload }: WithPayload, locale: Locale, id: number): Promise<CatalogProduct | null> {
  return (await catalog(payload)).byId[locale].get(id) ?? null;
}

/** The SQL expression that folds case and the accents of French and other Latin letters. */
const FOLD_FROM = "àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōœùúûüūýÿžźż";
const FOLD_TO = "aaaaaaacccee" + "eeeeeiiiiiilnnoooooooouuuuuyyzzz";
const fold = (column: string) => `translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}')`;

/**
 * PUB-044/045: the class or school search (docs/decisions/015). Case- and accent-insensitive
 * substring match on the product title (either language), on a class or school name whose
 * memberships the product grants; empty → every product. One statement on the server.
 */
export async function searchProducts({ payload }: WithPayload, locale: Locale, text: string): Promise<CatalogProduct[]> {
  const all = (await catalog(payload)).views[locale];
  const needle = normalizeSearch(text);
  if (!needle) return all;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await queryOf(payload)(
    `select distinct l._parent_id as id from products_locales l where ${fold("l.title")} like $1
     union
     select distinct pr.parent_id as id from products_rels pr
       join classes_rels cr on cr.path = 'memberships' and cr.memberships_id = pr.memberships_id
       join classes c on c.id = cr.parent_id
     where pr.path = 'memberships' and ${fold("c.name")} like $1`,
    [pattern],
  );
  const ids = new Set(rows.map((r) => Number(r.id)));
  return all.filter((p) => ids.has(p.id));
}

/** The session facts the purchase rule needs. */
export type PurchaseSession = { isLTI?: boolean | null } | null | undefined;

/**
 * PUB-051 / CART-012: an LTI-only product can be bought only inside an LTI session. The product
 * page shows the disabled 'Only LTI can purchase'; the cart (commerce) calls this on the server.
 */
export function canPurchase(product: Pick<CatalogProduct, "ltiOnly">, session: PurchaseSession): boolean {
  return !product.ltiOnly || session?.isLTI === true;
}
