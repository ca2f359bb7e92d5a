import type { Payload } from "payload";
import { Invalid, NotFound } from "#core/errors";
import { recordAudit, type AuditSource } from "#core/audit/record";

/**
 * Issue 28 item 3 (docs/decisions/107-scheduled-publishing.md): lessons, modules and units publish and
 * unpublish at a date and time through Payload's scheduled publishing (`versions.drafts.schedulePublish`:
 * the admin's "Schedule Publish", which queues the built-in `schedulePublish` task with `waitUntil`
 * on the `default` queue). Nothing runs a queue by itself here, so each instance runs it every
 * SCHEDULE_JOBS_EVERY_MS (startScheduleRunner): the publish is Payload's own update, whose afterChange
 * hook drops the read model and sends NOTIFY biotext_content, so every instance shows the change
 * within that period (+ the update) of its time.
 */
export const SCHEDULE_QUEUE = "default";
export const SCHEDULABLE = ["lessons", "modules", "units"] as const;
export type Schedulable = (typeof SCHEDULABLE)[number];

export type ScheduledChange = { jobId: number | string; collection: Schedulable; id: number; type: "publish" | "unpublish"; at: string };

/** Queues a publish (or unpublish) of a lesson, module or unit at `at`, as the admin's Schedule Publish does, for `userId` (an editor). */
export async function schedulePublication(
  payload: Payload,
  input: { collection: Schedulable; id: number; type: "publish" | "unpublish"; at: Date; userId: number; locale?: string },
  who: AuditSource = { user: { id: input.userId } },
): Promise<ScheduledChange> {
  if (!SCHEDULABLE.includes(input.collection)) throw new Invalid("schedule.collection", "Only lessons, modules and units can be scheduled.");
  if (Number.isNaN(input.at.getTime())) throw new Invalid("schedule.date", "Choose a date and time.");
  const found = await payload.count({ collection: input.collection, where: { id: { equals: input.id } }, overrideAccess: true });
  if (!found.totalDocs) throw new NotFound("schedule.document", "Not found.");
  const job: { id: number | string } = await payload.jobs.queue({
    task: "schedulePublish" as never,
    queue: SCHEDULE_QUEUE,
    waitUntil: input.at,
    input: {
      type: input.type,
      ...(input.locale ? { locale: input.locale } : {}),
      doc: { relationTo: input.collection, value: String(input.id) },
      user: { relationTo: "users", value: input.userId },
    } as never,
  } as never);
  // Issue 50: scheduling is audited when it is queued (the publish itself, when it runs, by the collection's hook).
  await recordAudit({ payload }, who, {
    action: "content.scheduled",
    target: { type: input.collection, id: input.id },
    summary: { type: input.type, at: input.at.toISOString(), job: job.id, ...(input.locale ? { locale: input.locale } : {}) },
  });
  return { jobId: job.id, collection: input.collection, id: input.id, type: input.type, at: input.at.toISOString() };
}

/** Runs the scheduled publications that are due (the runner's tick; tests call it on demand). */
export async function runScheduledPublications(payload: Payload, limit = 20): Promise<void> {
  await payload.jobs.run({ queue: SCHEDULE_QUEUE, limit });
}

/**
 * The in-process runner (started by server/app.ts, every instance): runs the due scheduled
 * publications every `everyMs` (SCHEDULE_JOBS_EVERY_MS, default 2000). The timer does not keep the
 * process alive; a tick still running skips the next. The returned stop clears the timer and resolves
 * once a tick in flight has finished (so a caller closing the database does not pull it from under it).
 */
export function startScheduleRunner(payload: Payload, opts: { everyMs?: number } = {}): () => Promise<void> {
  const everyMs = opts.everyMs ?? 2000;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runScheduledPublications(payload)
      .catch((err: unknown) => payload.logger.error({ err }, "scheduled publishing runner failed"))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
