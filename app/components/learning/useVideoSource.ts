import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { fromDescribedTime, toDescribedTime, type DescribedPause } from "#shared/describedPauses";
import { chooseRendition, connectionHint, storeQuality, storedQuality, videoSource, type VideoKind, type VideoQuality } from "~/lib/videoQuality";

type Sources = { src: string; lowSrc: string | null; describedSrc: string | null; pauses: readonly DescribedPause[]; describing: boolean };

/** The original times of caption cues moved onto the described version's timeline. */
const original = new WeakMap<TextTrackCue, { start: number; end: number }>();

/** Puts a subtitle track's cues on the timeline of the version playing (the described version pauses, the others do not). */
function retime(track: TextTrack, kind: VideoKind, pauses: readonly DescribedPause[]) {
  for (const cue of Array.from(track.cues ?? [])) {
    let times = original.get(cue);
    if (!times) original.set(cue, (times = { start: cue.startTime, end: cue.endTime }));
    const described = kind === "described";
    const start = described ? toDescribedTime(times.start, pauses) : times.start;
    const end = described ? toDescribedTime(times.end, pauses, "end") : times.end;
    if (cue.startTime !== start) cue.startTime = start;
    if (cue.endTime !== end) cue.endTime = end;
  }
}

/**
 * Issue 46 (decisions 151, 152): which file the lesson player plays — the standard video, its low-data
 * rendition (the student's remembered "Quality" setting, or a slow connection on "Auto") or, with the audio
 * description on, the described version — and a switch that keeps the playback position (mapped across the
 * described version's pauses) and keeps playing if it was. Subtitles follow the described version's timeline.
 */
export function useVideoSource(video: RefObject<HTMLVideoElement | null>, o: Sources) {
  const [quality, setQualityState] = useState<VideoQuality>(() => storedQuality(typeof localStorage === "undefined" ? null : localStorage));
  const [connection] = useState(connectionHint);
  const current = videoSource({ describing: o.describing, quality, connection, src: o.src, lowSrc: o.lowSrc, describedSrc: o.describedSrc });
  const shown = useRef(current.kind);
  const pending = useRef<{ time: number; playing: boolean } | null>(null);

  /** Call before a change that may switch the file: remembers where the video is, on the standard timeline. */
  const beforeSwitch = useCallback(() => {
    const media = video.current;
    if (!media) return;
    const time = shown.current === "described" ? fromDescribedTime(media.currentTime, o.pauses) : media.currentTime;
    pending.current = { time, playing: !media.paused && !media.ended };
  }, [video, o.pauses]);

  const setQuality = useCallback(
    (next: VideoQuality) => {
      beforeSwitch();
      storeQuality(typeof localStorage === "undefined" ? null : localStorage, next);
      setQualityState(next);
    },
    [beforeSwitch],
  );

  // After the file changed: seek the new one to the same moment once it knows its duration, then play on.
  useLayoutEffect(() => {
    const media = video.current;
    const was = shown.current;
    shown.current = current.kind;
    const at = pending.current;
    pending.current = null;
    if (!media || was === current.kind || !at) return;
    const time = current.kind === "described" ? toDescribedTime(at.time, o.pauses) : at.time;
    const resume = () => {
      if (time > 0) media.currentTime = Math.min(time, Number.isFinite(media.duration) ? media.duration : time);
      if (at.playing) void media.play().catch(() => {});
    };
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA && media.currentSrc.endsWith(current.src)) resume();
    else {
      media.addEventListener("loadedmetadata", resume, { once: true });
      return () => media.removeEventListener("loadedmetadata", resume);
    }
  }, [video, current.kind, current.src, o.pauses]);

  // Subtitles on the timeline of the file playing (now, and for a track that loads later).
  useEffect(() => {
    const media = video.current;
    if (!media) return;
    const elements = Array.from(media.querySelectorAll<HTMLTrackElement>('track[kind="subtitles"]'));
    const apply = (el: HTMLTrackElement) => retime(el.track, current.kind, o.pauses);
    const listeners = elements.map((el) => {
      const onLoad = () => apply(el);
      apply(el);
      el.addEventListener("load", onLoad);
      return () => el.removeEventListener("load", onLoad);
    });
    return () => listeners.forEach((off) => off());
  }, [video, current.kind, o.pauses]);

  /** What "Auto" plays on this connection. */
  const auto = chooseRendition("auto", connection, !!o.lowSrc);
  return { ...current, quality, setQuality, beforeSwitch, auto };
}
