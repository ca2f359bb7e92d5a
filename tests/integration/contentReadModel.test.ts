import pg from "pg";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Media, User } from "../../cms/payload-types";
import { createLocalized } from "../../cms/lib/localized";
import { assertCanOpen, entitlements } from "#core/content/entitlements";
import { createContext, type Context } from "#core/context";
import { createSession } from "#core/session/sessions";
import { idOf, type Ref } from "#core/ids";
import { domainError } from "#core/errors";
import { TRPC_CODE_OF_KIND } from "#shared/errors";
import { CONTENT_CHANNEL, contentInvalidationSettled, isContentListening, startContentListener, stopContentListener } from "#core/content/invalidation";
import { contentView, dropContentModel, isContentModelWarm } from "#core/content/readModel";
import { lessonDetailsFromModel, moduleDetailsFromModel, unitContentsFromModel } from "#core/content/textbook";
import { paragraphsToLexical } from "../../seeds/lexical";
import { buildUnit, fakeGlb } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";
import { parseDescribedPauses } from "#shared/describedPauses";

/**
 * docs/decisions/007-content-read-model.md: the read model answers exactly what the Payload Local
 * API answered (the reference implementations below are the procedures as they were before the
 * model), sees a published edit on the next read, never a draft-only one, and other instances hear
 * of an edit through NOTIFY biotext_content.
 */

let db: TestDb;
let student: User;
let outsider: User;
let admin: User;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let other: Awaited<ReturnType<typeof buildUnit>>;

async function ctxAs(user: User | null): Promise<Context> {
  const session = user ? { ...(await createSession(db.payload, { user: user.id })).session, user } : null;
  return createContext({ payload: db.payload, session, ip: "203.0.113.9", secureCookies: false, setCookie: () => {} });
}

const asCaller = (ctx: Context) => ({ overrideAccess: false as const, user: ctx.user ? { ...ctx.user, collection: "users" as const } : null });
const mediaUrl = (m: number | Media | null | undefined) => (m && typeof m === "object" ? m.url ?? null : null);
const thumbnailUrl = (m: number | Media | null | undefined) => (m && typeof m === "object" ? m.sizes?.thumbnail?.url ?? m.url ?? null : null);

/** textbook.moduleDetails before the read model (Local API as the caller). */
async function moduleDetailsBefore(ctx: Context, moduleId: number, locale: "en" | "fr") {
  const access = asCaller(ctx);
  const module = await ctx.payload.findByID({ collection: "modules", id: moduleId, locale, depth: 1, draft: false, ...access }).catch(() => null);
  if (!module || module._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Module not found." });
  const chapter = typeof module.chapter === "object" ? module.chapter : null;
  const unitId = chapter ? idOf(chapter.unit as Ref) : null;
  await assertCanOpen(ctx, { unitId, chapterId: chapter?.id ?? null });
  const lessons = await ctx.payload.find({
    collection: "lessons",
    where: { module: { equals: module.id }, _status: { equals: "published" } },
    sort: "order",
    locale,
    depth: 0,
    pagination: false,
    select: { title: true, order: true },
    ...access,
  });
  const siblings = chapter
    ? await ctx.payload.find({
        collection: "modules",
        where: { chapter: { equals: chapter.id }, _status: { equals: "published" } },
        sort: "order",
        depth: 0,
        pagination: false,
        select: { order: true },
        ...access,
      })
    : { docs: [] as { id: number }[] };
  const at = siblings.docs.findIndex((m) => m.id === module.id);
  return {
    id: module.id,
    title: module.title,
    content: module.content ?? null,
    mainImage: mediaUrl(module.mainImage),
    quizId: idOf(module.quiz as Ref),
    unitId,
    chapter: chapter ? { id: chapter.id, title: chapter.title, order: chapter.order, unitId } : null,
    nextModuleId: at >= 0 ? siblings.docs[at + 1]?.id ?? null : null,
    lessons: lessons.docs.map((l) => ({ id: l.id, order: l.order, title: l.title })),
  };
}

/** textbook.lessonDetails before the read model. */
async function lessonDetailsBefore(ctx: Context, lessonId: number, locale: "en" | "fr") {
  const lesson = await ctx.payload.findByID({ collection: "lessons", id: lessonId, locale, depth: 1, draft: false, ...asCaller(ctx) }).catch(() => null);
  if (!lesson || lesson._status !== "published") throw new TRPCError({ code: "NOT_FOUND", message: "Lesson not found." });
  const unitId = idOf(lesson.unit as Ref);
  const chapterId = idOf(lesson.chapter as Ref);
  await assertCanOpen(ctx, { unitId, chapterId });
  const other = (lang: "en" | "fr") =>
    locale === lang
      ? lesson
      : ctx.payload.findByID({
          collection: "lessons",
          id: lesson.id,
          locale: lang,
          fallbackLocale: false,
          depth: 1,
          draft: false,
          select: { captions: true, descriptions: true },
          ...asCaller(ctx),
        });
  const [english, french] = [await other("en"), await other("fr")];
  // Issue 46 item 3: both languages' tracks on every page (the French one unless it is the English file).
  const both = (field: "captions" | "descriptions") => {
    const list: { lang: "en" | "fr"; url: string }[] = [];
    const en = mediaUrl(english[field] as Media | number | null);
    const fr = mediaUrl(french[field] as Media | number | null);
    if (en) list.push({ lang: "en", url: en });
    if (fr && fr !== en) list.push({ lang: "fr", url: fr });
    return list;
  };
  const own = mediaUrl(lesson.captions as Media | number | null);
  const { docs } = await ctx.payload.find({
    collection: "ar-structures",
    where: { lessons: { contains: lessonId } },
    depth: 0,
    pagination: false,
    select: { name: true, memberships: true, model: true },
    overrideAccess: true,
  });
  let ar: { structureName: string } | null = null;
  if (docs.length) {
    const e = await entitlements(ctx);
    const usable = docs.find((s) => {
      const ms = (s.memberships ?? []).map((m) => idOf(m as Ref)).filter((m): m is number => m != null);
      return e.all || ms.length === 0 || ms.some((m) => e.memberships.has(m));
    });
    if (usable) {
      const ownName = (lesson.structures ?? []).find((st) => idOf(st.model as Ref) != null && idOf(st.model as Ref) === idOf(usable.model as Ref))?.name;
      ar = { structureName: ownName || usable.name };
    }
  }
  return {
    id: lesson.id,
    title: lesson.title,
    order: lesson.order,
    moduleId: idOf(lesson.module as Ref),
    chapterId,
    unitId,
    text: lesson.text ?? null,
    video: mediaUrl(lesson.video),
    videoLow: mediaUrl(lesson.videoLow),
    videoDescribed: mediaUrl(lesson.videoDescribed),
    describedPauses: mediaUrl(lesson.videoDescribed) ? parseDescribedPauses(lesson.describedPauses) : [],
    poster: mediaUrl(lesson.poster),
    captions: own,
    captionTracks: both("captions"),
    descriptionTracks: both("descriptions"),
    narration: mediaUrl(lesson.narration),
    narrationText: lesson.narrationText ?? null,
    quizId: idOf(lesson.quiz as Ref),
    figures: (lesson.figures ?? []).map((f) => ({
      image: mediaUrl(f.image),
      thumbnail: thumbnailUrl(f.image),
      caption: f.caption ?? "",
      alt: typeof f.image === "object" ? f.image.alt ?? "" : "",
    })),
    structures: (lesson.structures ?? []).map((s) => ({
      model: mediaUrl(s.model),
      embedUrl: s.embedUrl ?? null,
      name: s.name ?? "",
      description: s.description,
    })),
    ar,
  };
}

/** textbook.unitContents as it is (Local API). */
async function unitContentsBefore(ctx: Context, unitId: number, locale: "en" | "fr") {
  const caller = (await import("../../trpc/router")).createCaller(ctx);
  return caller.textbook.unitContents({ unitId, lang: locale === "fr" ? "FR" : "EN" });
}

async function outcome<T>(p: Promise<T>) {
  try {
    return { ok: await p };
  } catch (err) {
    // core/ throws domain errors; the procedures before the model threw tRPC's: compare them as the client sees them.
    const domain = domainError(err);
    if (domain) return { error: TRPC_CODE_OF_KIND[domain.kind], message: domain.message };
    return err instanceof TRPCError ? { error: err.code, message: err.message } : { thrown: String(err) };
  }
}

async function upload(name: string, mimetype: string, data: Buffer, unitId: number | null, alt: { en: string; fr?: string }) {
  const m = await db.payload.create({
    collection: "media",
    locale: "en",
    data: { alt: alt.en, ...(unitId ? { unit: unitId } : {}) } as never,
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
  });
  if (alt.fr) await db.payload.update({ collection: "media", id: m.id, locale: "fr", data: { alt: alt.fr }, overrideAccess: true });
  return m.id;
}

const PAUSES_EN = [
  { at: 0, seconds: 9.667 },
  { at: 9.333, seconds: 8.917 },
];
const VTT = Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
let PNG: Buffer;

beforeAll(async () => {
  db = await openTestDb();
  const sharp = (await import("sharp")).default;
  PNG = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  admin = await db.createUser({ email: "admin@school.test", role: "admin" });
  unit = await buildUnit(db.payload, "R1", 1, { chapters: 2, modules: 2, lessons: 3 });
  other = await buildUnit(db.payload, "R2", 2, { chapters: 1, modules: 1, lessons: 1 });
  const membership = await db.payload.create({ collection: "memberships", data: { key: "R1", name: "R1", units: [unit.unit] }, overrideAccess: true });
  const elsewhere = await db.payload.create({ collection: "memberships", data: { key: "R2", name: "R2", units: [other.unit] }, overrideAccess: true });
  student = await db.createUser({ email: "member@school.test", role: "student", memberships: [membership.id] });
  outsider = await db.createUser({ email: "outsider@school.test", role: "student", memberships: [elsewhere.id] });

  // A lesson with everything the panel shows: text, video, captions in both languages, narration, figures, structures, AR.
  const video = await upload("r1-video.vtt", "text/vtt", VTT, unit.unit, { en: "Video" });
  const capEn = await upload("r1.en.vtt", "text/vtt", VTT, unit.unit, { en: "Captions" });
  const capFr = await upload("r1.fr.vtt", "text/vtt", VTT, unit.unit, { en: "Sous-titres" });
  const descEn = await upload("r1.en.desc.vtt", "text/vtt", VTT, unit.unit, { en: "Audio description" });
  const descFr = await upload("r1.fr.desc.vtt", "text/vtt", VTT, unit.unit, { en: "Audiodescription" });
  // Issue 46: the low-data renditions (one per language) and an English described version with its pauses (none in French).
  const lowEn = await upload("r1.en.low.vtt", "text/vtt", VTT, unit.unit, { en: "Low data" });
  const lowFr = await upload("r1.fr.low.vtt", "text/vtt", VTT, unit.unit, { en: "Économie de données" });
  const describedEn = await upload("r1.en.described.vtt", "text/vtt", VTT, unit.unit, { en: "Described" });
  const figure = await upload("r1-fig.png", "image/png", PNG, unit.unit, { en: "A cell", fr: "Une cellule" });
  const publicImage = await upload("r1-main.png", "image/png", PNG, null, { en: "Main" });
  const otherUnitFile = await upload("r2.png", "image/png", PNG, other.unit, { en: "Other" });
  const model = await upload("r1.glb", "model/gltf-binary", fakeGlb(), null, { en: "Model" });
  const lessonId = unit.lessons[1];
  await db.payload.update({
    collection: "lessons",
    id: lessonId,
    locale: "en",
    data: {
      text: paragraphsToLexical("Cells are small.\n\nVery small.") as never,
      video,
      poster: otherUnitFile,
      captions: capEn,
      descriptions: descEn,
      videoLow: lowEn,
      videoDescribed: describedEn,
      describedPauses: PAUSES_EN,
      narration: video,
      figures: [{ image: figure, caption: "Figure one" }],
      structures: [{ model, name: "Membrane", description: "A membrane" }],
      _status: "published",
    },
    overrideAccess: true,
  });
  const lesson = await db.payload.findByID({ collection: "lessons", id: lessonId, depth: 0, overrideAccess: true });
  await db.payload.update({
    collection: "lessons",
    id: lessonId,
    locale: "fr",
    data: {
      title: "FR lesson",
      captions: capFr,
      descriptions: descFr,
      videoLow: lowFr,
      text: paragraphsToLexical("Les cellules.") as never,
      figures: (lesson.figures ?? []).map((f) => ({ id: f.id, image: figure, caption: "Figure un" })),
      structures: (lesson.structures ?? []).map((s) => ({ id: s.id, model, name: "Membrane FR", description: "Une membrane" })),
      _status: "published",
    },
    overrideAccess: true,
  });
  // A poster per language (a frame of that language's video); a lesson with an English poster only shows it in French too.
  const posterEn = await upload("r1-poster.en.png", "image/png", PNG, unit.unit, { en: "Poster" });
  const posterFr = await upload("r1-poster.fr.png", "image/png", PNG, unit.unit, { en: "Affiche" });
  for (const [id, locale, poster] of [
    [unit.lessons[0], "en", posterEn],
    [unit.lessons[0], "fr", posterFr],
    [unit.lessons[2], "en", posterEn],
  ] as const) {
    await db.payload.update({ collection: "lessons", id, locale, data: { poster, _status: "published" }, overrideAccess: true });
  }
  await db.payload.update({
    collection: "modules",
    id: unit.modules[0],
    locale: "en",
    data: { content: paragraphsToLexical("Module text") as never, mainImage: publicImage, _status: "published" },
    overrideAccess: true,
  });
  await db.payload.create({ collection: "ar-structures", data: { name: "Membrane patch", model, lessons: [lessonId] }, overrideAccess: true });
  await db.payload.create({
    collection: "ar-structures",
    data: { name: "Members only patch", model, lessons: [unit.lessons[2]], memberships: [elsewhere.id] },
    overrideAccess: true,
  });
  // A draft module and a draft lesson stay out.
  await createLocalized(
    db.payload,
    "modules",
    { title: { en: "Draft module", fr: "Module brouillon" }, chapter: unit.chapters[0], order: 9, _status: "draft" },
    { draft: true },
  );
  await createLocalized(
    db.payload,
    "lessons",
    { title: { en: "Draft lesson", fr: "Leçon brouillon" }, module: unit.modules[0], order: 9, _status: "draft" },
    { draft: true },
  );
}, 180_000);

afterAll(async () => {
  if (db) await stopContentListener(db.payload);
  await db?.close();
});

describe("content read model", () => {
  it("LRN-019 LRN-021 LRN-022 LRN-005 answers what the Local API answered, for members, staff, outsiders and in both languages", async () => {
    const callers = { student: await ctxAs(student), admin: await ctxAs(admin), outsider: await ctxAs(outsider) };
    const visitor = await ctxAs(null);
    dropContentModel(db.payload);
    let compared = 0;
    for (const [who, ctx] of Object.entries(callers)) {
      for (const locale of ["en", "fr"] as const) {
        for (const moduleId of [...unit.modules, ...other.modules, 999_999]) {
          const before = await outcome(moduleDetailsBefore(ctx, moduleId, locale));
          expect({ who, locale, moduleId, r: await outcome(moduleDetailsFromModel(ctx, moduleId, locale)) }).toEqual({ who, locale, moduleId, r: before });
          compared++;
        }
        for (const lessonId of [...unit.lessons, ...other.lessons, 999_999]) {
          const before = await outcome(lessonDetailsBefore(ctx, lessonId, locale));
          expect({ who, locale, lessonId, r: await outcome(lessonDetailsFromModel(ctx, lessonId, locale)) }).toEqual({ who, locale, lessonId, r: before });
          compared++;
        }
        for (const unitId of [unit.unit, other.unit, 999_999]) {
          const before = await outcome(unitContentsBefore(ctx, unitId, locale));
          expect({ who, locale, unitId, r: await outcome(unitContentsFromModel(ctx, unitId, locale)) }).toEqual({ who, locale, unitId, r: before });
        }
      }
    }
    for (const unitId of [unit.unit, other.unit]) {
      expect(await outcome(unitContentsFromModel(visitor, unitId, "en"))).toEqual(await outcome(unitContentsBefore(visitor, unitId, "en")));
    }
    // The rich lesson really carries what it should (the comparison is not between two empty answers).
    const rich = await lessonDetailsFromModel(callers.student, unit.lessons[1], "fr");
    expect(rich).toMatchObject({ title: "FR lesson", ar: { structureName: "Membrane FR" }, narrationText: "Narration", poster: null });
    expect(rich.captionTracks.map((t) => t.lang)).toEqual(["en", "fr"]);
    const poster = async (lessonId: number, locale: "en" | "fr") => (await lessonDetailsFromModel(callers.student, lessonId, locale)).poster;
    expect(await poster(unit.lessons[0], "en")).toMatch(/r1-poster\.en\.png$/);
    expect(await poster(unit.lessons[0], "fr")).toMatch(/r1-poster\.fr\.png$/);
    expect(await poster(unit.lessons[2], "fr")).toMatch(/r1-poster\.en\.png$/);
    expect(rich.figures[0]).toMatchObject({ caption: "Figure un", alt: "Une cellule" });
    expect(rich.figures[0].thumbnail).toMatch(/150x150/);
    expect((await moduleDetailsFromModel(callers.student, unit.modules[0], "en")).mainImage).toMatch(/r1-main/);
    expect(compared).toBeGreaterThan(50);
  });

  it("WCAG-1.2.5 I18N-013 issue 46 item 3 the lesson carries both languages' caption and audio description tracks, on the English and the French page", async () => {
    const ctx = await ctxAs(student);
    dropContentModel(db.payload);
    for (const locale of ["en", "fr"] as const) {
      const lesson = await lessonDetailsFromModel(ctx, unit.lessons[1], locale);
      expect({ locale, captions: lesson.captionTracks, descriptions: lesson.descriptionTracks }).toEqual({
        locale,
        captions: [
          { lang: "en", url: expect.stringMatching(/\/r1\.en(-\d+)?\.vtt$/) },
          { lang: "fr", url: expect.stringMatching(/\/r1\.fr(-\d+)?\.vtt$/) },
        ],
        descriptions: [
          { lang: "en", url: expect.stringMatching(/\/r1\.en\.desc(-\d+)?\.vtt$/) },
          { lang: "fr", url: expect.stringMatching(/\/r1\.fr\.desc(-\d+)?\.vtt$/) },
        ],
      });
    }
    // The model read them with its own statements (no Local API on the hot path).
    expect((await contentView(db.payload, "fr")).lessons.get(unit.lessons[1])?.descriptions).toEqual(expect.any(Number));
  });

  it("issue 46 LRN-024 the lesson carries its low-data rendition and its described version with pauses; a language without a described version gets the English one with the English pauses", async () => {
    const ctx = await ctxAs(student);
    dropContentModel(db.payload);
    const fields = async (locale: "en" | "fr") => {
      const l = await lessonDetailsFromModel(ctx, unit.lessons[1], locale);
      return { video: l.video, videoLow: l.videoLow, videoDescribed: l.videoDescribed, describedPauses: l.describedPauses };
    };
    expect(await fields("en")).toEqual({
      video: expect.stringMatching(/\/r1-video(-\d+)?\.vtt$/),
      videoLow: expect.stringMatching(/\/r1\.en\.low(-\d+)?\.vtt$/),
      videoDescribed: expect.stringMatching(/\/r1\.en\.described(-\d+)?\.vtt$/),
      describedPauses: PAUSES_EN,
    });
    expect(await fields("fr")).toEqual({
      video: expect.stringMatching(/\/r1-video(-\d+)?\.vtt$/),
      videoLow: expect.stringMatching(/\/r1\.fr\.low(-\d+)?\.vtt$/),
      videoDescribed: expect.stringMatching(/\/r1\.en\.described(-\d+)?\.vtt$/),
      describedPauses: PAUSES_EN,
    });
    // A lesson without them: nulls and no pauses, on both pages.
    for (const locale of ["en", "fr"] as const) {
      const l = await lessonDetailsFromModel(ctx, unit.lessons[0], locale);
      expect({ videoLow: l.videoLow, videoDescribed: l.videoDescribed, describedPauses: l.describedPauses }).toEqual({
        videoLow: null,
        videoDescribed: null,
        describedPauses: [],
      });
    }
    // The CMS refuses pauses out of time order (the editor's field is checked).
    await expect(
      db.payload.update({
        collection: "lessons",
        id: unit.lessons[1],
        locale: "fr",
        data: {
          describedPauses: [
            { at: 5, seconds: 1 },
            { at: 2, seconds: 1 },
          ],
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Pauses must be in time order|Described version: pauses/);
    // A French described version with its own pauses: the French page plays it, after the next publish.
    const describedFr = await upload("r1.fr.described.vtt", "text/vtt", VTT, unit.unit, { en: "Audiodécrite" });
    const pausesFr = [{ at: 0, seconds: 8.833 }];
    await db.payload.update({
      collection: "lessons",
      id: unit.lessons[1],
      locale: "fr",
      data: { videoDescribed: describedFr, describedPauses: pausesFr, _status: "published" },
      overrideAccess: true,
    });
    await contentInvalidationSettled();
    expect((await fields("fr")).videoDescribed).toMatch(/\/r1\.fr\.described(-\d+)?\.vtt$/);
    expect((await fields("fr")).describedPauses).toEqual(pausesFr);
    expect((await fields("en")).describedPauses).toEqual(PAUSES_EN);
    // Read by the model's own statements.
    expect((await contentView(db.payload, "fr")).lessons.get(unit.lessons[1])?.videoLow).toEqual(expect.any(Number));
    // Someone outside the unit gets no file at all (members only, as the video).
    await expect(lessonDetailsFromModel(await ctxAs(outsider), unit.lessons[1], "en")).rejects.toThrow();
  });

  it("issue 25 LRN-051 a unit's table of contents is made once per content and LTI lock: the same frozen answer for every caller, a new one after an edit", async () => {
    await contentInvalidationSettled();
    const learner = await ctxAs(student);
    const first = await unitContentsFromModel(learner, unit.unit, "en");
    // Another caller, the same unit and language: the same object (nothing built again), which nobody can change.
    expect(await unitContentsFromModel(await ctxAs(admin), unit.unit, "en")).toBe(first);
    expect(Object.isFrozen(first.chapters[0].modules[0].lessons)).toBe(true);
    expect(() => ((first.chapters[0].modules[0] as { title: string }).title = "changed")).toThrow(TypeError);
    const french = await unitContentsFromModel(learner, unit.unit, "fr");
    expect(french).not.toBe(first);
    expect(french.chapters[0].modules[0].title).toBe("FR R1 C1 M1");
    // Under an LTI lock, the locked chapter only: kept apart from the whole unit's.
    const lockedTo = first.chapters[1].id;
    const locked = { ...learner, session: { ...learner.session!, ltiLock: true, ltiChapter: lockedTo } } as Context;
    const lockedToc = await unitContentsFromModel(locked, unit.unit, "en");
    expect(lockedToc.chapters.map((c) => c.id)).toEqual([lockedTo]);
    expect(await unitContentsFromModel(learner, unit.unit, "en")).toBe(first);
    // A published edit makes a new model: the next answer is made from it.
    await db.payload.update({
      collection: "modules",
      id: other.modules[0],
      locale: "en",
      data: { title: "R2 edited", _status: "published" },
      overrideAccess: true,
    });
    const edited = await unitContentsFromModel(learner, other.unit, "en");
    expect(edited.chapters[0].modules[0].title).toBe("R2 edited");
    expect(await unitContentsFromModel(learner, unit.unit, "en")).not.toBe(first);
    expect(await unitContentsFromModel(learner, unit.unit, "en")).toEqual(first);
  });

  it("an edit published through Payload is seen on the next read; a draft-only edit is not", async () => {
    const ctx = await ctxAs(student);
    const lessonId = unit.lessons[0];
    await contentInvalidationSettled(); // the earlier writes' delayed drops (see the NOTIFY test below)
    expect((await lessonDetailsFromModel(ctx, lessonId, "en")).title).toBe("R1 C1 M1 L1");
    expect(isContentModelWarm(db.payload)).toBe(true);

    await db.payload.update({
      collection: "lessons",
      id: lessonId,
      locale: "en",
      data: { title: "Published edit", _status: "published" },
      overrideAccess: true,
    });
    expect((await lessonDetailsFromModel(ctx, lessonId, "en")).title).toBe("Published edit");
    expect((await moduleDetailsFromModel(ctx, unit.modules[0], "en")).lessons[0].title).toBe("Published edit");

    await db.payload.update({ collection: "lessons", id: lessonId, locale: "en", data: { title: "Draft only edit" }, draft: true, overrideAccess: true });
    expect((await lessonDetailsFromModel(ctx, lessonId, "en")).title).toBe("Published edit");
    expect((await contentView(db.payload, "en")).lessons.get(lessonId)?.title).toBe("Published edit");

    // Unpublishing a module takes it (and its place in the chapter) out.
    await db.payload.update({ collection: "modules", id: unit.modules[1], data: { _status: "draft" }, overrideAccess: true });
    expect(await outcome(moduleDetailsFromModel(ctx, unit.modules[1], "en"))).toMatchObject({ error: "NOT_FOUND" });
    expect((await moduleDetailsFromModel(ctx, unit.modules[0], "en")).nextModuleId).toBeNull();
  });

  it("another instance hears of a published edit through NOTIFY biotext_content within 1 s", async () => {
    const options = poolOf(db.payload).options;
    // A second instance's LISTEN connection, and this instance's own listener.
    const other = new pg.Client({ ...options });
    await other.connect();
    const heard: number[] = [];
    const started = Date.now();
    other.on("notification", (n) => n.channel === CONTENT_CHANNEL && heard.push(Date.now()));
    await other.query(`LISTEN ${CONTENT_CHANNEL}`);
    const notices: string[] = [];
    await startContentListener(db.payload, { onNotice: (p) => notices.push(p) });
    try {
      // The earlier tests' writes (made without a listener) each drop the model once more 250 ms later: let
      // those happen first, or one lands after the warm-up on a busy machine and the model is cold below.
      await contentInvalidationSettled();
      await lessonDetailsFromModel(await ctxAs(student), unit.lessons[2], "en");
      expect(isContentModelWarm(db.payload)).toBe(true);
      const t0 = Date.now();
      await db.payload.update({
        collection: "lessons",
        id: unit.lessons[2],
        locale: "en",
        data: { title: "Heard elsewhere", _status: "published" },
        overrideAccess: true,
      });
      await expect.poll(() => heard.length, { timeout: 1000, interval: 20 }).toBeGreaterThan(0);
      await expect.poll(() => notices.length, { timeout: 1000, interval: 20 }).toBeGreaterThan(0);
      expect(heard[0] - Math.max(t0, started)).toBeLessThan(1000);
      expect(isContentModelWarm(db.payload)).toBe(false);
      expect((await lessonDetailsFromModel(await ctxAs(student), unit.lessons[2], "en")).title).toBe("Heard elsewhere");
    } finally {
      await other.end();
      await stopContentListener(db.payload);
    }
  });

  it("the listener reconnects quietly when its connection is cut, and hears notices again", async () => {
    const notices: string[] = [];
    await startContentListener(db.payload, { onNotice: (p) => notices.push(p) });
    try {
      expect(isContentListening(db.payload)).toBe(true);
      const cut = await db.payload.db.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN ${CONTENT_CHANNEL}%' and pid <> pg_backend_pid()`,
      );
      expect(cut.rowCount).toBeGreaterThan(0);
      await expect.poll(() => isContentListening(db.payload), { timeout: 1000, interval: 10 }).toBe(false);
      await expect.poll(() => isContentListening(db.payload), { timeout: 5000, interval: 50 }).toBe(true);
      await db.payload.update({
        collection: "lessons",
        id: unit.lessons[0],
        locale: "en",
        data: { title: "After reconnect", _status: "published" },
        overrideAccess: true,
      });
      await expect.poll(() => notices.length, { timeout: 1000, interval: 20 }).toBeGreaterThan(0);
    } finally {
      await stopContentListener(db.payload);
    }
  });
});
