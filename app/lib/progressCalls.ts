import type { inferRouterOutputs } from "@trpc/server";
import superjson, { type SuperJSONResult } from "superjson";
import type { AppRouter } from "#trpc/router";
import { domainErrorData, type DomainErrorKind } from "#shared/errors";

type Outputs = inferRouterOutputs<AppRouter>["progress"];
export type LessonOpenedAnswer = Outputs["openLessonInModule"];
export type CompletionAnswer = Outputs["completeLessonAndAdvance"];

/** A procedure's answer: its data, or its refusal (HTTP status and the domain error's kind, e.g. Forbidden; shared/errors.ts). */
export type ProcedureAnswer<T> = { ok: true; data: T } | { ok: false; status: number; kind: DomainErrorKind | null };

/**
 * One POST straight to a procedure on the tRPC path the server answers before Express and Remix (server/trpcHttp.ts,
 * issue 25: a student's every lesson sends one), superjson on the wire — a plain `fetch`, not the batching tRPC
 * client or a Remix fetcher. Throws when the request itself fails (offline, aborted).
 */
export async function postProcedure<T>(procedure: string, input: unknown, opts: { keepalive?: boolean } = {}): Promise<ProcedureAnswer<T>> {
  const res = await fetch(`/trpc/${procedure}`, {
    method: "POST",
    body: JSON.stringify(superjson.serialize(input)),
    credentials: "same-origin",
    keepalive: opts.keepalive,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
  });
  const body = (await res.json().catch(() => null)) as { result?: { data?: SuperJSONResult }; error?: { json?: unknown } } | null;
  if (res.ok && body?.result?.data) return { ok: true, data: superjson.deserialize<T>(body.result.data) };
  return { ok: false, status: res.status, kind: domainErrorData(body?.error?.json)?.kind ?? null };
}

/**
 * The learning pages' "opened" records (LRN-007, LRN-040), sent once the page has rendered (never from a loader, so
 * a GET changes nothing), with `keepalive`: the record should reach the server even when the user moves on at once
 * (another lesson, a language switch), without a console error for an aborted request. Best effort: a refusal or a
 * failure leaves the page as it is (null).
 */
async function record<T>(procedure: string, input: unknown): Promise<T | null> {
  try {
    const answer = await postProcedure<T>(procedure, input, { keepalive: true });
    return answer.ok ? answer.data : null;
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

/**
 * LRN-041…LRN-050: "Complete & Move to Next Lesson" from the module page with its JavaScript: the one procedure the page's
 * action calls (core/progress/lessonCompletion.ts), without the action's round through Remix; the answer names the next page and
 * the lesson it recorded opened there, and when that is the module's next lesson, its page's data (kept for the
 * navigation to it: no request of its own).
 */
export const completeLessonFromPage = async (moduleId: number, lessonId: number) => {
  const answer = await postProcedure<CompletionAnswer>("progress.completeLessonAndAdvance", { moduleId, lessonId, page: true });
  if (answer.ok && answer.data.page) keepPage(answer.data.nextUrl, answer.data.page);
  return answer;
};

/** The next lesson's page a completion answered, kept for the navigation to it (the module route's `clientLoader`). */
let kept: { href: string; until: number; page: NonNullable<CompletionAnswer["page"]> } | null = null;
const KEPT_MS = 10_000;

function keepPage(url: string, page: NonNullable<CompletionAnswer["page"]>) {
  kept = { href: new URL(url, window.location.href).href, until: Date.now() + KEPT_MS, page };
}

/**
 * The kept page for this URL, once (the navigation that follows the completion); null for any other URL or after a few
 * seconds (the page is then asked from the server, as any navigation). Any call forgets what was kept.
 */
export function takeKeptPage(url: string): NonNullable<CompletionAnswer["page"]> | null {
  const found = kept;
  kept = null;
  return found && found.until > Date.now() && found.href === new URL(url, window.location.href).href ? found.page : null;
}
