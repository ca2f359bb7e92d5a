/** A WebVTT cue as the lesson transcript shows it (LessonVideo: the audio description's cues). */
export type VttCue = { start: number; end: number; text: string };

const TIME = /((?:\d+:)?\d{1,2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}\.\d{3})/;

function seconds(time: string): number {
  return time.split(":").reduce((acc, part) => acc * 60 + Number(part), 0);
}

const decode = (s: string) =>
  s
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");

/** The cues of a WebVTT file, in file order (NOTE, STYLE and REGION blocks have no timing line and are left out). */
export function parseVtt(text: string): VttCue[] {
  if (!/^(\uFEFF)?WEBVTT/.test(text)) throw new Error("Not a WebVTT file.");
  const cues: VttCue[] = [];
  for (const block of text.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const lines = block.split("\n");
    const at = lines.findIndex((line) => line.includes("-->"));
    const m = at < 0 ? null : TIME.exec(lines[at]);
    if (!m) continue;
    const body = decode(lines.slice(at + 1).join(" ")).trim();
    if (body) cues.push({ start: seconds(m[1]), end: seconds(m[2]), text: body });
  }
  return cues;
}

/** m:ss, for a cue's start in the transcript. */
export function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
