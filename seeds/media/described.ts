/**
 * WCAG 2.2 1.2.5 (issue 46, decision 152): where the extended described version of a demo lesson
 * video pauses. Each description cue is voiced (espeak-ng, another voice than the narration) while
 * the picture is frozen and the narration stopped; the pause falls in a silence of the narration, so
 * no word is cut: the first cue before the narration starts, every other cue in the longest silence
 * inside its own time span (a sentence end rather than a comma), else the silence nearest its start.
 * ./generate.ts runs ffmpeg with the plan; the pauses (`shared/describedPauses.ts`) are written
 * beside the video for the seed, the CMS and the player (which maps times between the two versions).
 */
import type { DescribedPause } from "../../shared/describedPauses";

export type Span = { start: number; end: number };

/** The silences ffmpeg's silencedetect filter prints on stderr. */
export function parseSilences(log: string): Span[] {
  const out: Span[] = [];
  let start: number | null = null;
  for (const m of log.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    const t = Math.max(0, Number(m[2]));
    if (m[1] === "start") start = t;
    else if (start !== null) {
      out.push({ start, end: t });
      start = null;
    }
  }
  return out;
}

/** The video frame before which each cue's pause goes (non-decreasing; frame 0 = before the first word). */
export function pauseFrames(cues: readonly Span[], silences: readonly Span[], fps: number, lastFrame: number): number[] {
  const frames: number[] = [];
  const speechStart = silences[0] && silences[0].start <= 0.05 ? silences[0].end : 0;
  for (const cue of cues) {
    let at: number;
    if (cue.start <= Math.max(0.5, speechStart)) at = 0;
    else {
      const mid = (s: Span) => (s.start + s.end) / 2;
      const inside = silences.filter((s) => mid(s) >= cue.start - 0.5 && mid(s) < cue.end);
      const longest = inside.reduce<Span | null>((best, s) => (!best || s.end - s.start > best.end - best.start ? s : best), null);
      const nearest = silences.reduce<Span | null>((best, s) => (!best || Math.abs(mid(s) - cue.start) < Math.abs(mid(best) - cue.start) ? s : best), null);
      const chosen = longest ?? nearest;
      at = chosen ? mid(chosen) : cue.start;
    }
    const frame = Math.min(lastFrame, Math.max(frames.at(-1) ?? 0, Math.round(at * fps)));
    frames.push(frame);
  }
  return frames;
}

/** How many frames each pause holds: the spoken description with `margin` seconds of silence before and after. */
export function pauseLength(spoken: number, fps: number, margin = 0.25): number {
  return Math.ceil((spoken + 2 * margin) * fps);
}

/** The pauses as the CMS stores them: at (video time) and seconds, to the millisecond. */
export function pausesOf(frames: readonly number[], lengths: readonly number[], fps: number): DescribedPause[] {
  const ms = (s: number) => Math.round(s * 1000) / 1000;
  return frames.map((f, i) => ({ at: ms(f / fps), seconds: ms(lengths[i] / fps) }));
}

/**
 * The ffmpeg filter graph: input 0 is the lesson video, inputs 1…n the voiced cues (WAV). The picture
 * repeats frame `frames[i]` for `lengths[i]` frames (loop filters, each counting the frames the ones
 * before it added); the sound is the narration cut at the same times with each voiced cue, delayed by
 * `margin` and padded to its pause, in between.
 */
export function describedGraph(
  frames: readonly number[],
  lengths: readonly number[],
  fps: number,
  sampleRate: number,
  opts: { margin?: number; openingStill?: number } = {},
): string {
  const margin = opts.margin ?? 0.25;
  const parts: string[] = [];
  // A pause before the first word shows `openingStill` (the frame once the title has faded in), not the first, blank frame.
  const opening = frames[0] === 0 && opts.openingStill ? lengths[0] : 0;
  let added = 0;
  const loops = frames.flatMap((f, i) => {
    if (i === 0 && opening) return [];
    const s = `loop=loop=${lengths[i]}:size=1:start=${f + added}`;
    added += lengths[i];
    return [s];
  });
  const chain = [...loops, `setpts=N/(${fps}*TB)`].join(",");
  if (opening) {
    const still = opts.openingStill as number;
    parts.push(`[0:v]split=2[vmain][vstill]`);
    parts.push(
      `[vstill]trim=start_frame=${still}:end_frame=${still + 1},setpts=PTS-STARTPTS,loop=loop=${opening - 1}:size=1:start=0,setpts=N/(${fps}*TB)[vpre]`,
    );
    parts.push(`[vmain]${chain}[vrest]`);
    parts.push(`[vpre][vrest]concat=n=2:v=1:a=0,setpts=N/(${fps}*TB)[v]`);
  } else parts.push(`[0:v]${chain}[v]`);
  // Narration segments between the pause points (an empty one is left out).
  const cuts = [0, ...frames.map((f) => f / fps)];
  const segments: string[] = [];
  const order: string[] = [];
  cuts.forEach((from, i) => {
    const to = i + 1 < cuts.length ? cuts[i + 1] : null;
    if (to !== null && to - from < 1e-6) {
      segments.push("");
      return;
    }
    segments.push(`s${i}`);
  });
  const used = segments.filter(Boolean);
  parts.push(`[0:a]aresample=${sampleRate},aformat=channel_layouts=mono,asplit=${used.length}${used.map((s) => `[${s}in]`).join("")}`);
  cuts.forEach((from, i) => {
    if (!segments[i]) return;
    const to = i + 1 < cuts.length ? cuts[i + 1] : null;
    parts.push(`[${segments[i]}in]atrim=start=${from.toFixed(6)}${to !== null ? `:end=${to.toFixed(6)}` : ""},asetpts=PTS-STARTPTS[${segments[i]}]`);
  });
  frames.forEach((_, i) => {
    const whole = (lengths[i] / fps).toFixed(6);
    parts.push(
      `[${i + 1}:a]aresample=${sampleRate},aformat=channel_layouts=mono,adelay=${Math.round(margin * 1000)},apad=whole_dur=${whole},atrim=end=${whole}[d${i}]`,
    );
  });
  // Order: narration before pause 0, pause 0, narration before pause 1, pause 1, …, the rest of the narration.
  cuts.forEach((_, i) => {
    if (segments[i]) order.push(`[${segments[i]}]`);
    if (i < frames.length) order.push(`[d${i}]`);
  });
  parts.push(`${order.join("")}concat=n=${order.length}:v=0:a=1[a]`);
  return parts.join(";");
}
