import { useId } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "~/lib/trpc";
import { useRootData } from "~/lib/useRootData";

/** I18N-001 … I18N-003: EN/FR, kept on the server session; the page reloads in the chosen language. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const lang = useRootData()?.session.lang ?? "EN";
  const setLanguage = trpc.session.setLanguage.useMutation({ onSuccess: () => window.location.reload() });
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t("header.language")}
      </label>
      <select
        id={id}
        value={lang}
        disabled={setLanguage.isPending}
        onChange={(e) => setLanguage.mutate({ lang: e.target.value as "EN" | "FR" })}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        <option value="EN">EN</option>
        <option value="FR">FR</option>
      </select>
    </div>
  );
}
