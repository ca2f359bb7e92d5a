import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { downloadBase64 } from "~/lib/downloadBase64";

/** Issue 50 item 4: the signed-in user downloads everything held about their account (docs/privacy.md). */
export function MyDataButton() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [state, setState] = useState<{ kind: "idle" | "busy" | "done" } | { kind: "error"; message: string }>({ kind: "idle" });
  async function onClick() {
    setState({ kind: "busy" });
    try {
      const out = await utils.privacy.myData.fetch(undefined, { staleTime: 0 });
      downloadBase64(out.filename, out.base64, "application/zip");
      setState({ kind: "done" });
    } catch (err) {
      setState({ kind: "error", message: (err as Error).message });
    }
  }
  return (
    <div className="mt-4 space-y-1">
      <Button type="button" variant="outline" onClick={() => void onClick()} disabled={state.kind === "busy"} aria-describedby="my-data-hint">
        {state.kind === "busy" ? <Spinner label={t("dashboard.myData.downloading")} /> : <Download aria-hidden="true" />}
        {t("dashboard.myData.download")}
      </Button>
      <p id="my-data-hint" className="text-sm text-muted-foreground">
        {t("dashboard.myData.hint")}
      </p>
      <p aria-live="polite" className="text-sm">
        {state.kind === "done" ? t("dashboard.myData.done") : state.kind === "error" ? t("dashboard.myData.failed", { message: state.message }) : ""}
      </p>
    </div>
  );
}
