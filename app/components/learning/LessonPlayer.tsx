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
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { fromDescribedTime, type DescribedPause } from "#shared/describedPauses";
import { QualitySelect } from "./QualitySelect";
import { useVideoSource } from "./useVideoSource";

export type CaptionTrack = { lang: "en" | "fr"; url: string; label: string };

const NO_PAUSES: readonly DescribedPause[] = [];

/** WCAG 2.2 1.2.5: the description cue at `time` (start ≤ time < end), whether or not the video can play yet. */
function cueAt(track: TextTrack, time: number): string {
  for (const cue of Array.from(track.cues ?? [])) {
    if (cue.startTime <= time && time < cue.endTime) return (cue as VTTCue).text;
  }
  return "";
}

/** The tooltip a media-chrome button shows: our own text in its `tooltip-content` slot, in place of its default. */
function setTooltip(el: Element, text: string) {
  let tip = el.querySelector(":scope > [slot=tooltip-content]");
  if (!tip) {
    tip = document.createElement("span");
    tip.setAttribute("slot", "tooltip-content");
    el.append(tip);
  }
  if (tip.textContent !== text) tip.textContent = text;
}

/**
 * WCAG 2.5.3 (label in name) and valid ARIA for media-chrome controls. The captions toggle carries no aria-checked
 * (a button may not); its name and tooltip both say what it does now, "Enable captions" or "Disable captions" (issue
 * 46 F15: its name was "closed captions" under the tooltip "Enable captions"). The seek buttons' tooltips say their
 * names ("Seek back 10 seconds", not "Seek backward"); the rate and time buttons' names contain the text they show
 * ("1x", "0:05 / 0:17").
 */
function relabel(root: Element) {
  for (const el of root.querySelectorAll("media-captions-button")) {
    el.removeAttribute("aria-checked");
    el.removeAttribute("aria-pressed");
    const on = (el.getAttribute("mediasubtitlesshowing") ?? "").trim() !== "";
    const name = mediaT(on ? "Disable captions" : "Enable captions");
    if (el.getAttribute("aria-label") !== name) el.setAttribute("aria-label", name);
    setTooltip(el, name);
  }
  for (const el of root.querySelectorAll("media-seek-backward-button, media-seek-forward-button")) {
    const name = el.getAttribute("aria-label") ?? "";
    setTooltip(el, name.charAt(0).toLocaleUpperCase() + name.slice(1));
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

/**
 * PUB-018, LRN-024: media-chrome player — replay 10 s, forward 30 s, rates 5, 2, 1, 0.5, 0.1, captions, full screen. Loaded lazily (LessonVideo).
 * WCAG 2.2 1.2.5 (issue 46 item 3): with description tracks, an "Audio description" toggle; when on, the page language's
 * description cue (kind="descriptions") is shown under the video in a polite live region, so a screen reader speaks it.
 * Issue 46 (decisions 151, 152): with a described version, the toggle plays it instead (the descriptions voiced, the
 * video paused while each is spoken; the cue is still shown, not announced); a "Quality" setting picks the low-data
 * rendition (useVideoSource). Either switch keeps the playback position.
 */
export default function LessonPlayer({
  src,
  lowSrc = null,
  describedSrc = null,
  describedPauses = NO_PAUSES,
  poster,
  tracks,
  descriptions = [],
  descriptionLabel = "",
  language,
  label,
}: {
  src: string;
  /** The low-data rendition (same timing), and the described version with its pauses on `src`'s timeline. */
  lowSrc?: string | null;
  describedSrc?: string | null;
  describedPauses?: readonly DescribedPause[];
  poster: string | null;
  tracks: CaptionTrack[];
  /** Audio description tracks (WebVTT kind="descriptions"); `descriptionLabel` names the toggle. */
  descriptions?: CaptionTrack[];
  descriptionLabel?: string;
  language: "en" | "fr";
  label: string;
}) {
  // The controls' own labels follow the page's language (set before they connect).
  setLanguage(language);
  const current = tracks.some((tr) => tr.lang === language) ? language : tracks[0]?.lang;
  const described = descriptions.some((tr) => tr.lang === language) ? language : descriptions[0]?.lang;
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [describing, setDescribing] = useState(false);
  const [cue, setCue] = useState("");
  const source = useVideoSource(video, { src, lowSrc, describedSrc, pauses: describedPauses, describing });
  const voiced = source.kind === "described";
  // The chosen description track is "hidden" (loaded, cues fire, nothing drawn on the video) while the toggle is on.
  useEffect(() => {
    const media = video.current;
    if (!media) return;
    const elements = Array.from(media.querySelectorAll<HTMLTrackElement>('track[kind="descriptions"]'));
    const on = describing ? elements.find((el) => el.srclang === described) : undefined;
    for (const el of elements) el.track.mode = el === on ? "hidden" : "disabled";
    if (!on) {
      setCue("");
      return;
    }
    // On the described version, the cue of the moment on the video's own timeline (in a pause: the one being spoken).
    const update = () => setCue(cueAt(on.track, voiced ? fromDescribedTime(media.currentTime, describedPauses) : media.currentTime));
    update();
    on.addEventListener("load", update);
    on.track.addEventListener("cuechange", update);
    media.addEventListener("seeked", update);
    media.addEventListener("timeupdate", update);
    return () => {
      on.removeEventListener("load", update);
      on.track.removeEventListener("cuechange", update);
      media.removeEventListener("seeked", update);
      media.removeEventListener("timeupdate", update);
    };
  }, [describing, described, voiced, describedPauses]);
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
      attributeFilter: ["aria-checked", "aria-label", "mediasubtitlesshowing", "mediaplaybackrate", "mediacurrenttime", "mediaduration"],
    });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box}>
      <MediaController className="block aspect-video w-full overflow-hidden rounded-lg bg-black" aria-label={label}>
        <video ref={video} slot="media" src={source.src} poster={poster ?? undefined} preload="metadata" playsInline suppressHydrationWarning>
          {tracks.map((tr) => (
            <track key={tr.lang} kind="subtitles" src={tr.url} srcLang={tr.lang} label={tr.label} default={tr.lang === current} />
          ))}
          {descriptions.map((tr) => (
            <track key={`descriptions-${tr.lang}`} kind="descriptions" src={tr.url} srcLang={tr.lang} label={tr.label} />
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
          {described ? (
            <button
              type="button"
              aria-pressed={describing}
              aria-label={descriptionLabel}
              title={descriptionLabel}
              data-testid="audio-description-toggle"
              onClick={() => {
                source.beforeSwitch();
                setDescribing((on) => !on);
              }}
              className="inline-flex items-center justify-center bg-[var(--media-control-background,rgb(20_20_30/0.7))] px-2.5 text-white hover:bg-[var(--media-control-hover-background,rgb(50_50_70/0.7))] focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white aria-pressed:text-[#ffe08a] aria-pressed:shadow-[inset_0_-3px_0_currentColor]"
            >
              {/* An eye: what is seen, told; underlined and yellow while on. */}
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M2 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6z" />
                <circle cx="11" cy="12" r="2.5" />
              </svg>
            </button>
          ) : null}
          <MediaCaptionsButton />
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
      {lowSrc ? <QualitySelect value={source.quality} onChange={source.setQuality} autoLow={source.auto === "low"} /> : null}
      {described ? (
        <p
          aria-live={voiced ? "off" : "polite"}
          data-testid="audio-description-cue"
          lang={described}
          className={describing && cue ? "mt-2 rounded-md bg-muted p-3 text-sm" : "sr-only"}
        >
          {describing ? cue : ""}
        </p>
      ) : null}
    </div>
  );
}
