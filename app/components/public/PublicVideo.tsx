import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Spinner } from "~/components/ui/spinner";
import { useHydrated } from "~/lib/useHydrated";

const LessonPlayer = lazy(() => import("~/components/learning/LessonPlayer"));

/**
 * PUB-018, PUB-026, PUB-034: a video of the public pages in the site's player (replay 10 s,
 * forward 30 s, rates 5, 2, 1, 0.5, 0.1, captions when there are any). The player's code is
 * fetched in the browser only; the server renders the poster.
 */
export function PublicVideo({ src, poster, captions, label }: { src: string; poster: string | null; captions?: string | null; label: string }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const language = i18n.language === "fr" ? "fr" : "en";
  const placeholder = (
    <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-black">
      {poster ? <img src={poster} alt="" className="absolute inset-0 h-full w-full object-cover opacity-70" /> : null}
      <Spinner label={t("public.video.loading")} className="relative" iconClassName="text-white size-8" />
    </div>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LessonPlayer
        src={src}
        poster={poster}
        tracks={captions ? [{ lang: language, url: captions, label: t("public.home.captions") }] : []}
        language={language}
        label={label}
      />
    </Suspense>
  );
}
