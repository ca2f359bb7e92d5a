/**
 * One process, one port: Express in front of
 *   /admin, /api, /_next  → Next (Payload's admin and REST API, project folder cms/)
 *   /trpc                 → the tRPC router
 *   /healthz              → liveness + database check
 *   everything else       → Remix (server-rendered pages)
 * See docs/decisions/001-one-process.md.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import compression from "compression";
import express from "express";
import type { Payload } from "payload";
import { openDatabase } from "./app/.server/database";
import { env } from "./app/.server/env";
import { healthHandler } from "./app/.server/health";
import { servePrecompressed } from "./app/.server/precompressed";
import { loadSession } from "./app/.server/requestSession";
import { requireJsonBody, requireSameOrigin, securityHeaders } from "./app/.server/security";
import { clearedSessionCookie, revokeSession } from "./app/.server/sessions";
import type { AppContext } from "./app/load-context";
import { hasRole } from "./cms/access/roles";
import { createContext } from "./trpc/context";
import { appRouter, createCaller } from "./trpc/router";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seeds/seed";

const ACADEMY_URL = process.env.ACADEMY_URL ?? "https://academy.biotext.example";

export async function startServer() {
  const e = env();
  const dev = e.NODE_ENV === "development";
  const production = e.APP_ENV === "production";
  const secureCookies = production;
  const root = process.cwd();

  const database = await openDatabase(e);
  const { getPayload } = await import("payload");
  const { default: config } = await import("./cms/payload.config");
  const payload: Payload = await getPayload({ config });

  if (process.env.SEED_ON_START !== "false") {
    const { seedIfEmpty } = await import("./seeds/seed");
    // Progress is printed: the first start uploads the demo curriculum's media (about a minute).
    await seedIfEmpty(payload, { demoAccounts: !production, log: (m) => console.log(`seeding: ${m}`) });
  }

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", e.TRUST_PROXY);
  // Fingerprinted assets are gzipped at build time (servePrecompressed); compress the rest on the fly.
  app.use(compression({ filter: (req, res) => !res.getHeader("Content-Encoding") && compression.filter(req, res) }));

  app.get("/healthz", healthHandler(() => payload.db.pool));

  app.use(securityHeaders({ dev, production }));
  app.use(requireSameOrigin);

  // ---- CMS: Payload's admin and REST API, served by Next --------------------------------
  const { default: next } = await import("next");
  const nextApp = next({ dev, dir: path.join(root, "cms"), quiet: !dev });
  await nextApp.prepare();
  const handleNext = nextApp.getRequestHandler();
  const cmsSession = loadSession(payload, { secureCookies, createForPages: false });

  // Logging out of the CMS revokes the one session everywhere (site included).
  const logoutEverywhere = async (req: express.Request, res: express.Response, after: () => void) => {
    const s = res.locals.session;
    if (s) await revokeSession(payload, s.id);
    res.append("Set-Cookie", clearedSessionCookie(secureCookies));
    after();
  };
  app.get("/admin/logout", cmsSession, (req, res, nextFn) =>
    logoutEverywhere(req, res, () => res.redirect(302, "/")).catch(nextFn),
  );
  app.post("/api/users/logout", cmsSession, (req, res, nextFn) =>
    logoutEverywhere(req, res, () => res.json({ message: "Logged out." })).catch(nextFn),
  );
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
  app.all(/^\/(admin|api|_next)(\/.*)?$/, (req, res) => handleNext(req, res));

  // ---- tRPC ------------------------------------------------------------------------------
  const pageSession = loadSession(payload, { secureCookies, createForPages: true });
  const apiSession = loadSession(payload, { secureCookies, createForPages: false });
  app.use(
    "/trpc",
    requireJsonBody,
    apiSession,
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) =>
        createContext({
          payload,
          session: res.locals.session ?? null,
          ip: req.ip ?? "",
          userAgent: req.get("user-agent"),
          secureCookies,
          setCookie: (c) => res.append("Set-Cookie", c),
        }),
    }),
  );

  // ---- Remix -----------------------------------------------------------------------------
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    app.use("/assets", servePrecompressed(path.join(root, "build/client/assets")));
    app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));
    build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  }
  app.all(
    "*",
    pageSession,
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: (req, res): AppContext => {
        const session = res.locals.session ?? null;
        const ctx = createContext({
          payload,
          session,
          ip: req.ip ?? "",
          userAgent: req.get("user-agent"),
          secureCookies,
          setCookie: (c) => res.append("Set-Cookie", c),
        });
        return {
          payload,
          trpc: createCaller(ctx),
          session,
          language: ctx.language,
          nonce: res.locals.nonce ?? "",
          supportEmail: e.SUPPORT_EMAIL,
          academyUrl: ACADEMY_URL,
        };
      },
    }),
  );

  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    payload.logger.error({ err }, "unhandled request error");
    if (!res.headersSent) res.status(500).send("Internal Server Error");
  });

  const server = app.listen(e.PORT, e.HOST);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  server.on("upgrade", (req, socket, head) => {
    if (req.url?.startsWith("/_next")) void nextApp.getUpgradeHandler()(req, socket, head);
  });

  let stopping = false;
  /** Each step is bounded so a stuck client cannot keep the process (and the embedded database) open. */
  const step = async (name: string, fn: () => Promise<unknown> | unknown, ms = 5000) => {
    const started = Date.now();
    await Promise.race([Promise.resolve().then(fn), new Promise((r) => setTimeout(r, ms))]).catch(() => {});
    if (process.env.DEBUG_SHUTDOWN) console.log(`shutdown: ${name} ${Date.now() - started} ms`);
  };
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await step("http", () => {
      server.close();
      server.closeAllConnections();
    });
    await step("next", () => nextApp.close?.());
    // payload.destroy() leaves the pg pool open in 3.90.2: silence late errors, then end it.
    const pool = payload.db.pool;
    pool?.on("error", () => {});
    await step("payload", () => payload.destroy());
    // Ending the pool does not settle while the adapter still holds a client: do not wait on it.
    void pool?.end().catch(() => {});
    await step("database", () => database.close());
  };
  return { app, server, payload, database, stop, url: `http://localhost:${e.PORT}` };
}

const isMain = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  startServer()
    .then(({ stop, url, database }) => {
      printWelcome(url, database.embedded);
      const shutdown = (signal: string) => {
        console.log(`\n${signal}: shutting down…`);
        stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once("SIGINT", () => shutdown("SIGINT"));
      process.once("SIGTERM", () => shutdown("SIGTERM"));
    })
    .catch((err) => {
      console.error(env().NODE_ENV === "development" ? err : err instanceof Error ? err.message : err);
      process.exit(1);
    });
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
