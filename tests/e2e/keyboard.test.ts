import type { Page } from "@playwright/test";
import { expect, login, test } from "./fixtures";

/**
 * Keyboard only (issue "Proof at scale"; WCAG 2.1.1, 2.1.2, 2.4.7): the purchase journey done with Tab,
 * typing and Enter alone, and a walk of every page of the purchase and learning journeys: each
 * element that takes focus shows it (an outline or a ring), and Tab goes round the whole page and
 * comes back (header and main both reached: no trap).
 */
// The tests are independent of each other: both workers share them out.
test.describe.configure({ mode: "parallel" });

type Focused = { key: string; name: string; visible: boolean; inHeader: boolean; inMain: boolean; inItem: string | null; tag: string };

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none" && style.boxShadow !== "";
    // A native <video controls>: Tab moves through the browser's own controls inside the element's
    // user-agent shadow root, which draw their own focus ring; the host's style cannot show it.
    const nativeControls = (el instanceof HTMLVideoElement || el instanceof HTMLAudioElement) && el.controls;
    const labelled = el.getAttribute("aria-label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? "";
    const path: string[] = [];
    for (let n: Element | null = el; n && n !== document.body; n = n.parentElement)
      path.unshift(`${n.tagName}:${Array.prototype.indexOf.call(n.parentElement?.children ?? [], n)}`);
    return {
      key: path.join("/"),
      name: `${labelled} ${el.textContent ?? ""}`.replace(/\s+/g, " ").trim(),
      visible: outline || ring || nativeControls,
      inHeader: !!el.closest("header"),
      inMain: !!el.closest("main"),
      inItem: (el.closest("[data-testid=catalogue-item]") as HTMLElement | null)?.innerText ?? null,
      tag: el.tagName,
    };
  });
}

/** Presses Tab until the focused element satisfies `want` (at most `limit` presses); every stop must show its focus. */
async function tabTo(page: Page, want: (f: Focused) => boolean, what: string, limit = 120): Promise<Focused> {
  const invisible: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    if (!f) continue;
    if (!f.visible) invisible.push(`${f.tag} "${f.name.slice(0, 40)}"`);
    if (want(f)) {
      expect(invisible, `focus not visible on the way to ${what}`).toEqual([]);
      return f;
    }
  }
  throw new Error(`Tab never reached ${what} (${page.url()})`);
}

/** Tab round the page: every stop shows its focus, and focus comes back to where it started after visiting the header and the main content. */
async function walk(page: Page) {
  await page.keyboard.press("Tab");
  let first = await focused(page);
  for (let i = 0; !first && i < 5; i++) {
    await page.keyboard.press("Tab");
    first = await focused(page);
  }
  expect(first, `nothing takes focus on ${page.url()}`).not.toBeNull();
  const seen = { header: first!.inHeader, main: first!.inMain, stops: 1 };
  const invisible: string[] = first!.visible ? [] : [`${first!.tag} "${first!.name.slice(0, 40)}"`];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    if (!f) continue;
    if (f.key === first!.key) {
      expect(invisible, `focus not visible on ${page.url()}`).toEqual([]);
      expect(seen.header && seen.main, `Tab went round ${page.url()} without reaching both header and main`).toBe(true);
      return seen.stops;
    }
    seen.stops++;
    seen.header ||= f.inHeader;
    seen.main ||= f.inMain;
    if (!f.visible) invisible.push(`${f.tag} "${f.name.slice(0, 40)}"`);
  }
  throw new Error(`focus never came back to its start on ${page.url()} (a trap?)`);
}

async function typeInto(page: Page, label: RegExp, text: string) {
  await tabTo(page, (f) => ["INPUT", "SELECT", "TEXTAREA"].includes(f.tag) && label.test(f.name), `the field ${label}`);
  await page.keyboard.type(text);
}

test.describe("keyboard only", () => {
  test("CART-009 CHK-014 CHK-026 CHK-033 a visitor buys a unit with the keyboard alone, focus always visible", async ({ openPage }) => {
    test.setTimeout(120_000);
    const { page, errors, goto } = await openPage();
    await goto("/cart");
    await walk(page);
    await tabTo(page, (f) => f.tag === "BUTTON" && (f.inItem ?? "").includes("LIFE Unit 3"), "LIFE Unit 3's Add to Cart");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cart-line").filter({ hasText: "LIFE Unit 3" })).toBeVisible();
    await tabTo(page, (f) => f.tag === "A" && f.name === "Checkout", "the Checkout link");
    await Promise.all([page.waitForURL("**/checkout"), page.keyboard.press("Enter")]);
    await expect(page.getByRole("heading", { name: "1. User Information" })).toBeVisible();
    await walk(page);
    await typeInto(page, /^E-mail/, `keyboard-${Date.now()}@e2e.test`);
    await typeInto(page, /^Password/, "Keyboard-e2e-2026");
    await typeInto(page, /^First name/, "Barbara");
    await typeInto(page, /^Last name/, "McClintock");
    await typeInto(page, /^Province or territory/, "Ontario");
    await typeInto(page, /^Postal code/, "M5V 2T6");
    await tabTo(page, (f) => f.tag === "BUTTON" && f.name === "Next", "Next");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Tax (13%)")).toBeVisible();
    await tabTo(page, (f) => f.tag === "BUTTON" && f.name === "Continue to payment", "Continue to payment");
    await page.keyboard.press("Enter");
    await typeInto(page, /^Card number/, "4242 4242 4242 4242");
    await typeInto(page, /^Expiry/, "1230");
    await typeInto(page, /^CVV/, "123");
    await tabTo(page, (f) => f.tag === "BUTTON" && f.name === "Submit", "Submit");
    await Promise.all([page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 30_000 }), page.keyboard.press("Enter")]);
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    await walk(page);
    expect(errors).toEqual([]);
  });

  test("LRN-003 LRN-006 LRN-019 the public and learning pages: focus visible at every stop, Tab goes round without a trap", async ({ openPage }) => {
    test.setTimeout(180_000);
    const { page, goto } = await openPage();
    for (const path of ["/", "/buy/individual", "/subjects"]) {
      await goto(path);
      expect(await walk(page)).toBeGreaterThan(5);
    }
    await login(page, "student@biotext.test");
    for (const path of ["/account", "/textbook"]) {
      await goto(path);
      expect(await walk(page)).toBeGreaterThan(5);
    }
    await expect(page.locator('a[href*="/textbook/module?id="]').first()).toBeVisible();
    const moduleHref = await page.locator('a[href*="/textbook/module?id="]').first().getAttribute("href");
    await goto(moduleHref!);
    expect(await walk(page)).toBeGreaterThan(5);
  });
});

/**
 * Issue 46 (accessibility crawl, keyboard findings): a control that waits for the server keeps the focus (it says
 * busy and unavailable instead of becoming `disabled`, which drops the focus on <body>), a step or tab that the
 * keyboard opens gets it, and the logo strip stops when asked to.
 */
test.describe("issue 46: the focus stays where the keyboard put it", () => {
  test("issue 46 F3 Needs attention: 'Save threshold' and 'E-mail these students' keep the focus while they wait", async ({ openPage }) => {
    const { page, goto } = await openPage({ as: "teacher@biotext.test" });
    await goto("/account?tab=liveClass");
    const threshold = page.getByLabel("Grade threshold (%)");
    await expect(threshold).not.toHaveValue("");
    await threshold.fill("100");
    const save = page.getByRole("button", { name: "Save threshold" });
    await save.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Threshold saved: 100 %." })).toBeVisible();
    await expect(save).toBeFocused();
    const email = page.getByRole("button", { name: "E-mail these students" });
    await email.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /E-mail sent to \d+ students?;/ })).toBeVisible();
    await expect(email).toBeFocused();
  });

  test("issue 46 F4 SES-050 dashboard tabs: quick ArrowDown/ArrowUp presses leave the focus on the selected tab", async ({ openPage }) => {
    const { page, goto } = await openPage({ as: "admin@biotext.test" });
    await goto("/account");
    const tabs = page.getByRole("main").getByRole("tablist").first().getByRole("tab");
    await tabs.first().focus();
    const selected = page.locator('[role=tab][aria-selected="true"]');
    // Bursts of key presses, as a keyboard user scanning the list: after each, one tab has both the focus and the selection.
    const bursts = [
      ["ArrowDown", "ArrowDown", "ArrowUp"],
      ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp", "ArrowUp"],
      ["ArrowUp", "ArrowDown", "ArrowDown"],
      ["ArrowDown", "ArrowUp", "ArrowDown", "ArrowUp"],
      ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp"],
      ["ArrowUp", "ArrowUp", "ArrowDown"],
      ["ArrowDown", "ArrowDown", "ArrowUp", "ArrowDown"],
      ["ArrowUp", "ArrowDown", "ArrowUp"],
      ["ArrowDown", "ArrowUp", "ArrowUp", "ArrowDown", "ArrowDown"],
      ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp"],
    ];
    for (const [i, burst] of bursts.entries()) {
      for (const key of burst) await page.keyboard.press(key);
      await expect(selected, `burst ${i + 1}: ${burst.join(" ")}`).toBeFocused({ timeout: 5000 });
    }
    // The URL follows the selection (Radix's ids end with the tab's value): a reload opens the same tab.
    const name = (await selected.textContent())!.trim();
    const value = (await selected.getAttribute("id"))!.split("-trigger-")[1];
    await expect(page).toHaveURL(value === "dashboard" ? /\/account$/ : new RegExp(`[?&]tab=${value}$`));
    await goto(page.url());
    await expect(page.locator('[role=tab][aria-selected="true"]')).toHaveText(name);
  });

  test("issue 46 F9 CHK-014 each checkout step opened with the keyboard takes the focus (its header button), not <body>", async ({ openPage }) => {
    const { page, goto } = await openPage();
    await goto("/cart");
    await page.getByTestId("catalogue-item").filter({ hasText: "LIFE Unit 3" }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-line").filter({ hasText: "LIFE Unit 3" })).toBeVisible();
    await goto("/checkout");
    await page.getByLabel("E-mail", { exact: true }).first().fill(`focus-steps-${Date.now()}@e2e.test`);
    await page.getByLabel("Password", { exact: true }).fill("Keyboard-e2e-2026");
    await page.getByLabel("First name", { exact: true }).fill("Rosalind");
    await page.getByLabel("Last name", { exact: true }).fill("Franklin");
    await page.getByLabel("Province or territory", { exact: true }).selectOption("ON");
    await page.getByLabel("Postal code", { exact: true }).fill("M5V 2T6");
    await page.getByRole("button", { name: "Next", exact: true }).focus();
    await page.keyboard.press("Enter");
    const breakdown = page.getByRole("button", { name: "2. Purchase Breakdown" });
    await expect(breakdown).toHaveAttribute("aria-expanded", "true");
    await expect(breakdown).toBeFocused();
    await page.getByRole("button", { name: "Continue to payment" }).focus();
    await page.keyboard.press("Enter");
    const payment = page.getByRole("button", { name: "3. Payment and Submit Order" });
    await expect(payment).toHaveAttribute("aria-expanded", "true");
    await expect(payment).toBeFocused();
    // The next Tab goes into the step just opened.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(/^Card number/)).toBeFocused();
  });

  test("issue 46 F10 CART-009 'Add to Cart' pressed with Enter keeps the focus while the product is added", async ({ openPage }) => {
    const { page, goto } = await openPage();
    await goto("/cart");
    const add = page
      .getByTestId("catalogue-item")
      .filter({ hasText: "LIFE Unit 3" })
      .getByRole("button", { name: /Add to Cart|Adding/ });
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cart-line").filter({ hasText: "LIFE Unit 3" })).toBeVisible();
    await expect(add).toHaveText("Add to Cart");
    await expect(add).toBeFocused();
  });

  test("issue 46 F12 NOTE-017 'Bookmark this module' pressed with Enter keeps the focus while it saves", async ({ openPage, db }) => {
    const { page, goto } = await openPage({ as: "student@biotext.test" });
    const moduleId = (await db.query<{ id: number }>("SELECT id FROM modules WHERE key = 'life-2-c1-m2'")).rows[0]!.id;
    await goto(`/textbook/module?id=${moduleId}`);
    const toggle = page.getByTestId("bookmark-toggle");
    const before = await toggle.getAttribute("aria-pressed");
    await expect(toggle).not.toHaveAttribute("aria-busy", "true");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
    await expect(toggle).not.toHaveAttribute("aria-busy", "true");
    await expect(toggle).toBeFocused();
    // And back, with Space.
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-pressed", before ?? "false");
    await expect(toggle).not.toHaveAttribute("aria-busy", "true");
    await expect(toggle).toBeFocused();
  });

  test("issue 46 F14 WCAG 2.2.2 'Pause the logos' stops the strip, and so does hovering it", async ({ openPage }) => {
    const { page, goto } = await openPage();
    await goto("/");
    const strip = page.getByTestId("logo-strip");
    const marquee = strip.locator(".public-marquee");
    const playState = () => marquee.evaluate((e) => getComputedStyle(e).animationPlayState);
    await expect.poll(playState).toBe("running");
    await page.getByRole("button", { name: "Pause the logos" }).click();
    await expect(page.getByRole("button", { name: "Play the logos" })).toBeVisible();
    await expect.poll(playState).toBe("paused");
    // 30 frames the browser paints (no fixed wait): a paused strip has not moved in any of them.
    const movedOverFrames = () =>
      marquee.evaluate(
        (e) =>
          new Promise<boolean>((resolve) => {
            const x = () => new DOMMatrix(getComputedStyle(e).transform).m41;
            const start = x();
            let frames = 0;
            const tick = () => (++frames < 30 ? requestAnimationFrame(tick) : resolve(x() !== start));
            requestAnimationFrame(tick);
          }),
      );
    expect(await movedOverFrames()).toBe(false);
    // Playing again, then the pointer over the strip: it stops while the pointer stays.
    await page.getByRole("button", { name: "Play the logos" }).click();
    await expect.poll(playState).toBe("running");
    await strip.hover();
    await expect.poll(playState).toBe("paused");
  });
});
