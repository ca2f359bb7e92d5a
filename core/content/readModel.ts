import type { Payload } from "payload";
import type { Language } from "#shared/language";
import { parseDescribedPauses, type DescribedPause } from "#shared/describedPauses";
import type { Unit } from "#cms/payload-types";
import { poolOf } from "#core/db/pool";

/**
 * The published textbook content (units → chapters → modules → lessons, their media and AR
 * structures) as one in-process read model (docs/decisions/007-content-read-model.md). It is the
 * same for every reader and changes only when an editor saves, so it is read with plain SQL on
 * Payload's own pool once, kept until `invalidateContent()` drops it (the collections' hooks, or a
 * NOTIFY from another instance), and the learning procedures answer from memory. Access rules are
 * not part of the model: the procedures apply them (core/content/entitlements.ts, `mediaVisible`).
 *
 * Localized fields are resolved per locale with Payload's fallback (en, for null/absent values and
 * empty text), so each locale's view equals what `payload.find({ locale })` returns.
 */

export type Locale = Language;
const LOCALES: Locale[] = ["en", "fr"];
const DEFAULT_LOCALE: Locale = "en";

export type MediaRow = { id: number; url: string | null; thumbnail: string | null; alt: string | null; unitId: number | null };
export type UnitRow = {
  id: number;
  order: number;
  series: Unit["series"];
  status: string;
  title: string;
  summary: string | null;
  /** LRN-006, LRN-009, LRN-010: what the unit page and the cards show (media as ids of `media`). */
  cover: number | null;
  content: unknown;
  sampleVideo: number | null;
  sampleVideoDescription: string | null;
  sampleVideoPlaceholder: number | null;
  additionalInfo: string | null;
  downloadSummary: string | null;
  downloads: { title: string | null; link: string | null; buttonText: string | null }[];
  extraContent: { title: string | null; summary: string | null; source: string | null; type: string | null }[];
};
export type ChapterRow = { id: number; unitId: number; order: number; title: string };
export type ModuleRow = {
  id: number;
  chapterId: number;
  order: number;
  title: string;
  content: unknown;
  mainImage: number | null;
  quizId: number | null;
};
export type LessonRow = {
  id: number;
  moduleId: number;
  chapterId: number | null;
  unitId: number | null;
  order: number;
  title: string;
  text: unknown;
  video: number | null;
  /** Issue 46 (decision 151): the low-data rendition of this language's video. */
  videoLow: number | null;
  /** WCAG 2.2 1.2.5 (decision 152): the described version (audio description voiced) and where it pauses. */
  videoDescribed: number | null;
  describedPauses: DescribedPause[];
  poster: number | null;
  captions: number | null;
  /** WCAG 2.2 1.2.5: the WebVTT audio description (kind="descriptions") of this language's video. */
  descriptions: number | null;
  narration: number | null;
  narrationText: string | null;
  quizId: number | null;
  figures: { image: number | null; caption: string | null }[];
  structures: { model: number | null; embedUrl: string | null; name: string | null; description: string | null }[];
};
export type ArStructureRow = { id: number; name: string; model: number | null; description: string | null; lessons: number[]; memberships: number[] };

/** One locale's view of the published content. Lists are sorted by `order`, then id. */
export type ContentView = {
  locale: Locale;
  units: Map<number, UnitRow>;
  chapters: Map<number, ChapterRow>;
  /** Published modules only. */
  modules: Map<number, ModuleRow>;
  /** Published lessons only. */
  lessons: Map<number, LessonRow>;
  media: Map<number, MediaRow>;
  chaptersOfUnit: Map<number, ChapterRow[]>;
  modulesOfChapter: Map<number, ModuleRow[]>;
  lessonsOfModule: Map<number, LessonRow[]>;
  /** Newest first (Payload's default sort, -createdAt). */
  arStructuresOfLesson: Map<number, ArStructureRow[]>;
};

export type ContentModel = { views: Record<Locale, ContentView>; loadedAt: number; statements: number };

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
type State = { generation: number; model: ContentModel | null; loading: Promise<ContentModel> | null };

const states = new WeakMap<Payload, State>();

function stateOf(payload: Payload): State {
  let s = states.get(payload);
  if (!s) states.set(payload, (s = { generation: 0, model: null, loading: null }));
  return s;
}

function queryOf(payload: Payload): Query {
  const pool = poolOf(payload);
  return (text) => pool.query(text);
}

/** The read model of this Payload instance: loaded on first use (one round of statements), then kept until invalidated. */
export function contentModel(payload: Payload): Promise<ContentModel> {
  const s = stateOf(payload);
  if (s.model) return Promise.resolve(s.model);
  if (s.loading) return s.loading;
  const generation = s.generation;
  const loading = loadModel(queryOf(payload)).then(
    (model) => {
      // An invalidation while loading makes this copy stale: answer with it once, but do not keep it.
      if (s.generation === generation) s.model = model;
      if (s.loading === loading) s.loading = null;
      return model;
    },
    (err) => {
      if (s.loading === loading) s.loading = null;
      throw err;
    },
  );
  s.loading = loading;
  return loading;
}

/** One locale's view of the published content. */
export async function contentView(payload: Payload, locale: Locale): Promise<ContentView> {
  return (await contentModel(payload)).views[locale];
}

/** Goes up each time the model is dropped: caches of pages built from the content compare it (server/pageCache.ts). */
export function contentGeneration(payload: Payload): number {
  return stateOf(payload).generation;
}

/** True while a loaded model is kept (for tests and diagnostics). */
export function isContentModelWarm(payload: Payload): boolean {
  return states.get(payload)?.model != null;
}

/** The model this instance keeps now, or null (derived caches are keyed by it: siteContent.ts, catalog.ts). */
export function keptContentModel(payload: Payload): ContentModel | null {
  return states.get(payload)?.model ?? null;
}

/** Drops this instance's model (the next read loads it again). */
export function dropContentModel(payload: Payload): void {
  const s = stateOf(payload);
  s.generation += 1;
  s.model = null;
  s.loading = null;
}

const num = (v: unknown): number | null => (v == null ? null : Number(v));
const str = (v: unknown): string | null => (v == null ? null : String(v));

/** Localized rows of one parent: locale → row. */
type Locales = Map<Locale, Record<string, unknown>>;

function byParent(rows: Record<string, unknown>[], key = "_parent_id"): Map<string, Locales> {
  const out = new Map<string, Locales>();
  for (const r of rows) {
    const k = String(r[key]);
    let m = out.get(k);
    if (!m) out.set(k, (m = new Map()));
    m.set(r._locale as Locale, r);
  }
  return out;
}

/** Payload's locale fallback: the default locale's value when the locale's is null or absent (or empty, for text). */
function pick(locs: Locales | undefined, locale: Locale, column: string, text = false): unknown {
  const own = locs?.get(locale)?.[column];
  if (locale === DEFAULT_LOCALE) return own ?? null;
  const fallback = locs?.get(DEFAULT_LOCALE)?.[column];
  const missing = own === undefined || own === null || (text && own === "");
  return missing ? fallback ?? own ?? null : own;
}

const byOrder = <T extends { order: number; id: number | string }>(a: T, b: T) =>
  a.order - b.order || (typeof a.id === "number" && typeof b.id === "number" ? a.id - b.id : String(a.id).localeCompare(String(b.id)));

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The statements the model is built from: published rows only (`_status = 'published'`), every locale at once. */
const STATEMENTS = {
  units: `select id, "order", series, _status from units`,
  unitsLocales: `select _parent_id, _locale, title, summary, cover_id, content, sample_video_id, sample_video_description, sample_video_placeholder_id, additional_info, download_summary from units_locales`,
  unitDownloads: `select d.id, d._parent_id, d._order, l._locale, l.title, l.link, l.button_text from units_downloads d left join units_downloads_locales l on l._parent_id = d.id`,
  unitExtraContent: `select x.id, x._parent_id, x._order, l.source, x.type, l._locale, l.title, l.summary from units_extra_content x left join units_extra_content_locales l on l._parent_id = x.id`,
  chapters: `select c.id, c.unit_id, c."order", l._locale, l.title from chapters c left join chapters_locales l on l._parent_id = c.id`,
  modules: `select id, chapter_id, "order", quiz_id from modules where _status = 'published'`,
  modulesLocales: `select l._parent_id, l._locale, l.title, l.content, l.main_image_id from modules_locales l join modules m on m.id = l._parent_id and m._status = 'published'`,
  lessons: `select id, module_id, chapter_id, unit_id, "order", quiz_id from lessons where _status = 'published'`,
  lessonsLocales: `select l._parent_id, l._locale, l.title, l.text, l.video_id, l.video_low_id, l.video_described_id, l.described_pauses, l.poster_id, l.captions_id, l.descriptions_id, l.narration_id, l.narration_text from lessons_locales l join lessons p on p.id = l._parent_id and p._status = 'published'`,
  figures: `select f.id, f._parent_id, f._order, l._locale, l.image_id, l.caption from lessons_figures f join lessons p on p.id = f._parent_id and p._status = 'published' left join lessons_figures_locales l on l._parent_id = f.id`,
  structures: `select s.id, s._parent_id, s._order, s.model_id, s.embed_url, l._locale, l.name, l.description from lessons_structures s join lessons p on p.id = s._parent_id and p._status = 'published' left join lessons_structures_locales l on l._parent_id = s.id`,
  media: `select m.id, m.url, m.sizes_thumbnail_url, m.unit_id, l._locale, l.alt from media m left join media_locales l on l._parent_id = m.id`,
  ar: `select a.id, a.name, a.model_id, a.created_at, l._locale, l.description from ar_structures a left join ar_structures_locales l on l._parent_id = a.id`,
  arRels: `select parent_id, path, lessons_id, memberships_id from ar_structures_rels order by parent_id, "order"`,
} as const;

export const CONTENT_MODEL_STATEMENTS = Object.keys(STATEMENTS).length;

async function loadModel(query: Query): Promise<ContentModel> {
  const names = Object.keys(STATEMENTS) as (keyof typeof STATEMENTS)[];
  const results = await Promise.all(names.map((n) => query(STATEMENTS[n])));
  const rows = Object.fromEntries(names.map((n, i) => [n, results[i].rows])) as Record<keyof typeof STATEMENTS, Record<string, unknown>[]>;
  const views = Object.fromEntries(LOCALES.map((locale) => [locale, buildView(rows, locale)])) as Record<Locale, ContentView>;
  return { views, loadedAt: Date.now(), statements: names.length };
}

/** Rows joined with their locale rows (one line per locale): id → locale → row. */
function grouped(rows: Record<string, unknown>[], key = "id") {
  const out = new Map<string, { row: Record<string, unknown>; locs: Locales }>();
  for (const r of rows) {
    const k = String(r[key]);
    let g = out.get(k);
    if (!g) out.set(k, (g = { row: r, locs: new Map() }));
    if (r._locale) g.locs.set(r._locale as Locale, r);
  }
  return out;
}

function buildView(rows: Record<keyof typeof STATEMENTS, Record<string, unknown>[]>, locale: Locale): ContentView {
  const view: ContentView = {
    locale,
    units: new Map(),
    chapters: new Map(),
    modules: new Map(),
    lessons: new Map(),
    media: new Map(),
    chaptersOfUnit: new Map(),
    modulesOfChapter: new Map(),
    lessonsOfModule: new Map(),
    arStructuresOfLesson: new Map(),
  };

  for (const { row, locs } of grouped(rows.media).values()) {
    const id = Number(row.id);
    view.media.set(id, { id, url: str(row.url), thumbnail: str(row.sizes_thumbnail_url), alt: str(pick(locs, locale, "alt", true)), unitId: num(row.unit_id) });
  }

  const downloads = new Map<number, { order: number; id: string; title: string | null; link: string | null; buttonText: string | null }[]>();
  for (const { row, locs } of grouped(rows.unitDownloads).values()) {
    push(downloads, Number(row._parent_id), {
      id: String(row.id),
      order: Number(row._order),
      title: str(pick(locs, locale, "title", true)),
      link: str(pick(locs, locale, "link", true)),
      buttonText: str(pick(locs, locale, "button_text", true)),
    });
  }
  const extra = new Map<number, { order: number; id: string; title: string | null; summary: string | null; source: string | null; type: string | null }[]>();
  for (const { row, locs } of grouped(rows.unitExtraContent).values()) {
    push(extra, Number(row._parent_id), {
      id: String(row.id),
      order: Number(row._order),
      title: str(pick(locs, locale, "title", true)),
      summary: str(pick(locs, locale, "summary", true)),
      source: str(pick(locs, locale, "source", true)),
      type: str(row.type),
    });
  }
  const unitLocs = byParent(rows.unitsLocales);
  for (const r of rows.units) {
    const id = Number(r.id);
    const locs = unitLocs.get(String(id));
    view.units.set(id, {
      id,
      order: Number(r.order),
      series: r.series as Unit["series"],
      status: String(r._status),
      title: String(pick(locs, locale, "title", true) ?? ""),
      summary: str(pick(locs, locale, "summary", true)),
      cover: num(pick(locs, locale, "cover_id")),
      content: pick(locs, locale, "content") ?? null,
      sampleVideo: num(pick(locs, locale, "sample_video_id")),
      sampleVideoDescription: str(pick(locs, locale, "sample_video_description", true)),
      sampleVideoPlaceholder: num(pick(locs, locale, "sample_video_placeholder_id")),
      additionalInfo: str(pick(locs, locale, "additional_info", true)),
      downloadSummary: str(pick(locs, locale, "download_summary", true)),
      downloads: (downloads.get(id) ?? []).sort(byOrder).map(({ title, link, buttonText }) => ({ title, link, buttonText })),
      extraContent: (extra.get(id) ?? []).sort(byOrder).map(({ title, summary, source, type }) => ({ title, summary, source, type })),
    });
  }

  for (const { row, locs } of grouped(rows.chapters).values()) {
    const c: ChapterRow = { id: Number(row.id), unitId: Number(row.unit_id), order: Number(row.order), title: String(pick(locs, locale, "title", true) ?? "") };
    view.chapters.set(c.id, c);
    push(view.chaptersOfUnit, c.unitId, c);
  }

  const moduleLocs = byParent(rows.modulesLocales);
  for (const r of rows.modules) {
    const id = Number(r.id);
    const locs = moduleLocs.get(String(id));
    const m: ModuleRow = {
      id,
      chapterId: Number(r.chapter_id),
      order: Number(r.order),
      title: String(pick(locs, locale, "title", true) ?? ""),
      content: pick(locs, locale, "content") ?? null,
      mainImage: num(pick(locs, locale, "main_image_id")),
      quizId: num(r.quiz_id),
    };
    view.modules.set(id, m);
    push(view.modulesOfChapter, m.chapterId, m);
  }

  const figures = new Map<number, { order: number; id: string; image: number | null; caption: string | null }[]>();
  for (const { row, locs } of grouped(rows.figures).values()) {
    push(figures, Number(row._parent_id), {
      id: String(row.id),
      order: Number(row._order),
      image: num(pick(locs, locale, "image_id")),
      caption: str(pick(locs, locale, "caption", true)),
    });
  }
  const structures = new Map<
    number,
    { order: number; id: string; model: number | null; embedUrl: string | null; name: string | null; description: string | null }[]
  >();
  for (const { row, locs } of grouped(rows.structures).values()) {
    push(structures, Number(row._parent_id), {
      id: String(row.id),
      order: Number(row._order),
      model: num(row.model_id),
      embedUrl: str(row.embed_url),
      name: str(pick(locs, locale, "name", true)),
      description: str(pick(locs, locale, "description", true)),
    });
  }

  const lessonLocs = byParent(rows.lessonsLocales);
  for (const r of rows.lessons) {
    const id = Number(r.id);
    const locs = lessonLocs.get(String(id));
    // The described version and its pauses come from the same language (the English ones when this language has none).
    const describedFrom = num(locs?.get(locale)?.video_described_id) != null ? locale : DEFAULT_LOCALE;
    const l: LessonRow = {
      id,
      moduleId: Number(r.module_id),
      chapterId: num(r.chapter_id),
      unitId: num(r.unit_id),
      order: Number(r.order),
      title: String(pick(locs, locale, "title", true) ?? ""),
      text: pick(locs, locale, "text") ?? null,
      video: num(pick(locs, locale, "video_id")),
      videoLow: num(pick(locs, locale, "video_low_id")),
      videoDescribed: num(locs?.get(describedFrom)?.video_described_id),
      describedPauses: parseDescribedPauses(locs?.get(describedFrom)?.described_pauses),
      poster: num(pick(locs, locale, "poster_id")),
      captions: num(pick(locs, locale, "captions_id")),
      descriptions: num(pick(locs, locale, "descriptions_id")),
      narration: num(pick(locs, locale, "narration_id")),
      narrationText: str(pick(locs, locale, "narration_text", true)),
      quizId: num(r.quiz_id),
      figures: (figures.get(id) ?? []).sort(byOrder).map(({ image, caption }) => ({ image, caption })),
      structures: (structures.get(id) ?? []).sort(byOrder).map(({ model, embedUrl, name, description }) => ({ model, embedUrl, name, description })),
    };
    view.lessons.set(id, l);
    push(view.lessonsOfModule, l.moduleId, l);
  }

  const rels = new Map<number, { lessons: number[]; memberships: number[] }>();
  for (const r of rows.arRels) {
    const id = Number(r.parent_id);
    let e = rels.get(id);
    if (!e) rels.set(id, (e = { lessons: [], memberships: [] }));
    if (r.path === "lessons" && r.lessons_id != null) e.lessons.push(Number(r.lessons_id));
    if (r.path === "memberships" && r.memberships_id != null) e.memberships.push(Number(r.memberships_id));
  }
  const ar = [...grouped(rows.ar).values()]
    .map(({ row, locs }) => ({ row, locs, created: new Date(row.created_at as string).getTime() }))
    .sort((a, b) => b.created - a.created || Number(b.row.id) - Number(a.row.id));
  for (const { row, locs } of ar) {
    const id = Number(row.id);
    const r = rels.get(id) ?? { lessons: [], memberships: [] };
    const s: ArStructureRow = {
      id,
      name: String(row.name),
      model: num(row.model_id),
      description: str(pick(locs, locale, "description", true)),
      lessons: r.lessons,
      memberships: r.memberships,
    };
    for (const lessonId of new Set(s.lessons)) push(view.arStructuresOfLesson, lessonId, s);
  }

  for (const list of view.chaptersOfUnit.values()) list.sort(byOrder);
  for (const list of view.modulesOfChapter.values()) list.sort(byOrder);
  for (const list of view.lessonsOfModule.values()) list.sort(byOrder);
  return view;
}
