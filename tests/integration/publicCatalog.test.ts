import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createLocalized } from "../../cms/lib/localized";
import { canPurchase, listProducts } from "#core/catalog/catalog";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { openTestDb, type TestDb } from "../support/payload";

/** The store catalogue (PUB-039…051): search, filters, product page data, the LTI-only rule. */

let db: TestDb;
let student: User;
const ids: Record<string, number> = {};

beforeAll(async () => {
  db = await openTestDb();
  const p = db.payload;
  const life = await createLocalized(p, "memberships", { key: "T-LIFE", name: { en: "Life", fr: "Vie" } });
  const hs = await createLocalized(p, "memberships", { key: "T-HS", name: { en: "HS", fr: "Sec" } });
  await p.create({ collection: "classes", data: { name: "École Secondaire Sainte-Thérèse", key: "T-STE", memberships: [hs.id] }, overrideAccess: true });
  const make = async (key: string, data: Record<string, unknown>) =>
    (ids[key] = (await createLocalized(p, "products", { key, currency: "USD", ...data } as never)).id);
  await make("life", { title: { en: "LIFE Unit 1", fr: "LIFE Unité 1" }, price: 30, categories: ["animated-textbook"], memberships: [life.id] });
  await make("hs", {
    title: { en: "High School Biology", fr: "Biologie au secondaire" },
    price: 25,
    categories: ["animated-textbook", "classroom"],
    memberships: [hs.id],
  });
  await make("ebook", {
    title: { en: "Cell eBook", fr: "Livre numérique cellule" },
    price: 12.5,
    categories: ["ebook"],
    externalPurchaseUrl: "https://books.example.com/cell",
  });
  await make("lti", { title: { en: "LIFE for your LMS", fr: "LIFE pour votre plateforme" }, price: 30, categories: ["animated-textbook"], ltiOnly: true });
  await make("hidden", { title: { en: "Hidden draft product", fr: "Produit caché" }, price: 1, published: false });
  await contentInvalidationSettled();
  student = await db.createUser({ email: "buyer@catalog.test", role: "student" });
});
afterAll(() => db?.close());

describe("PUB-044/045 class or school search", () => {
  it("PUB-045: a partial, accent-free, lower-case school name finds the products of that school's class", async () => {
    const caller = await db.callerAs(null);
    const found = await caller.catalog.search({ q: "sainte-therese" });
    expect(found.products.map((p) => p.id)).toEqual([ids.hs]);
    const upper = await caller.catalog.search({ q: "ECOLE SECONDAIRE" });
    expect(upper.products.map((p) => p.id)).toEqual([ids.hs]);
  });

  it("PUB-045: matches product titles in either language, accents folded", async () => {
    const caller = await db.callerAs(null);
    expect((await caller.catalog.search({ q: "numerique" })).products.map((p) => p.id)).toEqual([ids.ebook]);
    expect((await caller.catalog.search({ q: "unit 1" })).products.map((p) => p.id)).toEqual([ids.life]);
  });

  it("PUB-045: an empty search lists every published product; LIKE wildcards are literal", async () => {
    const caller = await db.callerAs(null);
    const all = await caller.catalog.search({ q: "  " });
    expect(all.products.map((p) => p.id).sort()).toEqual([ids.life, ids.hs, ids.ebook, ids.lti].sort());
    expect(all.numProducts).toBe(4);
    expect((await caller.catalog.search({ q: "%" })).products).toEqual([]);
  });
});

describe("PUB-039…043 product lists", () => {
  it("PUB-043: the filters return their category; eBooks carry the Purchase link", async () => {
    const caller = await db.callerAs(null);
    const ebooks = await caller.catalog.list({ filter: "ebook" });
    expect(ebooks.products.map((p) => p.id)).toEqual([ids.ebook]);
    expect(ebooks.products[0].externalPurchaseUrl).toBe("https://books.example.com/cell");
    const animated = await caller.catalog.list({ filter: "animated-textbook" });
    expect(animated.products.map((p) => p.id).sort()).toEqual([ids.life, ids.hs, ids.lti].sort());
  });

  it("PUB-039: the list, read with the caller's session, gives each product id, title, price, memberships (membershipKey), cover, categories (slug), the external purchase link and ltiOnly", async () => {
    const fr = await db.callerAs(student, { session: { language: "fr" } as never });
    const { products } = await fr.catalog.list({ filter: "all" });
    const byId = new Map(products.map((p) => [p.id, p]));
    expect(byId.get(ids.hs!)).toEqual({
      id: ids.hs,
      title: "Biologie au secondaire",
      price: 25,
      currency: "USD",
      memberships: [{ membershipKey: "T-HS" }],
      cover: null,
      categories: ["animated-textbook", "classroom"],
      externalPurchaseUrl: null,
      ltiOnly: false,
    });
    expect(byId.get(ids.life!)?.memberships).toEqual([{ membershipKey: "T-LIFE" }]);
    expect(byId.get(ids.ebook!)).toMatchObject({
      memberships: [],
      categories: ["ebook"],
      externalPurchaseUrl: "https://books.example.com/cell",
      ltiOnly: false,
    });
    expect(byId.get(ids.lti!)).toMatchObject({ ltiOnly: true, title: "LIFE pour votre plateforme" });
    // The session's language, not a default: an English session reads the English titles.
    const en = await (await db.callerAs(student, { session: { language: "en" } as never })).catalog.list({ filter: "all" });
    expect(en.products.find((p) => p.id === ids.hs)?.title).toBe("High School Biology");
  });

  it("PUB-039: a membership's key edited in the CMS is seen on the next list (the catalogue's membership keys are invalidated too)", async () => {
    const caller = await db.callerAs(null);
    const membershipOf = async () => (await caller.catalog.list({ filter: "all" })).products.find((p) => p.id === ids.life)?.memberships;
    expect(await membershipOf()).toEqual([{ membershipKey: "T-LIFE" }]);
    const { docs } = await db.payload.find({ collection: "memberships", where: { key: { equals: "T-LIFE" } }, overrideAccess: true, depth: 0 });
    await db.payload.update({ collection: "memberships", id: docs[0]!.id, data: { key: "T-LIFE-2" }, overrideAccess: true });
    await contentInvalidationSettled();
    expect(await membershipOf()).toEqual([{ membershipKey: "T-LIFE-2" }]);
    await db.payload.update({ collection: "memberships", id: docs[0]!.id, data: { key: "T-LIFE" }, overrideAccess: true });
    await contentInvalidationSettled();
  });

  it("PUB-039: titles are read in the page's language", async () => {
    const fr = await listProducts(db, "fr", "all");
    expect(fr.find((p) => p.id === ids.life)?.title).toBe("LIFE Unité 1");
    const en = await listProducts(db, "en", "all");
    expect(en.find((p) => p.id === ids.life)?.title).toBe("LIFE Unit 1");
  });
});

describe("PUB-047…051 product page", () => {
  it("PUB-047: an unknown or unpublished id is NOT_FOUND", async () => {
    const caller = await db.callerAs(null);
    await expect(caller.catalog.product({ id: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.catalog.product({ id: ids.hidden })).rejects.toBeInstanceOf(TRPCError);
  });

  it("PUB-051: an LTI-only product cannot be purchased outside an LTI session, and can inside one", async () => {
    const outside = await (await db.callerAs(student)).catalog.product({ id: ids.lti });
    expect(outside.ltiOnly).toBe(true);
    expect(outside.canPurchase).toBe(false);
    const inside = await (await db.callerAs(student, { session: { isLTI: true } })).catalog.product({ id: ids.lti });
    expect(inside.canPurchase).toBe(true);
    expect((await (await db.callerAs(null)).catalog.product({ id: ids.life })).canPurchase).toBe(true);
    expect(canPurchase({ ltiOnly: true }, null)).toBe(false);
    expect(canPurchase({ ltiOnly: true }, { isLTI: true })).toBe(true);
    expect(canPurchase({ ltiOnly: false }, null)).toBe(true);
  });

  it("PUB-039: an edit in the CMS is seen on the next read (content invalidation)", async () => {
    const caller = await db.callerAs(null);
    expect((await caller.catalog.product({ id: ids.life })).price).toBe(30);
    await db.payload.update({ collection: "products", id: ids.life, data: { price: 35 }, overrideAccess: true });
    await contentInvalidationSettled();
    expect((await caller.catalog.product({ id: ids.life })).price).toBe(35);
  });
});
