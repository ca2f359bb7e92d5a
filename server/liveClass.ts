import type { Request, Response } from "express";
import type { Payload } from "payload";
import { createContext } from "#core/context";
import { domainError } from "#core/errors";
import { HEARTBEAT_MS, type LiveUpdate } from "#core/liveClass/hub";
import { watchClass } from "#core/liveClass/stream";
import { HTTP_STATUS_OF_KIND } from "#shared/errors";

/** The stream's URL (the page opens it with EventSource): `/live/classes/<classId>/events`. */
export const LIVE_STREAM_PATH = /^\/live\/classes\/(\d{1,9})\/events$/;

/**
 * Some proxies hold a response back until a few KiB have arrived; this much padding, in an SSE comment
 * (ignored by EventSource), goes first so the hello gets through them. One that buffers the whole
 * response (or for longer) is what the page's fallback to polling is for (decision 105).
 */
const PADDING = `:${" ".repeat(2048)}\n\n`;

/**
 * Issue 28 item 1 (docs/decisions/105-live-class-events.md): the live class view's Server-Sent Events.
 * GET only, signed-in teachers of the class (and admins): 401 without a session, 403 for anyone else,
 * 404 for a class that does not exist — as JSON, before any event. Then: `hello` (with the heartbeat
 * period), `update` for each event of the class's students, `ping` every HEARTBEAT_MS, `resync` when
 * events may have been missed (the page reloads its snapshot), and `bye` before the server closes it
 * (the session was logged out or ended, or the server stops). Not compressed (server/app.ts skips
 * /live/), never cached, `X-Accel-Buffering: no` for nginx.
 */
export function liveClassStream(payload: Payload, opts: { secureCookies: boolean }) {
  return async (req: Request, res: Response) => {
    const match = LIVE_STREAM_PATH.exec(req.path);
    if (!match) {
      res.status(404).json({ error: { message: "Not found." } });
      return;
    }
    const classId = Number(match[1]);
    const session = res.locals.session ?? null;
    const ctx = createContext({
      payload,
      session,
      ip: req.ip ?? "",
      userAgent: req.get("user-agent"),
      secureCookies: opts.secureCookies,
      setCookie: () => {},
      requestId: res.locals.requestId,
    });
    let open = true;
    const write = (text: string) => {
      if (open) res.write(text);
    };
    const end = () => {
      if (!open) return;
      write("event: bye\ndata: {}\n\n");
      open = false;
      res.end();
    };
    let stop: (() => void) | null = null;
    // Listened to before the access check: a browser that leaves meanwhile must not leave its viewer in the hub.
    req.on("close", () => {
      open = false;
      stop?.();
    });
    try {
      stop = await watchClass(ctx, classId, {
        update: (u: LiveUpdate) => write(`id: ${u.id}\nevent: update\ndata: ${JSON.stringify(u)}\n\n`),
        heartbeat: () => write(`event: ping\ndata: ${Date.now()}\n\n`),
        resync: () => write("event: resync\ndata: {}\n\n"),
        close: () => {
          stop?.();
          end();
        },
      });
    } catch (err) {
      const domain = domainError(err);
      if (!domain) throw err;
      res
        .status(HTTP_STATUS_OF_KIND[domain.kind])
        .set("Cache-Control", "no-store")
        .json({ error: { message: domain.message, code: domain.code } });
      return;
    }
    if (!open) {
      stop();
      return;
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    write(`retry: 3000\n${PADDING}event: hello\ndata: ${JSON.stringify({ classId, heartbeatMs: HEARTBEAT_MS })}\n\n`);
  };
}
