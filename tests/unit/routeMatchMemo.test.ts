/**
 * Issue 25 (server/routeMatchMemo.ts): Remix's `matchRoutes` kept per route tree shape and pathname answers what
 * @remix-run/router's own answers, with the calling tree's route objects.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { memoizedMatchRoutes } from "../../server/routeMatchMemo";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type MatchRoutes = Parameters<typeof memoizedMatchRoutes>[0];
const router = createRequire(createRequire(import.meta.url).resolve("@remix-run/react"))("@remix-run/router") as { matchRoutes: MatchRoutes };

/** A tree like Remix's (root, layouts, index routes, params, optional segments, splat), built afresh as per request. */
const tree = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/_index", index: true },
      { id: "routes/textbook._index", path: "textbook", index: true },
      { id: "routes/textbook.module", path: "textbook/module" },
      { id: "routes/textbook.quiz", path: "textbook/quiz" },
      {
        id: "routes/dashboard",
        path: "dashboard",
        children: [
          { id: "routes/dashboard._index", index: true },
          { id: "routes/dashboard.$tab", path: ":tab" },
        ],
      },
      { id: "routes/($lang).about", path: ":lang?/about" },
      { id: "routes/subjects.$series", path: "subjects/:series" },
      { id: "routes/Case", path: "Case", caseSensitive: true },
      { id: "routes/_auth", children: [{ id: "routes/_auth.login", path: "login" }] },
      { id: "routes/$", path: "*" },
    ],
  },
];

describe("issue 25: matchRoutes remembered per route tree shape", () => {
  it("answers as matchRoutes does for pages, parents, params, splats, basenames and misses, a second and third time too", () => {
    const memo = memoizedMatchRoutes(router.matchRoutes);
    const paths = [
      "/",
      "/textbook",
      "/textbook/",
      "/textbook/module",
      "/dashboard",
      "/dashboard/students",
      "/fr/about",
      "/about",
      "/subjects/life",
      "/Case",
      "/case",
      "/login",
      "/no/such/page",
      "/subjects/l%C3%A9",
      "",
      "/textbook?id=3#x",
    ];
    for (let round = 0; round < 3; round++)
      for (const basename of [undefined, "/", "/app"])
        for (const p of paths)
          for (const location of [p, { pathname: p }]) {
            const a = tree();
            const b = tree();
            const expected = router.matchRoutes(a, location, basename);
            const got = memo(b, location, basename);
            expect(JSON.stringify(got), `${basename} ${JSON.stringify(location)}`).toBe(JSON.stringify(expected));
            if (!got) continue;
            // The calling tree's own route objects, and one params object shared by the matches (as matchRoutes gives).
            const ids = new Map<string, Route>();
            const walk = (list: Route[]) => list.forEach((r) => (ids.set(r.id, r), r.children && walk(r.children)));
            walk(b);
            for (const m of got) expect(m.route).toBe(ids.get(m.route.id!));
            expect(new Set(got.map((m) => m.params)).size).toBe(1);
          }
  });

  it("a tree of another shape is matched afresh, and a returned match can be changed without changing the next answer", () => {
    const memo = memoizedMatchRoutes(router.matchRoutes);
    const first = memo(tree(), { pathname: "/dashboard/students" })!;
    first[0].params.tab = "changed";
    expect(memo(tree(), { pathname: "/dashboard/students" })![1].params).toEqual({ tab: "students" });
    const other = tree();
    other[0].children!.unshift({ id: "routes/dashboard.students", path: "dashboard/students" });
    expect(memo(other, { pathname: "/dashboard/students" })!.map((m) => m.route.id)).toEqual(["root", "routes/dashboard.students"]);
    expect(memo(tree(), { pathname: "/dashboard/students" })!.map((m) => m.route.id)).toEqual(["root", "routes/dashboard", "routes/dashboard.$tab"]);
  });
});
