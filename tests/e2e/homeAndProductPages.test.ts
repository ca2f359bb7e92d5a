import type pg from "pg";
import { expect, ROLES, test, toFrench } from "./fixtures";

/**
 * Public-site requirements seen in the page (Chromium): the home headline and the classroom-choice
 * modal, the product lists and cards, the product page, the course builder's sections, and the
 * Create Note modal in French.
 */
test.describe.configure({ mode: "parallel" });

let db: pg.Client;
test.beforeAll(({ db: client }) => {
  db = client;
});

async function product(key: string): Promise<{ id: number; title: string }> {
  const { rows } = await db.query<{ id: number; title: string }>(
    `SELECT p.id, l.title FROM products p JOIN products_locales l ON l._parent_id = p.id AND l._locale = 'en' WHERE p.key = $1`,
    [key],
  );
  return rows[0]!;
}

test.describe("home and header", () => {
  test("PUB-019 PUB-016 the headline is biology textbooks re-imagined through a visual approach; Classroom offers Student (→ /buy/class) and Educator (→ /subjects)", async ({
    page,
    goto,
  }) => {
    await goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biology textbooks, re-imagined.");
    await expect(page.getByText("A visual approach to learning biology", { exact: false })).toBeVisible();

    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Classroom", exact: true }).click();
    let dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "Student", exact: true })).toHaveAttribute("href", "/buy/class");
    await expect(dialog.getByRole("link", { name: "Educator", exact: true })).toHaveAttribute("href", "/subjects");
    await dialog.getByRole("link", { name: "Student", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/buy/class");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await header.getByRole("button", { name: "Classroom", exact: true }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: "Educator", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/subjects");
  });
});

test.describe("product lists and the product page", () => {
  test("PUB-003 PUB-042 /buy/class lists the products, a class or school search narrows them; each card has its cover, title, price, 'More Details' to /product?id= and 'Add to Cart'", async ({
    page,
    goto,
  }) => {
    const unit2 = await product("life-2");
    await goto("/buy/class");
    const cards = page.getByTestId("product-card");
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    const all = await cards.count();

    const card = cards.filter({ has: page.getByRole("heading", { name: unit2.title, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator("img")).toHaveAttribute("src", /.+/);
    await expect(card.getByTestId("product-price")).toHaveText(/30\.00/);
    await expect(card.getByRole("link", { name: `More Details: ${unit2.title}` })).toHaveText("More Details");
    await expect(card.getByRole("link", { name: `More Details: ${unit2.title}` })).toHaveAttribute("href", `/product?id=${unit2.id}`);
    await expect(card.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    // The class or school search: a seeded school's name keeps only its class's products.
    await page.getByLabel("Search for your class or school name. If you don't see it listed contact us!").fill("sainte-therese");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/buy\/class\?q=sainte-therese/);
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await expect(page.getByTestId("product-list").filter({ visible: true })).not.toContainText(unit2.title);
  });

  test("PUB-004 PUB-046 /buy/individual: the filters 'Animated Textbook', 'eBooks' and 'Show All', and the banner 'Were you sent here by your instructor?' with 'Search My Class' → /buy/class", async ({
    page,
    goto,
  }) => {
    await goto("/buy/individual");
    const filters = page.getByRole("navigation", { name: "Filter products" });
    await expect(filters.getByRole("link")).toHaveText(["Animated Textbook", "eBooks", "Show All"]);
    await expect(filters.getByRole("link", { name: "Animated Textbook" })).toHaveAttribute("href", "/buy/individual?filter=animated-textbook");
    await expect(filters.getByRole("link", { name: "eBooks" })).toHaveAttribute("href", "/buy/individual?filter=ebook");
    await expect(filters.getByRole("link", { name: "Show All" })).toHaveAttribute("href", "/buy/individual");
    await expect(filters.getByRole("link", { name: "Show All" })).toHaveAttribute("aria-current", "page");
    const cards = page.getByTestId("product-card");
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    const all = await cards.count();
    await filters.getByRole("link", { name: "Animated Textbook" }).click();
    await page.waitForURL(/filter=animated-textbook/);
    await expect(filters.getByRole("link", { name: "Animated Textbook" })).toHaveAttribute("aria-current", "page");
    // The eBook is not an animated textbook.
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await expect(page.getByTestId("product-list").filter({ visible: true })).not.toContainText((await product("life-ebook")).title);

    const banner = page.getByRole("note").filter({ hasText: "Were you sent here by your instructor?" });
    await expect(banner).toBeVisible();
    await banner.getByRole("link", { name: "Search My Class" }).click();
    await page.waitForURL((u) => u.pathname === "/buy/class");
  });

  test("PUB-005 PUB-058 /product?id={id} serves that product: its title, short description and sample lesson", async ({ page, goto }) => {
    const unit2 = await product("life-2");
    const unit3 = await product("life-3");
    const { rows } = await db.query<{ title: string }>(
      `SELECT l.title FROM products p JOIN lessons_locales l ON l._parent_id = p.lesson_example_id AND l._locale = 'en' WHERE p.id = $1`,
      [unit2.id],
    );
    await goto(`/product?id=${unit2.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unit2.title);
    await expect(page.getByText("One unit of the first-year LIFE series (unit 2).").first()).toBeVisible();
    await expect(page.getByText(`Sample lesson: ${rows[0]!.title}`)).toBeVisible();
    await goto(`/product?id=${unit3.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unit3.title);
  });
});

test.describe("forms", () => {
  test("PUB-052 the custom course builder has a professor details section and an institution info section", async ({ page, goto }) => {
    await goto("/custom-course-builder");
    const professor = page.getByRole("group", { name: "Professor details" });
    const institution = page.getByRole("group", { name: "Institution info" });
    await expect(professor).toBeVisible();
    await expect(institution).toBeVisible();
    await expect.poll(() => professor.getByRole("textbox").count()).toBeGreaterThan(2);
    await expect.poll(() => institution.getByRole("textbox").count()).toBeGreaterThan(2);
  });
});

test.describe("study tools in French", () => {
  test("I18N-009 the Create Note modal has French labels", async ({ openPage }) => {
    const { rows } = await db.query<{ id: number }>("SELECT module_id AS id FROM lessons WHERE key = 'life-2-c1-m2-l3'");
    const { page, goto } = await openPage({ as: ROLES.student });
    await goto(`/textbook/module?id=${rows[0]!.id}`);
    await toFrench(page);
    await page.getByRole("button", { name: "Créer une note" }).click();
    const dialog = page.getByTestId("note-dialog");
    await expect(dialog.getByRole("heading", { name: "Créer une note" })).toBeVisible();
    await expect(dialog.getByLabel("Résumé")).toBeVisible();
    await expect(dialog.getByText(/^Date : /)).toBeVisible();
    await expect(dialog.getByText(/Module : /)).toBeVisible();
    const style = dialog.getByLabel("Style du texte");
    await expect(style.locator("option")).toHaveText(["Titre", "Sous-titre", "Normal"]);
    await expect(dialog.getByRole("button", { name: "Enregistrer les modifications" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Fermer" }).first()).toBeVisible();
    await expect(dialog.getByText("Save Changes")).toHaveCount(0);
  });
});
