import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Spinner } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import { ReviewSettings } from "~/components/review/ReviewSettings";
import { NativeSelect } from "~/components/admin/shared";
import { trpc } from "~/lib/trpc";

/**
 * TEA-023, TEA-024, QA-011: the teacher dashboard's General Settings tab: the discussion forum per class;
 * I18N-011 (decision 070): the class's interface language.
 */
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
  const languages = trpc.study.classLanguages.useQuery();
  const languageOf = new Map((languages.data ?? []).map((c) => [c.classId, c.language]));
  const saveLanguage = trpc.study.setClassLanguage.useMutation({
    onSuccess: (s) => {
      setMessage({
        ok: true,
        // No language of the class's own: its students keep theirs (decision 070), so no "see the site in Not set".
        text: s.language
          ? t("study.settings.languageSaved", { name: s.name, language: t(`study.settings.lang.${s.language}`) })
          : t("study.settings.languageCleared", { name: s.name }),
      });
      void utils.study.classLanguages.invalidate();
    },
    onError: () => setMessage({ ok: false, text: t("study.settings.error") }),
  });
  return (
    // The panel's heading (app/routes/account.tsx) names the tab: no second one here.
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t("study.settings.intro")}</p>
      {settings.isLoading ? <Spinner /> : null}
      {settings.data && settings.data.length === 0 ? <p>{t("study.settings.noClasses")}</p> : null}
      {settings.data?.length ? (
        <table className="w-full max-w-xl text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="py-2">{t("study.settings.class")}</th>
              <th className="py-2">{t("study.settings.forum")}</th>
              <th className="py-2">{t("study.settings.language")}</th>
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
                <td className="py-2">
                  <NativeSelect
                    aria-label={t("study.settings.languageOf", { name: c.name })}
                    value={languageOf.get(c.classId) ?? ""}
                    disabled={saveLanguage.isPending || !languages.data}
                    onChange={(e) =>
                      saveLanguage.mutate({ classId: c.classId, language: e.target.value === "fr" || e.target.value === "en" ? e.target.value : null })
                    }
                    data-testid={`class-language-${c.classId}`}
                  >
                    <option value="">{t("study.settings.lang.none")}</option>
                    <option value="en">{t("study.settings.lang.en")}</option>
                    <option value="fr">{t("study.settings.lang.fr")}</option>
                  </NativeSelect>
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
      {/* Issue 28: review of missed quiz questions, per class. */}
      <ReviewSettings />
    </div>
  );
}
