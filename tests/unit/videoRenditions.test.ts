import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { units } from "../../seeds/data/curriculum";
import { describedGraph, parseSilences, pauseFrames, pauseLength, pausesOf } from "../../seeds/media/described";
import { describedPausesSchema, fromDescribedTime, parseDescribedPauses, pauseAt, toDescribedTime } from "#shared/describedPauses";
import { chooseRendition, slowConnection, storedQuality, storeQuality, VIDEO_QUALITY_KEY, videoSource } from "~/lib/videoQuality";

const DIR = "seeds/media/out/lessons";
const lessons = units.flatMap((u) => u.chapters.flatMap((c) => c.modules.flatMap((m) => m.lessons)));

describe("issue 46 the lesson video's rendition (decision 151)", () => {
  it("issue 46 Auto plays the low-data rendition when the browser asks to save data or reports a 2G connection, the standard one otherwise", () => {
    expect(chooseRendition("auto", { effectiveType: "4g" }, true)).toBe("standard");
    expect(chooseRendition("auto", { effectiveType: "3g" }, true)).toBe("standard");
    expect(chooseRendition("auto", { effectiveType: "2g" }, true)).toBe("low");
    expect(chooseRendition("auto", { effectiveType: "slow-2g" }, true)).toBe("low");
    expect(chooseRendition("auto", { effectiveType: "4g", saveData: true }, true)).toBe("low");
    // Firefox and Safari say nothing about the connection: the standard video.
    expect(chooseRendition("auto", null, true)).toBe("standard");
    expect(chooseRendition("auto", undefined, true)).toBe("standard");
    expect(slowConnection({})).toBe(false);
  });

  it("issue 46 the student's setting wins over the connection; without a low-data rendition the standard video plays", () => {
    expect(chooseRendition("low", { effectiveType: "4g" }, true)).toBe("low");
    expect(chooseRendition("standard", { effectiveType: "slow-2g", saveData: true }, true)).toBe("standard");
    expect(chooseRendition("low", { effectiveType: "2g" }, false)).toBe("standard");
    expect(chooseRendition("auto", { saveData: true }, false)).toBe("standard");
  });

  it("issue 46 with the audio description on the described version plays whatever the quality; without one, the rendition", () => {
    const base = { src: "/v.mp4", lowSrc: "/v.low.mp4", describedSrc: "/v.described.mp4", connection: { effectiveType: "2g" } };
    expect(videoSource({ ...base, describing: true, quality: "low" })).toEqual({ kind: "described", src: "/v.described.mp4" });
    expect(videoSource({ ...base, describing: false, quality: "auto" })).toEqual({ kind: "low", src: "/v.low.mp4" });
    expect(videoSource({ ...base, describing: false, quality: "standard" })).toEqual({ kind: "standard", src: "/v.mp4" });
    expect(videoSource({ ...base, describedSrc: null, describing: true, quality: "low" })).toEqual({ kind: "low", src: "/v.low.mp4" });
  });

  it("issue 46 the setting is remembered; anything else stored, or no storage, is Auto", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(storedQuality(storage)).toBe("auto");
    storeQuality(storage, "low");
    expect(store.get(VIDEO_QUALITY_KEY)).toBe("low");
    expect(storedQuality(storage)).toBe("low");
    store.set(VIDEO_QUALITY_KEY, "8k");
    expect(storedQuality(storage)).toBe("auto");
    expect(storedQuality(null)).toBe("auto");
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(storedQuality(broken)).toBe("auto");
    expect(() => storeQuality(broken, "low")).not.toThrow();
  });
});

describe("issue 46 the extended described version's timeline (decision 152)", () => {
  const pauses = [
    { at: 0, seconds: 9.667 },
    { at: 9.333, seconds: 8.917 },
    { at: 13.583, seconds: 8.75 },
  ];

  it("issue 46 a time on the video maps to the described version after every pause before it, and back; inside a pause, back to where it froze", () => {
    expect(toDescribedTime(0, pauses)).toBeCloseTo(9.667, 6);
    expect(toDescribedTime(5, pauses)).toBeCloseTo(14.667, 6);
    expect(toDescribedTime(10, pauses)).toBeCloseTo(10 + 9.667 + 8.917, 6);
    expect(toDescribedTime(17, pauses)).toBeCloseTo(17 + 9.667 + 8.917 + 8.75, 6);
    for (const t of [0, 1.5, 9.333, 12, 13.583, 17.9]) expect(fromDescribedTime(toDescribedTime(t, pauses), pauses)).toBeCloseTo(t, 6);
    expect(fromDescribedTime(3, pauses)).toBe(0);
    expect(fromDescribedTime(9.667 + 9.333 + 1, pauses)).toBe(9.333);
    expect(pauseAt(3, pauses)).toBe(0);
    expect(pauseAt(9.667 + 5, pauses)).toBe(-1);
    expect(pauseAt(9.667 + 9.333 + 1, pauses)).toBe(1);
    // A caption ending where the video pauses ends before the pause, not after it.
    expect(toDescribedTime(9.333, pauses, "end")).toBeCloseTo(9.333 + 9.667, 6);
    // No pauses (a version mixed over the narration): the same times.
    expect(toDescribedTime(7, [])).toBe(7);
    expect(fromDescribedTime(7, [])).toBe(7);
  });

  it("issue 46 stored pauses are checked: in time order, positive lengths; a malformed value reads as none", () => {
    expect(describedPausesSchema.safeParse(pauses).success).toBe(true);
    expect(
      describedPausesSchema.safeParse([
        { at: 5, seconds: 1 },
        { at: 2, seconds: 1 },
      ]).success,
    ).toBe(false);
    expect(describedPausesSchema.safeParse([{ at: 5, seconds: 0 }]).success).toBe(false);
    // Other keys (the seed's localized copy adds an empty row id) are dropped, not stored.
    expect(parseDescribedPauses([{ at: 5, seconds: 1, id: undefined }])).toEqual([{ at: 5, seconds: 1 }]);
    expect(parseDescribedPauses("[1,2]")).toEqual([]);
    expect(parseDescribedPauses(null)).toEqual([]);
  });

  it("issue 46 the pipeline pauses before the first word, then in the longest silence inside each cue (a sentence end, not a comma)", () => {
    const log = [
      "[silencedetect @ 0x1] silence_start: 3.56322",
      "[silencedetect @ 0x1] silence_end: 3.77583 | silence_duration: 0.212608",
      "[silencedetect @ 0x1] silence_start: 6.07601",
      "[silencedetect @ 0x1] silence_end: 6.29224 | silence_duration: 0.216236",
      "[silencedetect @ 0x1] silence_start: 9.11859",
      "[silencedetect @ 0x1] silence_end: 9.56608 | silence_duration: 0.447483",
      "[silencedetect @ 0x1] silence_start: 13.4774",
      "[silencedetect @ 0x1] silence_end: 13.706 | silence_duration: 0.228662",
    ].join("\n");
    const silences = parseSilences(log);
    expect(silences).toHaveLength(4);
    const cues = [
      { start: 0, end: 5 },
      { start: 5, end: 11.2 },
      { start: 11.2, end: 17.4 },
    ];
    const frames = pauseFrames(cues, silences, 12, 214);
    expect(frames).toEqual([0, Math.round(9.342335 * 12), Math.round(13.5917 * 12)]);
    // A cue with no silence in its span takes the nearest one, never a frame before the last pause.
    expect(
      pauseFrames(
        [
          { start: 0, end: 1 },
          { start: 20, end: 21 },
        ],
        silences,
        12,
        214,
      ),
    ).toEqual([0, 163]);
    expect(pauseLength(8.4, 12)).toBe(Math.ceil(8.9 * 12));
    expect(pausesOf([0, 112], [116, 107], 12)).toEqual([
      { at: 0, seconds: 9.667 },
      { at: 9.333, seconds: 8.917 },
    ]);
    const graph = describedGraph([0, 112], [116, 107], 12, 22050, { openingStill: 9 });
    // The opening pause shows frame 9 (the title faded in); the second loops frame 112 (counted after nothing added before it).
    expect(graph).toContain("trim=start_frame=9:end_frame=10");
    expect(graph).toContain("loop=loop=107:size=1:start=112");
    expect(graph).toContain("concat=n=4:v=0:a=1[a]");
  });

  it("issue 46 every demo lesson has its low-data rendition and its described version with pauses, in English and French", () => {
    expect(lessons.length).toBeGreaterThan(50);
    for (const lesson of lessons) {
      for (const lang of ["en", "fr"] as const) {
        const video = fs.statSync(`${DIR}/${lesson.key}.${lang}.mp4`).size;
        const low = fs.statSync(`${DIR}/${lesson.key}.${lang}.low.mp4`).size;
        expect(low, `${lesson.key}.${lang}.low.mp4`).toBeLessThan(video * 0.7);
        expect(fs.statSync(`${DIR}/${lesson.key}.${lang}.described.mp4`).size).toBeGreaterThan(video);
        const pauses = JSON.parse(fs.readFileSync(`${DIR}/${lesson.key}.${lang}.described.json`, "utf8")) as unknown;
        const parsed = describedPausesSchema.parse(pauses);
        // One pause per description cue (three), the first before the narration.
        expect(parsed, `${lesson.key}.${lang}`).toHaveLength(3);
        expect(parsed[0].at).toBe(0);
      }
    }
  });
});
