import { useId, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { loadTrpcClient, preloadTrpcClient } from "~/lib/trpcClient";
import { useRootData } from "~/lib/useRootData";

/** I18N-001 … I18N-003: EN/FR, kept on the server session; the page reloads in the chosen language. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const root = useRootData();
  const lang = root?.session.lang ?? "EN";
  const [pending, setPending] = useState(false);
  const setLanguage = (next: "EN" | "FR") => {
    setPending(true);
    // The new language's strings into the browser's cache first (a long-lived URL): the reloaded page then
    // hydrates without waiting on them (~/i18n).
    const url = root?.stringsUrls[next === "FR" ? "fr" : "en"];
    const strings = url
      ? fetch(url, { credentials: "same-origin" }).then(
          (r) => r.arrayBuffer(),
          () => null,
        )
      : null;
    loadTrpcClient()
      .then((c) => Promise.all([c.session.setLanguage.mutate({ lang: next }), strings]))
      .then(
        () => window.location.reload(),
        () => setPending(false),
      );
  };
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t("header.language")}
      </label>
      <select
        id={id}
        value={lang}
        disabled={pending}
        onPointerEnter={preloadTrpcClient}
        onFocus={preloadTrpcClient}
        onChange={(e) => setLanguage(e.target.value as "EN" | "FR")}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        <option value="EN">EN</option>
        <option value="FR">FR</option>
      </select>
    </div>
  );
}
