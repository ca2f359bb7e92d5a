/**
 * A page rendered to the end (app/entry.server.tsx, decision 083) travels from Remix's server runtime to the Express
 * adapter (server/remixHandler.ts) as a `Response` whose body is one buffer. The buffer rides along on the Response
 * under this symbol, so the adapter can hand it to `res.end` in one call (and the page be compressed in one call,
 * server/compressWhole.ts) instead of reading it back from the Response's stream and writing it chunk by chunk.
 * `Symbol.for`: the Remix build and the server bundle each have their own copy of this module.
 */
const WHOLE_PAGE = Symbol.for("biotext.wholePage");

/** The Response of a whole page, with its body also kept as the buffer it was made from. */
export function wholePageResponse(html: Buffer, init: ResponseInit): Response {
  const response = new Response(html as unknown as BodyInit, init);
  Object.defineProperty(response, WHOLE_PAGE, { value: html });
  return response;
}

/** The buffer of a whole page's Response, if it is one and its body has not been read. */
export function wholePageOf(response: Response): Buffer | null {
  const html = (response as unknown as Record<symbol, unknown>)[WHOLE_PAGE];
  return Buffer.isBuffer(html) && !response.bodyUsed ? html : null;
}
