import { z } from "zod";

/**
 * WCAG 2.2 1.2.5 (issue 46, decision 152): an extended described version of a lesson video is the
 * video with pauses — the picture frozen and the narration stopped — in which a voice reads an audio
 * description. A pause is where it falls on the video's own timeline (`at`, seconds) and how long the
 * picture stays frozen (`seconds`). With no pauses the described version keeps the video's timing
 * (a description mixed over the narration), and times are the same on both.
 */
export type DescribedPause = { at: number; seconds: number };

export const describedPausesSchema = z
  .array(z.object({ at: z.number().finite().min(0), seconds: z.number().finite().positive().max(600) }))
  .max(200)
  .refine((list) => list.every((p, i) => i === 0 || p.at >= list[i - 1].at), "Pauses must be in time order.");

/** The pauses of a stored value, or [] when it is missing or malformed (a read model never fails on it). */
export function parseDescribedPauses(value: unknown): DescribedPause[] {
  const parsed = describedPausesSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/**
 * A time on the video's timeline → the same moment on the described version: after every pause at or before it
 * (`edge: "end"`, for the end of a caption: after every pause strictly before it, so a caption ending where the
 * video pauses is not drawn through the pause).
 */
export function toDescribedTime(time: number, pauses: readonly DescribedPause[], edge: "start" | "end" = "start"): number {
  let shift = 0;
  for (const p of pauses) if (edge === "start" ? p.at <= time : p.at < time) shift += p.seconds;
  return time + shift;
}

/** A time on the described version → the video's timeline; inside a pause, the moment the picture froze. */
export function fromDescribedTime(time: number, pauses: readonly DescribedPause[]): number {
  let shift = 0;
  for (const p of pauses) {
    const start = p.at + shift;
    if (time < start) break;
    if (time < start + p.seconds) return p.at;
    shift += p.seconds;
  }
  return Math.max(0, time - shift);
}

/** The index of the pause playing at `time` on the described version, or -1 between pauses. */
export function pauseAt(time: number, pauses: readonly DescribedPause[]): number {
  let shift = 0;
  for (const [i, p] of pauses.entries()) {
    const start = p.at + shift;
    if (time >= start && time < start + p.seconds) return i;
    shift += p.seconds;
  }
  return -1;
}
