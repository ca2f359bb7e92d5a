import { preload } from "react-dom";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { HERO_PLAYBACK_RATE } from "#shared/publicMotion";
import { usePrefersReducedMotion } from "./motion";
import { PauseButton } from "./PauseButton";

/**
 * PUB-020: the home hero video at 0.75 speed, muted and looping, with captions and a poster. It
 * starts by itself only for users who do not prefer reduced motion (started from script after
 * hydration, never by an `autoplay` attribute), and a pause/play control stops it (WCAG 2.2.2).
 */
export function HeroVideo({ src, captions, poster, label }: { src: string; captions: string | null; poster: string | null; label: string }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
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
  }, [reduced]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => {});
    else video.pause();
  };

  // The poster is the home page's largest paint: announce it in the head so it is fetched before the scripts.
  if (poster) preload(poster, { as: "image", fetchPriority: "high" });

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
      <PauseButton paused={!playing} onToggle={toggle} what={t("public.home.heroWhat")} className="absolute bottom-3 right-3 bg-background/90" />
    </div>
  );
}
