import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type DestinationStream, type Level } from "pino";
import { pinoHttp } from "pino-http";
import { newRequestId } from "./errorResponses";
import { routeOf, userIdOf } from "./routeTemplate";

/**
 * Issue 50: one JSON line per request (pino-http), when it is answered or the client goes away:
 *   {"level":30,"time":"…","requestId":"Xq3…","route":"routes/module.$id","method":"GET","path":"/module/12",
 *    "status":200,"ms":14,"userId":42,"msg":"request"}
 * - requestId is the one the error page shows and X-Request-Id carries (server/errorResponses.ts), made here first;
 * - route is the template (server/routeTemplate.ts); path has the values of token-bearing query parameters and the
 *   secret part of token paths (a password reset link) replaced by `[redacted]` (`redactUrl`);
 * - userId is the signed-in user's id, never an e-mail or a name; no header, cookie or body is logged;
 * - level: 5xx error, 4xx warn, the rest info; the logger's level is LOG_LEVEL (by environment when unset, core/env.ts).
 */

/** Query parameters whose value is a credential: an LTI/OIDC exchange, an OAuth callback, a reset or sign-in link. */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  "token",
  "access_token",
  "refresh_token",
  "id_token",
  "code",
  "state",
  "nonce",
  "login_hint",
  "lti_message_hint",
  "client_assertion",
  "jwt",
  "key",
  "secret",
  "password",
  "signature",
  "sig",
  "oauth_signature",
  "session",
  "ticket",
  "realmid",
]);

/** Paths whose last segment is a credential (app/routes/passwordReset.$id.tsx: the reset link's token). */
const SECRET_PATHS = [/^(\/passwordReset\/)[^/?#]+/i];

const REDACTED = "[redacted]";

export function redactUrl(url: string | undefined): string {
  if (!url) return "";
  const q = url.indexOf("?");
  let path = q < 0 ? url : url.slice(0, q);
  for (const re of SECRET_PATHS) path = path.replace(re, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        /* a malformed name is kept as it was sent */
      }
      return SECRET_QUERY_PARAMS.has(name.toLowerCase()) && eq >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

const levelOf = (res: ServerResponse, err?: Error): Level => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info");

/** The line's fields (the request id comes from the request's child logger). */
function line(req: IncomingMessage, res: ServerResponse, ms: number) {
  return {
    route: routeOf(req, res),
    method: req.method,
    path: redactUrl(req.url),
    status: res.writableFinished ? res.statusCode : res.headersSent ? res.statusCode : 0,
    ms,
    userId: userIdOf(res),
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

export type AccessLog = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The access log: call it first for every request (server/app.ts does, before anything answers). It gives the request
 * its id (`req.id`, the X-Request-Id header), which Express's requestIdMiddleware and the error pages then use.
 */
export function createAccessLog(opts: { level: Level | "silent"; stream?: DestinationStream; service?: string }): AccessLog {
  const logger = pino(
    { level: opts.level, base: { service: opts.service ?? "web" }, timestamp: pino.stdTimeFunctions.isoTime },
    opts.stream ?? pino.destination({ dest: 1, sync: false }),
  );
  const middleware = pinoHttp({
    logger,
    genReqId: (_req, res) => {
      const id = newRequestId();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customAttributeKeys: { reqId: "requestId" },
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    // Nothing of the request or the response is bound to a logger (no headers, no cookies): only the fields below.
    serializers: { req: () => undefined, res: () => undefined, err: (e: Error) => ({ type: e?.name }) },
    customLogLevel: (_req, res, err) => levelOf(res, err),
    customSuccessObject: (req, res, val: { responseTime: number }) => line(req, res, val.responseTime),
    customErrorObject: (req, res, _err, val: { responseTime: number }) => line(req, res, val.responseTime),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
  });
  return (req, res) => middleware(req, res);
}
