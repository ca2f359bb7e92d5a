import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useHydrated } from "~/lib/useHydrated";
import type { CaptionTrack } from "./LessonPlayer";

const LessonPlayer = lazy(() => import("./LessonPlayer"));

/**
 * LRN-024, I18N-013: the lesson video with its poster and subtitles (the current language's
 * track shown by default, the English one always offered) and the Show/Hide 'Descriptive
 * Details' toggle (the narration transcript). The player's code is fetched only in the browser.
 */
export function LessonVideo({
  src,
  poster,
  tracks,
  details,
  title,
}: {
  src: string;
  poster: string | null;
  tracks: { lang: "en" | "fr"; url: string }[];
  details: string | null;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [showDetails, setShowDetails] = useState(false);
  const language = i18n.language === "fr" ? "fr" : "en";
  const labelled: CaptionTrack[] = tracks.map((tr) => ({ ...tr, label: t(tr.lang === "fr" ? "learning.lesson.captionsFr" : "learning.lesson.captionsEn") }));
  const placeholder = (
    <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-black">
      {poster ? <img src={poster} alt="" className="absolute inset-0 h-full w-full object-cover opacity-70" /> : null}
      <Spinner label={t("learning.lesson.videoLoading")} className="relative" iconClassName="text-white size-8" />
    </div>
  );
  return (
    <div className="space-y-2" data-testid="lesson-video">
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <LessonPlayer src={src} poster={poster} tracks={labelled} language={language} label={t("learning.lesson.video", { title })} />
        </Suspense>
      ) : (
        placeholder
      )}
      {details ? (
        <div>
          <Button
            type="button"
            variant="link"
            className="px-0"
            aria-expanded={showDetails}
            aria-controls="descriptive-details"
            onClick={() => setShowDetails((v) => !v)}
          >
            {t(showDetails ? "learning.lesson.hideDetails" : "learning.lesson.showDetails")}
          </Button>
          <div id="descriptive-details" hidden={!showDetails} className="rounded-md bg-muted p-4 text-sm leading-relaxed">
            <h4 className="sr-only">{t("learning.lesson.detailsTitle")}</h4>
            <p>{details}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
