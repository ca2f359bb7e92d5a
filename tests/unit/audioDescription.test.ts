import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { units } from "../../seeds/data/curriculum";
import { descriptionCues, descriptionVtt, vttDuration } from "../../seeds/media/descriptions";
import { clock, parseVtt } from "~/lib/vtt";

const DIR = "seeds/media/out/lessons";
const lessons = units.flatMap((u) => u.chapters.flatMap((c) => c.modules.flatMap((m) => m.lessons)));

describe("audio description of the demo lesson videos (WCAG 2.2 1.2.5, issue 46 item 3)", () => {
  it("WCAG-1.2.5 every demo lesson has a committed English and French description track, as the media script writes it, covering the narration", () => {
    expect(lessons.length).toBeGreaterThan(50);
    for (const lesson of lessons) {
      for (const lang of ["en", "fr"] as const) {
        const file = `${DIR}/${lesson.key}.${lang}.desc.vtt`;
        expect(fs.existsSync(file), file).toBe(true);
        const text = fs.readFileSync(file, "utf8");
        const duration = vttDuration(fs.readFileSync(`${DIR}/${lesson.key}.${lang}.vtt`, "utf8"));
        // Regenerated from the curriculum: the same file (seeds/media/generate.ts writes it with descriptionVtt).
        expect(text, file).toBe(descriptionVtt(lesson, lang, duration));
        const cues = parseVtt(text);
        expect(cues.map((c) => c.text)).toEqual(descriptionCues(lesson, lang));
        expect(cues[0].start).toBe(0);
        expect(cues.at(-1)?.end).toBeCloseTo(duration, 3);
        // What the narration does not say: the title on screen, in the track's language.
        expect(cues[0].text).toContain(lesson.title[lang]);
      }
    }
  });

  it("WCAG-1.2.5 the transcript's WebVTT reader keeps the cues' text and times and leaves notes out", () => {
    const vtt =
      "WEBVTT\r\n\r\nNOTE a note\r\n\r\nd1\r\n00:00:01.500 --> 00:00:04.000\r\nA &lt;b&gt; <i>cell</i>\r\nand more\r\n\r\n01:05.000 --> 01:06.000\r\nLater\r\n";
    expect(parseVtt(vtt)).toEqual([
      { start: 1.5, end: 4, text: "A <b> cell and more" },
      { start: 65, end: 66, text: "Later" },
    ]);
    expect(clock(65.9)).toBe("1:05");
    expect(() => parseVtt("<html>")).toThrow();
  });
});
