import type { inferRouterOutputs } from "@trpc/server";
import superjson, { type SuperJSONResult } from "superjson";
import type { AppRouter } from "#trpc/router";

type Outputs = inferRouterOutputs<AppRouter>["progress"];
export type LessonOpenedAnswer = Outputs["openLessonInModule"];

/**
 * The learning pages' "opened" records (LRN-007, LRN-040), sent once the page has rendered (never from a loader, so
 * a GET changes nothing): one POST straight to the procedure (progress.openLessonInModule, progress.openUnit) on the
 * tRPC path the server answers before Express and Remix (server/trpcHttp.ts, issue 25: a student's every lesson
 * sends one). A plain `fetch` with `keepalive`, not the batching tRPC client or a Remix fetcher: the record should
 * reach the server even when the user moves on at once (another lesson, a language switch), without a console
 * error for an aborted request. Best effort: a refusal or a failure leaves the page as it is (null).
 */
async function record<T>(procedure: string, input: unknown): Promise<T | null> {
  try {
    const res = await fetch(`/trpc/${procedure}`, {
      method: "POST",
      body: JSON.stringify(superjson.serialize(input)),
      credentials: "same-origin",
      keepalive: true,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { result?: { data?: SuperJSONResult } };
    return body.result?.data ? superjson.deserialize<T>(body.result.data) : null;
  } catch (err) {
    // Aborted (the page unloads) or offline: the next visit records it again.
    console.warn("recording 'opened' failed", err);
    return null;
  }
}

/** LRN-040, LRN-042: the lesson shown on the module page; answers the unit's statuses after the record. */
export const recordLessonOpened = (moduleId: number, lessonId: number) => record<LessonOpenedAnswer>("progress.openLessonInModule", { moduleId, lessonId });

/** LRN-007: the unit shown on the unit page. */
export const recordUnitOpened = (unitId: number) => record<Outputs["openUnit"]>("progress.openUnit", { unitId });
