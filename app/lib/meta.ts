import type { MetaDescriptor } from "@remix-run/node";
import { createI18n, type Language } from "~/i18n";

/**
 * The one `<title>` of every page (issue 26): routes export `meta = pageMeta(…)` and nothing else writes a
 * title — root.tsx renders only `<Meta />`, whose title comes from the deepest route with a `meta` export,
 * the root's (the site's title, or the 404/error page's) when the route has none.
 *
 * The title names the page in the page's language: "<page> · BioText", from the interface strings
 * (`meta.pageTitle`, the page's name under a key the route gives). The language is the root loader's
 * (`context.language`); without it (the root loader failed) the document's, and English on the server.
 */
type Match = { id: string; data?: unknown };
type Args = { matches: Match[]; data?: unknown; error?: unknown; location?: { pathname: string; search: string } };

export function metaLanguage(matches: Match[]): Language {
  const root = matches.find((m) => m.id === "root")?.data as { language?: Language } | undefined;
  if (root?.language) return root.language;
  if (typeof document !== "undefined" && document.documentElement.lang === "fr") return "fr";
  return "en";
}

/** `t` in the language of the page being rendered. */
export function metaT(matches: Match[]) {
  const i18n = createI18n(metaLanguage(matches));
  return (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {}) as string;
}

/**
 * A route's `meta`: the page named by an interface-string key, or by a function of the route's data and
 * `t` (a product's, unit's or module's own title). `extra` adds descriptors such as robots.
 */
export function pageMeta<A extends Args = Args>(
  page: string | ((t: ReturnType<typeof metaT>, args: A) => string),
  extra: MetaDescriptor[] = [],
): (args: A) => MetaDescriptor[] {
  return (args) => {
    const t = metaT(args.matches);
    const name = typeof page === "string" ? t(page) : page(t, args);
    return [{ title: t("meta.pageTitle", { page: name }) }, ...extra];
  };
}
