import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlayButton,
  MediaPlaybackRateButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from "media-chrome/react";

export type CaptionTrack = { lang: "en" | "fr"; url: string; label: string };

/** PUB-018, LRN-024: media-chrome player — replay 10 s, forward 30 s, rates 5, 2, 1, 0.5, 0.1, captions, full screen. Loaded lazily (LessonVideo). */
export default function LessonPlayer({ src, poster, tracks, language, label }: { src: string; poster: string | null; tracks: CaptionTrack[]; language: "en" | "fr"; label: string }) {
  const current = tracks.some((tr) => tr.lang === language) ? language : tracks[0]?.lang;
  return (
    <MediaController className="block aspect-video w-full overflow-hidden rounded-lg bg-black" aria-label={label}>
      <video slot="media" src={src} poster={poster ?? undefined} preload="metadata" playsInline suppressHydrationWarning>
        {tracks.map((tr) => (
          <track key={tr.lang} kind="subtitles" src={tr.url} srcLang={tr.lang} label={tr.label} default={tr.lang === current} />
        ))}
      </video>
      <MediaControlBar className="w-full">
        <MediaTimeRange className="w-full" />
      </MediaControlBar>
      <MediaControlBar className="w-full">
        <MediaPlayButton />
        <MediaSeekBackwardButton seekOffset={10} />
        <MediaSeekForwardButton seekOffset={30} />
        <MediaTimeDisplay showDuration className="hidden sm:inline-flex" />
        <span className="flex-1 bg-[var(--media-control-background,rgb(20_20_30/0.7))]" aria-hidden="true" />
        <MediaMuteButton />
        <MediaVolumeRange className="hidden sm:inline-flex" />
        <MediaPlaybackRateButton rates={[5, 2, 1, 0.5, 0.1]} />
        <MediaCaptionsButton />
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
}
