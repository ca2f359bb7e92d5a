import { CloudOff } from "lucide-react";
import { useTranslation } from "~/i18n/useTranslation";
import { useOnline } from "~/lib/offline/hooks";

/** Issue 46 item 2: quizzes are graded on the server, so offline the quiz page says that it needs the network. */
export function QuizOfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" data-testid="quiz-offline">
      {!online ? (
        <p className="mt-4 flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("learning.offline.quizNeedsNetwork")}
        </p>
      ) : null}
    </div>
  );
}
