import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import {
  createReadableStreamFromReadable,
  createRequestHandler as createRemixRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import { wholePageOf } from "#shared/wholePage";
import { remixRoute, setRoute } from "./routeTemplate";

/**
 * Remix's Express adapter (@remix-run/express 2.17.5's `createRequestHandler`, same request and same answers), except
 * for a page rendered to the end (app/entry.server.tsx, shared/wholePage.ts): its buffer goes to `res.end` in one call,
 * where the adapter read it back from the Response's stream, wrote it and flushed (the compression middleware then
 * compressed it through a zlib stream: server/compressWhole.ts now compresses such a page in one call).
 */
export function createRemixHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}) {
  const handleRequest = createRemixRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      // Issue 50: the matched route's id names the request in the metrics and the access log (server/routeTemplate.ts).
      setRoute(res, remixRoute(typeof build === "function" ? await build() : build, req.path));
      const request = remixRequest(req, res);
      const response = await handleRequest(request, getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function remixHeaders(requestHeaders: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** As the adapter builds it: the URL from the (trusted) host and `originalUrl`, aborted when the client goes away first. */
function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.hostname has no port: take it from X-Forwarded-Host or Host.
  const [, hostnamePortStr] = req.get("X-Forwarded-Host")?.split(":") ?? [];
  const [, hostPortStr] = req.get("host")?.split(":") ?? [];
  const hostnamePort = Number.parseInt(hostnamePortStr, 10);
  const hostPort = Number.parseInt(hostPortStr, 10);
  const port = Number.isSafeInteger(hostnamePort) ? hostnamePort : Number.isSafeInteger(hostPort) ? hostPort : "";
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: remixHeaders(req.headers), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  const whole = wholePageOf(response);
  if (whole) {
    res.end(whole);
    return;
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
