/**
 * Reproducible media for the demo curriculum → seeds/media/out/
 *
 *   npx tsx seeds/media/generate.ts [--only <lessonKeyPrefix>] [--force] [--sample] [--jobs N]
 *
 *   lessons/<key>.<lang>.mp3      narration (espeak-ng → libmp3lame, mono 22.05 kHz 32 kb/s)
 *   lessons/<key>.<lang>.vtt      captions, one cue per sentence, timed by character share of the audio
 *   lessons/<key>.<lang>.desc.vtt audio description (WCAG 1.2.5): what the video shows and the narration does not say (./descriptions.ts)
 *   lessons/<key>.<lang>.mp4      640x360 12 fps H.264 + AAC narration (animated cells + title)
 *   lessons/<key>.<lang>.low.mp4  low-data rendition: 426x240, AAC 16 kHz (issue 46, decision 151)
 *   lessons/<key>.<lang>.described.mp4   extended described version: the video paused while each description cue is voiced (decision 152)
 *   lessons/<key>.<lang>.described.json  its pauses ({ at, seconds }[], ./described.ts)
 *   lessons/<key>.poster.<en|fr>.jpg  poster frame of that language's video (its title in that language)
 *   figures/<key>-<n>.<lang>.png  800x500 labelled schematic (seeds/media/diagrams.ts)
 *   models/<ModelKind>.glb        binary glTF 2.0 (seeds/media/gltf.ts)
 *   units/<unitKey>-cover.<en|fr>.png  1200x675 cover (its title in that language)
 *   units/<unitKey>-sample.<en|fr>.mp4  copy of the unit's first lesson video in that language
 *
 * Units come from seeds/data/curriculum/index.ts (`export const units: UnitSpec[]`) when it exists,
 * else from seeds/media/sample-unit.ts (`--sample` forces the sample). Existing files are kept
 * unless --force; every file is written to a temporary name and renamed, so an interrupted run never
 * leaves a truncated file behind that a later run would skip.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { type LessonSpec, type ModelKind, type UnitSpec } from "../data/curriculum/types";
import { parseVtt } from "../../app/lib/vtt";
import { describedGraph, parseSilences, pauseFrames, pauseLength, pausesOf } from "./described";
import { descriptionVtt, vttDuration } from "./descriptions";
import { figureSvg, xmlEscape, wrap } from "./diagrams";
import { checkGLB, MODELS } from "./gltf";
import { hash, palette } from "./palette";
import { ts, vttEscape } from "./vtt";
import { sampleUnit } from "./sample-unit";

type Lang = "en" | "fr";
const LANGS: Lang[] = ["en", "fr"];
const VOICES: Record<Lang, string> = { en: "en-us", fr: "fr-fr" };
const SPEED = 150;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");
const OUT = path.join(HERE, "out");
const FONT_DIR = "/usr/share/fonts/truetype/dejavu";
const FONT_BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");
const FONT_REGULAR = path.join(FONT_DIR, "DejaVuSans.ttf");

const VIDEO = { w: 640, h: 360, fps: 12, crf: 34, tail: 0.5 };
/** Issue 46 (decision 151): the low-data rendition, about half the bytes; most of a lesson video's bytes are its sound. */
const LOW = { w: 426, h: 240, crf: 38, audioRate: 16000, audioBitrate: "12k" };
/** Decision 152: the describer's voice (espeak-ng's f3 variant of the narration's language: another voice than the narrator). */
const DESCRIBER = "+f3";
const LIMITS = { video: 150 * 1024, low: 80 * 1024, described: 320 * 1024, figure: 40 * 1024, model: 300 * 1024 };

// ---------------------------------------------------------------- args

type Args = { only?: string; force: boolean; sample: boolean; jobs: number };

function parseArgs(argv: string[]): Args {
  const a: Args = { force: false, sample: false, jobs: Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length)) };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i];
    if (v === "--force") a.force = true;
    else if (v === "--sample") a.sample = true;
    else if (v === "--only") a.only = argv[++i];
    else if (v.startsWith("--only=")) a.only = v.slice(7);
    else if (v === "--jobs") a.jobs = Math.max(1, Number(argv[++i]) || 1);
    else if (v === "--help" || v === "-h") {
      console.log("usage: npx tsx seeds/media/generate.ts [--only <lessonKeyPrefix>] [--force] [--sample] [--jobs N]");
      process.exit(0);
    } else throw new Error(`unknown argument: ${v}`);
  }
  if (a.only === undefined && argv.includes("--only")) throw new Error("--only needs a lesson key prefix");
  return a;
}

// ---------------------------------------------------------------- process helpers

function run(cmd: string, args: string[], opts: { input?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    p.stdout.on("data", (d: Buffer) => (out += d.toString()));
    p.stderr.on("data", (d: Buffer) => (err += d.toString()));
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} exited with ${code}: ${err.trim().split("\n").slice(-6).join("\n")}`))));
    p.stdin.end(opts.input ?? "");
  });
}

/** A command's stderr (ffmpeg's analysis filters print there). */
function runStderr(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    p.stderr.on("data", (d: Buffer) => (err += d.toString()));
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve(err) : reject(new Error(`${cmd} exited with ${code}: ${err.trim().split("\n").slice(-6).join("\n")}`))));
  });
}

const ffmpeg = (args: string[]) => run("ffmpeg", ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", ...args]);

async function probeDuration(file: string): Promise<number> {
  const out = await run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", file]);
  const d = Number(out.trim());
  if (!Number.isFinite(d) || d <= 0) throw new Error(`ffprobe: no duration for ${file}`);
  return d;
}

// ---------------------------------------------------------------- bookkeeping

type Stat = { written: number; skipped: number };
const stats = new Map<string, Stat>();
const problems: string[] = [];
let force = false;

function note(kind: string, what: "written" | "skipped") {
  const s = stats.get(kind) ?? { written: 0, skipped: 0 };
  s[what]++;
  stats.set(kind, s);
}

/** Runs `make(tmpPath)` unless `target` exists (or --force); then renames tmp → target. */
async function produce(kind: string, target: string, make: (tmp: string) => Promise<void>): Promise<boolean> {
  if (!force && existsSync(target)) {
    note(kind, "skipped");
    return false;
  }
  await mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.part`;
  try {
    await make(tmp);
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
  note(kind, "written");
  const size = (await stat(target)).size;
  const limit = kind.startsWith("lesson video")
    ? LIMITS.video
    : kind.startsWith("low video")
    ? LIMITS.low
    : kind.startsWith("described video")
    ? LIMITS.described
    : kind.startsWith("figure")
    ? LIMITS.figure
    : kind.startsWith("model")
    ? LIMITS.model
    : Infinity;
  if (size > limit) console.warn(`  ! ${path.relative(OUT, target)} is ${(size / 1024).toFixed(0)} KB (aim < ${(limit / 1024).toFixed(0)} KB)`);
  return true;
}

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// ---------------------------------------------------------------- captions

const ABBREVIATIONS = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|cf|fig|ex|p\. ?ex|env|resp|c\.-a-d|c\.-à-d|no|nos|dr|st|[a-z])\.$/i;

/** Splits narration into sentences (keeps "e.g.", "p. ex.", decimals and initials inside their sentence). */
export function splitSentences(text: string): string[] {
  const pieces = text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?…]["»”’)]*)\s+/);
  const out: string[] = [];
  for (const p of pieces) {
    const prev = out[out.length - 1];
    if (prev !== undefined && (ABBREVIATIONS.test(prev) || /^[a-zà-ÿ0-9]/.test(p))) out[out.length - 1] = `${prev} ${p}`;
    else if (p) out.push(p);
  }
  return out;
}

/** Splits a long sentence at clause punctuation (or a space) near its middle, recursively. */
function chunk(sentence: string, max = 90): string[] {
  if (sentence.length <= max) return [sentence];
  const mid = sentence.length / 2;
  let best = -1;
  for (const re of [/[,;:—–)] /g, / /g]) {
    for (const m of sentence.matchAll(re)) {
      const i = (m.index ?? 0) + m[0].length - 1;
      if (i < 15 || sentence.length - i < 15) continue;
      if (best < 0 || Math.abs(i - mid) < Math.abs(best - mid)) best = i;
    }
    if (best >= 0) break;
  }
  if (best < 0) return [sentence];
  return [...chunk(sentence.slice(0, best).trim(), max), ...chunk(sentence.slice(best).trim(), max)];
}

/** At most two balanced lines of ~42 characters. */
function cueLines(s: string): string {
  if (s.length <= 42) return s;
  const mid = s.length / 2;
  let best = -1;
  for (let i = 0; i < s.length; i++) if (s[i] === " " && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return best < 0 ? s : `${s.slice(0, best)}\n${s.slice(best + 1)}`;
}

/** WebVTT with cue times proportional to each cue's share of the narration's characters. */
export function buildVtt(narration: string, duration: number): string {
  const cues = splitSentences(narration).flatMap((s) => chunk(s));
  const weights = cues.map((c) => c.replace(/\s+/g, "").length + 1);
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const lines = ["WEBVTT", ""];
  cues.forEach((c, i) => {
    const start = (duration * acc) / total;
    acc += weights[i];
    const end = i === cues.length - 1 ? duration : (duration * acc) / total;
    lines.push(String(i + 1), `${ts(start)} --> ${ts(end)}`, vttEscape(cueLines(c)), "");
  });
  return lines.join("\n");
}

function checkVtt(vtt: string): string[] {
  const errs: string[] = [];
  if (!vtt.startsWith("WEBVTT\n")) errs.push("missing WEBVTT header");
  let last = -1;
  for (const m of vtt.matchAll(/^(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})$/gm)) {
    const t = (o: number) => Number(m[o]) * 3600 + Number(m[o + 1]) * 60 + Number(m[o + 2]) + Number(m[o + 3]) / 1000;
    if (t(1) < last - 1e-9 || t(5) <= t(1)) errs.push(`bad cue timing ${m[0]}`);
    last = t(5);
  }
  if (last < 0) errs.push("no cues");
  return errs;
}

// ---------------------------------------------------------------- video

/**
 * Escapes text for a drawtext option inside an ffmpeg filtergraph (two levels: the option parser
 * treats \ ' : specially, the filtergraph parser \ ' [ ] , ;). Used with expansion=none so % is literal.
 */
export function drawtextEscape(s: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed
  const clean = s.replace(/[\u0000-\u001f\u007f]/g, " ");
  const level1 = clean.replace(/[\\':]/g, (c) => `\\${c}`);
  return level1.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/**
 * Transparent 900x520 sprite of soft, translucent cells and molecules; it drifts slowly behind the
 * title. (Blur, low opacity and slow motion keep the H.264 stream around 15 kb/s.)
 */
function spriteSvg(key: string): string {
  const p = palette(key);
  const r = rng(hash(`${key}:sprite`));
  let s = "";
  for (let i = 0; i < 16; i++) {
    const x = 40 + r() * 820;
    const y = 40 + r() * 440;
    const rad = 28 + r() * 46;
    s += `<g opacity="${(0.35 + r() * 0.3).toFixed(2)}"><ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rad.toFixed(1)}" ry="${(
      rad *
      (0.75 + r() * 0.25)
    ).toFixed(1)}" fill="${p.cell}" stroke="#ffffff" stroke-width="3"/>`;
    s += `<circle cx="${(x + rad * 0.15).toFixed(1)}" cy="${(y - rad * 0.1).toFixed(1)}" r="${(rad * 0.32).toFixed(1)}" fill="${p.nucleus}"/></g>`;
  }
  for (let i = 0; i < 40; i++)
    s += `<circle cx="${(r() * 900).toFixed(1)}" cy="${(r() * 520).toFixed(1)}" r="${(3 + r() * 5).toFixed(1)}" fill="${p.dots}" opacity="0.7"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="520"><defs><filter id="b" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="2"/></filter></defs><g filter="url(#b)" opacity="0.6">${s}</g></svg>`;
}

function titleFilters(title: string, band: string): string {
  let size = 34;
  let lines = wrap(title, 28);
  if (lines.length > 3) {
    size = 27;
    lines = wrap(title, 36);
  }
  if (lines.length > 4) lines = [...lines.slice(0, 3), `${lines[3]}…`];
  const lh = Math.round(size * 1.3);
  const blockH = lines.length * lh;
  const top = Math.round((VIDEO.h - blockH) / 2) - 10;
  const font = drawtextEscape(FONT_BOLD);
  // an opaque band: static pixels behind the text cost almost nothing to encode
  const f = [`drawbox=x=0:y=${top - 22}:w=iw:h=${blockH + 36}:color=${band}:t=fill`];
  lines.forEach((line, i) => {
    f.push(
      `drawtext=fontfile=${font}:expansion=none:text=${drawtextEscape(line)}:fontsize=${size}:fontcolor=white:` +
        `x=(w-text_w)/2:y=${top + i * lh}:alpha=min(1\\,t/0.6)`,
    );
  });
  return f.join(",");
}

/** The same H.264 + AAC settings and bitexact muxing as the lesson video (byte-reproducible). */
const encodeArgs = (crf: number, audioRate: number, audioBitrate: string, preset = "veryslow") => [
  "-c:v",
  "libx264",
  "-preset",
  preset,
  "-crf",
  String(crf),
  "-x264-params",
  "psy-rd=0",
  "-pix_fmt",
  "yuv420p",
  "-r",
  String(VIDEO.fps),
  "-threads",
  "2",
  "-c:a",
  "aac",
  "-b:a",
  audioBitrate,
  "-ac",
  "1",
  "-ar",
  String(audioRate),
  "-movflags",
  "+faststart",
  "-map_metadata",
  "-1",
  "-fflags",
  "+bitexact",
  "-flags:v",
  "+bitexact",
  "-flags:a",
  "+bitexact",
  "-f",
  "mp4",
];

/** Issue 46 (decision 151): the low-data rendition of a lesson video, scaled down from it. */
async function makeLowVideo(video: string, target: string) {
  // x264 "medium": a third of veryslow's time for ~7 % more bytes (most of the bytes are sound).
  await ffmpeg(["-i", video, "-vf", `scale=${LOW.w}:${LOW.h}:flags=bicubic`, ...encodeArgs(LOW.crf, LOW.audioRate, LOW.audioBitrate, "medium"), target]);
}

/**
 * Decision 152: the extended described version — the lesson video paused at a silence of the narration
 * for each description cue, voiced by espeak-ng (./described.ts plans the pauses). Returns the pauses.
 */
async function makeDescribedVideo(video: string, descVtt: string, lang: Lang, work: string, target: string) {
  const cues = parseVtt(await readFile(descVtt, "utf8"));
  if (!cues.length) throw new Error(`${path.basename(descVtt)}: no cue`);
  const log = await runStderr("ffmpeg", ["-hide_banner", "-nostdin", "-i", video, "-vn", "-af", "silencedetect=n=-35dB:d=0.12", "-f", "null", "-"]);
  const frames = Math.round((await probeDuration(video)) * VIDEO.fps);
  const spoken: string[] = [];
  const lengths: number[] = [];
  for (const [i, cue] of cues.entries()) {
    const txt = path.join(work, `desc-${lang}-${i}.txt`);
    const wav = path.join(work, `desc-${lang}-${i}.wav`);
    await writeFile(txt, cue.text, "utf8");
    await run("espeak-ng", ["-v", `${VOICES[lang]}${DESCRIBER}`, "-s", String(SPEED), "-b", "1", "-f", txt, "-w", wav]);
    spoken.push(wav);
    lengths.push(pauseLength(await probeDuration(wav), VIDEO.fps));
  }
  const at = pauseFrames(cues, parseSilences(log), VIDEO.fps, frames - 1);
  // The opening pause shows the frame at 0.75 s: the title has faded in (titleFilters: 0.6 s).
  const graph = describedGraph(at, lengths, VIDEO.fps, 22050, { openingStill: Math.round(0.75 * VIDEO.fps) });
  await ffmpeg([
    "-i",
    video,
    ...spoken.flatMap((w) => ["-i", w]),
    "-filter_complex",
    graph,
    "-map",
    "[v]",
    "-map",
    "[a]",
    // "medium": most of its frames repeat a frozen one and most of its bytes are sound; veryslow would cost 3x the time for ~5 %.
    ...encodeArgs(VIDEO.crf, 22050, "24k", "medium"),
    target,
  ]);
  return pausesOf(at, lengths, VIDEO.fps);
}

async function makeVideo(lesson: LessonSpec, lang: Lang, wav: string, duration: number, sprite: string, target: string) {
  const d = (duration + VIDEO.tail).toFixed(3);
  const p = palette(lesson.key);
  const src = `gradients=s=${VIDEO.w}x${VIDEO.h}:r=${VIDEO.fps}:n=3:c0=${p.bg[0]}:c1=${p.bg[1]}:c2=${p.bg[2]}:x0=0:y0=0:x1=${VIDEO.w}:y1=${VIDEO.h}:speed=0.004:seed=1`;
  const graph =
    `[1:v]format=rgba[sp];` +
    `[0:v][sp]overlay=x='-130+50*sin(2*PI*t/40)':y='-80+30*sin(2*PI*t/29+1)':shortest=1:format=auto,` +
    `${titleFilters(lesson.title[lang], p.band)},format=yuv420p[v];` +
    `[2:a]aformat=sample_rates=22050:channel_layouts=mono,apad[a]`;
  await ffmpeg([
    "-f",
    "lavfi",
    "-i",
    src,
    "-loop",
    "1",
    "-framerate",
    String(VIDEO.fps),
    "-i",
    sprite,
    "-i",
    wav,
    "-filter_complex",
    graph,
    "-map",
    "[v]",
    "-map",
    "[a]",
    "-t",
    d,
    "-c:v",
    "libx264",
    "-preset",
    "veryslow",
    "-crf",
    String(VIDEO.crf),
    "-x264-params",
    "psy-rd=0",
    "-pix_fmt",
    "yuv420p",
    "-r",
    String(VIDEO.fps),
    "-threads",
    "2",
    // ffmpeg's native AAC encoder overshoots at low rates: a nominal 24k measures ~32 kb/s for speech
    "-c:a",
    "aac",
    "-b:a",
    "24k",
    "-ac",
    "1",
    "-ar",
    "22050",
    "-movflags",
    "+faststart",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:v",
    "+bitexact",
    "-flags:a",
    "+bitexact",
    "-f",
    "mp4",
    target,
  ]);
}

// ---------------------------------------------------------------- per lesson

async function lessonMedia(lesson: LessonSpec, tmpRoot: string) {
  const dir = path.join(OUT, "lessons");
  const work = await mkdtemp(path.join(tmpRoot, `${lesson.key}-`));
  const sprite = path.join(work, "sprite.png");
  for (const lang of LANGS) {
    const mp3 = path.join(dir, `${lesson.key}.${lang}.mp3`);
    const vtt = path.join(dir, `${lesson.key}.${lang}.vtt`);
    const mp4 = path.join(dir, `${lesson.key}.${lang}.mp4`);
    const needAudio = force || !existsSync(mp3) || !existsSync(vtt) || !existsSync(mp4);
    if (!needAudio) {
      for (const k of ["narration mp3", "captions vtt", "lesson video mp4"]) note(k, "skipped");
      continue;
    }
    const narration = lesson.narration[lang].trim();
    if (!narration) throw new Error(`${lesson.key}: empty ${lang} narration`);
    const txt = path.join(work, `${lang}.txt`);
    const wav = path.join(work, `${lang}.wav`);
    await writeFile(txt, narration, "utf8");
    await run("espeak-ng", ["-v", VOICES[lang], "-s", String(SPEED), "-b", "1", "-f", txt, "-w", wav]);
    const duration = await probeDuration(wav);
    await produce("narration mp3", mp3, (tmp) =>
      ffmpeg([
        "-i",
        wav,
        "-ac",
        "1",
        "-ar",
        "22050",
        "-c:a",
        "libmp3lame",
        "-b:a",
        "32k",
        "-map_metadata",
        "-1",
        "-id3v2_version",
        "0",
        "-write_id3v1",
        "0",
        "-fflags",
        "+bitexact",
        "-flags:a",
        "+bitexact",
        "-f",
        "mp3",
        tmp,
      ]).then(() => undefined),
    );
    await produce("captions vtt", vtt, async (tmp) => {
      const text = buildVtt(narration, duration);
      const errs = checkVtt(text);
      if (errs.length) throw new Error(`${lesson.key}.${lang}.vtt: ${errs.join("; ")}`);
      await writeFile(tmp, text, "utf8");
    });
    await produce("lesson video mp4", mp4, async (tmp) => {
      if (!existsSync(sprite))
        await sharp(Buffer.from(spriteSvg(lesson.key)))
          .png({ compressionLevel: 9 })
          .toFile(sprite);
      await makeVideo(lesson, lang, wav, duration, sprite, tmp);
    });
  }
  for (const lang of LANGS) {
    const video = path.join(dir, `${lesson.key}.${lang}.mp4`);
    await produce("poster jpg", path.join(dir, `${lesson.key}.poster.${lang}.jpg`), (tmp) =>
      ffmpeg([
        "-ss",
        "1",
        "-i",
        video,
        "-frames:v",
        "1",
        "-vf",
        `scale=${VIDEO.w}:${VIDEO.h}`,
        "-q:v",
        "5",
        "-map_metadata",
        "-1",
        "-fflags",
        "+bitexact",
        "-flags:v",
        "+bitexact",
        "-f",
        "image2",
        "-c:v",
        "mjpeg",
        tmp,
      ]).then(() => undefined),
    );
  }
  // WCAG 2.2 1.2.5: the description track, timed on the captions (which end with the narration).
  for (const lang of LANGS) {
    await produce("description vtt", path.join(dir, `${lesson.key}.${lang}.desc.vtt`), async (tmp) => {
      const text = descriptionVtt(lesson, lang, vttDuration(await readFile(path.join(dir, `${lesson.key}.${lang}.vtt`), "utf8")));
      const errs = checkVtt(text);
      if (errs.length) throw new Error(`${lesson.key}.${lang}.desc.vtt: ${errs.join("; ")}`);
      await writeFile(tmp, text, "utf8");
    });
  }
  // Issue 46 (decisions 151, 152): the low-data rendition and the voiced, extended described version.
  for (const lang of LANGS) {
    const video = path.join(dir, `${lesson.key}.${lang}.mp4`);
    await produce("low video mp4", path.join(dir, `${lesson.key}.${lang}.low.mp4`), (tmp) => makeLowVideo(video, tmp));
    const described = path.join(dir, `${lesson.key}.${lang}.described.mp4`);
    const pausesFile = path.join(dir, `${lesson.key}.${lang}.described.json`);
    if (!force && existsSync(described) && existsSync(pausesFile)) {
      note("described video mp4", "skipped");
      note("described pauses json", "skipped");
      continue;
    }
    // The video and its pauses are written together (one without the other is remade).
    await mkdir(dir, { recursive: true });
    const [tmpVideo, tmpPauses] = [`${described}.part`, `${pausesFile}.part`];
    try {
      const pauses = await makeDescribedVideo(video, path.join(dir, `${lesson.key}.${lang}.desc.vtt`), lang, work, tmpVideo);
      await writeFile(tmpPauses, `${JSON.stringify(pauses)}\n`, "utf8");
      await rename(tmpVideo, described);
      await rename(tmpPauses, pausesFile);
    } catch (e) {
      await rm(tmpVideo, { force: true });
      await rm(tmpPauses, { force: true });
      throw e;
    }
    note("described video mp4", "written");
    note("described pauses json", "written");
    const size = (await stat(described)).size;
    if (size > LIMITS.described)
      console.warn(`  ! ${path.relative(OUT, described)} is ${(size / 1024).toFixed(0)} KB (aim < ${(LIMITS.described / 1024).toFixed(0)} KB)`);
  }
  for (const [i, fig] of lesson.figures.entries()) {
    if (fig.labels.en.length !== fig.labels.fr.length)
      console.warn(`  ! ${lesson.key} figure ${i + 1}: ${fig.labels.en.length} English vs ${fig.labels.fr.length} French labels`);
    for (const lang of LANGS) {
      await produce("figure png", path.join(OUT, "figures", `${lesson.key}-${i + 1}.${lang}.png`), async (tmp) => {
        await sharp(Buffer.from(figureSvg(fig, lang)))
          .png({ compressionLevel: 9, palette: true, effort: 10 })
          .toFile(tmp);
      });
    }
  }
  await rm(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------- units

const SERIES_COLORS: Record<UnitSpec["series"], [string, string, string]> = {
  LIFE: ["#0b3d5c", "#1a7f64", "#9be7c4"],
  HS: ["#1d2b64", "#5a3d9a", "#c8b6ff"],
  ICB: ["#5c1a2b", "#b4462e", "#ffc9a8"],
};

function coverSvg(unit: UnitSpec, lang: Lang): string {
  const [c0, c1, accent] = SERIES_COLORS[unit.series] ?? SERIES_COLORS.LIFE;
  const r = rng(hash(unit.key));
  let motif = "";
  for (let i = 0; i < 11; i++) {
    const x = 760 + r() * 420;
    const y = 40 + r() * 600;
    const rad = 40 + r() * 70;
    motif += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rad.toFixed(1)}" ry="${(rad * 0.8).toFixed(
      1,
    )}" fill="${accent}" fill-opacity="0.16" stroke="${accent}" stroke-opacity="0.55" stroke-width="4"/>`;
    motif += `<circle cx="${(x + rad * 0.2).toFixed(1)}" cy="${(y - rad * 0.1).toFixed(1)}" r="${(rad * 0.3).toFixed(
      1,
    )}" fill="${accent}" fill-opacity="0.45"/>`;
  }
  // double helix along the bottom
  const helix = (phase: number) => {
    const pts: string[] = [];
    for (let x = 0; x <= 1200; x += 10) pts.push(`${x},${(600 + 35 * Math.sin(x / 60 + phase)).toFixed(1)}`);
    return `<polyline points="${pts.join(" ")}" fill="none" stroke="${accent}" stroke-opacity="0.7" stroke-width="6"/>`;
  };
  let rungs = "";
  for (let x = 15; x < 1200; x += 30)
    rungs += `<line x1="${x}" y1="${(600 + 35 * Math.sin(x / 60)).toFixed(1)}" x2="${x}" y2="${(600 + 35 * Math.sin(x / 60 + Math.PI)).toFixed(
      1,
    )}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`;
  const font = "'DejaVu Sans', Arial, sans-serif";
  // The title in the cover's language only (each language has its cover, as each has its lesson posters).
  const lines = wrap(unit.title[lang], 18).slice(0, 4);
  const size = lines.length > 3 ? 50 : lines.length > 2 ? 56 : 64;
  let y = 290 - (lines.length - 1) * size * 0.6;
  let titles = "";
  for (const l of lines) {
    titles += `<text x="80" y="${y.toFixed(0)}" font-family="${font}" font-size="${size}" font-weight="bold" fill="#ffffff">${xmlEscape(l)}</text>`;
    y += size * 1.18;
  }
  const badge = `${unit.series} · ${unit.order}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#g)"/>${motif}${rungs}${helix(0)}${helix(Math.PI)}` +
    `<rect x="80" y="70" width="${(badge.length * 19 + 40).toFixed(0)}" height="52" rx="26" fill="#ffffff" fill-opacity="0.92"/>` +
    `<text x="100" y="106" font-family="${font}" font-size="28" font-weight="bold" fill="${c0}">${xmlEscape(badge)}</text>${titles}</svg>`
  );
}

// ---------------------------------------------------------------- main

const lessonsOf = (u: UnitSpec) => u.chapters.flatMap((c) => c.modules.flatMap((m) => m.lessons));

async function loadUnits(useSample: boolean): Promise<{ units: UnitSpec[]; source: string }> {
  const indexPath = path.join(REPO, "seeds/data/curriculum/index.ts");
  if (!useSample && existsSync(indexPath)) {
    const mod = (await import(pathToFileURL(indexPath).href)) as { units?: unknown };
    if (!Array.isArray(mod.units)) throw new Error("seeds/data/curriculum/index.ts must export `units: UnitSpec[]`");
    return { units: mod.units as UnitSpec[], source: "seeds/data/curriculum/index.ts" };
  }
  return { units: [sampleUnit], source: `seeds/media/sample-unit.ts${useSample ? " (--sample)" : " (no seeds/data/curriculum/index.ts)"}` };
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

async function dirSummary() {
  const kinds = new Map<string, { files: number; bytes: number }>();
  let total = 0;
  const walk = async (d: string) => {
    if (!existsSync(d)) return;
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (!e.name.endsWith(".part")) {
        const rel = path.relative(OUT, p);
        const kind = rel.startsWith("lessons/")
          ? rel.endsWith(".mp3")
            ? "narration mp3"
            : rel.endsWith(".desc.vtt")
            ? "description vtt"
            : rel.endsWith(".vtt")
            ? "captions vtt"
            : rel.endsWith(".low.mp4")
            ? "low video mp4"
            : rel.endsWith(".described.mp4")
            ? "described video mp4"
            : rel.endsWith(".described.json")
            ? "described pauses json"
            : rel.endsWith(".mp4")
            ? "lesson video mp4"
            : rel.endsWith(".jpg")
            ? "poster jpg"
            : "other"
          : rel.startsWith("figures/")
          ? "figure png"
          : rel.startsWith("models/")
          ? "model glb"
          : /-cover\.(en|fr)\.png$/.test(rel)
          ? "unit cover png"
          : /-sample\.(en|fr)\.mp4$/.test(rel)
          ? "unit sample mp4"
          : "other";
        const size = (await stat(p)).size;
        const k = kinds.get(kind) ?? { files: 0, bytes: 0 };
        k.files++;
        k.bytes += size;
        kinds.set(kind, k);
        total += size;
      }
    }
  };
  await walk(OUT);
  return { kinds, total };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  force = args.force;
  for (const f of [FONT_BOLD, FONT_REGULAR]) if (!existsSync(f)) throw new Error(`font not found: ${f} (apt-get install fonts-dejavu-core)`);
  for (const tool of ["ffmpeg", "ffprobe", "espeak-ng"])
    await run(tool, [tool === "espeak-ng" ? "--version" : "-version"]).catch(() => {
      throw new Error(`${tool} is required (apt-get install ffmpeg espeak-ng)`);
    });

  const { units, source } = await loadUnits(args.sample);
  const all = units.flatMap((u) => lessonsOf(u).map((l) => ({ unit: u, lesson: l })));
  const seen = new Set<string>();
  for (const { lesson } of all) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(lesson.key)) throw new Error(`lesson key not usable as a file name: ${JSON.stringify(lesson.key)}`);
    if (seen.has(lesson.key)) throw new Error(`duplicate lesson key: ${lesson.key}`);
    seen.add(lesson.key);
  }
  const selected = all.filter(({ lesson }) => !args.only || lesson.key.startsWith(args.only));
  const selUnits = units.filter((u) => !args.only || u.key.startsWith(args.only) || selected.some((s) => s.unit === u));
  console.log(
    `media: ${units.length} unit(s) from ${source}; ${selected.length} lesson(s) selected${args.only ? ` (--only ${args.only})` : ""}${
      force ? ", --force" : ""
    }, ${args.jobs} job(s)`,
  );

  await mkdir(OUT, { recursive: true });
  const tmpRoot = await mkdtemp(path.join(os.tmpdir(), "biotext-media-"));
  const t0 = Date.now();
  try {
    let done = 0;
    await pool(selected, args.jobs, async ({ lesson }) => {
      try {
        await lessonMedia(lesson, tmpRoot);
      } catch (e) {
        problems.push(`${lesson.key}: ${(e as Error).message}`);
      }
      done++;
      console.log(`  [${done}/${selected.length}] ${lesson.key}`);
    });

    for (const kind of Object.keys(MODELS) as ModelKind[]) {
      const target = path.join(OUT, "models", `${kind}.glb`);
      await produce("model glb", target, async (tmp) => {
        await writeFile(tmp, MODELS[kind]().toGLB());
      });
      const check = checkGLB(await readFile(target));
      if (check.errors.length) problems.push(`models/${kind}.glb invalid: ${check.errors.slice(0, 5).join("; ")}`);
    }

    for (const unit of selUnits) {
      try {
        for (const lang of LANGS)
          await produce("unit cover png", path.join(OUT, "units", `${unit.key}-cover.${lang}.png`), async (tmp) => {
            await sharp(Buffer.from(coverSvg(unit, lang)))
              .png({ compressionLevel: 9, palette: true, effort: 10 })
              .toFile(tmp);
          });
        const first = lessonsOf(unit)[0];
        if (!first) continue;
        for (const lang of LANGS) {
          const src = path.join(OUT, "lessons", `${first.key}.${lang}.mp4`);
          if (!existsSync(src)) await lessonMedia(first, tmpRoot);
          await produce("unit sample mp4", path.join(OUT, "units", `${unit.key}-sample.${lang}.mp4`), (tmp) => copyFile(src, tmp));
        }
      } catch (e) {
        problems.push(`${unit.key}: ${(e as Error).message}`);
      }
    }
  } finally {
    await rm(tmpRoot, { recursive: true, force: true });
  }

  const { kinds, total } = await dirSummary();
  console.log(`\nthis run (${((Date.now() - t0) / 1000).toFixed(1)} s):`);
  for (const [k, s] of [...stats].sort()) console.log(`  ${k.padEnd(18)} written ${String(s.written).padStart(4)}  skipped ${String(s.skipped).padStart(4)}`);
  console.log(`\nseeds/media/out now holds:`);
  for (const [k, s] of [...kinds].sort())
    console.log(
      `  ${k.padEnd(18)} ${String(s.files).padStart(5)} files  ${(s.bytes / 1048576).toFixed(2).padStart(8)} MB  (avg ${(s.bytes / s.files / 1024).toFixed(
        1,
      )} KB)`,
    );
  console.log(
    `  ${"total".padEnd(18)} ${String([...kinds.values()].reduce((a, s) => a + s.files, 0)).padStart(5)} files  ${(total / 1048576).toFixed(2).padStart(8)} MB`,
  );
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (e) {
  console.error(`media: ${(e as Error).message}`);
  process.exitCode = 1;
}
