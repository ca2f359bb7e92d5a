import { preload } from "react-dom";
import { useEffect, useRef, useState } from "react";
import { MonitorPlay } from "lucide-react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { HERO_PLAYBACK_RATE } from "#shared/publicMotion";
import { usePrefersReducedMotion } from "./motion";
import { PauseButton } from "./PauseButton";
import { PublicVideo } from "./PublicVideo";

/**
 * Fetches the site's player's code (media-chrome) ahead of a likely press. Only a head start: a failed
 * fetch here is not an error to show, since the press renders `PublicVideo`, whose own lazy import of the
 * same module fetches it again and reports its failure.
 */
const prefetchPlayer = () => {
  import("~/components/learning/LessonPlayer").catch(() => undefined);
};

/**
 * PUB-020: the home hero video at 0.75 speed, muted and looping, with captions and a poster. It
 * starts by itself only for users who do not prefer reduced motion (started from script after
 * hydration, never by an `autoplay` attribute), and a pause/play control stops it (WCAG 2.2.2).
 *
 * PUB-018 (decision 072): a "Watch with the player's controls" button swaps the background video for the
 * site's one player (`PublicVideo` → `LessonPlayer`: replay 10 s, forward 30 s, rates 5, 2, 1, 0.5, 0.1,
 * captions, full screen). The player's code is fetched when the button is pointed at, focused or pressed,
 * never with the page (the home page's first load stays as light as before); focus then moves to the player.
 */
export function HeroVideo({ src, captions, poster, label }: { src: string; captions: string | null; poster: string | null; label: string }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [ready, setReady] = useState(false);
  const [player, setPlayer] = useState(false);
  const playerBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (player) playerBox.current?.focus();
  }, [player]);

  useEffect(() => {
    const video = ref.current;
    if (!video || player) return;
    const slow = () => {
      video.defaultPlaybackRate = HERO_PLAYBACK_RATE;
      video.playbackRate = HERO_PLAYBACK_RATE;
    };
    slow();
    setReady(true);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener("loadedmetadata", slow);
    video.addEventListener("play", onPlay);
    video.addEventListener("pause", onPause);
    if (!reduced && video.paused) void video.play().catch(() => setPlaying(false));
    if (reduced && !video.paused) video.pause();
    return () => {
      video.removeEventListener("loadedmetadata", slow);
      video.removeEventListener("play", onPlay);
      video.removeEventListener("pause", onPause);
    };
  }, [reduced, player]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => {});
    else video.pause();
  };

  // The poster is the home page's largest paint: announce it in the head so it is fetched before the scripts.
  if (poster) preload(poster, { as: "image", fetchPriority: "high" });

  if (player) {
    return (
      <div className="relative overflow-hidden rounded-xl bg-black shadow-lg" data-testid="hero" data-ready="true">
        <div ref={playerBox} tabIndex={-1} aria-label={label} role="group" data-testid="hero-player" className="outline-none">
          <PublicVideo src={src} poster={poster} captions={captions} label={label} />
        </div>
      </div>
    );
  }

  return (
    <div className="relative overflow-hidden rounded-xl bg-black shadow-lg" data-testid="hero" data-ready={ready ? "true" : "false"}>
      <video
        ref={ref}
        className="aspect-video w-full object-cover"
        src={src}
        poster={poster ?? undefined}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={label}
        data-testid="hero-video"
        suppressHydrationWarning
      >
        {captions ? <track kind="captions" src={captions} srcLang={i18n.language} label={t("public.home.captions")} default /> : null}
      </video>
      {/* One row that wraps: the French label is long enough to reach the pause button on a 375 px phone, and two
          overlapping targets fail WCAG 2.5.8 (the crawl's axe target-size). Pause stays first in the tab order. */}
      <div className="pointer-events-none absolute inset-x-3 bottom-3 flex flex-row-reverse flex-wrap items-end justify-between gap-2">
      <PauseButton paused={!playing} onToggle={toggle} what={t("public.home.heroWhat")} className="pointer-events-auto shrink-0 bg-background/90" />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="pointer-events-auto h-auto min-h-8 max-w-full whitespace-normal bg-background/90 text-left"
        data-testid="hero-open-player"
        onPointerEnter={prefetchPlayer}
        onFocus={prefetchPlayer}
        onClick={() => {
          ref.current?.pause();
          setPlayer(true);
        }}
      >
        <MonitorPlay aria-hidden="true" />
        {t("public.home.heroPlayer")}
      </Button>
      </div>
    </div>
  );
}
