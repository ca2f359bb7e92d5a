/**
 * The e2e fixtures. Per worker: a database cloned from the seeded demo template and the production
 * server on it (so workers share nothing). Per test: pages whose `goto` and `reload` return once the
 * page has hydrated, their console errors, and pages already signed in as each demo role.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page, type Request, type Response } from "@playwright/test";
import pg from "pg";
import { DEMO_PASSWORD } from "../../seeds/seed";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../support/postgres";
import { freePort, startProductionServer, type RunningServer } from "../support/server";
import { startNginx, startPgbouncer, type Nginx, type Pgbouncer } from "../support/stack";
import { startWorker, type RunningWorker } from "../support/worker";
import { startLocalQuickBooks, type LocalQuickBooks } from "../support/qboServer";
import { startLocalStripe, type LocalStripe } from "../support/stripeServer";
import { BROWSER_UA } from "./userAgent";

export { expect };

/** The demo accounts (README). */
export const ROLES = {
  student: "student@biotext.test",
  teacher: "teacher@biotext.test",
  admin: "admin@biotext.test",
  editor: "editor@biotext.test",
} as const;

/**
 * The page has hydrated (root.tsx marks `<html data-hydrated>`): its controls answer. A click made
 * before that is lost. A document that is not one of our pages (no `data-i18n-strings`: a file, the
 * CMS admin) is not waited on. 60 s: the About page's 3D viewer (software WebGL in headless Chromium) held the main
 * thread past 30 s once on a 2-core machine loaded by other work (a clean-clone CI run beside builds and benchmarks);
 * since 27 Nov 2026 it waits for its button where 3D is drawn in software (app/lib/softwareWebGL.ts), but any page can
 * be slow on a busy machine.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated], html:not([data-i18n-strings])").waitFor({ state: "attached", timeout: 60_000 });
}

/** Requests that stay open by design (a live stream, a video's ranges, a socket): not waited for by `settled`. */
const LONG_LIVED = new Set(["eventsource", "media", "websocket"]);
const trackers = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests in flight (for `settled`); call before the navigation to wait on. */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return;
  const inflight = new Set<Request>();
  trackers.set(page, inflight);
  page.on("request", (r) => {
    if (!LONG_LIVED.has(r.resourceType())) inflight.add(r);
  });
  page.on("requestfinished", (r) => inflight.delete(r));
  page.on("requestfailed", (r) => inflight.delete(r));
  // A new document: what the previous one had in flight is abandoned.
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) for (const r of inflight) if (r.frame() !== f || r.isNavigationRequest()) inflight.delete(r);
  });
}

/**
 * The page's data has arrived: no request in flight (tracked since `trackRequests`) for `quietMs`. Playwright's
 * "networkidle" waits 500 ms of silence after every page, about half of a crawl's time; this waits 150 ms. Gives up
 * quietly after `timeout`, as the crawls did with "networkidle".
 */
export async function settled(page: Page, quietMs = 150, timeout = 15_000): Promise<void> {
  const inflight = trackers.get(page);
  if (!inflight) throw new Error("settled(page): call trackRequests(page) first");
  const end = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (inflight.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type GotoOptions = Parameters<Page["goto"]>[1];

/** page.goto, returning once the new document has hydrated. */
export async function gotoHydrated(page: Page, url: string, opts?: GotoOptions): Promise<Response | null> {
  const res = await page.goto(url, opts);
  await hydrated(page);
  return res;
}
export type AppPage = {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  /** page.goto, returning once the new document has hydrated. */
  goto: (url: string, opts?: GotoOptions) => Promise<Response | null>;
  /** page.reload, returning once the document has hydrated. */
  reload: () => Promise<Response | null>;
};

type OpenOptions = { viewport?: { width: number; height: number } | null; javaScriptEnabled?: boolean; as?: string };

/** A page in a fresh context (for pages shared by the tests of a file: the `openPage` fixture closes its own). */
export async function newAppPage(browser: Browser, baseURL: string, opts: OpenOptions = {}): Promise<AppPage> {
  const context = await browser.newContext({
    baseURL,
    userAgent: BROWSER_UA,
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: opts.javaScriptEnabled,
  });
  if (opts.as) await signIn(context.request, baseURL, opts.as);
  return appPage(await context.newPage());
}

function appPage(page: Page): AppPage {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return {
    page,
    context: page.context(),
    errors,
    goto: (url, opts) => gotoHydrated(page, url, opts),
    reload: async () => {
      const res = await page.reload();
      await hydrated(page);
      return res;
    },
  };
}

/** Logs in through the real /login page (what a user does); `next`: where it then leads. */
export async function login(page: Page, email: string, next?: string) {
  await gotoHydrated(page, next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  await page.getByLabel("Email or Username").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith("/login")),
    page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click(),
  ]);
  await hydrated(page);
}

/** Signs a context (its `request`) in through the login procedure: faster than the form, for tests about something else. */
export async function signIn(request: APIRequestContext, baseURL: string, identifier: string, password = DEMO_PASSWORD) {
  const res = await request.post("/trpc/auth.login", { data: { json: { identifier, password } }, headers: { origin: baseURL } });
  const body = (await res.json()) as { result?: { data: { json: { validLogin: boolean } } } };
  if (!body.result?.data.json.validLogin) throw new Error(`signing in as ${identifier} failed: ${JSON.stringify(body)}`);
}

/** Switches the page to French with the header's language menu (a full reload) and waits for the French page. */
export async function toFrench(page: Page, lang: "FR" | "EN" = "FR") {
  // The new document's DOMContentLoaded: its "load" also waits for the page's media, slow on a busy machine.
  // A page can hold its main thread for long on a busy machine (as /about-us's software WebGL did): generous timeouts.
  await Promise.all([
    page.waitForEvent("domcontentloaded", { timeout: 60_000 }),
    page.getByRole("combobox", { name: /^(Language|Langue)$/ }).selectOption(lang, { timeout: 60_000 }),
  ]);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", lang.toLowerCase());
}

type TestFixtures = {
  /** Console errors and uncaught exceptions of `page`. */
  errors: string[];
  /** `page.goto` that returns once the page has hydrated. */
  goto: AppPage["goto"];
  /** Another page in a fresh context (closed after the test), optionally signed in as `as`. */
  openPage: (opts?: OpenOptions) => Promise<AppPage>;
  studentPage: AppPage;
  teacherPage: AppPage;
  adminPage: AppPage;
  editorPage: AppPage;
};
/**
 * The deployment shape of docs/deploy.md (issue 29), as `test.use({ stack: "nginx" })` starts it: nginx in front of
 * two production instances, PgBouncer in transaction mode between them and PostgreSQL, one jobs worker.
 */
export type Deployment = {
  nginx: Nginx;
  pgbouncer: Pgbouncer;
  /** The two web instances, as nginx's upstreams ("127.0.0.1:PORT" is `new URL(base).host`). */
  instances: RunningServer[];
  worker: RunningWorker;
  /** The file accounting adapter's folder (ACCOUNTING_SYNC_DIR): one order-<id>.json per order the worker synced. */
  accountingSyncDir: string;
};

type WorkerFixtures = {
  /**
   * How this worker's server is deployed (issue 29): "single" (the default), one production server straight on its
   * database; or "nginx", deploy/'s shape rendered from its templates (tests/support/stack.ts) — nginx in front of two
   * instances (TRUST_PROXY=1), DATABASE_URL through PgBouncer in transaction mode (DATABASE_DIRECT_URL direct), and
   * Payload's jobs in one `npm run worker` (JOBS=worker). The baseURL is then nginx's. `test.use({ stack: "nginx" })`.
   */
  stack: "single" | "nginx";
  /**
   * Which payment processor this worker's server uses (issue 27): "sandbox" (the default) or "stripe", the local
   * Stripe test server (tests/support/stripeServer.ts) — a file sets it with `test.use({ payments: "stripe" })`, and
   * Playwright gives it a worker (and a server) of its own.
   */
  payments: "sandbox" | "stripe";
  /** The local Stripe this worker's server talks to (its API, hosted page and webhooks), or null on the sandbox. */
  localStripe: LocalStripe | null;
  /**
   * The accounting adapter of this worker's server (issue 27): "file" (the default) or "quickbooks", the local Intuit
   * and QuickBooks Online server (tests/support/qboServer.ts) with no company connected: `test.use({ accounting: "quickbooks" })`.
   */
  accounting: "file" | "quickbooks";
  /** The local QuickBooks this worker's server talks to (OAuth consent, tokens, accounting API), or null with the file adapter. */
  localQuickBooks: LocalQuickBooks | null;
  /** This worker's server and database; with `stack: "nginx"`, the processes behind nginx's baseURL. */
  server: { baseURL: string; databaseURL: string; deployment: Deployment | null };
  /** A client on this worker's database, for what no page can set up (session flags, created accounts, e-mails). */
  db: pg.Client;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  payments: ["sandbox", { scope: "worker", option: true }],
  localStripe: [
    async ({ payments }, provide) => {
      if (payments !== "stripe") return provide(null);
      const stripe = await startLocalStripe();
      await provide(stripe);
      await stripe.stop();
    },
    { scope: "worker" },
  ],
  accounting: ["file", { scope: "worker", option: true }],
  localQuickBooks: [
    async ({ accounting }, provide) => {
      if (accounting !== "quickbooks") return provide(null);
      const qbo = await startLocalQuickBooks();
      await provide(qbo);
      await qbo.stop();
    },
    { scope: "worker" },
  ],
  stack: ["single", { scope: "worker", option: true }],
  server: [
    async ({ localStripe, localQuickBooks, stack }, provide, workerInfo) => {
      const template = process.env.E2E_TEMPLATE;
      const dataDir = process.env.E2E_DATA_DIR;
      if (!template || !dataDir) throw new Error("tests/e2e/globalSetup.ts did not run (E2E_TEMPLATE)");
      const database = await createDatabaseFromTemplate("biotext_e2e", template);
      // Its output goes to test-results/e2e-worker<N>-server.log (N: the worker, a new one after a failure).
      // With the local Stripe: the SDK pointed at it (STRIPE_API_URL), its webhook secret, and its webhooks sent to this server.
      const stripeEnv: Record<string, string> = localStripe
        ? { STRIPE_SECRET_KEY: "sk_test_e2e", STRIPE_WEBHOOK_SECRET: localStripe.webhookSecret, STRIPE_API_URL: localStripe.base }
        : {};
      // With the local QuickBooks: its Intuit endpoints and API, no company yet (the admin connects one in the dashboard).
      const qbo = localQuickBooks;
      const quickBooksEnv: Record<string, string> = qbo
        ? {
            ACCOUNTING: "quickbooks",
            QBO_CLIENT_ID: qbo.clientId,
            QBO_CLIENT_SECRET: qbo.clientSecret,
            QBO_API_URL: qbo.base,
            QBO_TOKEN_URL: `${qbo.base}/oauth2/v1/tokens/bearer`,
            QBO_AUTHORIZE_URL: `${qbo.base}/connect/oauth2`,
            QBO_REVOKE_URL: `${qbo.base}/oauth2/v1/tokens/revoke`,
            QBO_ITEM_ID: "1",
            QBO_TAX_ITEM_ID: "2",
            QBO_REFUND_ACCOUNT_ID: "35",
          }
        : {};
      // The commerce jobs (the accounting sync) every second instead of every 10 s: tests wait for their runs (View
      // Orders' sync status). Not on the local Stripe's worker, whose tests look at orders while still pending.
      const jobsEnv: Record<string, string> = localStripe ? {} : { COMMERCE_JOBS_EVERY_MS: "1000" };
      if (stack === "nginx") {
        const deployment = await startDeployment(database, `e2e-worker${workerInfo.workerIndex}`, {
          DATA_DIR: dataDir,
          ...stripeEnv,
          ...quickBooksEnv,
          ...jobsEnv,
        });
        await provide({ baseURL: `http://localhost:${deployment.nginx.port}`, databaseURL: serverUrl(database), deployment });
        await stopDeployment(deployment);
        await dropDatabase(database);
        return;
      }
      const server = await startProductionServer({
        databaseName: database,
        name: `e2e-worker${workerInfo.workerIndex}`,
        env: { DATA_DIR: dataDir, ...stripeEnv, ...quickBooksEnv, ...jobsEnv },
      });
      if (localStripe) localStripe.webhookUrl = `${server.base}/payments/stripe/webhook`;
      await provide({ baseURL: `http://localhost:${new URL(server.base).port}`, databaseURL: serverUrl(database), deployment: null });
      await server.stop();
      await dropDatabase(database);
    },
    { scope: "worker", timeout: 180_000 },
  ],
  db: [
    async ({ server }, provide) => {
      const client = new pg.Client({ connectionString: server.databaseURL });
      await client.connect();
      await provide(client);
      await client.end();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, provide) => provide(server.baseURL),
  errors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(String(e)));
    await provide(errors);
  },
  goto: async ({ page }, provide) => {
    await provide((url, opts) => gotoHydrated(page, url, opts));
  },
  openPage: async ({ browser, baseURL, viewport, db }, provide) => {
    const pages: AppPage[] = [];
    await provide(async (opts = {}) => {
      // I18N-011 (decision 070): a signed-in user's language choice is saved on the account and wins at the next
      // login. A page starts with no saved choice on the demo accounts (and on the one it signs in as), whatever an
      // earlier test of this worker chose: a page opened signed out may sign in through the form (seen in CI: the
      // teacher's French from the dashboard test made a later English login land in French).
      await db.query("UPDATE users SET language = NULL WHERE language IS NOT NULL AND (email = ANY($1::text[]) OR email = $2 OR username = $2)", [
        Object.values(ROLES),
        opts.as ?? "",
      ]);
      pages.push(await newAppPage(browser, baseURL!, { viewport, ...opts }));
      return pages[pages.length - 1];
    });
    for (const p of pages) await p.context.close();
  },
  studentPage: async ({ openPage }, provide) => provide(await openPage({ as: ROLES.student })),
  teacherPage: async ({ openPage }, provide) => provide(await openPage({ as: ROLES.teacher })),
  adminPage: async ({ openPage }, provide) => provide(await openPage({ as: ROLES.admin })),
  editorPage: async ({ openPage }, provide) => provide(await openPage({ as: ROLES.editor })),
});

/**
 * docs/deploy.md's processes on this machine, from deploy/'s templates (as scripts/soak.ts runs them): PgBouncer, nginx
 * on two instance ports chosen first (so PUBLIC_URL is nginx's origin), the two instances, then the worker.
 */
async function startDeployment(database: string, name: string, extraEnv: Record<string, string>): Promise<Deployment> {
  const started: { pgbouncer?: Pgbouncer; nginx?: Nginx; instances: RunningServer[]; worker?: RunningWorker } = { instances: [] };
  const accountingSyncDir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-e2e-sync-"));
  try {
    started.pgbouncer = await startPgbouncer({ poolSize: 10 });
    const ports = [await freePort(), await freePort()];
    started.nginx = await startNginx({ upstreams: ports.map((p) => `127.0.0.1:${p}`) });
    const env: Record<string, string> = {
      ...extraEnv,
      PUBLIC_URL: `http://localhost:${started.nginx.port}`,
      TRUST_PROXY: "1",
      DATABASE_URL: started.pgbouncer.url(database),
      DATABASE_DIRECT_URL: serverUrl(database),
      DATABASE_POOLING: "transaction",
      JOBS: "worker",
      WORKER_POLL_MS: "500",
      ACCOUNTING_SYNC_DIR: accountingSyncDir,
    };
    // One after the other: the first applies what a start applies; two at once on 2 cores only slows both.
    for (const [i, port] of ports.entries())
      started.instances.push(await startProductionServer({ databaseName: database, name: `${name}-${"ab"[i]}`, env, port }));
    started.worker = startWorker({ name, env });
    return { nginx: started.nginx, pgbouncer: started.pgbouncer, instances: started.instances, worker: started.worker, accountingSyncDir };
  } catch (err) {
    await stopDeployment({ ...started, accountingSyncDir } as Partial<Deployment> & { accountingSyncDir: string });
    throw err;
  }
}

async function stopDeployment(d: Partial<Deployment> & { accountingSyncDir: string }): Promise<void> {
  await d.worker?.kill("SIGTERM");
  await d.nginx?.stop();
  for (const s of d.instances ?? []) await s.stop();
  await d.pgbouncer?.stop();
  fs.rmSync(d.accountingSyncDir, { recursive: true, force: true });
}

const AXE = fs.readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/**
 * axe-core in the page (evaluated through the DevTools protocol, which the page's CSP does not
 * govern): its serious and critical violations, with `tags` the rules of those tags only.
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  // Once per document (a crawl checks one load at two widths).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const opts = tags ? { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] } : { resultTypes: ["violations"] };
    return (await axe.run(document, opts)).violations;
  }, tags);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
