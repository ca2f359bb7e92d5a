import { mediaFileName, withoutMemberFiles } from "#core/content/memberFiles";
import { NotFound } from "#core/errors";
import type { Lesson, Module, Unit } from "#cms/payload-types";
import { progressOf, publishedOutline, unitProgress, type ProgressReader } from "#core/progress/progressStore";
import type { Context, WithPayload } from "#core/context";
import { assertCanOpen, entitlements, lockedChapter, type Entitlements } from "#core/content/entitlements";
import { contentView, type ContentView, type Locale, type MediaRow, type UnitRow } from "./readModel";

/**
 * The textbook procedures' answers, read from the content read model (./readModel.ts) with the
 * same access rules as before, when they were Payload Local API calls made as the caller:
 * - documents: published only (`publishedOrEditor` + `draft: false` + the `_status` checks);
 * - membership and LTI lock: `assertCanOpen` (core/content/entitlements.ts), unchanged and still before
 *   anything members-only is returned;
 * - media: an upload is populated (has a URL) only when the caller may read it
 *   (cms/access/mediaRead.ts): staff every file, everybody else public files (no unit) and the
 *   files of the units their memberships open; otherwise it stays an id, i.e. no URL.
 */

/** cms/access/mediaRead.ts, applied to one file of the model. */
export function mediaVisible(e: Entitlements, m: MediaRow | undefined): m is MediaRow {
  if (!m) return false;
  return e.all || m.unitId == null || e.units.has(m.unitId);
}

/** Whether a file name is a members-only file (media with a unit) of the read model. */
function memberFileOf(view: ContentView): (name: string) => boolean {
  const names = new Set<string>();
  for (const m of view.media.values()) {
    if (m.unitId == null) continue;
    for (const u of [m.url, m.thumbnail]) {
      const name = mediaFileName(u);
      if (name) names.add(name);
    }
  }
  return (name) => names.has(name);
}

function media(view: ContentView, e: Entitlements, id: number | null) {
  const m = id == null ? undefined : view.media.get(id);
  return mediaVisible(e, m) ? m : null;
}

/** LRN-019: textbook.moduleDetails. */
export async function moduleDetailsFromModel(ctx: Context, moduleId: number, locale: Locale) {
  const view = await contentView(ctx.payload, locale);
  const module = view.modules.get(moduleId);
  if (!module) throw new NotFound("module.notFound", "Module not found.");
  const chapter = view.chapters.get(module.chapterId) ?? null;
  const unitId = chapter ? chapter.unitId : null;
  await assertCanOpen(ctx, { unitId, chapterId: chapter?.id ?? null });
  const e = await entitlements(ctx);
  const siblings = chapter ? view.modulesOfChapter.get(chapter.id) ?? [] : [];
  const at = siblings.findIndex((m) => m.id === module.id);
  return {
    id: module.id,
    title: module.title,
    content: (module.content ?? null) as Module["content"] | null,
    mainImage: media(view, e, module.mainImage)?.url ?? null,
    quizId: module.quizId,
    unitId,
    chapter: chapter ? { id: chapter.id, title: chapter.title, order: chapter.order, unitId } : null,
    nextModuleId: at >= 0 ? siblings[at + 1]?.id ?? null : null,
    lessons: (view.lessonsOfModule.get(module.id) ?? []).map((l) => ({ id: l.id, order: l.order, title: l.title })),
  };
}

/** LRN-026, LRN-027: the AR structure the caller may scan for a lesson (see lessonDetails). */
async function arFor(ctx: Context, view: ContentView, lessonId: number, structures: { model: number | null; name: string }[]) {
  const docs = view.arStructuresOfLesson.get(lessonId) ?? [];
  if (!docs.length) return null;
  const e = await entitlements(ctx);
  const usable = docs.find((s) => e.all || s.memberships.length === 0 || s.memberships.some((m) => e.memberships.has(m)));
  if (!usable) return null;
  const own = structures.find((st) => st.model != null && st.model === usable.model)?.name;
  return { structureName: own || usable.name };
}

/** LRN-021, LRN-022, I18N-013: textbook.lessonDetails. */
export async function lessonDetailsFromModel(ctx: Context, lessonId: number, locale: Locale) {
  const view = await contentView(ctx.payload, locale);
  const lesson = view.lessons.get(lessonId);
  if (!lesson) throw new NotFound("lesson.notFound", "Lesson not found.");
  const unitId = lesson.unitId;
  const chapterId = lesson.chapterId;
  await assertCanOpen(ctx, { unitId, chapterId });
  const e = await entitlements(ctx);
  const english = locale === "en" ? lesson : (await contentView(ctx.payload, "en")).lessons.get(lesson.id) ?? lesson;
  const french = locale === "fr" ? lesson : (await contentView(ctx.payload, "fr")).lessons.get(lesson.id) ?? lesson;
  const url = (id: number | null) => media(view, e, id)?.url ?? null;
  // I18N-013, issue 46 item 3: both languages' tracks on every page (English first; the player
  // turns on the page's language). A French track that is the English file is not offered twice.
  const both = (field: "captions" | "descriptions") => {
    const list: { lang: "en" | "fr"; url: string }[] = [];
    const en = url(english[field]);
    const fr = url(french[field]);
    if (en) list.push({ lang: "en", url: en });
    if (fr && fr !== en) list.push({ lang: "fr", url: fr });
    return list;
  };
  const own = url(lesson.captions);
  return {
    id: lesson.id,
    title: lesson.title,
    order: lesson.order,
    moduleId: lesson.moduleId,
    chapterId,
    unitId,
    text: (lesson.text ?? null) as Lesson["text"] | null,
    video: url(lesson.video),
    /** Issue 46 (decision 151): the low-data rendition (same timing as `video`), or null. */
    videoLow: url(lesson.videoLow),
    /** WCAG 2.2 1.2.5 (decision 152): the described version (audio description voiced) and its pauses on `video`'s timeline. */
    videoDescribed: url(lesson.videoDescribed),
    describedPauses: lesson.videoDescribed != null && url(lesson.videoDescribed) ? lesson.describedPauses : [],
    poster: url(lesson.poster),
    captions: own,
    captionTracks: both("captions"),
    /** WCAG 2.2 1.2.5: the audio description tracks (WebVTT kind="descriptions"). */
    descriptionTracks: both("descriptions"),
    narration: url(lesson.narration),
    narrationText: lesson.narrationText ?? null,
    quizId: lesson.quizId,
    figures: lesson.figures.map((f) => {
      const image = media(view, e, f.image);
      return {
        image: image?.url ?? null,
        thumbnail: image ? image.thumbnail ?? image.url ?? null : null,
        caption: f.caption ?? "",
        alt: image ? image.alt ?? "" : "",
      };
    }),
    structures: lesson.structures.map((s) => ({ model: url(s.model), embedUrl: s.embedUrl ?? null, name: s.name ?? "", description: s.description as string })),
    ar: await arFor(
      ctx,
      view,
      lesson.id,
      lesson.structures.map((st) => ({ model: st.model, name: st.name ?? "" })),
    ),
  };
}

/** A unit's table of contents as `unitContentsFromModel` answers it. */
export type UnitContents = {
  readonly unit: { readonly id: number; readonly title: string; readonly order: number; readonly series: UnitRow["series"] };
  readonly chapters: readonly {
    readonly id: number;
    readonly chapterTitle: string;
    readonly order: number;
    readonly modules: readonly {
      readonly id: number;
      readonly title: string;
      readonly hasQuiz: boolean;
      readonly lessons: readonly { readonly id: number; readonly title: string; readonly order: number }[];
    }[];
  }[];
};

/**
 * Tables of contents made from one view, by unit and LTI lock (issue 25): a module page, a completion that answers the
 * next page and the unit page each asked for the whole unit's chapters, modules and lessons (≈ 170 lesson objects on a
 * large unit) and built them again every time. A view never changes (an edit makes a new model), so what is made from it
 * is kept with it, frozen: every caller gets the same object, and the view's entry goes when the view does.
 */
const contentsOfView = new WeakMap<ContentView, Map<string, UnitContents>>();

function contentsOf(view: ContentView, unit: UnitRow, locked: number | null): UnitContents {
  let kept = contentsOfView.get(view);
  if (!kept) contentsOfView.set(view, (kept = new Map()));
  const key = `${unit.id}:${locked ?? ""}`;
  let contents = kept.get(key);
  if (contents) return contents;
  const chapters = (view.chaptersOfUnit.get(unit.id) ?? []).filter((c) => locked == null || c.id === locked);
  contents = deepFreeze({
    unit: { id: unit.id, title: unit.title, order: unit.order, series: unit.series },
    chapters: chapters.map((c) => ({
      id: c.id,
      chapterTitle: c.title,
      order: c.order,
      modules: (view.modulesOfChapter.get(c.id) ?? []).map((m) => ({
        id: m.id,
        title: m.title,
        hasQuiz: m.quizId != null,
        lessons: (view.lessonsOfModule.get(m.id) ?? []).map((l) => ({ id: l.id, title: l.title, order: l.order })),
      })),
    })),
  });
  kept.set(key, contents);
  return contents;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * LRN-005, LRN-051: textbook.unitContents from the model (a published unit for everybody but staff, who also see a draft
 * unit as Payload's `publishedOrEditor` lets them; the unit's chapters, only the locked one under the session's LTI lock;
 * published modules and lessons, in order). The answer is shared by every caller (see `contentsOf`): read it, never
 * change it.
 */
export async function unitContentsFromModel(ctx: Context, unitId: number, locale: Locale): Promise<UnitContents> {
  const view = await contentView(ctx.payload, locale);
  const unit = view.units.get(unitId);
  const staff = ctx.user != null && (await entitlements(ctx)).all;
  if (!unit || (unit.status !== "published" && !staff)) throw new NotFound("unit.notFound", "Unit not found.");
  return contentsOf(view, unit, lockedChapter(ctx));
}

/** Published units in order (public marketing data: title and summary), as the home page lists them. */
export async function publishedUnits({ payload }: WithPayload, locale: Locale) {
  const view = await contentView(payload, locale);
  return [...view.units.values()]
    .filter((u) => u.status === "published")
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((u) => ({ id: u.id, title: u.title, summary: u.summary, order: u.order }));
}

/** The units' display order on the cards: first-year LIFE, then high school, then upper-year ICB; by unit order within a series. */
const SERIES_ORDER = ["LIFE", "HS", "ICB"];

/**
 * LRN-006, LRN-009, LRN-010: textbook.unitDetails — a published unit with its cover, summary, sample
 * video, additional info, downloads and extra content; for a signed-in caller also userProgress
 * (LRN-036: 'NOT FOUND' and 0 when nothing is recorded). From the read model plus one indexed
 * statement for the caller's progress.
 */
export async function unitDetailsFromModel(ctx: Context, unitId: number, locale: Locale, readProgress?: ProgressReader) {
  const view = await contentView(ctx.payload, locale);
  const unit = view.units.get(unitId);
  if (!unit || unit.status !== "published") throw new NotFound("unit.notFound", "Unit not found.");
  const e = await entitlements(ctx);
  const url = (id: number | null) => media(view, e, id)?.url ?? null;
  // Issue 23 item 7: links to members-only files are for those who may open the unit.
  const links = e.all || e.units.has(unit.id) ? unit : withoutMemberFiles(unit, memberFileOf(view));
  const progress = ctx.user
    ? unitProgress(
        unit.id,
        ...(await Promise.all([publishedOutline(ctx.payload, [unit.id]), readProgress ? readProgress() : progressOf(ctx.payload, ctx.user.id)])),
      )
    : null;
  return {
    id: unit.id,
    title: unit.title,
    series: unit.series,
    order: unit.order,
    cover: url(unit.cover),
    summary: unit.summary,
    content: (unit.content ?? null) as Unit["content"] | null,
    sampleVideo: url(unit.sampleVideo),
    sampleVideoDescription: unit.sampleVideoDescription,
    sampleVideoPlaceholder: url(unit.sampleVideoPlaceholder),
    additionalInfo: unit.additionalInfo,
    downloadSummary: unit.downloadSummary,
    downloads: links.downloads.map((d) => ({ title: d.title ?? "", link: d.link ?? "", buttonText: d.buttonText ?? "" })),
    extraContent: links.extraContent.map((x) => ({
      title: x.title ?? "",
      summary: x.summary,
      source: x.source ?? "",
      type: (x.type ?? "video") as NonNullable<Unit["extraContent"]>[number]["type"],
    })),
    userProgress: progress ? { status: progress.status, percentCompleted: progress.percentCompleted } : null,
  };
}

/**
 * LRN-003, LRN-053, LRN-054: textbook.myTextbooks — the caller's own published units (every unit
 * for admins and editors) with cover, title, content text, status, progress and unit total grade.
 * The read model plus one statement for entitlements and one for the caller's progress.
 */
export async function myTextbooksFromModel(ctx: Context & { user: NonNullable<Context["user"]> }, locale: Locale) {
  const e = await entitlements(ctx);
  const locked = lockedChapter(ctx) != null;
  if (!e.all && e.units.size === 0) return { locked, units: [] };
  const view = await contentView(ctx.payload, locale);
  const docs = [...view.units.values()]
    .filter((u) => u.status === "published" && (e.all || e.units.has(u.id)))
    .sort((a, b) => SERIES_ORDER.indexOf(a.series) - SERIES_ORDER.indexOf(b.series) || a.order - b.order || a.id - b.id);
  const [outline, progress] = await Promise.all([
    publishedOutline(
      ctx.payload,
      docs.map((u) => u.id),
    ),
    progressOf(ctx.payload, ctx.user.id),
  ]);
  const units = docs.map((u) => {
    const p = unitProgress(u.id, outline, progress);
    return {
      id: u.id,
      title: u.title,
      series: u.series,
      cover: media(view, e, u.cover)?.url ?? null,
      summary: u.summary,
      content: (u.content ?? null) as Unit["content"] | null,
      status: p.status === "NOT FOUND" ? ("Not Started" as const) : p.status,
      percentCompleted: p.percentCompleted,
      grade: p.grade,
    };
  });
  return { locked, units };
}

/** Published units among some ids, in the order of `units.order` (the active-unit rule's last step). */
export async function publishedUnitIds(ctx: Context, among: "all" | readonly number[]): Promise<number[]> {
  const view = await contentView(ctx.payload, "en");
  const pool = among === "all" ? null : new Set(among);
  return [...view.units.values()]
    .filter((u) => u.status === "published" && (!pool || pool.has(u.id)))
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((u) => u.id);
}
