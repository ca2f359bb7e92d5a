import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { ServerBuild } from "@remix-run/node";

/**
 * Issue 50: the route template of a request — what the metrics and the access log name it by, never its raw URL
 * (ids, tokens and search terms would each make a new time series and leak into the log). Whoever answers sets it
 * on the response (`setRoute`): Remix's matched route id (`routes/module.$id`), the tRPC procedure path
 * (`trpc:textbook.unit`), or a fixed name for what is answered before Express (`static`, `page-cache`,
 * `private-page-cache`, `metrics`). Anything else is named by `fallbackRoute` from a fixed list of prefixes.
 */
const ROUTE = Symbol.for("biotext.route");
const USER = Symbol.for("biotext.userId");

type Tagged = ServerResponse & { [ROUTE]?: string; [USER]?: number | string; locals?: { session?: { user?: { id?: number } | null } | null } };

export function setRoute(res: ServerResponse, route: string): void {
  (res as Tagged)[ROUTE] = route;
}

/** The signed-in user's id, for the access log (never an e-mail or a name). Express's session is read at the end. */
export function setUserId(res: ServerResponse, id: number | string | null | undefined): void {
  if (id != null) (res as Tagged)[USER] = id;
}

export function userIdOf(res: ServerResponse): number | string | undefined {
  const r = res as Tagged;
  return r[USER] ?? r.locals?.session?.user?.id ?? undefined;
}

/** Fixed names for the paths Express answers outside Remix (first match wins); the rest is `other`. */
const PREFIXES: [string, string][] = [
  ["/healthz", "healthz"],
  ["/metrics", "metrics"],
  ["/trpc/", "trpc"],
  ["/api/media/file/", "cms:media-file"],
  ["/api/", "cms:api"],
  ["/admin", "cms:admin"],
  ["/_next/", "cms:next"],
  ["/live/", "live:events"],
  ["/payments/stripe/webhook", "payments:stripe-webhook"],
  ["/payments/webhook", "payments:webhook"],
  ["/lti", "lti"],
  ["/__test/", "test"],
];

export function fallbackRoute(url: string | undefined): string {
  if (url) for (const [prefix, name] of PREFIXES) if (url.startsWith(prefix)) return name;
  return "other";
}

export function routeOf(req: IncomingMessage, res: ServerResponse): string {
  return (res as Tagged)[ROUTE] ?? fallbackRoute(req.url);
}

/** tRPC: one known procedure path, `trpc:batch` for a batch, `trpc:unknown` for a name the router does not have. */
export function trpcRoute(path: string, procedures: ReadonlySet<string>): string {
  if (path.includes(",")) return "trpc:batch";
  return procedures.has(path) ? `trpc:${path}` : "trpc:unknown";
}

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };
type MatchRoutes = (routes: RouteNode[], location: string) => { route: RouteNode }[] | null;

const trees = new WeakMap<object, RouteNode[]>();

/** The build's route tree in the shape @remix-run/router matches (as the server runtime builds it), once per build. */
function treeOf(build: ServerBuild): RouteNode[] {
  let tree = trees.get(build.routes);
  if (tree) return tree;
  const nodes = new Map<string, RouteNode>();
  for (const r of Object.values(build.routes)) nodes.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: [] });
  tree = [];
  for (const r of Object.values(build.routes)) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  trees.set(build.routes, tree);
  return tree;
}

let router: { matchRoutes: MatchRoutes } | undefined;

/**
 * Remix's route id for a path (the deepest match), with `.data` for a single-fetch data request and
 * `remix:manifest` for the route discovery's manifest. The router is the server runtime's own, whose
 * `matchRoutes` server/routeMatchMemo.ts keeps answers of: the same call for the same path costs a lookup.
 */
export function remixRoute(build: ServerBuild, pathname: string): string {
  if (pathname === "/__manifest") return "remix:manifest";
  router ??= (() => {
    const require = createRequire(import.meta.url);
    return createRequire(require.resolve("@remix-run/server-runtime"))("@remix-run/router") as { matchRoutes: MatchRoutes };
  })();
  const data = pathname.endsWith(".data");
  const path = data ? (pathname === "/_root.data" ? "/" : pathname.slice(0, -5)) : pathname;
  const matches = router.matchRoutes(treeOf(build), path);
  const id = matches?.length ? matches[matches.length - 1].route.id : "remix:not-found";
  return data ? `${id}.data` : id;
}
