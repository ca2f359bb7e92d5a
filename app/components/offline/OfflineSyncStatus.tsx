import { CloudOff, RefreshCw, Check } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { useOnline, useSyncState } from "~/lib/offline/hooks";
import { queuedWrites, syncQueuedWrites } from "~/lib/offline/queue";
import { keepOnlyOwnerData, offlineSupported } from "~/lib/offline/keptModules";
import { useRootData } from "~/lib/useRootData";

/**
 * Issue 46 item 2: the state of the writes made offline on a learning page, in a polite live region — "Saved offline,
 * will sync", "Back online: syncing…", "Synced." — and, while offline, what still works. Sends the queue when the page
 * opens online and when the network comes back (docs/offline.md).
 */
export function OfflineSyncStatus({ offlineNotice }: { offlineNotice: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const sync = useSyncState();
  const session = useRootData()?.session;
  const userId = session?.validLogin ? session.userId : null;

  useEffect(() => {
    if (!userId || !offlineSupported()) return;
    let live = true;
    const send = () => void syncQueuedWrites(userId).catch(() => undefined);
    void keepOnlyOwnerData(userId).then(async () => {
      const waiting = await queuedWrites(userId).catch(() => []);
      if (live && waiting.length && navigator.onLine) send();
    });
    window.addEventListener("online", send);
    return () => {
      live = false;
      window.removeEventListener("online", send);
    };
  }, [userId]);

  const message =
    sync.phase === "saved"
      ? t("learning.offline.savedOffline", { count: sync.pending })
      : sync.phase === "syncing"
      ? t("learning.offline.syncing")
      : sync.phase === "synced"
      ? t("learning.offline.synced")
      : sync.phase === "failed"
      ? t("learning.offline.syncFailed")
      : "";
  const Icon = sync.phase === "synced" ? Check : sync.phase === "syncing" ? RefreshCw : CloudOff;
  return (
    <div className="space-y-2">
      {!online ? (
        <p className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm" data-testid="offline-notice">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {offlineNotice}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={message ? "flex items-center gap-2 text-sm font-medium" : "sr-only"} data-testid="offline-sync">
        {message ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
        {message}
        {message && sync.dropped ? ` ${t("learning.offline.dropped", { count: sync.dropped })}` : null}
      </p>
    </div>
  );
}
