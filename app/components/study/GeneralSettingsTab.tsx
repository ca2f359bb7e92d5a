import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import { trpc } from "~/lib/trpc";

/** TEA-023, TEA-024, QA-011: the teacher dashboard's General Settings tab: the discussion forum per class. */
export function GeneralSettingsTab() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const settings = trpc.study.forumSettings.useQuery();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = trpc.study.setForum.useMutation({
    onSuccess: (s) => {
      setMessage({ ok: true, text: t("study.settings.saved", { state: t(s.value ? "study.settings.on" : "study.settings.off").toLowerCase(), name: s.name }) });
      void utils.study.forumSettings.invalidate();
    },
    onError: () => setMessage({ ok: false, text: t("study.settings.error") }),
  });
  return (
    <section aria-labelledby="general-settings-title" className="space-y-4">
      <h2 id="general-settings-title" className="text-xl font-semibold">
        {t("study.settings.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("study.settings.intro")}</p>
      {settings.isLoading ? <Spinner /> : null}
      {settings.data && settings.data.length === 0 ? <p>{t("study.settings.noClasses")}</p> : null}
      {settings.data?.length ? (
        <table className="w-full max-w-xl text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="py-2">{t("study.settings.class")}</th>
              <th className="py-2">{t("study.settings.forum")}</th>
            </tr>
          </thead>
          <tbody>
            {settings.data.map((c) => (
              <tr key={c.classId} className="border-b">
                <td className="py-2">{c.name}</td>
                <td className="py-2">
                  <span className="inline-flex items-center gap-2">
                    <Switch
                      checked={c.value}
                      disabled={save.isPending}
                      aria-label={t("study.settings.enabled", { name: c.name })}
                      onCheckedChange={(enabled) => save.mutate({ classId: c.classId, enabled })}
                      data-testid={`forum-switch-${c.classId}`}
                    />
                    {t(c.value ? "study.settings.on" : "study.settings.off")}
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
