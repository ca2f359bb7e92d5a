/**
 * The service worker (issue 46 item 2, docs/offline.md, docs/decisions/148-service-worker.md), bundled by
 * scripts/build.ts into build/client/sw.js and registered with the scope /textbook/ by a page that keeps a module
 * offline (app/lib/offline/keptModules.ts). It only ever *falls back* to what a student kept: online, every page,
 * data request and procedure goes to the server as before (no respondWith for /trpc, /api other than media files,
 * /admin, /lti). What it answers:
 * - a module page (document or Remix data request) the network cannot answer: the kept copy, else a short offline page;
 * - a fingerprinted /assets/ file: the kept copy when there is one (they never change), else the network;
 * - a media file (/api/media/file/…) kept with a module: the kept copy, a Range request answered with the bytes asked
 *   (206, Workbox's range-requests module): the video plays and seeks offline; not kept: the network.
 */
import { createPartialResponse } from "workbox-range-requests";
import { registerRoute } from "workbox-routing";
import { OFFLINE_ASSETS_CACHE, OFFLINE_CACHE_PREFIX, offlinePageKey } from "#shared/offline";

type ExtendableEvent = Event & { waitUntil(p: Promise<unknown>): void };
const sw = self as unknown as {
  addEventListener(type: "install" | "activate", fn: (e: ExtendableEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
};

// A new version takes over at once: it only adds fallbacks, and the page that registered it wants them now.
sw.addEventListener("install", () => void sw.skipWaiting());
sw.addEventListener("activate", (e) => e.waitUntil(sw.clients.claim()));

/** The kept copy of a URL in any of the offline caches (never another cache), ignoring the request's headers. */
async function kept(url: string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(OFFLINE_CACHE_PREFIX)) continue;
    const hit = await (await caches.open(name)).match(url, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

const OFFLINE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Offline · Hors ligne</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>You are offline</h1><p>This page is not kept for offline use. The modules you keep offline open without a network; quizzes need the network.</p>
<div lang="fr"><h2>Vous êtes hors ligne</h2><p>Cette page n’est pas conservée hors ligne. Les modules que vous gardez hors ligne s’ouvrent sans réseau ; les quiz ont besoin du réseau.</p></div>
<p><a href="javascript:location.reload()">Try again · Réessayer</a></p></body></html>`;

/** Paths the worker never answers: procedures, the CMS and its API (media files aside, below), LTI. */
const NEVER = /^\/(trpc|api|admin|lti)(\/|$)/;

/** The build's fingerprinted files and the interface strings (digest in the name): kept copies first, else the network. */
registerRoute(
  ({ url }) => url.origin === sw.location.origin && (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/i18n/")),
  async ({ request }) => (await (await caches.open(OFFLINE_ASSETS_CACHE)).match(request.url)) ?? fetch(request),
);

/** Pages and other same-origin files: the network first (online nothing changes), the kept copy when it fails. */
registerRoute(
  ({ url, request }) => url.origin === sw.location.origin && request.method === "GET" && !NEVER.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (err) {
      const key = offlinePageKey(request.url);
      const copy = await kept(key ? new URL(key, sw.location.origin).href : request.url);
      if (copy) return copy;
      if (request.mode === "navigate") return new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
      throw err;
    }
  },
);

/** Media files kept with a module (videos, tracks, posters, figures); a Range request gets its bytes from the copy. */
registerRoute(
  ({ url, request }) => url.origin === sw.location.origin && request.method === "GET" && url.pathname.startsWith("/api/media/file/"),
  async ({ request }) => {
    const copy = await kept(request.url);
    if (!copy) return fetch(request);
    return request.headers.has("range") ? createPartialResponse(request, copy) : copy;
  },
);
