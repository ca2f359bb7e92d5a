import fs from "node:fs";
import path from "node:path";
import type { Payload } from "payload";
import { createLocalized } from "../cms/lib/localized";
import type { L10n, LessonSpec, UnitSpec } from "./data/curriculum/types";
import { paragraphsToLexical } from "./lexical";

export const MEDIA_DIR = path.resolve("seeds/media/out");

type Ctx = { payload: Payload; mediaDir: string; log: (m: string) => void; membershipIds: Map<string, number> };

const both = (l: L10n) => ({ en: l.en, fr: l.fr });
const rich = (l: L10n) => ({ en: paragraphsToLexical(l.en), fr: paragraphsToLexical(l.fr) });

async function findByKey(payload: Payload, collection: "units" | "chapters" | "modules" | "lessons" | "quizzes" | "media" | "products", key: string) {
  const { docs } = await payload.find({
    collection,
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
  });
  return docs[0] as { id: number } | undefined;
}

/**
 * An uploaded file, found by its key or uploaded from seeds/media/out; null when the file was not generated.
 * `unit`: the unit whose members may open it (lesson material); none = a public file (docs/security.md, "CMS API surface").
 */
async function ensureMedia(ctx: Ctx, relative: string, alt: L10n | string, unit?: number): Promise<number | null> {
  const key = `seed:${relative}`;
  const found = (await findByKey(ctx.payload, "media", key)) as { id: number; unit?: unknown } | undefined;
  if (found) {
    // Files seeded before media carried their unit get it now.
    if (unit != null && found.unit == null) await ctx.payload.update({ collection: "media", id: found.id, data: { unit }, overrideAccess: true, depth: 0 });
    return found.id;
  }
  const filePath = path.join(ctx.mediaDir, relative);
  if (!fs.existsSync(filePath)) return null;
  const created = await ctx.payload.create({
    collection: "media",
    data: { key, alt: typeof alt === "string" ? alt : alt.en, unit: unit ?? null },
    filePath,
    overrideAccess: true,
    depth: 0,
  });
  if (typeof alt !== "string") {
    await ctx.payload.update({ collection: "media", id: created.id, locale: "fr", data: { alt: alt.fr }, overrideAccess: true, depth: 0 });
  }
  return created.id;
}

async function localizedMedia(ctx: Ctx, rel: (lang: "en" | "fr") => string, alt: L10n, unit?: number) {
  const [en, fr] = [await ensureMedia(ctx, rel("en"), alt, unit), await ensureMedia(ctx, rel("fr"), alt, unit)];
  return { en, fr: fr ?? en };
}

/** The pauses of a lesson's described version (seeds/media/described.ts), or null when it was not generated. */
function describedPauses(ctx: Ctx, key: string, lang: "en" | "fr") {
  const file = path.join(ctx.mediaDir, `lessons/${key}.${lang}.described.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as unknown) : null;
}

/** A lesson; its video, captions, narration, poster and figures belong to its unit (members only). 3D models stay public: lessons of several units and the AR structures share them. */
async function seedLesson(ctx: Ctx, spec: LessonSpec, moduleId: number, order: number, unitId: number) {
  const existing = await findByKey(ctx.payload, "lessons", spec.key);
  if (existing) return existing.id;
  const figures = [];
  for (const [i, f] of spec.figures.entries()) {
    const image = await localizedMedia(ctx, (lang) => `figures/${spec.key}-${i + 1}.${lang}.png`, f.caption, unitId);
    if (image.en) figures.push({ image, caption: both(f.caption) });
  }
  const structures = [];
  for (const s of spec.structures ?? []) {
    const model = await ensureMedia(ctx, `models/${s.model}.glb`, s.name.en);
    structures.push({ model, name: both(s.name), description: both(s.description) });
  }
  const lesson = await createLocalized(ctx.payload, "lessons", {
    key: spec.key,
    title: both(spec.title),
    module: moduleId,
    order,
    text: rich(spec.text),
    narrationText: both(spec.narration),
    video: await localizedMedia(ctx, (lang) => `lessons/${spec.key}.${lang}.mp4`, spec.title, unitId),
    // Issue 46: the low-data rendition (decision 151) and the voiced, extended described version with its pauses (decision 152).
    videoLow: await localizedMedia(ctx, (lang) => `lessons/${spec.key}.${lang}.low.mp4`, spec.title, unitId),
    videoDescribed: await localizedMedia(ctx, (lang) => `lessons/${spec.key}.${lang}.described.mp4`, spec.title, unitId),
    describedPauses: { en: describedPauses(ctx, spec.key, "en"), fr: describedPauses(ctx, spec.key, "fr") },
    captions: await localizedMedia(ctx, (lang) => `lessons/${spec.key}.${lang}.vtt`, spec.title, unitId),
    // WCAG 2.2 1.2.5: the audio description track (seeds/media/descriptions.ts).
    descriptions: await localizedMedia(ctx, (lang) => `lessons/${spec.key}.${lang}.desc.vtt`, spec.title, unitId),
    narration: await localizedMedia(ctx, (lang) => `lessons/${spec.key}.${lang}.mp3`, spec.narration, unitId),
    poster: await localizedMedia(ctx, (lang) => `lessons/${spec.key}.poster.${lang}.jpg`, spec.title, unitId),
    figures,
    structures,
    _status: "published",
  });
  return lesson.id;
}

async function seedArStructures(ctx: Ctx, unit: UnitSpec, lessonIds: Map<string, number>) {
  const membership = ctx.membershipIds.get(unitMembershipKey(unit));
  const series = ctx.membershipIds.get(seriesMembershipKey(unit));
  for (const chapter of unit.chapters)
    for (const mod of chapter.modules)
      for (const lesson of mod.lessons)
        for (const s of lesson.structures ?? []) {
          if (!s.ar) continue;
          const name = `${s.name.en} (${lesson.key})`;
          const found = await ctx.payload.find({ collection: "ar-structures", where: { name: { equals: name } }, limit: 1, overrideAccess: true });
          if (found.docs.length) continue;
          const model = await ensureMedia(ctx, `models/${s.model}.glb`, s.name.en);
          if (!model) continue;
          await createLocalized(ctx.payload, "ar-structures", {
            name,
            model,
            description: both(s.description),
            lessons: [lessonIds.get(lesson.key)],
            memberships: [membership, series].filter(Boolean),
          });
        }
}

/** LRN-009, LRN-010: downloads and extra content items pointing at the unit's own seeded files. */
async function seedUnitExtras(ctx: Ctx, unit: UnitSpec, unitId: number) {
  const doc = await ctx.payload.findByID({ collection: "units", id: unitId, depth: 0, overrideAccess: true, draft: true });
  if (doc.downloads?.length) return;
  const first = unit.chapters[0].modules[0].lessons[0];
  const withModel = unit.chapters.flatMap((c) => c.modules.flatMap((m) => m.lessons)).find((l) => l.structures?.length);
  const url = async (relative: string) => {
    const found = await findByKey(ctx.payload, "media", `seed:${relative}`);
    if (!found) return null;
    const m = await ctx.payload.findByID({ collection: "media", id: found.id, depth: 0, overrideAccess: true });
    return m.url ?? null;
  };
  const [figure, figureFr, captionsEn, captionsFr, sample, sampleFr, model] = await Promise.all([
    url(`figures/${first.key}-1.en.png`),
    url(`figures/${first.key}-1.fr.png`),
    url(`lessons/${first.key}.en.vtt`),
    url(`lessons/${first.key}.fr.vtt`),
    url(`units/${unit.key}-sample.en.mp4`),
    url(`units/${unit.key}-sample.fr.mp4`),
    withModel?.structures ? url(`models/${withModel.structures[0].model}.glb`) : Promise.resolve(null),
  ]);
  const downloads = [
    figure && {
      title: { en: "Embeddable figure (PNG)", fr: "Figure intégrable (PNG)" },
      link: { en: figure, fr: figureFr ?? figure },
      buttonText: { en: "Download figure", fr: "Télécharger la figure" },
    },
    captionsEn && {
      title: { en: "Lesson transcript (WebVTT)", fr: "Transcription de la leçon (WebVTT)" },
      link: { en: captionsEn, fr: captionsFr ?? captionsEn },
      buttonText: { en: "Download transcript", fr: "Télécharger la transcription" },
    },
  ].filter(Boolean);
  const extraContent = [
    figure && {
      title: { en: first.figures[0].caption.en, fr: first.figures[0].caption.fr },
      summary: { en: "A figure from the first lesson.", fr: "Une figure de la première leçon." },
      source: { en: figure, fr: figureFr ?? figure },
      type: "image",
    },
    sample && {
      title: { en: "Sample video", fr: "Vidéo d'exemple" },
      summary: both(unit.sampleVideoDescription),
      source: { en: sample, fr: sampleFr ?? sample },
      type: "video",
    },
    model &&
      withModel?.structures && {
        title: both(withModel.structures[0].name),
        summary: both(withModel.structures[0].description),
        source: model,
        type: "interactive",
      },
  ].filter(Boolean);
  const data = {
    downloadSummary: { en: "Resources for instructors and students of this unit.", fr: "Ressources pour les enseignants et les élèves de cette unité." },
    downloads,
    extraContent,
  };
  const { pickLocale, alignRowIds } = await import("../cms/lib/localized");
  const en = await ctx.payload.update({ collection: "units", id: unitId, locale: "en", data: pickLocale(data, "en") as never, overrideAccess: true, depth: 0 });
  await ctx.payload.update({
    collection: "units",
    id: unitId,
    locale: "fr",
    data: alignRowIds(pickLocale(data, "fr"), en) as never,
    overrideAccess: true,
    depth: 0,
  });
}

export const unitMembershipKey = (u: UnitSpec) => u.key.toUpperCase();
export const seriesMembershipKey = (u: UnitSpec) => `${u.series}-ALL`;

/** One unit and everything below it; each record is looked up by its key first (idempotent). */
export async function seedUnit(ctx: Ctx, unit: UnitSpec) {
  let unitDoc = await findByKey(ctx.payload, "units", unit.key);
  if (!unitDoc) {
    // Each language's cover carries the unit's title in that language.
    const covers = await localizedMedia(ctx, (lang) => `units/${unit.key}-cover.${lang}.png`, unit.title);
    const cover = covers.en ? covers : undefined;
    const samples = await localizedMedia(ctx, (lang) => `units/${unit.key}-sample.${lang}.mp4`, unit.sampleVideoDescription);
    unitDoc = await createLocalized(ctx.payload, "units", {
      key: unit.key,
      title: both(unit.title),
      series: unit.series,
      order: unit.order,
      cover,
      summary: both(unit.summary),
      content: rich(unit.summary),
      additionalInfo: both(unit.additionalInfo),
      sampleVideo: samples.en ? samples : undefined,
      sampleVideoDescription: both(unit.sampleVideoDescription),
      sampleVideoPlaceholder: cover,
      _status: "published",
    });
    ctx.log(`unit ${unit.key}`);
  }
  const lessonIds = new Map<string, number>();
  for (const [ci, chapter] of unit.chapters.entries()) {
    const chapterDoc =
      (await findByKey(ctx.payload, "chapters", chapter.key)) ??
      (await createLocalized(ctx.payload, "chapters", { key: chapter.key, title: both(chapter.title), unit: unitDoc.id, order: ci + 1 }));
    for (const [mi, mod] of chapter.modules.entries()) {
      let moduleDoc = await findByKey(ctx.payload, "modules", mod.key);
      if (!moduleDoc) {
        moduleDoc = await createLocalized(ctx.payload, "modules", {
          key: mod.key,
          title: both(mod.title),
          chapter: chapterDoc.id,
          order: mi + 1,
          content: rich(mod.content),
          _status: "published",
        });
      }
      for (const [li, lesson] of mod.lessons.entries()) lessonIds.set(lesson.key, await seedLesson(ctx, lesson, moduleDoc.id, li + 1, unitDoc.id));
      const quizKey = `${mod.key}-quiz`;
      if (!(await findByKey(ctx.payload, "quizzes", quizKey))) {
        const quiz = await createLocalized(ctx.payload, "quizzes", {
          key: quizKey,
          title: { en: `Quiz: ${mod.title.en}`, fr: `Quiz : ${mod.title.fr}` },
          module: moduleDoc.id,
          questions: mod.quiz.map((q) => ({ question: both(q.question), options: q.options.map((o) => ({ text: both(o.text), correct: o.correct })) })),
        });
        await ctx.payload.update({ collection: "modules", id: moduleDoc.id, data: { quiz: quiz.id }, overrideAccess: true, depth: 0 });
      }
    }
  }
  await seedArStructures(ctx, unit, lessonIds);
  await seedUnitExtras(ctx, unit, unitDoc.id);
  return unitDoc.id;
}
