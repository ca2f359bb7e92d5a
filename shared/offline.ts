/**
 * Modules kept offline (issue 46 item 2, docs/offline.md): names shared by the page that keeps them
 * (app/lib/offline/) and the service worker that serves them (app/serviceWorker/sw.ts). Browser-safe, no imports.
 */

/** Every cache this site's pages and service worker make starts with this; nothing else uses the Cache API. */
export const OFFLINE_CACHE_PREFIX = "biotext-offline-";
/** The build's fingerprinted scripts and styles the kept modules' pages need (immutable: one copy for all modules). */
export const OFFLINE_ASSETS_CACHE = `${OFFLINE_CACHE_PREFIX}assets`;
export const moduleCacheName = (moduleId: number) => `${OFFLINE_CACHE_PREFIX}module-${moduleId}`;

/** The service worker's script and the part of the site it controls: the learning area only. */
export const SERVICE_WORKER_URL = "/sw.js";
export const SERVICE_WORKER_SCOPE = "/textbook/";

/**
 * The storage bound (docs/decisions/150-offline-storage-bound.md): at most this many modules and this many bytes
 * together; keeping another is refused until one is removed.
 */
export const OFFLINE_MAX_MODULES = 5;
export const OFFLINE_MAX_BYTES = 300 * 1024 * 1024;

/**
 * The key a kept module page (document or Remix data request) is stored under: its path and its `id` and `s`
 * parameters only, so `_routes`, a search link's `c`/`u` or `next=1` find the same copy.
 */
export function offlinePageKey(href: string): string | null {
  const url = new URL(href, "http://x");
  if (url.pathname !== "/textbook/module" && url.pathname !== "/textbook/module.data") return null;
  const id = url.searchParams.get("id");
  if (!id || !/^\d+$/.test(id)) return null;
  const s = url.searchParams.get("s");
  return `${url.pathname}?id=${id}${s && /^\d+$/.test(s) ? `&s=${s}` : ""}`;
}
