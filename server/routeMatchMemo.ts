import { createRequire } from "node:module";

/**
 * Remix's route matching, remembered (issue 25, docs/performance.md "The render without a page cache, third pass").
 *
 * `matchRoutes` (@remix-run/router) flattens and ranks the whole route tree and compiles a regular expression per
 * route tried, on every call: three to five calls per page (the server runtime, `useRoutes` in the static router, the
 * "fog of war" partial manifest for each parent path), each over a route tree rebuilt per request with the same shape.
 * Its answer depends only on that shape (each route's id, path, index, caseSensitive and children), the pathname and
 * the basename: it is kept per shape and pathname, and given back with the calling tree's own route objects (one
 * params object shared by the matches, as `matchRoutes` does). The router's own internal calls are untouched;
 * `installRouteMatchMemo` replaces the export the other packages call through (`router.matchRoutes(...)`).
 */
type Route = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route };
type MatchRoutes = (routes: Route[], location: string | { pathname?: string }, basename?: string) => Match[] | null;
/** A kept answer: per match the route's position in the tree (indexes) and its pathnames; the params of the whole match. */
type Kept = { params: Record<string, string | undefined>; matches: { at: number[]; pathname: string; pathnameBase: string }[] } | null;

const MAX_KEPT = 1000;

/** The shape of a route tree, as a string. */
function shapeOf(routes: Route[]): string {
  let out = "";
  const walk = (list: Route[]) => {
    for (const r of list) {
      out += `${r.id ?? ""}\u0001${r.path ?? "\u0002"}\u0001${r.index ? 1 : 0}${r.caseSensitive ? 1 : 0}`;
      if (r.children) {
        out += "[";
        walk(r.children);
        out += "]";
      }
      out += "\u0000";
    }
  };
  walk(routes);
  return out;
}

function positions(routes: Route[]): Map<Route, number[]> {
  const out = new Map<Route, number[]>();
  const walk = (list: Route[], prefix: number[]) =>
    list.forEach((r, i) => {
      const at = [...prefix, i];
      out.set(r, at);
      if (r.children) walk(r.children, at);
    });
  walk(routes, []);
  return out;
}

function routeAt(routes: Route[], at: number[]): Route {
  let list = routes;
  let route = list[at[0]];
  for (let i = 1; i < at.length; i++) {
    list = route.children!;
    route = list[at[i]];
  }
  return route;
}

/** A memoised `matchRoutes` over `original`. */
export function memoizedMatchRoutes(original: MatchRoutes): MatchRoutes {
  const kept = new Map<string, Kept>();
  const shapes = new WeakMap<Route[], string>();
  return function matchRoutes(routes, location, basename = "/") {
    if (!Array.isArray(routes) || location == null) return original(routes, location, basename);
    // As `parsePath` reads a string location: the path before any hash, then before any search.
    const path = typeof location === "string" ? location.split("#", 1)[0].split("?", 1)[0] : location.pathname;
    const pathname = path || "/";
    // Read once per tree array (a page matches the same static router's tree three times): on the server a route tree
    // is built per request and never changed in place (only the browser's router patches its tree).
    let shape = shapes.get(routes);
    if (shape === undefined) {
      shape = shapeOf(routes);
      shapes.set(routes, shape);
    }
    const key = `${basename}\u0000${pathname}\u0000${shape}`;
    let answer = kept.get(key);
    if (answer === undefined) {
      const found = original(routes, location, basename);
      if (found) {
        const at = positions(routes);
        answer = {
          params: { ...(found[found.length - 1]?.params ?? {}) },
          matches: found.map((m) => ({ at: at.get(m.route)!, pathname: m.pathname, pathnameBase: m.pathnameBase })),
        };
        // A route that is not in the tree given (cannot happen): not kept.
        if (answer.matches.some((m) => !m.at)) return found;
      } else answer = null;
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, answer);
      return found;
    }
    if (!answer) return null;
    const params = { ...answer.params };
    return answer.matches.map((m) => ({ params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: routeAt(routes, m.at) }));
  };
}

/** Replaces `matchRoutes` on the @remix-run/router module the server runtime and Remix's React package load. */
export function installRouteMatchMemo() {
  const require = createRequire(import.meta.url);
  const modules = new Set<{ matchRoutes: MatchRoutes }>();
  for (const from of ["@remix-run/server-runtime", "@remix-run/react", "react-router"]) {
    modules.add(createRequire(require.resolve(from))("@remix-run/router") as { matchRoutes: MatchRoutes });
  }
  for (const m of modules) m.matchRoutes = memoizedMatchRoutes(m.matchRoutes);
}
