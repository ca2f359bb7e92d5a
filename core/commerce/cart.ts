import crypto from "node:crypto";
import { Forbidden, Invalid, NotFound } from "#core/errors";
import type { Payload } from "payload";
import type { Context } from "#core/context";
import { newVisitor, visitorCookie } from "#core/session/visitorCookie";
import { poolOf, type Queryable, type Row } from "#core/db/pool";
import { CART_MESSAGES, toCents, taxFor, type Country, type TaxBreakdown } from "#shared/commerce";

/**
 * Server-side carts (CART-*): one open cart per visitor (the signed `vid` cookie) or per account,
 * created on the first add. Every amount is computed here in integer cents from the products'
 * stored prices; nothing the browser sends about money is read.
 */

export type CartItem = { productId: number; quantity: number };
export type CartAddress = { country: Country; province: string; postalCode: string };
type CartRow = {
  id: number;
  publicId: string;
  items: CartItem[];
  couponId: number | null;
  address: CartAddress | null;
  version: number;
  userId: number | null;
};

/**
 * Where a product can be bought (issue 23 item 3, docs/decisions/061-purchasability.md), a property of
 * the product derived from its fields in one place (PRODUCT_SALE_SQL): `here` in the cart; `lti` in
 * the cart of an LTI session only; `external` on an outside site (its purchase link: an e-book);
 * `trial` only through the instructor trial (`/trial`: a 'trial' category or the Commerce Settings'
 * trial product); `hidden` nowhere (unpublished, or without a price).
 */
export type ProductSale = "here" | "lti" | "external" | "trial" | "hidden";
export type ProductRow = { id: number; priceCents: number; currency: string; ltiOnly: boolean; sale: ProductSale; title: string; memberships: number[] };

const PRODUCT_SALE_SQL = `CASE
  WHEN EXISTS (SELECT 1 FROM products_categories c WHERE c.parent_id = p.id AND c.value = 'trial')
    OR p.id IN (SELECT s.trial_product_id FROM commerce_settings s WHERE s.trial_product_id IS NOT NULL) THEN 'trial'
  WHEN coalesce(p.external_purchase_url, '') <> '' THEN 'external'
  WHEN NOT coalesce(p.published, true) OR p.price IS NULL OR p.price <= 0 THEN 'hidden'
  WHEN coalesce(p.lti_only, false) THEN 'lti'
  ELSE 'here' END`;

/**
 * Why the caller may not buy the product in the cart, or null: checked when it is added and again
 * when the order is placed (the product may have changed in between).
 */
export function saleProblem(ctx: Pick<Context, "session">, product: Pick<ProductRow, "sale">): string | null {
  if (product.sale === "here") return null;
  if (product.sale === "lti") return ctx.session?.isLTI ? null : CART_MESSAGES.ltiOnly;
  return CART_MESSAGES.notForSale;
}
export type CouponRow = {
  id: number;
  code: string;
  amountCents: number;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  products: number[];
  memberships: number[];
};

export type CartView = {
  shoppingCartID: string | null;
  version: number;
  cartItems: { productId: number; productName: string; productPrice: number; quantity: number; lineTotal: number; ltiOnly: boolean }[];
  couponCode: string | null;
  couponProblem: string | null;
  address: CartAddress | null;
  cartTotal: {
    cartSubtotal: number;
    cartTotalDiscountValue: number;
    cartTotalTaxPercent: number;
    cartTaxValue: number;
    cartTotal: number;
    cartCurrency: string;
    taxes: TaxBreakdown & { cents: { gst: number; hst: number; pst: number; qst: number } };
  };
};

const CART_COLUMNS = `id, public_id, items, coupon_id, address, version::int AS version, user_id`;
const toCart = (r: Row): CartRow => ({
  id: r.id as number,
  publicId: r.public_id as string,
  items: (r.items as CartItem[]) ?? [],
  couponId: (r.coupon_id as number | null) ?? null,
  address: (r.address as CartAddress | null) ?? null,
  version: r.version as number,
  userId: (r.user_id as number | null) ?? null,
});

export async function loadProducts(db: Queryable, ids: number[], language: string): Promise<Map<number, ProductRow>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query(
    `SELECT p.id, p.price::float8 AS price, p.currency::text AS currency, coalesce(p.lti_only, false) AS lti_only, ${PRODUCT_SALE_SQL} AS sale,
            (SELECT l.title FROM products_locales l WHERE l._parent_id = p.id ORDER BY (l._locale::text = $2) DESC, (l._locale::text = 'en') DESC LIMIT 1) AS title,
            coalesce((SELECT array_agg(r.memberships_id ORDER BY r."order") FROM products_rels r WHERE r.parent_id = p.id AND r.path = 'memberships' AND r.memberships_id IS NOT NULL), '{}') AS memberships
       FROM products p WHERE p.id = ANY($1::int[])`,
    [ids, language],
  );
  return new Map(
    rows.map((r) => [
      r.id as number,
      {
        id: r.id as number,
        priceCents: toCents(r.price as number),
        currency: r.currency as string,
        ltiOnly: r.lti_only as boolean,
        sale: r.sale as ProductSale,
        title: (r.title as string) ?? "",
        memberships: r.memberships as number[],
      },
    ]),
  );
}

const COUPON_SQL = `SELECT c.id, c.code, c.amount::float8 AS amount, c.valid_from, c.valid_until, c.usage_limit::int AS usage_limit, c.used_count::int AS used_count,
       coalesce((SELECT array_agg(r.products_id) FROM coupons_rels r WHERE r.parent_id = c.id AND r.path = 'products' AND r.products_id IS NOT NULL), '{}') AS products,
       coalesce((SELECT array_agg(r.memberships_id) FROM coupons_rels r WHERE r.parent_id = c.id AND r.path = 'memberships' AND r.memberships_id IS NOT NULL), '{}') AS memberships
  FROM coupons c`;

const toCoupon = (r: Row): CouponRow => ({
  id: r.id as number,
  code: r.code as string,
  amountCents: toCents(r.amount as number),
  validFrom: (r.valid_from as Date | null) ?? null,
  validUntil: (r.valid_until as Date | null) ?? null,
  usageLimit: (r.usage_limit as number | null) ?? null,
  usedCount: r.used_count as number,
  products: r.products as number[],
  memberships: r.memberships as number[],
});

export async function couponByCode(db: Queryable, code: string): Promise<CouponRow | null> {
  const { rows } = await db.query(`${COUPON_SQL} WHERE lower(c.code) = lower($1) LIMIT 1`, [code.trim()]);
  return rows[0] ? toCoupon(rows[0]) : null;
}

async function couponById(db: Queryable, id: number): Promise<CouponRow | null> {
  const { rows } = await db.query(`${COUPON_SQL} WHERE c.id = $1`, [id]);
  return rows[0] ? toCoupon(rows[0]) : null;
}

/** Why a coupon does not apply to these products now (null: it applies). The usage limit is enforced again, atomically, at payment. */
export function couponProblem(c: CouponRow, products: ProductRow[], now = new Date()): string | null {
  if ((c.validFrom && now < new Date(c.validFrom)) || (c.validUntil && now > new Date(c.validUntil))) return CART_MESSAGES.couponExpired;
  if (c.usageLimit != null && c.usedCount >= c.usageLimit) return CART_MESSAGES.couponUsedUp;
  if (c.products.length && !products.some((p) => c.products.includes(p.id))) return CART_MESSAGES.couponNotApplicable;
  if (c.memberships.length && !products.some((p) => p.memberships.some((m) => c.memberships.includes(m)))) return CART_MESSAGES.couponNotApplicable;
  return null;
}

/** Takes one use of a coupon if any is left: one statement, so concurrent payments never exceed the limit. */
export async function redeemCoupon(db: Queryable, couponId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE coupons SET used_count = used_count + 1, updated_at = now() WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit)`,
    [couponId],
  );
  return rowCount === 1;
}

export async function releaseCoupon(db: Queryable, couponId: number) {
  await db.query(`UPDATE coupons SET used_count = greatest(used_count - 1, 0), updated_at = now() WHERE id = $1`, [couponId]);
}

/** Pure cart maths in cents: subtotal, dollar discount (never above the subtotal), tax per component, total. */
export function cartMaths(lines: { priceCents: number; quantity: number }[], discountCents: number, tax: TaxBreakdown) {
  const subtotal = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
  const discount = Math.min(Math.max(discountCents, 0), subtotal);
  const base = subtotal - discount;
  const cents = { gst: Math.round(base * tax.gst), hst: Math.round(base * tax.hst), pst: Math.round(base * tax.pst), qst: Math.round(base * tax.qst) };
  const taxCents = cents.gst + cents.hst + cents.pst + cents.qst;
  return { subtotal, discount, taxCents, total: base + taxCents, cents };
}

/** Who a visitor's cart belongs to: the signed `vid` cookie's id, or a visitor session row's public id. */
export const visitorKey = (ctx: Context): string | null => ctx.visitor?.publicId ?? (ctx.session && !ctx.user ? ctx.session.publicId : null);

/** The caller's open cart (the account's when signed in, else the visitor's), or null. */
async function findOpenCart(ctx: Context, db: Queryable): Promise<CartRow | null> {
  if (ctx.user) {
    const { rows } = await db.query(`SELECT ${CART_COLUMNS} FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id DESC LIMIT 1`, [ctx.user.id]);
    return rows[0] ? toCart(rows[0]) : null;
  }
  const visitorId = visitorKey(ctx);
  if (!visitorId) return null;
  const { rows } = await db.query(`SELECT ${CART_COLUMNS} FROM carts WHERE visitor_id = $1 AND user_id IS NULL AND status = 'open' ORDER BY id DESC LIMIT 1`, [
    visitorId,
  ]);
  return rows[0] ? toCart(rows[0]) : null;
}

/** The caller's open cart, created on their first write (a visitor without a cookie gets one). */
async function cartForWrite(ctx: Context, db: Queryable): Promise<CartRow> {
  const found = await findOpenCart(ctx, db);
  if (found) return found;
  if (!ctx.user && !visitorKey(ctx)) {
    const visitor = newVisitor(ctx.language);
    ctx.setCookie(visitorCookie(visitor, ctx.secureCookies));
    ctx.visitor = visitor;
  }
  const { rows } = await db.query(`INSERT INTO carts (public_id, visitor_id, user_id, items) VALUES ($1, $2, $3, '[]'::jsonb) RETURNING ${CART_COLUMNS}`, [
    crypto.randomUUID(),
    ctx.user ? null : visitorKey(ctx),
    ctx.user?.id ?? null,
  ]);
  return toCart(rows[0]!);
}

async function saveCart(db: Queryable, cart: CartRow, patch: Partial<Pick<CartRow, "items" | "couponId" | "address">>) {
  await db.query(`UPDATE carts SET items = $2::jsonb, coupon_id = $3, address = $4::jsonb, version = version + 1, updated_at = now() WHERE id = $1`, [
    cart.id,
    JSON.stringify(patch.items ?? cart.items),
    patch.couponId !== undefined ? patch.couponId : cart.couponId,
    JSON.stringify(patch.address !== undefined ? patch.address : cart.address),
  ]);
}

/** The stable code of each cart message ("cart.couponExpired"), for pages and tests to branch on. */
const CART_CODE_OF_MESSAGE = new Map<string, string>(Object.entries(CART_MESSAGES).map(([key, message]) => [message, `cart.${key}`]));
const bad = (message: string) => new Invalid(CART_CODE_OF_MESSAGE.get(message) ?? "cart.invalid", message);

/** CART-009, CART-012: adds a product for sale here (quantity 1 by default); LTI-only products only in an LTI session; one currency per cart. */
export async function addToCart(ctx: Context, productId: number, quantity = 1): Promise<CartView> {
  const db = poolOf(ctx.payload);
  const product = (await loadProducts(db, [productId], ctx.language)).get(productId);
  if (!product) throw new NotFound("cart.unknownProduct", CART_MESSAGES.unknownProduct);
  const problem = saleProblem(ctx, product);
  if (problem) throw new Forbidden(CART_CODE_OF_MESSAGE.get(problem) ?? "cart.notForSale", problem);
  const cart = await cartForWrite(ctx, db);
  const others = await loadProducts(
    db,
    cart.items.map((i) => i.productId).filter((id) => id !== productId),
    ctx.language,
  );
  if ([...others.values()].some((p) => p.currency !== product.currency)) throw bad(CART_MESSAGES.otherCurrency);
  const items = cart.items.some((i) => i.productId === productId)
    ? cart.items.map((i) => (i.productId === productId ? { ...i, quantity: Math.min(i.quantity + quantity, 999) } : i))
    : [...cart.items, { productId, quantity }];
  await saveCart(db, cart, { items });
  return getCart(ctx);
}

/** Sets a line's quantity (0 removes it). */
export async function setQuantity(ctx: Context, productId: number, quantity: number): Promise<CartView> {
  const db = poolOf(ctx.payload);
  const cart = await findOpenCart(ctx, db);
  if (!cart) throw new NotFound("cart.empty", CART_MESSAGES.emptyCart);
  const items =
    quantity === 0 ? cart.items.filter((i) => i.productId !== productId) : cart.items.map((i) => (i.productId === productId ? { ...i, quantity } : i));
  await saveCart(db, cart, { items });
  return getCart(ctx);
}

/** CART-013: applies (or, with an empty code, removes) the cart's one coupon. */
export async function applyCoupon(ctx: Context, code: string): Promise<CartView> {
  const db = poolOf(ctx.payload);
  const cart = await findOpenCart(ctx, db);
  if (!cart || !cart.items.length) throw bad(CART_MESSAGES.emptyCart);
  if (!code.trim()) {
    await saveCart(db, cart, { couponId: null });
    return getCart(ctx);
  }
  const coupon = await couponByCode(db, code);
  if (!coupon) throw bad(CART_MESSAGES.couponInvalid);
  const products = await loadProducts(
    db,
    cart.items.map((i) => i.productId),
    ctx.language,
  );
  const problem = couponProblem(coupon, [...products.values()]);
  if (problem) throw bad(problem);
  await saveCart(db, cart, { couponId: coupon.id });
  return getCart(ctx);
}

/** CART-016: the address tax is computed for (checked for consistency by the caller). */
export async function saveCartAddress(ctx: Context, address: CartAddress): Promise<CartView> {
  const db = poolOf(ctx.payload);
  const cart = await findOpenCart(ctx, db);
  if (!cart || !cart.items.length) throw bad(CART_MESSAGES.emptyCart);
  await saveCart(db, cart, { address });
  return getCart(ctx);
}

const EMPTY_TAX = taxFor("OTHER", "");

/** CART-007: the cart with its amounts in cents, as the server computes them. */
export async function priceCart(
  db: Queryable,
  cart: CartRow | null,
  language: string,
): Promise<CartView & { products: ProductRow[]; coupon: CouponRow | null; cartId: number | null }> {
  const items = cart?.items ?? [];
  const products = await loadProducts(
    db,
    items.map((i) => i.productId),
    language,
  );
  const lines = items.filter((i) => products.has(i.productId)).map((i) => ({ ...i, product: products.get(i.productId)! }));
  const coupon = cart?.couponId ? await couponById(db, cart.couponId) : null;
  const problem = coupon ? couponProblem(coupon, [...products.values()]) : null;
  const tax = cart?.address ? taxFor(cart.address.country, cart.address.province) : EMPTY_TAX;
  const m = cartMaths(
    lines.map((l) => ({ priceCents: l.product.priceCents, quantity: l.quantity })),
    coupon && !problem ? coupon.amountCents : 0,
    tax,
  );
  return {
    cartId: cart?.id ?? null,
    shoppingCartID: cart?.publicId ?? null,
    version: cart?.version ?? 0,
    cartItems: lines.map((l) => ({
      productId: l.productId,
      productName: l.product.title,
      productPrice: l.product.priceCents,
      quantity: l.quantity,
      lineTotal: l.product.priceCents * l.quantity,
      ltiOnly: l.product.ltiOnly,
    })),
    couponCode: coupon?.code ?? null,
    couponProblem: problem,
    address: cart?.address ?? null,
    products: lines.map((l) => l.product),
    coupon: coupon && !problem ? coupon : null,
    cartTotal: {
      cartSubtotal: m.subtotal,
      cartTotalDiscountValue: m.discount,
      cartTotalTaxPercent: tax.rate,
      cartTaxValue: m.taxCents,
      cartTotal: m.total,
      cartCurrency: lines[0]?.product.currency ?? "USD",
      taxes: { ...tax, cents: m.cents },
    },
  };
}

export async function pricedCurrentCart(ctx: Context) {
  const db = poolOf(ctx.payload);
  return priceCart(db, await findOpenCart(ctx, db), ctx.language);
}

export async function getCart(ctx: Context): Promise<CartView> {
  const { products: _p, coupon: _c, cartId: _id, ...view } = await pricedCurrentCart(ctx);
  return view;
}

/**
 * At login: the visitor's open cart joins the account's. Without an account cart it becomes the
 * account's; otherwise its lines are added (a product already there keeps the larger quantity) and
 * its coupon is kept when the account cart has none.
 */
export async function mergeVisitorCart(payload: Payload, visitorId: string, userId: number) {
  const db = poolOf(payload);
  const { rows } = await db.query(`SELECT ${CART_COLUMNS} FROM carts WHERE visitor_id = $1 AND user_id IS NULL AND status = 'open' ORDER BY id DESC LIMIT 1`, [
    visitorId,
  ]);
  if (!rows[0]) return;
  const visitorCart = toCart(rows[0]);
  const mine = await db.query(`SELECT ${CART_COLUMNS} FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id DESC LIMIT 1`, [userId]);
  if (!mine.rows[0]) {
    await db.query(`UPDATE carts SET user_id = $2, version = version + 1, updated_at = now() WHERE id = $1`, [visitorCart.id, userId]);
    return;
  }
  const account = toCart(mine.rows[0]);
  const items = [...account.items];
  for (const it of visitorCart.items) {
    const same = items.find((i) => i.productId === it.productId);
    if (same) same.quantity = Math.max(same.quantity, it.quantity);
    else items.push(it);
  }
  await saveCart(db, account, { items, couponId: account.couponId ?? visitorCart.couponId });
  await db.query(`DELETE FROM carts WHERE id = $1`, [visitorCart.id]);
}

/** The products that can be put in a cart (priced, no outside purchase link, not the trial), for the cart page's product list. */
export async function purchasableProducts(ctx: Context): Promise<{ id: number; title: string; priceCents: number; currency: string; ltiOnly: boolean }[]> {
  const db = poolOf(ctx.payload);
  const { rows } = await db.query(`SELECT p.id FROM products p WHERE ${PRODUCT_SALE_SQL} IN ('here', 'lti') ORDER BY p.id LIMIT 100`);
  const products = await loadProducts(
    db,
    rows.map((r) => r.id as number),
    ctx.language,
  );
  return [...products.values()]
    .sort((a, b) => a.id - b.id)
    .map((p) => ({ id: p.id, title: p.title, priceCents: p.priceCents, currency: p.currency, ltiOnly: p.ltiOnly }));
}
