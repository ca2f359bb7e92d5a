/**
 * WCAG 2.2 1.2.5 (issue 46 item 3): the audio description of a demo lesson video, as a WebVTT
 * track (kind="descriptions") in English and French. It says what the video shows and the
 * narration does not: the lesson title on its band, the background and the drifting cells —
 * exactly what ./generate.ts draws (makeVideo: a gradient in the lesson's palette, a sprite of
 * translucent cells with nuclei and dots, the title fading in over an opaque band).
 */
import type { LessonSpec } from "../data/curriculum/types";
import { palette } from "./palette";
import { ts, vttEscape } from "./vtt";

type Lang = "en" | "fr";

/** The cues' text, in order (the first is shown while the title fades in). */
export function descriptionCues(lesson: LessonSpec, lang: Lang): string[] {
  const { names } = palette(lesson.key);
  const title = lesson.title[lang];
  if (lang === "fr")
    return [
      `À l'écran : le titre « ${title} » apparaît en lettres blanches sur une bande sombre, au milieu d'un fond ${names.bg.fr}.`,
      `Derrière le titre, des cellules translucides ${names.cell.fr}, chacune avec un noyau pâle, dérivent lentement parmi de petits points ${names.dots.fr}.`,
      "L'image reste la même jusqu'à la fin : le titre sur les cellules qui dérivent. Aucun schéma, aucune légende ni aucun autre texte n'apparaît.",
    ];
  return [
    `On screen: the title “${title}” appears in white letters on a dark band across the middle of a ${names.bg.en} background.`,
    `Behind the title, soft translucent ${names.cell.en} cells, each with a pale nucleus, drift slowly among small ${names.dots.en} dots.`,
    "The picture stays the same to the end: the title over the drifting cells. No diagram, label or other text appears.",
  ];
}

/** The end of a WebVTT file's last cue, in seconds (the captions end with the narration). */
export function vttDuration(vtt: string): number {
  let end = 0;
  for (const m of vtt.matchAll(/--> (\d\d):(\d\d):(\d\d)\.(\d{3})/g))
    end = Math.max(end, Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000);
  if (!(end > 0)) throw new Error("no cue in the captions");
  return end;
}

/** The description track: the title cue for the first third (at most 5 s), then the background, then the rest. */
export function descriptionVtt(lesson: LessonSpec, lang: Lang, duration: number): string {
  const cues = descriptionCues(lesson, lang);
  const first = Math.min(5, duration / 3);
  const bounds = [0, first, first + (duration - first) / 2, duration];
  const lines = ["WEBVTT", ""];
  cues.forEach((text, i) => lines.push(`d${i + 1}`, `${ts(bounds[i])} --> ${ts(bounds[i + 1])}`, vttEscape(text), ""));
  return lines.join("\n");
}
