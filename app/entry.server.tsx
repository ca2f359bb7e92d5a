import { PassThrough, Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import "./i18n/resources"; // registers both languages' strings before any render
import { NonceContext, RequestIdContext } from "./lib/nonce";
import { wholePageResponse } from "#shared/wholePage";

const ABORT_DELAY = 5_000;

/** Errors of loaders, actions and rendering: logged with the request's reference, which the error page shows. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`unexpected error (request ${request.headers.get("x-request-id") ?? "?"}) ${request.method} ${new URL(request.url).pathname}`, error);
}

const isThenable = (v: unknown) => v != null && typeof (v as { then?: unknown }).then === "function";

/** Whether some route's loader or action data holds a promise (deferred data, `<Await>`): only such a page gains from streaming. */
export function hasDeferredData(context: Pick<EntryContext, "staticHandlerContext">): boolean {
  const { loaderData, actionData } = context.staticHandlerContext;
  for (const data of [...Object.values(loaderData ?? {}), ...Object.values(actionData ?? {})]) {
    if (isThenable(data)) return true;
    if (data && typeof data === "object" && Object.values(data as Record<string, unknown>).some(isThenable)) return true;
  }
  return false;
}

/**
 * The document. A page whose data is all there (no deferred promise: every page but those with `<Await>`) is
 * rendered to the end and sent as ONE buffer (issue 25, docs/decisions/083-one-buffer-per-page.md): streamed, React
 * and single fetch's inline data wrote it in dozens of small chunks, each a `write` through the compression
 * middleware followed by a `flush` (Remix flushes after every chunk), i.e. a separate zlib/brotli call per chunk. A
 * page with deferred data streams from its shell, as before; bots always get the whole page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const bot = isbot(request.headers.get("user-agent") ?? "");
  const whole = bot || !hasDeferredData(remixContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is out: a pending timer kept the render's whole state alive for ABORT_DELAY after it.
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={loadContext.requestId}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          if (whole) return;
          const body = new PassThrough();
          body.once("end", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onAllReady() {
          if (!whole) return;
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, done) {
              chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
              done();
            },
            final(done) {
              clearTimeout(abortTimer);
              const html = Buffer.concat(chunks);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(html.length));
              resolve(wholePageResponse(html, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
