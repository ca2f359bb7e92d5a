import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { DEMO_PASSWORD } from "../../seeds/seed";

export const baseURL = () => inject("baseURL");

/** Headless Chromium announces itself as "HeadlessChrome", which the server treats as a bot (no visitor session). */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** Debian's Chromium, headless, with the flags this sandbox needs (no downloads, no background traffic). */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export type WatchedPage = { page: Page; context: BrowserContext; errors: string[] };

/**
 * The page has hydrated (root.tsx marks `<html data-hydrated>`): its controls answer. A click made
 * before that is lost, so tests wait for it after each document load instead of racing it. A document
 * that is not one of our pages (no `data-i18n-strings`: a file, the CMS admin) is not waited on.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !document.documentElement.hasAttribute("data-i18n-strings"),
    undefined,
    { timeout: 20_000 },
  );
}

/** A page in a fresh context whose console errors and uncaught exceptions are collected; goto and reload return once it has hydrated. */
export async function openPage(browser: Browser, opts: { viewport?: { width: number; height: number } } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseURL(), userAgent: BROWSER_UA, viewport: opts.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await hydrated(page);
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await hydrated(page);
    return res;
  };
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return { page, context, errors };
}

/** Logs in through the real /login page. */
export async function login(page: Page, email: string, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  await page.getByLabel("Email or Username").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith("/login")),
    page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click(),
  ]);
  await hydrated(page);
}
