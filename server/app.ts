/**
 * One process, one port: Express in front of
 *   /admin, /api, /_next  → Next (Payload's admin and REST API, project folder cms/)
 *   /trpc                 → the tRPC router
 *   /healthz              → liveness + database check
 *   everything else       → Remix (server-rendered pages)
 * See docs/decisions/001-one-process.md.
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import compression from "compression";
import express from "express";
import type { Payload } from "payload";
import { openDatabase } from "#core/db/database";
import { env } from "#core/env";
import { healthHandler } from "./health";
import { loadStaticFiles, serveStaticFile, staticFile } from "./staticFiles";
import { stringsFiles } from "../app/i18n/strings.server";
import { loadSession } from "./requestSession";
import { serverTiming } from "./serverTiming";
import { instrumentPool } from "#core/db/queryStats";
import {
  apiSecurityHeaders,
  JSON_BODY_LIMIT_BYTES,
  keepPrivate,
  limitBody,
  noSharedCacheWithCookies,
  logoutConfirmPage,
  requireJsonBody,
  requireSameOrigin,
  securityHeaders,
  uploadedFileHeaders,
} from "./security";
import { createTrpcHttpHandler, type TrpcHttpOptions } from "./trpcHttp";
import { restQueryGuard } from "./restQueryGuard";
import { buildingForTests, buildNextInBackground, createAdminGate } from "./cmsAdmin";
import { pendingNextBuild, recordNextBuilt } from "./nextBuildStamp";
import { clearedSessionCookie, findSessionStamp, revokeSession } from "#core/session/sessions";
import type { AppContext } from "../app/load-context";
import { hasRole } from "#shared/roles";
import { createContext } from "#core/context";
import { TRPC_MAX_BATCH_SIZE } from "#shared/trpcLimits";
import { appRouter, createCaller } from "../trpc/router";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../seeds/seed";
import { startContentListener, stopContentListener } from "#core/content/invalidation";
import { contentGeneration } from "#core/content/readModel";
import { createPageCache, servedHosts } from "./pageCache";
import { createPrivatePageCache } from "./privatePageCache";
import { compressWholePages } from "./compressWhole";
import { createRemixHandler } from "./remixHandler";
import { installRouteMatchMemo } from "./routeMatchMemo";
import { ltiFraming, mountLti } from "./lti";
import { startCommerceRunner } from "#core/commerce/jobs";
import { startAuditRetention } from "#core/audit/retention";
import { SCHEDULABLE, schedulePublication, startScheduleRunner, type Schedulable } from "#core/content/schedule";
import { handlePaymentWebhook } from "#core/commerce/webhook";
import { WEBHOOK_SIGNATURE_HEADER } from "#core/payments/webhooks";
import { handleStripeWebhook, STRIPE_SIGNATURE_HEADER } from "#core/commerce/stripeWebhook";
import { paymentsConfig } from "#core/payments/mode";
import { QuickBooksSync, quickBooksConfig } from "#core/accounting/quickbooks";
import { setAccountingSync } from "#core/commerce/accountingSync";
import { requestIdMiddleware, unexpectedErrorHandler } from "./errorResponses";
import { reviewNow, setReviewClockOffset } from "#core/review/clock";
import { rosterImportHandler } from "./roster";
import { ROSTER_IMPORT_PATH } from "#shared/roster";
import { liveHub, liveHubStats, stopLiveHub } from "#core/liveClass/hub";
import { LIVE_STREAM_PATH, liveClassStream } from "./liveClass";
import { createAccessLog } from "./accessLog";
import { createMetrics } from "./metrics";
import { setRoute } from "./routeTemplate";

const ACADEMY_URL = process.env.ACADEMY_URL ?? "https://academy.biotext.example";

type Env = ReturnType<typeof env>;
type Log = NonNullable<StartOptions["log"]>;

export type StartOptions = {
  /** One line per phase of the start (database, Payload, seed, CMS, listening). */
  log?: (line: string, phase?: string) => void;
};

export async function startServer({ log = () => {} }: StartOptions = {}) {
  const e = env();
  const dev = e.NODE_ENV === "development";
  const production = e.APP_ENV === "production";
  const secureCookies = production;
  // Issue 27: production refuses to start without a real processor unless PAYMENTS=sandbox says so (core/payments/mode.ts).
  const payments = paymentsConfig();
  if (payments.mode === "sandbox" && payments.production) {
    const line = "!".repeat(100);
    console.warn(`${line}\n!! PAYMENTS=sandbox with APP_ENV=production: NO MONEY IS TAKEN. Any valid test card creates a paid order. Staging only.\n${line}`);
  }
  log(
    `payments: ${
      payments.mode === "stripe"
        ? `Stripe${payments.stripe?.api ? ` at ${payments.stripe.api.protocol}://${payments.stripe.api.host}:${payments.stripe.api.port}` : ""}`
        : "sandbox (no money moves)"
    }`,
  );
  const root = process.cwd();
  const timed = async <T>(what: string, phase: string, fn: () => Promise<T>, done: (ms: number, value: T) => string): Promise<T> => {
    log(what, phase);
    const started = Date.now();
    const value = await fn();
    log(done(Date.now() - started, value));
    return value;
  };

  const database = await timed(
    e.DATABASE_URL ? "database: PostgreSQL at DATABASE_URL" : `database: opening the embedded PGlite in ${e.DATA_DIR}`,
    "opening the database",
    () => openDatabase(e),
    (ms) => `database: ready in ${ms} ms`,
  );
  const payload: Payload = await timed(
    "Payload: loading the CMS and applying migrations",
    "loading Payload and applying migrations",
    async () => {
      const { getPayload } = await import("payload");
      const { default: config } = await import("../cms/payload.config");
      return getPayload({ config });
    },
    (ms) => `Payload: ready (migrations applied) in ${ms} ms`,
  );

  // Server-Timing (serverTiming.ts): every statement on Payload's pool is counted for its request.
  instrumentPool(payload.db.pool);
  // Other instances' content edits drop this instance's read model (LISTEN biotext_content; none on the embedded database).
  // The live class hub (issue 28) shares that connection (LISTEN biotext_live): registered first, listened to at connect.
  liveHub(payload);
  await startContentListener(payload);
  log("content: read model listening for edits");

  if (process.env.SEED_ON_START !== "false") {
    const { seedIfEmpty } = await import("../seeds/seed");
    // Progress is printed: the first start uploads the demo curriculum's media (about a minute).
    log("seed: checking for demo content", "seeding the demo content");
    const { seeded } = await seedIfEmpty(payload, { demoAccounts: !production, log: (m) => log(`seed: ${m}`, "seeding the demo content") });
    if (!seeded) log("seed: skipped (the database already holds content)");
  }
  // The embedded database's planner statistics (PGlite has no autovacuum to gather them: core/db/database.ts `analyze`).
  const analyze = database.analyze;
  if (analyze) await timed("database: analyzing the embedded database", "analyzing the database", analyze, (ms) => `database: analyzed in ${ms} ms`);

  const app = express();
  app.disable("x-powered-by");
  app.use(requestIdMiddleware);
  app.set("trust proxy", e.TRUST_PROXY);
  // Fingerprinted assets are gzipped at build time (servePrecompressed); compress the rest on the fly, except the
  // answers to tRPC POSTs (mutations: a few hundred bytes at most, e.g. a completion's ≈ 80). tRPC sends no
  // Content-Length, so `compression`'s 1 KB threshold never applies and gzip cost ≈ 8 % of a completion's CPU
  // (docs/performance.md, "Progress completions"); such requests skip the middleware altogether.
  const compress = compression({ filter: (req, res) => !res.getHeader("Content-Encoding") && compression.filter(req, res) });
  // The live class stream (/live/…, Server-Sent Events) is never compressed: gzip would hold its events back.
  app.use((req, res, nextFn) =>
    (req.method === "POST" && (req.url.startsWith("/trpc/") || req.url.startsWith(ROSTER_IMPORT_PATH))) || req.url.startsWith("/live/")
      ? nextFn()
      : compress(req, res, nextFn),
  );

  app.get(
    "/healthz",
    healthHandler(() => payload.db.pool),
  );

  app.use(securityHeaders({ dev, production }));
  // The payment processor's webhook (core/commerce/webhook.ts): no Origin header, so before the same-origin check; the
  // HMAC signature over the raw body is what authenticates it.
  app.post("/payments/webhook", express.text({ type: "*/*", limit: "64kb" }), (req, res, nextFn) => {
    handlePaymentWebhook(payload, typeof req.body === "string" ? req.body : "", req.get(WEBHOOK_SIGNATURE_HEADER))
      .then((answer) => res.status(answer.status).set("Cache-Control", "no-store").json(answer.body))
      .catch(nextFn);
  });
  // Stripe's webhook (core/commerce/stripeWebhook.ts): the SDK verifies the Stripe-Signature header over the raw bytes.
  app.post("/payments/stripe/webhook", express.raw({ type: "*/*", limit: "256kb" }), (req, res, nextFn) => {
    handleStripeWebhook(payload, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get(STRIPE_SIGNATURE_HEADER))
      .then((answer) => res.status(answer.status).set("Cache-Control", "no-store").json(answer.body))
      .catch(nextFn);
  });
  app.use(requireSameOrigin);

  // ---- CMS: Payload's admin and REST API, served by Next --------------------------------
  const { nextApp, adminGate, pendingNext, testBuildMs } = await mountCms(app, { payload, e, dev, root, secureCookies, log });
  let nextBuild: ReturnType<typeof buildNextInBackground> | null = null;
  let nextPrepared: Promise<void> | null = null;
  let stopping = false;

  // ---- LTI launches (server/lti.ts, docs/lti.md) --------------------------------------------
  // JOBS=worker: Payload's jobs run in `npm run worker` only, not here (docs/decisions/114).
  const runJobsHere = e.JOBS !== "worker";
  mountLti(app, { payload, secureCookies, runOutcomes: runJobsHere });

  // Issue 27: QuickBooks Online as the accounting adapter when ACCOUNTING=quickbooks (else the file adapter).
  // The company is QBO_REALM_ID, or the one an admin connects from the dashboard's Accounting tab (core/accounting/quickbooksConnect.ts).
  const quickBooks = quickBooksConfig();
  if (quickBooks) {
    setAccountingSync(new QuickBooksSync(payload, quickBooks));
    log(
      `accounting: QuickBooks Online (${quickBooks.environment}, ${
        quickBooks.realmId ? `company ${quickBooks.realmId}` : "the company connected in the dashboard"
      })`,
    );
  }

  // ---- Commerce jobs (core/commerce/jobs.ts): accounting sync and order reconciliation ----
  const stopCommerceJobs = runJobsHere ? startCommerceRunner(payload, { everyMs: Number(process.env.COMMERCE_JOBS_EVERY_MS) || undefined }) : () => {};
  // ---- Scheduled publishing (issue 28 item 3, core/content/schedule.ts): the due publish/unpublish jobs, every 2 s ----
  const stopScheduleJobs = runJobsHere ? startScheduleRunner(payload, { everyMs: Number(process.env.SCHEDULE_JOBS_EVERY_MS) || undefined }) : () => {};
  // ---- Audit trail retention (issue 50, core/audit/retention.ts): hourly; the worker does it with JOBS=worker ----
  const stopAuditRetention = runJobsHere ? startAuditRetention(payload) : () => {};

  // ---- tRPC ------------------------------------------------------------------------------
  const pageSession = loadSession(payload, { secureCookies, createForPages: true });
  const apiSession = loadSession(payload, { secureCookies, createForPages: false });
  const timing = serverTiming();
  mountTrpc(app, { payload, secureCookies, timing, apiSession });

  // ---- The live class view's events (issue 28, server/liveClass.ts) ----------------------------
  app.get(LIVE_STREAM_PATH, apiSession, (req, res, nextFn) => {
    liveClassStream(payload, { secureCookies })(req, res).catch(nextFn);
  });

  // ---- The OneRoster roster import (issue 47, server/roster.ts): the ZIP up, the dry run's or import's lines down ----
  app.post(ROSTER_IMPORT_PATH, apiSession, (req, res, nextFn) => {
    rosterImportHandler(payload, { secureCookies })(req, res).catch(nextFn);
  });

  // GET and POST under /trpc/ are answered before Express, with the same checks (server/trpcHttp.ts); the route above
  // keeps answering the rest (other methods).
  const trpcHttp = createTrpcHttpHandler({
    router: appRouter,
    payload,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    maxBodySize: JSON_BODY_LIMIT_BYTES,
    headers: apiSecurityHeaders({ dev, production }),
    trustProxy: app.get("trust proxy fn"),
    compress: compress as unknown as TrpcHttpOptions<object>["compress"],
    createContext: ({ session, visitor, ip, userAgent, setCookie }) => createContext({ payload, session, visitor, ip, userAgent, secureCookies, setCookie }),
    onError: (err, requestId) => payload.logger.error({ err, requestId }, `unexpected error (request ${requestId})`),
  });

  // Tests only (APP_ENV=test): an unexpected error, to prove how one is answered (tests/integration/errorResponses.test.ts).
  if (e.APP_ENV === "test") mountTestRoutes(app, { payload, apiSession });

  // ---- Remix -----------------------------------------------------------------------------
  const privatePageCache = await mountPages(app, { payload, database, e, dev, root, secureCookies, timing, pageSession });

  // Anything unexpected: the site's error page or JSON, with the request's reference (server/errorResponses.ts).
  app.use(unexpectedErrorHandler(payload.logger));

  // Built files are answered before Express (and its sessions, nonces and compression) sees the request.
  const staticFiles = dev ? new Map() : loadStaticFiles(path.join(root, "build/client"));
  // The interface strings each page names (app/i18n/strings.server.ts), also in development.
  for (const f of stringsFiles()) {
    staticFiles.set(f.url, staticFile(Buffer.from(f.body), ".json", { immutable: true }));
    staticFiles.set(f.stableUrl, staticFile(Buffer.from(f.body), ".json", { revalidate: true }));
  }
  // Public pages for returning visitors, rendered once per language until the content changes (not in development).
  const pageCache =
    dev || e.PAGE_CACHE_TTL_MS === 0
      ? null
      : createPageCache({
          generation: () => contentGeneration(payload),
          port: () => {
            const a = server.address();
            return a && typeof a === "object" ? a.port : null;
          },
          ttlMs: e.PAGE_CACHE_TTL_MS,
          secureCookies,
          maxBytes: e.PAGE_CACHE_MAX_BYTES,
          hosts: servedHosts(e.PUBLIC_URL),
        });
  // Issue 50: the access log (one JSON line per request) and the metrics (GET /metrics behind METRICS_TOKEN), first for every request.
  const accessLog = createAccessLog({ level: e.LOG_LEVEL });
  const metrics = createMetrics({
    token: e.METRICS_TOKEN,
    sources: {
      pool: () => payload.db.pool,
      query: (sql) => payload.db.pool.query(sql),
      pageCache: () => pageCache?.stats() ?? null,
      privatePageCache: () => privatePageCache?.stats() ?? null,
      liveConnections: () => liveHubStats(payload).viewers,
      backupDir: e.BACKUP_DIR,
    },
  });
  if (!e.METRICS_TOKEN) log("metrics: off (set METRICS_TOKEN to serve GET /metrics)");
  const server = http.createServer((req, res) => {
    accessLog(req, res);
    metrics.track(req, res);
    if (metrics.serve(req, res)) return;
    // Signed-in answers are never stored by a cache (issue 23 item 7), nor any answer that sets a cookie (issue 44);
    // built static files (which set none) keep their caching.
    if (req.url?.startsWith("/trpc")) {
      keepPrivate(req, res);
      noSharedCacheWithCookies(res);
    }
    if (trpcHttp(req, res)) return;
    if (serveStaticFile(staticFiles, req, res)) return setRoute(res, "static");
    keepPrivate(req, res);
    noSharedCacheWithCookies(res);
    if (pageCache?.serve(req, res)) return setRoute(res, "page-cache");
    // A copy that no longer holds falls back to the app, and Remix names the route again.
    if (privatePageCache?.serve(req, res, () => app(req, res))) return setRoute(res, "private-page-cache");
    app(req, res);
  });
  // Behind nginx (deploy/: upstream keepalive_timeout 60 s) an idle connection must be closed by the proxy, not by
  // this server: Node's default 5 s let nginx send a request on a connection being closed — a 502 "upstream prematurely
  // closed", the instance counted as failed, and with both at once "no live upstreams" for fail_timeout (seen in CI).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(e.PORT, e.HOST);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  server.on("upgrade", (req, socket, head) => {
    if (req.url?.startsWith("/_next") && adminGate.state === "ready") void nextApp.getUpgradeHandler()(req, socket, head);
  });
  if (pendingNext != null) {
    // After "listening": these lines go to the log, not to the start's watchdog (server/main.ts).
    const builtAt = Date.now();
    console.log("CMS: building the admin (Next) in the background…");
    nextBuild = testBuildMs > 0 ? buildingForTests(testBuildMs) : buildNextInBackground(root, (line) => console.log(line));
    nextPrepared = nextBuild.done.then(async (ok) => {
      if (stopping) return;
      if (!ok) {
        adminGate.failed();
        console.error("CMS: FAILED to build the admin (Next); the site keeps running. Restart the server to try again.");
        return;
      }
      if (testBuildMs <= 0) recordNextBuilt(root, pendingNext);
      await nextApp.prepare();
      adminGate.ready(nextApp.getRequestHandler());
      console.log(`CMS: the admin is ready (built and prepared in ${((Date.now() - builtAt) / 1000).toFixed(0)} s)`);
    });
    nextPrepared.catch((err: unknown) => {
      adminGate.failed();
      console.error(`CMS: FAILED to prepare the admin (Next): ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await shutdown({ server, nextBuild, adminGate, nextApp, payload, stopCommerceJobs, stopScheduleJobs, stopAuditRetention, database });
  };
  return {
    app,
    server,
    payload,
    database,
    stop,
    pageCache,
    privatePageCache,
    adminReady: () => nextPrepared ?? Promise.resolve(),
    url: `http://localhost:${e.PORT}`,
  };
}

/** The CMS: Payload's admin and REST API, served by Next (its logout pages and its gate for signed-out visitors first). */
async function mountCms(
  app: express.Express,
  { payload, e, dev, root, secureCookies, log }: { payload: Payload; e: Env; dev: boolean; root: string; secureCookies: boolean; log: Log },
) {
  // ---- CMS: Payload's admin and REST API, served by Next --------------------------------
  // A first `npm start` leaves Next's build to the background (server/cmsAdmin.ts, docs/decisions/140-first-start.md):
  // until it is ready, /admin says so and /api answers 503 (uploaded files excepted).
  const { default: next } = await import("next");
  const nextApp = next({ dev, dir: path.join(root, "cms"), quiet: !dev });
  const adminGate = createAdminGate({
    files: async (request) => (await import("payload")).handleEndpoints({ config: payload.config, request }),
  });
  // Tests only (APP_ENV=test): TEST_ADMIN_BUILD_MS stands for a pending build that long (tests/integration/adminPreparing.test.ts).
  const testBuildMs = e.APP_ENV === "test" ? Number(process.env.TEST_ADMIN_BUILD_MS ?? 0) : 0;
  const pendingNext = dev ? null : testBuildMs > 0 ? "test" : pendingNextBuild(root);
  if (pendingNext == null) {
    log("CMS: preparing the admin (Next)", "preparing the CMS admin (Next)");
    await nextApp.prepare();
    adminGate.ready(nextApp.getRequestHandler());
  } else {
    log("CMS: the admin (Next) is built in the background; /admin says so until it is ready");
  }
  const cmsSession = loadSession(payload, { secureCookies, createForPages: false });

  // Logging out of the CMS revokes the one session everywhere (site included).
  const logoutEverywhere = async (req: express.Request, res: express.Response, after: () => void) => {
    const s = res.locals.session;
    if (s) await revokeSession(payload, s.id);
    res.append("Set-Cookie", clearedSessionCookie(secureCookies));
    after();
  };
  // Payload's own logout pages (/admin/logout, /admin/logout-inactivity) POST /api/users/logout as soon as
  // they are opened, so a link from another site logged the editor out (issue 23 item 5). Here a GET only
  // asks; the page's button POSTs /admin/logout (same-origin check above), which logs out and goes to the login.
  app.get(/^\/admin\/logout(-inactivity)?\/?$/, (_req, res) => {
    res.status(200).set("Cache-Control", "no-store").type("html").send(logoutConfirmPage());
  });
  app.post("/admin/logout", cmsSession, (req, res, nextFn) => logoutEverywhere(req, res, () => res.redirect(303, "/login")).catch(nextFn));
  app.post("/api/users/logout", cmsSession, (req, res, nextFn) => logoutEverywhere(req, res, () => res.json({ message: "Logged out." })).catch(nextFn));
  // Signed-out visitors log in on the site's own page; then they come back here.
  app.get(/^\/admin(\/.*)?$/, cmsSession, (req, res, nextFn) => {
    const user = res.locals.session?.user;
    if (!user && !req.path.startsWith("/admin/unauthorized")) {
      res.redirect(302, `/login?next=${encodeURIComponent("/admin")}`);
      return;
    }
    if (user && !hasRole(user, "admin", "editor") && req.path !== "/admin/unauthorized") {
      // Students, teachers and accounts without a role never get into the CMS.
      res.redirect(302, "/admin/unauthorized");
      return;
    }
    nextFn();
  });
  app.use("/api", limitBody());
  app.use("/api/media/file", uploadedFileHeaders);
  app.use("/api", restQueryGuard(payload));
  app.all(/^\/(admin|api|_next)(\/.*)?$/, adminGate.middleware);
  return { nextApp, adminGate, pendingNext, testBuildMs };
}

/** tRPC under /trpc in Express (the methods server/trpcHttp.ts leaves to it), behind the timing, body and session checks. */
function mountTrpc(
  app: express.Express,
  {
    payload,
    secureCookies,
    timing,
    apiSession,
  }: { payload: Payload; secureCookies: boolean; timing: express.RequestHandler; apiSession: express.RequestHandler },
) {
  app.use(
    "/trpc",
    timing,
    limitBody(),
    requireJsonBody,
    apiSession,
    createExpressMiddleware({
      router: appRouter,
      // One request may batch at most 10 calls (the browser's batch link sends at most 10).
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      maxBodySize: JSON_BODY_LIMIT_BYTES,
      createContext: ({ req, res }) =>
        createContext({
          payload,
          session: res.locals.session ?? null,
          visitor: res.locals.visitor ?? null,
          ip: req.ip ?? "",
          userAgent: req.get("user-agent"),
          secureCookies,
          setCookie: (c) => res.append("Set-Cookie", c),
          requestId: res.locals.requestId,
        }),
    }),
  );
}

/** Tests only (APP_ENV=test): an unexpected error, to prove how one is answered (tests/integration/errorResponses.test.ts), and the e2e tests' hooks. */
function mountTestRoutes(app: express.Express, { payload, apiSession }: { payload: Payload; apiSession: express.RequestHandler }) {
  app.get("/__test/unexpected-error", () => {
    throw new Error("an unexpected error, on purpose (test)");
  });
  // Issue 28: the review scheduler's clock, moved by e2e tests ("the next day"); core/review/clock.ts refuses outside tests.
  app.post("/__test/review-clock", express.json({ limit: "1kb" }), (req, res) => {
    setReviewClockOffset(Number((req.body as { offsetMs?: unknown } | undefined)?.offsetMs ?? 0));
    res.json({ now: reviewNow().toISOString() });
  });
  // Issue 28: an e2e test schedules a publication `inMs` ahead as the signed-in editor, with the core function that
  // queues Payload's schedulePublish task (the admin's Schedule Publish queues the same task, through a Next server action).
  app.post("/__test/schedule-publication", express.json({ limit: "1kb" }), apiSession, (req, res, nextFn) => {
    const user = (res.locals.session as { user?: { id: number; role?: string } | null } | null)?.user;
    if (!user || !hasRole(user, "editor", "admin")) {
      res.status(403).json({ error: "editors only" });
      return;
    }
    const body = (req.body ?? {}) as { collection?: string; id?: unknown; type?: string; inMs?: unknown };
    if (!SCHEDULABLE.includes(body.collection as Schedulable)) {
      res.status(400).json({ error: "collection" });
      return;
    }
    schedulePublication(
      payload,
      {
        collection: body.collection as Schedulable,
        id: Number(body.id),
        type: body.type === "unpublish" ? "unpublish" : "publish",
        at: new Date(Date.now() + Number(body.inMs ?? 0)),
        userId: user.id,
      },
      { user, ip: req.ip ?? null },
    )
      .then((job) => res.json(job))
      .catch(nextFn);
  });
}

/** The pages: Remix (Vite's dev server in development), behind the private page cache when it is on. */
async function mountPages(
  app: express.Express,
  {
    payload,
    database,
    e,
    dev,
    root,
    secureCookies,
    timing,
    pageSession,
  }: {
    payload: Payload;
    database: Awaited<ReturnType<typeof openDatabase>>;
    e: Env;
    dev: boolean;
    root: string;
    secureCookies: boolean;
    timing: express.RequestHandler;
    pageSession: express.RequestHandler;
  },
) {
  // Route matching kept per route tree shape and path (server/routeMatchMemo.ts): the same answers, not recomputed per call.
  installRouteMatchMemo();
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  }
  // Signed-in unit and module pages, kept per session until the data they show changes (PRIVATE_PAGE_CACHE=off turns it off; not in development).
  const privatePageCache =
    dev || e.PAGE_CACHE_TTL_MS === 0 || e.PRIVATE_PAGE_CACHE !== "on"
      ? null
      : createPrivatePageCache({
          generation: () => contentGeneration(payload),
          sessionStamp: (token) => findSessionStamp(payload, token),
          writes: database.writes,
          ttlMs: e.PAGE_CACHE_TTL_MS,
          maxBytes: e.PRIVATE_PAGE_CACHE_MAX_BYTES,
          hosts: servedHosts(e.PUBLIC_URL),
        });
  app.all(
    "*",
    timing,
    pageSession,
    ltiFraming,
    // A whole page is compressed in one call (server/compressWhole.ts), under the private page cache's capture (which keeps it uncompressed).
    compressWholePages,
    ...(privatePageCache ? [privatePageCache.capture] : []),
    createRemixHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: (req, res): AppContext => {
        const session = res.locals.session ?? null;
        const ctx = createContext({
          payload,
          session,
          visitor: res.locals.visitor ?? null,
          ip: req.ip ?? "",
          userAgent: req.get("user-agent"),
          secureCookies,
          setCookie: (c) => res.append("Set-Cookie", c),
          requestId: res.locals.requestId,
        });
        return {
          payload,
          trpc: createCaller(ctx),
          session,
          language: ctx.language,
          nonce: res.locals.nonce ?? "",
          requestId: res.locals.requestId ?? "",
          supportEmail: e.SUPPORT_EMAIL,
          academyUrl: ACADEMY_URL,
        };
      },
    }),
  );
  return privatePageCache;
}

/** Each step is bounded so a stuck client cannot keep the process (and the embedded database) open. */
async function step(name: string, fn: () => Promise<unknown> | unknown, ms = 5000) {
  const started = Date.now();
  await Promise.race([Promise.resolve().then(fn), new Promise((r) => setTimeout(r, ms))]).catch(() => {});
  if (process.env.DEBUG_SHUTDOWN) console.log(`shutdown: ${name} ${Date.now() - started} ms`);
}

/** The server's parts stopped in order: HTTP, Next, the live hub, the content listener, the jobs, Payload, the database. */
async function shutdown({
  server,
  nextBuild,
  adminGate,
  nextApp,
  payload,
  stopCommerceJobs,
  stopScheduleJobs,
  stopAuditRetention,
  database,
}: {
  server: http.Server;
  nextBuild: ReturnType<typeof buildNextInBackground> | null;
  adminGate: ReturnType<typeof createAdminGate>;
  nextApp: Awaited<ReturnType<typeof mountCms>>["nextApp"];
  payload: Payload;
  stopCommerceJobs: () => void;
  stopScheduleJobs: () => unknown;
  stopAuditRetention: () => void;
  database: Awaited<ReturnType<typeof openDatabase>>;
}) {
  await step("http", () => {
    server.close();
    server.closeAllConnections();
  });
  nextBuild?.kill();
  await step("next", () => (adminGate.state === "ready" ? nextApp.close?.() : undefined));
  stopLiveHub(payload);
  await step("content listener", () => stopContentListener(payload));
  stopCommerceJobs();
  stopAuditRetention();
  await step("schedule runner", () => stopScheduleJobs());
  // payload.destroy() leaves the pg pool open in 3.90.2: silence late errors, then end it.
  const pool = payload.db.pool;
  pool?.on("error", () => {});
  await step("payload", () => payload.destroy());
  // Ending the pool does not settle while the adapter still holds a client: do not wait on it.
  void pool?.end().catch(() => {});
  await step("database", () => database.close());
}

export function printWelcome(url: string, embedded: boolean) {
  const production = env().APP_ENV === "production";
  console.log(`\nBioText is running at ${url}  (database: ${embedded ? "embedded PGlite in ./.data" : "DATABASE_URL"})`);
  if (!production) {
    console.log(`Demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(8)} ${a.email}`);
    console.log(`CMS: ${url}/admin (log in as the admin or editor)\n`);
  }
}
