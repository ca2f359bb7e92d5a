import {
  moduleCacheName,
  offlinePageKey,
  OFFLINE_ASSETS_CACHE,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_MAX_BYTES,
  OFFLINE_MAX_MODULES,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
} from "#shared/offline";
import { forgetQueuedWrites, syncQueuedWrites } from "./queue";

/**
 * Modules kept for offline use (issue 46 item 2, docs/offline.md). The page keeps them itself with the Cache API (one
 * cache per module, one for the build's files); the service worker (app/serviceWorker/sw.ts) serves those copies when
 * the network fails. The list of kept modules, with their owner (the signed-in user) and sizes, is in localStorage.
 */
export type KeptModule = { id: number; title: string; bytes: number; keptAt: string };
type KeptList = { owner: string; modules: KeptModule[] };
/** What offline.manifest answers (core/offline/manifest.ts), as far as keeping needs it. */
export type ModuleManifest = {
  moduleId: number;
  title: string;
  lessons: { id: number }[];
  pages: string[];
  files: { url: string; bytes: number | null }[];
  bytes: number;
};

/** The localStorage key of the kept list (the site header reads it to know whether anything is kept). */
export const LIST_KEY = "biotext.offline.kept";
const listeners = new Set<() => void>();
const EMPTY: KeptList = { owner: "", modules: [] };
let snapshot: KeptList | null = null;

export const offlineSupported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "caches" in window && "indexedDB" in window;

export function keptList(): KeptList {
  if (typeof window === "undefined") return EMPTY;
  if (snapshot) return snapshot;
  try {
    const parsed = JSON.parse(localStorage.getItem(LIST_KEY) ?? "null") as KeptList | null;
    snapshot = parsed && Array.isArray(parsed.modules) ? parsed : EMPTY;
  } catch {
    snapshot = EMPTY;
  }
  return snapshot;
}

function saveList(list: KeptList) {
  snapshot = list;
  if (list.modules.length) localStorage.setItem(LIST_KEY, JSON.stringify(list));
  else localStorage.removeItem(LIST_KEY);
  for (const fn of listeners) fn();
}

/** For useSyncExternalStore: changes made by this tab and, through the storage event, by others. */
export function subscribeKept(fn: () => void) {
  listeners.add(fn);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== LIST_KEY) return;
    snapshot = null;
    fn();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener("storage", onStorage);
  };
}

export const keptBytes = (list = keptList()) => list.modules.reduce((sum, m) => sum + m.bytes, 0);

/** Why keeping one more module is refused (the bound of docs/decisions/150-offline-storage-bound.md), or null. */
export async function keepRefusal(bytes: number): Promise<"count" | "bytes" | "quota" | null> {
  const list = keptList();
  if (list.modules.length >= OFFLINE_MAX_MODULES) return "count";
  if (keptBytes(list) + bytes > OFFLINE_MAX_BYTES) return "bytes";
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (estimate?.quota != null && estimate.usage != null && estimate.quota - estimate.usage < bytes * 1.1) return "quota";
  return null;
}

/** The build's files the page runs on: the Remix manifest's entry and routes, and every script, style and string file loaded. */
function buildFiles(): string[] {
  const found = new Set<string>();
  const add = (href: string | undefined) => {
    if (!href) return;
    const url = new URL(href, location.href);
    if (url.origin === location.origin && /^\/(assets|i18n)\//.test(url.pathname)) found.add(url.pathname);
  };
  type Entry = { module?: string; imports?: string[]; css?: string[] };
  const manifest = (window as unknown as { __remixManifest?: { url?: string; entry?: Entry; routes?: Record<string, Entry> } }).__remixManifest;
  for (const entry of [manifest?.entry, manifest?.routes?.root, manifest?.routes?.["routes/textbook.module"]]) {
    add(entry?.module);
    entry?.imports?.forEach(add);
    entry?.css?.forEach(add);
  }
  add(manifest?.url);
  for (const r of performance.getEntriesByType("resource")) add(r.name);
  for (const el of document.querySelectorAll<HTMLLinkElement>("link[href]")) add(el.href);
  add(document.documentElement.dataset.i18nStrings);
  return [...found];
}

/** Same-origin images the page shows outside the content (the header's logo, the icon). */
function pageImages(): string[] {
  const found = new Set<string>();
  for (const r of performance.getEntriesByType("resource")) {
    const url = new URL(r.name);
    if (url.origin === location.origin && /\.(svg|png|ico|webp|jpe?g|woff2?)$/.test(url.pathname) && !/^\/(assets|i18n|api)\//.test(url.pathname))
      found.add(url.pathname);
  }
  return [...found];
}

async function registerWorker() {
  const reg = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  // Ask the browser not to evict the kept modules under storage pressure (it may still refuse).
  void navigator.storage?.persist?.().catch(() => false);
  return reg;
}

/** Copies a response into a cache under `key`, answering its size in bytes. */
async function store(cache: Cache, url: string, key: string = url): Promise<number> {
  const res = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const body = await res.arrayBuffer();
  // The body is decoded already: the copy must not claim a compression or the compressed length.
  const headers = new Headers(res.headers);
  headers.delete("content-encoding");
  headers.set("content-length", String(body.byteLength));
  await cache.put(new URL(key, location.href).href, new Response(body, { status: res.status, statusText: res.statusText, headers }));
  return body.byteLength;
}

/**
 * Keeps a module: its pages (each lesson's document and the data request the page makes for it), its files (videos,
 * tracks, posters, figures) and the build's files the page runs on. `onProgress` gets the share done (0…1). A failure
 * leaves nothing of this module behind.
 */
export async function keepModule(
  manifest: ModuleManifest,
  owner: string,
  onProgress: (done: number) => void,
  /** The page's parts loaded when used (the player, the note editor): loaded now, so their files are kept too. */
  warm: (() => Promise<unknown>)[] = [],
): Promise<KeptModule> {
  await Promise.all([registerWorker(), ...warm.map((load) => load().catch(() => undefined))]);
  const cache = await caches.open(moduleCacheName(manifest.moduleId));
  const assets = await caches.open(OFFLINE_ASSETS_CACHE);
  const dataUrl = (lessonId: number) => `/textbook/module.data?id=${manifest.moduleId}&s=${lessonId}&_routes=routes%2Ftextbook.module`;
  type Job = { weight: number; run: () => Promise<number> };
  const jobs: Job[] = [
    ...manifest.pages.map((p) => ({ weight: 64 * 1024, run: () => store(cache, p, offlinePageKey(p) ?? p) })),
    ...manifest.lessons.map((l) => ({ weight: 16 * 1024, run: () => store(cache, dataUrl(l.id), offlinePageKey(dataUrl(l.id)) ?? undefined) })),
    ...manifest.files.map((f) => ({ weight: f.bytes ?? 64 * 1024, run: () => store(cache, f.url) })),
    ...pageImages().map((u) => ({ weight: 4 * 1024, run: () => store(cache, u) })),
  ];
  for (const url of buildFiles()) {
    if (!(await assets.match(url))) jobs.push({ weight: 32 * 1024, run: () => store(assets, url) });
  }
  const total = jobs.reduce((sum, j) => sum + j.weight, 0);
  let done = 0;
  let bytes = 0;
  try {
    // Three at a time: a phone's connection is used well without queueing the whole module at once.
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        bytes += await job.run();
        done += job.weight;
        onProgress(Math.min(1, done / total));
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  } catch (err) {
    await caches.delete(moduleCacheName(manifest.moduleId));
    throw err;
  }
  const kept: KeptModule = { id: manifest.moduleId, title: manifest.title, bytes, keptAt: new Date().toISOString() };
  const list = keptList();
  saveList({ owner, modules: [...list.modules.filter((m) => m.id !== kept.id), kept] });
  return kept;
}

/** Removes a kept module; with none left, the build's files and the service worker go too. */
export async function removeKeptModule(moduleId: number) {
  await caches.delete(moduleCacheName(moduleId));
  const list = keptList();
  const modules = list.modules.filter((m) => m.id !== moduleId);
  saveList({ owner: list.owner, modules });
  if (!modules.length) await dropWorkerAndCaches();
}

async function dropWorkerAndCaches() {
  for (const name of await caches.keys()) if (name.startsWith(OFFLINE_CACHE_PREFIX)) await caches.delete(name);
  const reg = await navigator.serviceWorker?.getRegistration(SERVICE_WORKER_SCOPE).catch(() => undefined);
  if (reg && new URL(reg.scope).pathname === SERVICE_WORKER_SCOPE) await reg.unregister();
}

/**
 * Sign-out, or another user signed in on this browser: every kept module, the build's files, the queued writes and the
 * service worker are removed, so nothing of one student's stays for the next (docs/offline.md).
 */
export async function forgetOfflineData(opts: { syncFirstFor?: string | null } = {}) {
  if (!offlineSupported()) return;
  // Signing out online: the writes made offline are sent first (best effort), not thrown away.
  if (opts.syncFirstFor && navigator.onLine) await syncQueuedWrites(opts.syncFirstFor).catch(() => undefined);
  saveList(EMPTY);
  await Promise.all([dropWorkerAndCaches().catch(() => undefined), forgetQueuedWrites().catch(() => undefined)]);
}

/**
 * The kept modules belong to `userId`; another student's are forgotten. Nobody signed in (a session that expired while
 * offline) forgets nothing: the owner's queued writes wait for them to sign in again.
 */
export async function keepOnlyOwnerData(userId: string | null) {
  if (!offlineSupported() || !userId) return;
  const list = keptList();
  if (list.modules.length && list.owner !== userId) await forgetOfflineData();
}
