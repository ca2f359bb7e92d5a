import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { type AnyTRPCRouter, TRPCError } from "@trpc/server";
import { internal_exceptionHandler } from "@trpc/server/adapters/node-http";
import { resolveResponse } from "@trpc/server/http";
import type { Payload } from "payload";
import type { SessionWithUser } from "#core/session/sessions";
import type { Visitor } from "#core/session/visitorCookie";
import { newQueryStats, runWithQueryStats } from "#core/db/queryStats";
import { apiSessionOf } from "./requestSession";
import { bodyLimitRefusal, jsonBodyRefusal, sameOriginRefusal, type Refusal } from "./security";
import { serverTimingValue } from "./serverTiming";
import { requestIdOf, sendUnexpectedError } from "./errorResponses";
import { setRoute, setUserId, trpcRoute } from "./routeTemplate";
import { compressPage, plainEncoding, THRESHOLD, varyAcceptEncoding } from "./compressWhole";

/** Express's own client address (what `req.ip` returns), with the app's compiled "trust proxy" function. */
const proxyaddr = createRequire(import.meta.url)("proxy-addr") as (req: IncomingMessage, trust: (addr: string, i: number) => boolean) => string;

export const TRPC_PREFIX = "/trpc/";

export type TrpcHttpOptions<TContext extends object> = {
  router: AnyTRPCRouter;
  payload: Payload;
  maxBatchSize: number;
  maxBodySize: number;
  /** Security headers of every answer (server/security.ts apiSecurityHeaders), computed once. */
  headers: [string, string][];
  /** Express's "trust proxy fn": the client address is computed exactly as `req.ip`. */
  trustProxy: (addr: string, i: number) => boolean;
  /** The `compression` middleware Express runs for /trpc GETs (POST answers were never compressed). */
  compress: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  createContext: (r: {
    session: SessionWithUser | null;
    visitor: Visitor | null;
    ip: string;
    userAgent: string | undefined;
    setCookie: (cookie: string) => void;
  }) => TContext;
  /** A session lookup that failed (the database is down): logged as Express's error handler logs it. */
  onError: (err: unknown, requestId: string) => void;
};

/** Express's res.append for Set-Cookie on a plain response. */
function appendHeader(res: ServerResponse, name: string, value: string) {
  const prev = res.getHeader(name);
  res.setHeader(name, prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [String(prev), value]);
}

/** The answer Express's middlewares gave a refused request (res.status(…).json({ error: { message } })). */
function refuse(res: ServerResponse, refusal: Refusal, timing: (() => string) | null) {
  const body = JSON.stringify({ error: { message: refusal.message } });
  res.statusCode = refusal.status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  if (timing) res.setHeader("Server-Timing", timing());
  res.end(body);
}

/** The request body as text, at most `max` bytes (the same limit tRPC's adapter applies). */
function readBody(req: IncomingMessage, max: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > max ? null : chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** UTF-8 BOM: the fetch Request tRPC's adapter built drops it before JSON.parse (UTF-8 decode). */
const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * What tRPC's resolveResponse reads of a fetch `Request` (method, url, headers.get/has, json(),
 * signal), over the Node request and its already read body: the node-http adapter builds a full
 * undici Request (a Headers copy, a ReadableStream body) for each call.
 */
function requestLike(req: IncomingMessage, url: string, body: string | null, signal: AbortSignal): Request {
  const headers = {
    get: (name: string) => {
      const v = req.headers[name.toLowerCase()];
      return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
    },
    has: (name: string) => req.headers[name.toLowerCase()] !== undefined,
  };
  return {
    method: req.method,
    url,
    headers,
    signal,
    json: async () => {
      // Over the limit: what the adapter's body stream failed with (limitBody refuses such a declared length first).
      if (body === null) throw new TRPCError({ code: "PAYLOAD_TOO_LARGE" });
      return JSON.parse(stripBom(body));
    },
    text: async () => body ?? "",
  } as unknown as Request;
}

/**
 * A mutation's answer: most are a few hundred bytes, sent as they are (compressing them cost ≈ 8 % of a completion's
 * CPU, docs/performance.md "Progress completions"); one of 1 KB or more (a completion that carries the next lesson's
 * page, ≈ 5 KB) is compressed in one call (brotli quality 3 or gzip, server/compressWhole.ts),
 * when the Accept-Encoding is a plain list naming br or gzip, as browsers send it.
 */
function sendPostAnswer(req: IncomingMessage, res: ServerResponse, text: string) {
  if (text.length < THRESHOLD) return void res.end(text);
  varyAcceptEncoding(res);
  const encoding = plainEncoding(req.headers["accept-encoding"]);
  if (!encoding) return void res.end(text);
  const body = compressPage(Buffer.from(text), encoding);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * The tRPC API answered before Express (server/app.ts calls it from http.createServer), for GET and
 * POST requests under /trpc/ — the others go on to Express's /trpc route, which keeps the whole
 * chain. It does what that chain did, in the same order and with the same code: the security
 * headers (the same policy, without the page nonce), Server-Timing (statements counted for the
 * request, session lookup included), the same-origin check for mutations, the body limit, JSON-only
 * bodies, the session lookup (revocation honoured on every request), then tRPC's own
 * `resolveResponse` with the router, its error formatter and batch limit. What it does not do: the
 * fetch Request and web-stream response of tRPC's Express adapter, Express's routing, a nonce per
 * request. The answer goes out whole with its Content-Length, in one write (the adapter streamed it
 * chunked, two writes); GET answers go through `compression` as before, which now sees their
 * length and leaves those under its 1 KB threshold alone. docs/performance.md, "Progress completions".
 */
export function createTrpcHttpHandler<TContext extends object>(opts: TrpcHttpOptions<TContext>) {
  const procedures = new Set(Object.keys((opts.router as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures));
  const handle = async (req: IncomingMessage, res: ServerResponse, stats: ReturnType<typeof newQueryStats>, started: number) => {
    const timing = () => serverTimingValue(stats, performance.now() - started);
    for (const [name, value] of opts.headers) res.setHeader(name, value);
    const rawUrl = req.url!;
    const q = rawUrl.indexOf("?");
    const pathname = q < 0 ? rawUrl : rawUrl.slice(0, q);
    // Issue 50: the procedure path names the request in the metrics and the access log (server/routeTemplate.ts).
    setRoute(res, trpcRoute(pathname.slice(TRPC_PREFIX.length), procedures));
    // In Express's order: the same-origin check came before Server-Timing, the body checks after it.
    const crossSite = sameOriginRefusal(req.method!, pathname, req.headers);
    if (crossSite) return refuse(res, crossSite, null);
    const refusal = bodyLimitRefusal(req) ?? jsonBodyRefusal(req);
    if (refusal) return refuse(res, refusal, timing);

    let who: Awaited<ReturnType<typeof apiSessionOf>>;
    try {
      who = await apiSessionOf(opts.payload, req.headers.cookie);
    } catch (err) {
      // As Express's last error handler answers it (server/errorResponses.ts): JSON with a reference the log shows.
      const requestId = requestIdOf(req);
      opts.onError(err, requestId);
      sendUnexpectedError(req, res, requestId);
      return;
    }

    setUserId(res, who.session?.user?.id);
    const path = pathname.slice(pathname.lastIndexOf("/") + 1);
    try {
      const body = req.method === "POST" ? await readBody(req, opts.maxBodySize) : null;
      const ac = new AbortController();
      const onClose = () => ac.abort();
      res.once("close", onClose);
      const encrypted = (req.socket as { encrypted?: boolean }).encrypted;
      let url: string;
      try {
        url = new URL(rawUrl, `${encrypted ? "https:" : "http:"}//${req.headers.host ?? "localhost"}`).href;
      } catch (cause) {
        throw new TRPCError({ code: "BAD_REQUEST", message: "Invalid URL", cause });
      }
      const response = await resolveResponse({
        router: opts.router,
        req: requestLike(req, url, body, ac.signal),
        path,
        maxBatchSize: opts.maxBatchSize,
        error: null,
        createContext: async () =>
          opts.createContext({
            session: who.session,
            visitor: who.visitor,
            ip: proxyaddr(req, opts.trustProxy),
            userAgent: req.headers["user-agent"],
            setCookie: (cookie) => appendHeader(res, "Set-Cookie", cookie),
          }),
      });
      const text = await response.text();
      res.off("close", onClose);
      if (res.statusCode === 200) res.statusCode = response.status;
      for (const [name, value] of response.headers) if (name.toLowerCase() !== "set-cookie") res.setHeader(name, value);
      res.setHeader("Content-Length", Buffer.byteLength(text));
      res.setHeader("Server-Timing", timing());
      if (req.method === "POST") sendPostAnswer(req, res, text);
      else opts.compress(req, res, () => res.end(text));
    } catch (cause) {
      if (!res.headersSent) res.setHeader("Server-Timing", timing());
      internal_exceptionHandler({ req, res, path, router: opts.router })(cause);
    }
  };

  /** True when the request is answered here; false for Express to answer. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!req.url?.startsWith(TRPC_PREFIX) || (req.method !== "GET" && req.method !== "POST")) return false;
    const stats = newQueryStats();
    const started = performance.now();
    runWithQueryStats(stats, () => void handle(req, res, stats, started));
    return true;
  };
}
