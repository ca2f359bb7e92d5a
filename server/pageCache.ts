import crypto from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import zlib from "node:zlib";
import { SESSION_COOKIE } from "#core/session/sessions";
import { isbot } from "isbot";
import { encodeVisitor, newVisitor, readVisitor, VISITOR_COOKIE, visitorCookie } from "#core/session/visitorCookie";

/**
 * Public pages for returning visitors, rendered once per language and kept in memory.
 *
 * A returning visitor (a valid signed `vid` cookie, no session) sees on the home, About, catalogue
 * and privacy pages only what depends on the language and the published content. Rendering that
 * page for every request is what the profile showed (React server rendering, route matching,
 * gzip), so it is rendered once — by a request to this same server as a fresh visitor of that
 * language, through every middleware as usual — and answered from memory, like a static file,
 * until the published content changes (the read model's generation goes up: an editor published,
 * here or on another instance through NOTIFY) or `PAGE_CACHE_TTL_MS` passes.
 *
 * The page's inline scripts carried the fill request's CSP nonce; a cached body is the same for
 * everyone, so the nonce is taken out and the policy lists the inline scripts' SHA-256 hashes
 * instead (CSP Level 2), which also lets the body be compressed once.
 *
 * A first visit (no cookie: a new visitor, a crawler, a link preview) is answered with the default
 * language's copy, like a returning visitor, plus a new signed visitor cookie made here (browsers'
 * GETs only, as server/requestSession.ts gives it: no row, no statement) and `Cache-Control:
 * private, no-cache` (docs/decisions/080-first-visits-from-the-page-cache.md).
 *
 * Never cached: anything but GET/HEAD, a query string, a request with a session cookie or any
 * cookie other than the visitor's, a forged visitor cookie, a fill response that is not a 200 HTML
 * page or that sets a cookie, a request for a host the site does not serve (issue 44: each `Host`
 * had its own copy, never dropped — 300 hosts, 64 MB; only `PUBLIC_URL`'s host is kept, see
 * `servedHosts`). The copies are bounded in bytes (body and compressed copies), least recently used
 * dropped first (docs/decisions/008-public-page-cache.md).
 */
export const CACHEABLE_PAGES: RegExp[] = [/^\/$/, /^\/about-us$/, /^\/privacy-and-terms$/, /^\/subjects(\/[a-z0-9-]+){0,3}$/];
export const PAGE_CACHE_TTL_MS = 60_000;
/** The public copies' bound (bodies and compressed copies together) unless PAGE_CACHE_MAX_BYTES says otherwise. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const FILL_HEADER = "x-biotext-page-fill";
/** Headers of a rendered response not kept with a cached copy: per-response or recomputed (also server/privatePageCache.ts). */
export const DROPPED = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "server-timing",
  "set-cookie",
  "vary",
]);

type Entry = {
  generation: number;
  expires: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  bytes: number;
};

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The `Host` values the page caches keep copies for (issue 44): `PUBLIC_URL`'s host (with and without its default
 * port), and for a loopback origin (the default `http://localhost:PORT`, tests, benches) its other loopback names on
 * the same port. A request naming any other host is answered as usual, rendered, never kept.
 */
export function servedHosts(publicUrl: string): ReadonlySet<string> {
  const url = new URL(publicUrl);
  const defaultPort = url.protocol === "https:" ? "443" : "80";
  const port = url.port || defaultPort;
  const names = LOOPBACK.has(url.hostname.toLowerCase()) ? [...LOOPBACK] : [url.hostname.toLowerCase()];
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    if (port === defaultPort) hosts.add(name);
  }
  return hosts;
}

export type PageCacheOptions = {
  /** The read model's generation (core/content/readModel.ts `contentGeneration`). */
  generation: () => number;
  /** Where this server listens, for the fill requests. */
  port: () => number | null;
  ttlMs?: number;
  /** The Secure flag of the visitor cookie given to a first visit answered from the cache. */
  secureCookies?: boolean;
  /** The only `Host` values kept (`servedHosts(PUBLIC_URL)`); other hosts are answered by the app, not kept. */
  hosts: ReadonlySet<string>;
  /** The copies' bound in bytes (bodies and compressed copies); the least recently used go first. */
  maxBytes?: number;
};

export type PageCache = {
  /** Answers the request from the cache (true), or lets it through (false) and fills the cache in the background. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Fills one page for one language now (tests, warm-up). */
  fill(path: string, language: "en" | "fr", host: string): Promise<boolean>;
  stats(): { hits: number; misses: number; fills: number; refused: number; firstVisits: number; entries: number; bytes: number };
  clear(): void;
};

function cookieNames(header: string): string[] {
  return header
    .split(";")
    .map((p) => p.trim().split("=")[0])
    .filter(Boolean);
}

/** Takes the nonce out of a rendered page: the body without it and the hashes of its inline scripts. */
export function withScriptHashes(html: string, nonce: string): { html: string; hashes: string[] } | null {
  const hashes = new Set<string>();
  const attr = ` nonce="${nonce}"`;
  const scripts = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const m of html.matchAll(scripts)) {
    const attrs = m[1];
    if (/\bsrc\s*=/.test(attrs)) continue;
    if (/\btype\s*=\s*"application\/(ld\+)?json"/.test(attrs)) continue;
    // An inline script without this request's nonce would not have run: do not make it runnable.
    if (!attrs.includes(attr)) return null;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return { html: html.split(attr).join(""), hashes: [...hashes] };
}

export function createPageCache(opts: PageCacheOptions): PageCache {
  const ttl = opts.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxBytes = opts.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  // In order of last use (a Map keeps insertion order; a hit moves its entry to the end): the first is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const filling = new Map<string, Promise<boolean>>();
  const counts = { hits: 0, misses: 0, fills: 0, refused: 0, firstVisits: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

  const keyOf = (host: string, path: string, language: string) => `${language}\u0000${host}\u0000${path}`;
  const served = (host: string) => opts.hosts.has(host.toLowerCase());
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const k of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(k);
    }
  };

  function fetchPage(path: string, language: "en" | "fr", host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const port = opts.port();
    if (!port) return Promise.reject(new Error("not listening"));
    const cookie = `${VISITOR_COOKIE}=${encodeVisitor(newVisitor(language))}`;
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path,
          method: "GET",
          agent,
          headers: { host, cookie, accept: "text/html", "accept-encoding": "identity", "user-agent": "Mozilla/5.0 (BioText page cache)", [FILL_HEADER]: "1" },
          timeout: 10_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error("page cache fill timed out")));
      req.on("error", reject);
      req.end();
    });
  }

  async function fill(path: string, language: "en" | "fr", host: string): Promise<boolean> {
    if (!served(host)) return false;
    const key = keyOf(host, path, language);
    const running = filling.get(key);
    if (running) return running;
    const work = (async () => {
      const generation = opts.generation();
      const res = await fetchPage(path, language, host);
      const type = String(res.headers["content-type"] ?? "");
      const csp = String(res.headers["content-security-policy"] ?? "");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      if (res.status !== 200 || !type.startsWith("text/html") || res.headers["set-cookie"] || !nonce) {
        counts.refused += 1;
        return false;
      }
      const page = withScriptHashes(res.body.toString("utf8"), nonce);
      if (!page) {
        counts.refused += 1;
        return false;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value == null || DROPPED.has(name)) continue;
        headers[name] = Array.isArray(value) ? value.join(", ") : value;
      }
      headers["content-security-policy"] = csp.replace(`'nonce-${nonce}'`, page.hashes.join(" ") || "'none'");
      headers["vary"] = "Accept-Encoding, Cookie";
      const body = Buffer.from(page.html, "utf8");
      const gzip = zlib.gzipSync(body, { level: 9 });
      const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      const headerBytes = Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length, 0);
      keep(key, {
        generation,
        expires: Date.now() + ttl,
        headers,
        body,
        gzip,
        br,
        etag: `"p-${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
        bytes: body.length + gzip.length + br.length + headerBytes + key.length,
      });
      counts.fills += 1;
      return true;
    })()
      .catch(() => {
        counts.refused += 1;
        return false;
      })
      .finally(() => filling.delete(key));
    filling.set(key, work);
    return work;
  }

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (url.includes("?") || !CACHEABLE_PAGES.some((r) => r.test(url))) return false;
    if (req.headers[FILL_HEADER]) return false;
    const cookie = req.headers.cookie?.trim();
    // A first visit (no cookie at all) sees what a new visitor of the default language sees (the app gives it
    // exactly that: server/requestSession.ts); it gets its visitor cookie here, as the app would give it.
    let language: "en" | "fr" = "en";
    if (cookie) {
      const names = cookieNames(cookie);
      if (names.includes(SESSION_COOKIE) || names.some((n) => n !== VISITOR_COOKIE)) return false;
      const visitor = readVisitor(cookie);
      if (!visitor) return false;
      language = visitor.language;
    }
    const host = req.headers.host ?? "";
    // Another host (any `Host` a client sends reaches here): answered by the app, never kept (issue 44).
    if (!served(host)) return false;
    const key = keyOf(host, url, language);
    const entry = entries.get(key);
    if (!entry || entry.generation !== opts.generation() || entry.expires < Date.now()) {
      counts.misses += 1;
      void fill(url, language, host);
      return false;
    }
    counts.hits += 1;
    // Most recently used: to the end of the order.
    entries.delete(key);
    entries.set(key, entry);
    const accept = String(req.headers["accept-encoding"] ?? "");
    const [encoding, body] = /\bbr\b/.test(accept) ? ["br", entry.br] : /\bgzip\b/.test(accept) ? ["gzip", entry.gzip] : [null, entry.body];
    const headers: Record<string, string | number | string[]> = { ...entry.headers, etag: entry.etag, "server-timing": 'cache;desc="page cache hit"' };
    if (!cookie) {
      counts.firstVisits += 1;
      // The page is everyone's; the cookie is this visitor's alone: no shared cache may keep the answer.
      headers["cache-control"] = "private, no-cache";
      // As loadSession does: a GET by a browser gets a new signed visitor cookie (no row, no statement); bots and HEAD none.
      if (req.method === "GET" && !isbot(String(req.headers["user-agent"] ?? "")))
        headers["set-cookie"] = visitorCookie(newVisitor(), opts.secureCookies ?? false);
    }
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    if (encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  return {
    serve,
    fill,
    stats: () => ({ ...counts, entries: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}

/** The fill requests carry this header so that they are rendered, not answered from the cache; the app treats them like any visitor. */
export const PAGE_FILL_HEADER = FILL_HEADER;
