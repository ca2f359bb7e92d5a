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
import "~/components/learning/mediaChromeFrench";
import { setLanguage, t as mediaT } from "media-chrome/dist/utils/i18n.js";
import { useLayoutEffect, useRef } from "react";

export type CaptionTrack = { lang: "en" | "fr"; url: string; label: string };

/**
 * WCAG 2.5.3 (label in name) and valid ARIA for three media-chrome controls: the captions
 * toggle says aria-pressed (not aria-checked, which a button may not carry), and the rate and
 * time buttons' names contain the text they show ("1x", "0:05 / 0:17").
 */
function relabel(root: Element) {
  for (const el of root.querySelectorAll("media-captions-button")) {
    const checked = el.getAttribute("aria-checked");
    if (checked !== null) {
      el.removeAttribute("aria-checked");
      el.setAttribute("aria-pressed", checked);
    }
  }
  for (const el of root.querySelectorAll("media-playback-rate-button")) {
    const name = `${mediaT("Playback rate")} ${el.getAttribute("mediaplaybackrate") || "1"}x`;
    if (el.getAttribute("aria-label") !== name) el.setAttribute("aria-label", name);
  }
  for (const el of root.querySelectorAll("media-time-display")) {
    const shown = el.shadowRoot?.querySelector("slot")?.textContent?.trim() ?? "";
    const name = `${mediaT("playback time")} ${shown}`.trim();
    if (el.getAttribute("aria-label") !== name) el.setAttribute("aria-label", name);
  }
}

/** PUB-018, LRN-024: media-chrome player — replay 10 s, forward 30 s, rates 5, 2, 1, 0.5, 0.1, captions, full screen. Loaded lazily (LessonVideo). */
export default function LessonPlayer({
  src,
  poster,
  tracks,
  language,
  label,
}: {
  src: string;
  poster: string | null;
  tracks: CaptionTrack[];
  language: "en" | "fr";
  label: string;
}) {
  // The controls' own labels follow the page's language (set before they connect).
  setLanguage(language);
  const current = tracks.some((tr) => tr.lang === language) ? language : tracks[0]?.lang;
  const box = useRef<HTMLDivElement>(null);
  // A layout effect: it runs in the same task as the commit that connected the controls (which set
  // aria-checked as they connect); a passive effect runs in a later task, and an accessibility check
  // (axe in the e2e tests, or a screen reader) could read the controls in between.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-checked", "aria-label", "mediaplaybackrate", "mediacurrenttime", "mediaduration"],
    });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box}>
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
    </div>
  );
}
