import type { Queryable } from "#core/db/pool";

/**
 * Issue 46 F6: products' titles in `language`, else in English, else in any language that has one (a product's
 * non-empty title from `products_locales`). A product with no title left (deleted) is absent from the map: its caller
 * keeps the name recorded with the order. One query for all the ids. Used by the order views (the thank-you page, the
 * receipt, the Orders tab) and by the trial reminder e-mail (core/commerce/trialExpiry.ts).
 */
export async function localizedProductTitles(db: Queryable, ids: readonly number[], language: string): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wanted.length) return new Map();
  const { rows } = await db.query(
    `SELECT DISTINCT ON (l._parent_id) l._parent_id AS id, l.title
       FROM products_locales l
      WHERE l._parent_id = ANY($1::int[]) AND l.title <> ''
      ORDER BY l._parent_id, (l._locale::text = $2) DESC, (l._locale::text = 'en') DESC`,
    [wanted, language],
  );
  return new Map(rows.map((r) => [r.id as number, r.title as string]));
}
