import { Link } from "@remix-run/react";
import { CloudDownload, CloudOff, HardDrive } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { formatBytes, useKeptModules, useOnline } from "~/lib/offline/hooks";
import { keepModule, keepRefusal, offlineSupported, removeKeptModule } from "~/lib/offline/keptModules";
import { trpc } from "~/lib/trpc";
import { useHydrated } from "~/lib/useHydrated";
import { useRootData } from "~/lib/useRootData";
import { OFFLINE_MAX_BYTES, OFFLINE_MAX_MODULES } from "#shared/offline";

/** The module page's parts loaded when first used, which a lesson offline needs: the video player, the note editor. */
const WARM = [() => import("~/components/learning/LessonPlayer"), () => import("~/components/study/NoteDialog")];

/**
 * Issue 46 item 2 (docs/offline.md): "Keep offline · 12 MB" on the module page — the module's pages, videos, tracks
 * and figures kept on this device, with progress — then "Remove from this device"; and the modules kept here, with
 * the storage they use against the bound (docs/decisions/150-offline-storage-bound.md). Not in shared sessions
 * (library, multi-session): a shared computer keeps nothing.
 */
export function KeepOffline({ moduleId }: { moduleId: number }) {
  const hydrated = useHydrated();
  const session = useRootData()?.session;
  if (!hydrated || !session?.validLogin || session.isLib || session.multiSession || !offlineSupported()) return null;
  return <KeepOfflinePanel moduleId={moduleId} userId={session.userId} />;
}

function KeepOfflinePanel({ moduleId, userId }: { moduleId: number; userId: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const kept = useKeptModules();
  const mine = kept.modules.find((m) => m.id === moduleId) ?? null;
  const manifest = trpc.offline.manifest.useQuery({ moduleId }, { enabled: !mine && online, staleTime: 5 * 60_000, retry: false });
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"keep" | "remove" | null>(null);
  const size = (bytes: number) => formatBytes(bytes, i18n.language);

  useEffect(() => {
    const target = focusNext.current === "keep" ? keepRef.current : focusNext.current === "remove" ? removeRef.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const keep = async () => {
    const m = manifest.data;
    if (!m || progress != null) return;
    setMessage(null);
    const refused = await keepRefusal(m.bytes);
    if (refused) {
      const text =
        refused === "count"
          ? t("learning.offline.refusedCount", { max: OFFLINE_MAX_MODULES })
          : refused === "bytes"
          ? t("learning.offline.refusedBytes", { max: size(OFFLINE_MAX_BYTES) })
          : t("learning.offline.refusedQuota");
      setMessage({ text, error: true });
      return;
    }
    setProgress(0);
    try {
      const done = await keepModule(m, userId, setProgress, WARM);
      focusNext.current = "remove";
      setMessage({ text: t("learning.offline.keptDone", { size: size(done.bytes) }) });
    } catch (err) {
      console.warn("keeping the module offline failed", err);
      setMessage({ text: t("learning.offline.failed"), error: true });
    } finally {
      setProgress(null);
    }
  };

  const remove = async (id: number, title: string) => {
    await removeKeptModule(id);
    if (id === moduleId) focusNext.current = "keep";
    setMessage({ text: t("learning.offline.removed", { title }) });
  };

  const used = kept.modules.reduce((sum, m) => sum + m.bytes, 0);
  return (
    <div className="space-y-2 text-sm" data-testid="keep-offline">
      <div className="flex flex-wrap items-center gap-2">
        {mine ? (
          <>
            <span className="inline-flex items-center gap-1.5 font-medium" data-testid="kept-offline">
              <HardDrive aria-hidden="true" className="size-4" />
              {t("learning.offline.kept", { size: size(mine.bytes) })}
            </span>
            <Button ref={removeRef} type="button" variant="outline" size="sm" onClick={() => void remove(mine.id, mine.title)}>
              <CloudOff aria-hidden="true" /> {t("learning.offline.remove")}
            </Button>
          </>
        ) : (
          <Button
            ref={keepRef}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void keep()}
            disabled={!manifest.data || !online}
            busy={progress != null}
            aria-describedby="keep-offline-help"
            data-testid="keep-offline-button"
          >
            <CloudDownload aria-hidden="true" />
            {manifest.data ? t("learning.offline.keep", { size: size(manifest.data.bytes) }) : t("learning.offline.keepNoSize")}
          </Button>
        )}
        <span id="keep-offline-help" className="sr-only">
          {t("learning.offline.keepHelp")}
        </span>
      </div>
      {progress != null ? (
        <div className="max-w-sm space-y-1">
          <Progress value={Math.round(progress * 100)} aria-label={t("learning.offline.progressLabel")} />
          <p className="text-muted-foreground">
            {t("learning.offline.keeping", { percent: new Intl.NumberFormat(i18n.language, { style: "percent" }).format(progress) })}
          </p>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={message?.error ? "text-destructive" : "text-muted-foreground"} data-testid="keep-offline-status">
        {message?.text ?? ""}
      </p>
      {kept.modules.length ? (
        <details className="rounded-md border border-border p-2" data-testid="kept-modules">
          <summary className="cursor-pointer font-medium">
            {t("learning.offline.listTitle")} ({kept.modules.length})
          </summary>
          <p className="mt-1 text-muted-foreground" data-testid="offline-usage">
            {t("learning.offline.usage", { used: size(used), max: size(OFFLINE_MAX_BYTES), count: kept.modules.length, maxCount: OFFLINE_MAX_MODULES })}
          </p>
          <ul className="mt-1 space-y-1">
            {kept.modules.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/textbook/module?id=${m.id}`} className="underline underline-offset-2">
                  {m.title}
                </Link>
                <span className="text-muted-foreground">{size(m.bytes)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => void remove(m.id, m.title)}
                  aria-label={t("learning.offline.removeModule", { title: m.title })}
                >
                  {t("learning.offline.remove")}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
