/**
 * Where a `next` / `redirect` parameter may send the browser: only this site (no open redirect).
 *
 * The target is resolved with the URL standard — the same parser the browser will use — against
 * the site's origin, so whatever the browser would do with it (drop tabs and line breaks, read
 * `\` as `/`, treat `//host` and `https:host` as another site) is what is checked here. A string
 * test on the raw value cannot see that `/%09/evil.example` becomes `//evil.example`.
 *
 * Browser-safe (no server imports): pass `window.location.origin` in the browser and the
 * request's origin on the server (`requestOrigin(request)`).
 *
 * Returns the normalised same-origin path + search + hash, or null when the target is missing,
 * unparsable or leads anywhere else.
 */
export function safeRedirect(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== "string" || target.trim() === "") return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  // Same origin but a path such as `//evil.example` (from `/.//evil.example`) would be read as
  // another host once written into a Location header or handed to location.assign.
  if (url.pathname.startsWith("//")) return null;
  return url.pathname + url.search + url.hash;
}

/** The origin a server-side request came in on, to resolve redirect targets against. */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}
