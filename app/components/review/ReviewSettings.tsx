import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Spinner } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import { trpc } from "~/lib/trpc";

/** Issue 28: General Settings — spaced-repetition review of missed quiz questions on or off, per class. */
export function ReviewSettings() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const settings = trpc.review.settings.useQuery();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = trpc.review.setEnabled.useMutation({
    onSuccess: (s) => {
      // Whole sentences: in French the state agrees with "la révision" (activée), not with the forum's "activé".
      setMessage({ ok: true, text: t(s.enabled ? "review.settings.savedOn" : "review.settings.savedOff", { name: s.name }) });
      void utils.review.settings.invalidate();
    },
    onError: () => setMessage({ ok: false, text: t("review.settings.error") }),
  });
  if (settings.data && settings.data.length === 0) return null;
  return (
    <section aria-labelledby="review-settings-title" className="mt-8 space-y-4">
      <h3 id="review-settings-title" className="text-lg font-semibold">
        {t("review.settings.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("review.settings.intro")}</p>
      {settings.isLoading ? <Spinner /> : null}
      {settings.data?.length ? (
        <table className="w-full max-w-xl text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="py-2">{t("study.settings.class")}</th>
              <th className="py-2">{t("review.settings.column")}</th>
            </tr>
          </thead>
          <tbody>
            {settings.data.map((c) => (
              <tr key={c.classId} className="border-b">
                <td className="py-2">{c.name}</td>
                <td className="py-2">
                  <span className="inline-flex items-center gap-2">
                    <Switch
                      checked={c.enabled}
                      disabled={save.isPending}
                      aria-label={t("review.settings.enabled", { name: c.name })}
                      onCheckedChange={(enabled) => save.mutate({ classId: c.classId, enabled })}
                      data-testid={`review-switch-${c.classId}`}
                    />
                    {/* Its own words: in French the state agrees with "la révision" (activée). */}
                    {t(c.enabled ? "review.settings.on" : "review.settings.off")}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-sm" : "text-sm text-destructive"}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
