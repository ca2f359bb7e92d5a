import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useHydrated } from "~/lib/useHydrated";
import { clock, parseVtt, type VttCue } from "~/lib/vtt";
import type { DescribedPause } from "#shared/describedPauses";
import type { CaptionTrack } from "./LessonPlayer";

const LessonPlayer = lazy(() => import("./LessonPlayer"));

type Track = { lang: "en" | "fr"; url: string };

/**
 * LRN-024, I18N-013: the lesson video with its poster and subtitles (both languages offered, the
 * page's language shown by default) and the Show/Hide 'Descriptive Details' toggle (the narration
 * transcript). The player's code is fetched only in the browser.
 * WCAG 2.2 1.2.5 (issue 46 item 3): the audio description tracks go to the player (its "Audio
 * description" toggle), and the transcript adds the page language's description cues, each marked
 * "Description" with its time.
 */
export function LessonVideo({
  src,
  lowSrc = null,
  describedSrc = null,
  describedPauses,
  poster,
  tracks,
  descriptions = [],
  details,
  title,
}: {
  src: string;
  lowSrc?: string | null;
  describedSrc?: string | null;
  describedPauses?: DescribedPause[];
  poster: string | null;
  tracks: Track[];
  descriptions?: Track[];
  details: string | null;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [showDetails, setShowDetails] = useState(false);
  const language = i18n.language === "fr" ? "fr" : "en";
  const trackLabel = (lang: "en" | "fr") => t(lang === "fr" ? "learning.lesson.captionsFr" : "learning.lesson.captionsEn");
  const labelled: CaptionTrack[] = tracks.map((tr) => ({ ...tr, label: trackLabel(tr.lang) }));
  const described: CaptionTrack[] = descriptions.map((tr) => ({ ...tr, label: t("learning.lesson.descriptionTrack", { language: trackLabel(tr.lang) }) }));
  const transcriptTrack = descriptions.find((tr) => tr.lang === language) ?? descriptions[0] ?? null;
  const [cues, setCues] = useState<{ url: string; cues: VttCue[] } | { url: string; error: true } | null>(null);
  const descriptionUrl = transcriptTrack?.url ?? null;
  // The description cues are fetched when the transcript is first opened (the file is members-only: same-origin cookies).
  useEffect(() => {
    if (!showDetails || !descriptionUrl || cues?.url === descriptionUrl) return;
    let live = true;
    fetch(descriptionUrl, { credentials: "same-origin" })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return parseVtt(await res.text());
      })
      .then(
        (list) => live && setCues({ url: descriptionUrl, cues: list }),
        () => live && setCues({ url: descriptionUrl, error: true }),
      );
    return () => {
      live = false;
    };
  }, [showDetails, descriptionUrl, cues?.url]);
  const placeholder = (
    <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-black">
      {poster ? <img src={poster} alt="" className="absolute inset-0 h-full w-full object-cover opacity-70" /> : null}
      <Spinner label={t("learning.lesson.videoLoading")} className="relative" iconClassName="text-white size-8" />
    </div>
  );
  const loaded = cues && cues.url === descriptionUrl ? cues : null;
  return (
    <div className="space-y-2" data-testid="lesson-video">
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <LessonPlayer
            src={src}
            lowSrc={lowSrc}
            describedSrc={describedSrc}
            describedPauses={describedPauses}
            poster={poster}
            tracks={labelled}
            descriptions={described}
            descriptionLabel={t("learning.lesson.audioDescription")}
            language={language}
            label={t("learning.lesson.video", { title })}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      {details || descriptionUrl ? (
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
          <div id="descriptive-details" hidden={!showDetails} className="space-y-3 rounded-md bg-muted p-4 text-sm leading-relaxed">
            <h4 className="sr-only">{t("learning.lesson.detailsTitle")}</h4>
            {details ? <p>{details}</p> : null}
            {descriptionUrl ? (
              <section aria-labelledby="descriptive-details-ad" data-testid="transcript-descriptions" lang={transcriptTrack?.lang}>
                <h5 id="descriptive-details-ad" className="font-semibold" lang={language}>
                  {t("learning.lesson.descriptionsTitle")}
                </h5>
                {!loaded ? (
                  showDetails ? (
                    <Spinner label={t("learning.lesson.descriptionsLoading")} />
                  ) : null
                ) : "error" in loaded ? (
                  <p role="alert" lang={language}>
                    {t("learning.lesson.descriptionsError")}
                  </p>
                ) : (
                  <ul className="space-y-1">
                    {loaded.cues.map((cue, i) => (
                      <li key={i}>
                        <span className="font-semibold">
                          [{t("learning.lesson.descriptionCue")} {clock(cue.start)}]
                        </span>{" "}
                        {cue.text}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
