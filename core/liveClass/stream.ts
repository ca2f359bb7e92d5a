import type { Context } from "#core/context";
import { Unauthorized } from "#core/errors";
import { liveHub, type Viewer } from "./hub";
import { assertTeachesClass } from "./snapshot";

export type LiveSink = Pick<Viewer, "update" | "heartbeat" | "resync" | "close">;

/**
 * Issue 28 item 1: a teacher starts watching a class (the SSE route, server/liveClass.ts). Only the
 * class's teachers (and admins) may; the stream belongs to the caller's session, so a logout — or the
 * session's end — closes it. Resolves to the function that stops watching.
 */
export async function watchClass(ctx: Pick<Context, "payload" | "user" | "session" | "language">, classId: number, sink: LiveSink): Promise<() => void> {
  if (!ctx.session || !ctx.user) throw new Unauthorized("auth.required", "Please log in to continue.");
  await assertTeachesClass(ctx, classId);
  return liveHub(ctx.payload).add({ classId, sessionId: ctx.session.id, language: ctx.language, ...sink });
}
