import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { newQueryStats, runWithQueryStats } from "#core/db/queryStats";
import { hashToken, readSessionToken, sessionDataStamp, type SessionWithUser } from "#core/session/sessions";
import { compressPage, plainEncoding } from "./compressWhole";
import { DROPPED, withScriptHashes } from "./pageCache";

/**
 * Signed-in pages from memory, per session (docs/decisions/045-private-page-cache.md).
 *
 * The unit page and the module page are rendered per user: the published content (the read model)
 * plus the user's own rows (progress, quiz attempts, notes, memberships, class settings…). A
 * rendered page is kept, keyed by the session's token hash, the host and the URL, with a stamp of
 * everything it was rendered from:
 *   - the content read model's generation (an editor published: here, or elsewhere through NOTIFY);
 *   - the data versions read with the session in the same statement (`user_data_versions`, bumped
 *     by triggers in the writing transaction: the user's own counter for the tables that belong
 *     to a user, a shared counter for every other table — cms/migrations/20261124_190000_data_versions.ts);
 *   - the session's own fields as read (language, active unit, LTI lock, multi-session…), without
 *     the once-a-minute `lastSeenAt` touch (core/session/sessions.ts `sessionDataStamp`; the user's row,
 *     relationships and notes move the user's data version).
 * The stamp is taken before the page is rendered, so a write that lands during the render makes
 * the entry stale at once. A later request for the same URL with the same session cookie has read
 * its session as every request does (one indexed statement, which also catches a logout, an
 * expiry or a revocation on any instance) and gets the kept page, without a render, only when the
 * stamp is unchanged; otherwise it is rendered and kept again. Entries also expire after `ttlMs`
 * (time-dependent rules: quiz open and close dates). The page's inline scripts carried the
 * render's CSP nonce: it is replaced by the scripts' hashes, as for the public page cache
 * (server/pageCache.ts).
 *
 * Only document requests (GET, not Remix's `.data` navigations) of the paths below; a response
 * that is not a 200 HTML page, or that sets a cookie, is not kept.
 */
export const PRIVATE_PAGE_PATHS = new Set(["/textbook", "/textbook/module"]);
export const PRIVATE_PAGE_TTL_MS = 60_000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** The kept copies' bound (bodies and compressed copies) unless PRIVATE_PAGE_CACHE_MAX_BYTES says otherwise (decision 045). */
export const PRIVATE_PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A kept page: its uncompressed body and its compressed copies, each made once, when first asked for. */
type Entry = {
  stamp: string;
  expires: number;
  headers: Record<string, string>;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
  /** The embedded database's write count when a hit last read the stamp (before its statement), and until when the session stays live. */
  verified?: { writes: number; until: number };
};

/**
 * The encoding of a kept page's answer: the compression middleware's choice for a plain Accept-Encoding (br before
 * gzip), else gzip when named, else none.
 */
function encodingFor(acceptEncoding: string | string[] | undefined): "br" | "gzip" | null {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(", ") : acceptEncoding;
  return plainEncoding(value) ?? (/\bgzip\b/.test(value ?? "") ? "gzip" : null);
}

export type PrivatePageCacheOptions = {
  /** The read model's generation (core/content/readModel.ts `contentGeneration`). */
  generation: () => number;
  /** The session's `sessionDataStamp` for a token, read without its user's relationships (core/session/sessions.ts `findSessionStamp`). */
  sessionStamp: (token: string) => Promise<{ stamp: string; liveUntil: number } | null>;
  /**
   * The embedded database's count of writes (core/db/database.ts `writes`), where every write goes through this process:
   * a hit whose stamp was read at the same count, within the session's `liveUntil`, is answered without the statement.
   * Undefined on PostgreSQL, where other instances and other clients write too.
   */
  writes?: () => number;
  ttlMs?: number;
  /** The copies' bound in bytes; the least recently used go first. */
  maxBytes?: number;
  /** The only `Host` values kept (server/pageCache.ts `servedHosts(PUBLIC_URL)`, issue 44); other hosts are rendered, never kept. */
  hosts: ReadonlySet<string>;
};

export type PrivatePageCache = {
  /**
   * Before Express (server/app.ts, after the static files): a GET of a kept page with the same session
   * cookie is answered from memory once one light statement (`sessionStamp`) shows its stamp still
   * holds — no compression, nonce, session join or render. Returns false when there is no such copy;
   * true when it took the request, which it then either answers or hands to `fallback` (the Express app).
   */
  serve: (req: IncomingMessage, res: ServerResponse, fallback: () => void) => boolean;
  /** Express middleware, after the session and the CSP nonce: answers from a kept copy whose stamp still holds, or keeps the page this request renders. */
  capture: (req: Request, res: Response, next: NextFunction) => void;
  stats: () => {
    hits: number;
    earlyHits: number;
    unreadHits: number;
    stale: number;
    kept: number;
    refused: number;
    /** Issue 50: signed-in requests for a cacheable page that no kept copy answered (none, expired, or its stamp moved). */
    misses: number;
    entries: number;
    bytes: number;
  };
  clear: () => void;
};

/** Everything a signed-in page was rendered from, as read with the session; null when it cannot be told. */
export function pageStamp(session: SessionWithUser | null | undefined, generation: number): string | null {
  const data = session ? sessionDataStamp(session) : null;
  return data ? `${generation}|${data}` : null;
}

function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
}

export function createPrivatePageCache(opts: PrivatePageCacheOptions): PrivatePageCache {
  const ttl = opts.ttlMs ?? PRIVATE_PAGE_TTL_MS;
  const maxBytes = opts.maxBytes ?? PRIVATE_PAGE_CACHE_MAX_BYTES;
  // In order of last use (a Map keeps insertion order; a hit moves its entry to the end): the first is the least recently used.
  const entries = new Map<string, Entry>();
  const counts = { hits: 0, earlyHits: 0, unreadHits: 0, stale: 0, kept: 0, refused: 0, misses: 0 };
  let bytes = 0;

  const keyOf = (tokenHash: string, host: string, url: string) => `${tokenHash}\u0000${host}\u0000${url}`;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // The least recently used first.
    for (const k of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(k);
    }
  };
  /** A hit: the entry becomes the most recently used (the end of the order). */
  const touch = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    entries.set(key, entry);
  };
  /** The entry's body in `encoding`, compressed the first time it is asked for and kept with the entry. */
  const encoded = (key: string, entry: Entry, encoding: "br" | "gzip" | null): Buffer => {
    if (!encoding) return entry.body;
    const copy = entry[encoding];
    if (copy) return copy;
    const made = compressPage(entry.body, encoding);
    entry[encoding] = made;
    entry.bytes += made.length;
    if (entries.get(key) === entry) {
      bytes += made.length;
      for (const k of entries.keys()) {
        if (bytes <= maxBytes || k === key) break;
        drop(k);
      }
    }
    return made;
  };
  const eligible = (method: string | undefined, url: string | undefined, host: string | undefined): url is string =>
    method === "GET" && typeof url === "string" && PRIVATE_PAGE_PATHS.has(pathOf(url)) && opts.hosts.has((host ?? "").toLowerCase());

  function capture(req: Request, res: Response, next: NextFunction) {
    const token = readSessionToken(req.headers.cookie);
    const stamp = pageStamp(res.locals.session, opts.generation());
    const nonce = res.locals.nonce;
    if (!eligible(req.method, req.originalUrl, req.headers.host) || !token || !stamp || !nonce) return next();
    const key = keyOf(hashToken(token), req.headers.host ?? "", req.originalUrl);
    const kept = entries.get(key);
    if (kept && kept.expires >= Date.now() && kept.stamp === stamp) return send(req, res, key, kept);
    if (kept) {
      counts.stale += 1;
      drop(key);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const buf =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : null;
      if (!buf) return;
      size += buf.length;
      if (size > MAX_BODY_BYTES) overflow = true;
      else chunks.push(buf);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...args: unknown[]) {
      collect(chunk, args[0]);
      return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...args]);
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...args: unknown[]) {
      if (size === 0 && Buffer.isBuffer(chunk) && chunk.length <= MAX_BODY_BYTES && !this.headersSent) {
        // A whole page (server/remixHandler.ts: one buffer, nothing written before): kept, and this answer is the kept
        // copy itself — the scripts' hashes in place of the nonce, compressed once for this answer and the later hits
        // (a render compressed it twice: brotli for the answer, gzip for the copy).
        const entry = entryOf(chunk);
        if (!entry) return (end as (...a: unknown[]) => Response).apply(this, [chunk, ...args]);
        keep(key, entry);
        counts.kept += 1;
        const encoding = plainEncoding(req.headers["accept-encoding"]);
        const body = encoded(key, entry, encoding);
        this.set({
          "content-security-policy": entry.headers["content-security-policy"],
          vary: entry.headers.vary,
          "cache-control": entry.headers["cache-control"],
          "content-length": String(body.length),
        });
        // A Content-Encoding keeps compressWholePages and the compression middleware out; without one (q-values, no
        // Accept-Encoding) the middleware negotiates as for any page.
        if (encoding) this.set("content-encoding", encoding);
        return (end as (...a: unknown[]) => Response).apply(this, [body, ...args]);
      }
      collect(chunk, args[0]);
      if (!overflow) {
        const entry = entryOf(Buffer.concat(chunks));
        if (entry) {
          keep(key, entry);
          counts.kept += 1;
        }
      }
      return (end as (...a: unknown[]) => Response).apply(this, [chunk, ...args]);
    } as Response["end"];

    /** The copy to keep of this answer, or null (counted as refused) when it is not a 200 HTML page with this request's nonce and no cookie. */
    function entryOf(html: Buffer): Entry | null {
      const type = String(res.getHeader("content-type") ?? "");
      const csp = String(res.getHeader("content-security-policy") ?? "");
      if (res.statusCode !== 200 || !type.startsWith("text/html") || res.getHeader("set-cookie") || !csp.includes(`'nonce-${nonce}'`)) {
        counts.refused += 1;
        return null;
      }
      const page = withScriptHashes(html.toString("utf8"), nonce!);
      if (!page) {
        counts.refused += 1;
        return null;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value == null || DROPPED.has(name)) continue;
        headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
      }
      headers["content-security-policy"] = csp.replace(`'nonce-${nonce}'`, page.hashes.join(" ") || "'none'");
      headers["vary"] = "Accept-Encoding, Cookie";
      headers["cache-control"] = "private, no-store"; // issue 23 item 7: never stored by a browser or proxy
      const body = Buffer.from(page.html, "utf8");
      return { stamp: stamp!, expires: Date.now() + ttl, headers, body, bytes: body.length + key.length };
    }
    next();
  }

  function serve(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean {
    const url = req.url;
    if (!eligible(req.method, url, req.headers.host)) return false;
    const token = readSessionToken(req.headers.cookie);
    if (!token) return false;
    const key = keyOf(hashToken(token), req.headers.host ?? "", url);
    const kept = entries.get(key);
    if (!kept || kept.expires < Date.now()) {
      counts.misses += 1;
      return false;
    }
    const started = performance.now();
    const db = newQueryStats();
    const answer = () => {
      counts.earlyHits += 1;
      touch(key, kept);
      const encoding = encodingFor(req.headers["accept-encoding"]);
      const body = encoded(key, kept, encoding);
      const headers: Record<string, string> = {
        ...kept.headers,
        "server-timing": `cache;desc="private page cache hit", db;dur=${db.ms.toFixed(1)};desc="${db.count} queries", total;dur=${(
          performance.now() - started
        ).toFixed(1)}`,
        "content-length": String(body.length),
      };
      if (encoding) headers["content-encoding"] = encoding;
      res.writeHead(200, headers);
      res.end(body);
    };
    // The embedded database has run no write since a hit read this stamp, the session is still live and the content the
    // same: the stamp still holds without reading it again.
    const writes = opts.writes?.();
    const verified = kept.verified;
    if (writes !== undefined && verified && verified.writes === writes && Date.now() < verified.until && kept.stamp.startsWith(`${opts.generation()}|`)) {
      counts.unreadHits += 1;
      answer();
      return true;
    }
    runWithQueryStats(db, () => opts.sessionStamp(token)).then(
      (data) => {
        // The copy must still be the kept one (not replaced or dropped meanwhile) and its stamp must hold.
        if (!data || entries.get(key) !== kept || kept.stamp !== `${opts.generation()}|${data.stamp}` || kept.expires < Date.now()) {
          counts.misses += 1;
          return fallback();
        }
        // The count read before the statement: a write that ran meanwhile moved it past, so the next hit reads again.
        if (writes !== undefined) kept.verified = { writes, until: data.liveUntil };
        answer();
      },
      // The statement failed (the database is down…): the app answers, with its own error handling.
      () => {
        counts.misses += 1;
        fallback();
      },
    );
    return true;
  }

  function send(req: Request, res: Response, key: string, entry: Entry) {
    counts.hits += 1;
    touch(key, entry);
    const encoding = encodingFor(req.headers["accept-encoding"]);
    const body = encoded(key, entry, encoding);
    // The copy's headers replace this response's (its CSP lists the copy's script hashes, not this request's nonce);
    // a Content-Encoding keeps the compression middleware out.
    res.set({ ...entry.headers, "server-timing": 'cache;desc="private page cache hit"', "content-length": String(body.length) });
    if (encoding) res.set("content-encoding", encoding);
    res.status(200).end(body);
  }

  return {
    serve,
    capture,
    stats: () => ({ ...counts, entries: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}
