import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { ClassSelect } from "~/components/quizzes/ClassSelect";
import { trpc } from "~/lib/trpc";
import { NeedsAttention } from "./NeedsAttention";
import {
  LIVE_FEED_MAX,
  LIVE_HELLO_TIMEOUT_MS,
  LIVE_POLL_MS,
  LIVE_RETRY_STREAM_MS,
  LIVE_SILENCE_TIMEOUT_MS,
  mergeLive,
  type LiveUpdate,
} from "#shared/liveClass";

export type LiveMode = "connecting" | "live" | "polling" | "ended";

/**
 * Issue 28 item 1 (decision 105): the snapshot of the class, kept current by the Server-Sent Events of
 * /live/classes/<id>/events. Falls back to polling the snapshot every 2 s when the stream's hello does
 * not arrive within 5 s or it falls silent (no heartbeat) for 12 s — a proxy that buffers — and tries
 * the stream again every minute while polling.
 */
export function useLiveClass(classId: number | null) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<LiveMode>("connecting");
  const [updates, setUpdates] = useState<LiveUpdate[]>([]);
  const [attempt, setAttempt] = useState(0);
  const snapshot = trpc.liveClass.snapshot.useQuery(
    { classId: classId ?? 0 },
    {
      enabled: classId != null && mode !== "ended",
      staleTime: 0,
      refetchInterval: mode === "polling" ? LIVE_POLL_MS : false,
      refetchOnWindowFocus: mode === "live",
    },
  );

  useEffect(() => {
    setUpdates([]);
    setMode("connecting");
  }, [classId]);

  useEffect(() => {
    if (classId == null) return;
    if (typeof EventSource === "undefined") {
      setMode("polling");
      return;
    }
    const source = new EventSource(`/live/classes/${classId}/events`);
    const opened = Date.now();
    let hello = false;
    let lastMessage = opened;
    let done = false;
    const reload = () => void utils.liveClass.snapshot.invalidate({ classId });
    const fallBack = () => {
      if (done) return;
      done = true;
      source.close();
      setMode("polling");
      reload();
    };
    source.addEventListener("hello", () => {
      hello = true;
      lastMessage = Date.now();
      setMode("live");
      // Reconnected (or first connected): what happened meanwhile is in a fresh snapshot.
      reload();
    });
    source.addEventListener("ping", () => {
      lastMessage = Date.now();
    });
    source.addEventListener("resync", () => {
      lastMessage = Date.now();
      reload();
    });
    source.addEventListener("update", (e) => {
      lastMessage = Date.now();
      try {
        const u = JSON.parse((e as MessageEvent<string>).data) as LiveUpdate;
        setUpdates((prev) => (prev.some((p) => p.id === u.id) ? prev : [...prev.slice(-(LIVE_FEED_MAX * 3)), u]));
      } catch {
        // A malformed event is ignored; the next snapshot has it.
      }
    });
    source.addEventListener("bye", () => {
      done = true;
      source.close();
      setMode("ended");
    });
    source.onerror = () => {
      // EventSource reconnects by itself unless the answer was not a stream (401, 403, 404…).
      if (source.readyState === EventSource.CLOSED) fallBack();
    };
    const watchdog = setInterval(() => {
      const now = Date.now();
      if (!hello ? now - opened > LIVE_HELLO_TIMEOUT_MS : now - lastMessage > LIVE_SILENCE_TIMEOUT_MS) fallBack();
    }, 1000);
    return () => {
      done = true;
      clearInterval(watchdog);
      source.close();
    };
  }, [classId, attempt, utils]);

  useEffect(() => {
    if (mode !== "polling") return;
    const retry = setTimeout(() => setAttempt((a) => a + 1), LIVE_RETRY_STREAM_MS);
    return () => clearTimeout(retry);
  }, [mode, attempt]);

  const view = useMemo(() => (snapshot.data ? mergeLive(snapshot.data, updates) : null), [snapshot.data, updates]);
  return { mode, view, snapshot };
}

function feedText(t: (key: string, opts?: Record<string, unknown>) => string, u: LiveUpdate): string {
  return u.kind === "quiz"
    ? t("live.feed.quiz", { name: u.studentName, module: u.moduleTitle ?? "", score: u.score ?? 0 })
    : t("live.feed.completed", { name: u.studentName, lesson: u.lessonTitle ?? "", module: u.moduleTitle ?? "" });
}

/** Issue 28 item 1: the teacher dashboard's Live Class tab. */
export function LiveClassTab() {
  const { t, i18n } = useTranslation();
  const [classId, setClassId] = useState<number | null>(null);
  const { mode, view, snapshot } = useLiveClass(classId);
  const time = useMemo(() => new Intl.DateTimeFormat(i18n.language === "fr" ? "fr-CA" : "en-CA", { hour: "2-digit", minute: "2-digit" }), [i18n.language]);
  const latest = view?.feed[0];
  return (
    <div className="space-y-6" data-testid="live-class-tab">
      <p className="text-sm text-muted-foreground">{t("live.intro")}</p>
      <ClassSelect id="live-class" value={classId} onChange={setClassId} />
      {classId != null ? (
        <p role="status" data-testid="live-mode" data-mode={mode} className="text-sm font-medium">
          <span aria-hidden="true" className={`mr-2 inline-block size-2 rounded-full ${mode === "live" ? "bg-emerald-600" : "bg-amber-600"}`} />
          {t(`live.mode.${mode}`)}
        </p>
      ) : null}
      {snapshot.isLoading && classId != null ? <Spinner label={t("live.loading")} /> : null}
      {snapshot.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("live.error")}
        </p>
      ) : null}
      {view ? (
        <>
          <section aria-labelledby="live-students-title" className="space-y-2">
            <h3 id="live-students-title" className="text-lg font-semibold">
              {t("live.students.title")}
            </h3>
            {view.students.length ? (
              <Table data-testid="live-students">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">{t("live.students.name")}</TableHead>
                    <TableHead scope="col">{t("live.students.module")}</TableHead>
                    <TableHead scope="col">{t("live.students.today")}</TableHead>
                    <TableHead scope="col">{t("live.students.last")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {view.students.map((s) => (
                    <TableRow key={s.userId} data-testid={`live-student-${s.userId}`}>
                      <TableHead scope="row" className="font-normal">
                        {s.name}
                      </TableHead>
                      <TableCell data-testid="live-student-module">
                        {s.moduleTitle ?? <span className="text-muted-foreground">{t("live.students.nowhere")}</span>}
                      </TableCell>
                      <TableCell data-testid="live-student-today">{s.lessonsToday}</TableCell>
                      <TableCell>{s.lastActivityAt ? <time dateTime={s.lastActivityAt}>{time.format(new Date(s.lastActivityAt))}</time> : "—"}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className="text-sm">{t("live.students.empty")}</p>
            )}
          </section>
          <section aria-labelledby="live-feed-title" className="space-y-2">
            <h3 id="live-feed-title" className="text-lg font-semibold">
              {t("live.feed.title")}
            </h3>
            <p aria-live="polite" className="sr-only">
              {latest ? t("live.feed.latest", { text: feedText(t, latest) }) : ""}
            </p>
            {view.feed.length ? (
              <ol className="max-h-96 space-y-1 overflow-y-auto text-sm" data-testid="live-feed" tabIndex={0} aria-labelledby="live-feed-title">
                {view.feed.map((u) => (
                  <li key={u.id} data-kind={u.kind} className="flex gap-3 border-b py-1">
                    <time dateTime={u.at} className="shrink-0 tabular-nums text-muted-foreground">
                      {time.format(new Date(u.at))}
                    </time>
                    <span>{feedText(t, u)}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm">{t("live.feed.empty")}</p>
            )}
          </section>
        </>
      ) : null}
      {classId != null ? <NeedsAttention classId={classId} /> : null}
    </div>
  );
}
