import type { Payload } from "payload";
import { contentModel, contentView, keptContentModel, type ContentModel, type ContentView, type Locale } from "./readModel";
import type { WithPayload } from "#core/context";
import { poolOf } from "#core/db/pool";

/**
 * The public site's CMS copy (the `site-copy` global: hero and mission videos, home slides, value
 * cards, school logos, testimonials, founders, About stats, privacy and FERPA texts) and the
 * catalogue's unit extras (cover, sample video and its description) as a second in-process read
 * model beside ./readModel.ts (docs/decisions/010-public-site-content.md). Loaded with plain
 * `SELECT`s on Payload's pool on first use and kept beside the content model it was loaded with
 * (like core/catalog/catalog.ts): when that model is dropped (`invalidateContent()`: the CMS hooks
 * and the NOTIFY of another instance), the next read loads both again. Never
 * written by a page view. Files are answered only when public (no unit: cms/access/mediaRead.ts).
 */

const LOCALES: Locale[] = ["en", "fr"];
const DEFAULT_LOCALE: Locale = "en";

export type PublicFile = { url: string; alt: string | null };
export type SiteVideo = { src: string; captions: string | null; poster: string | null };
export type SiteUnitExtras = {
  key: string | null;
  cover: number | null;
  sampleVideo: number | null;
  sampleVideoDescription: string | null;
  placeholder: number | null;
};

export type SiteView = {
  locale: Locale;
  heroVideo: { video: number | null; captions: number | null; poster: number | null };
  missionVideo: { video: number | null; captions: number | null; poster: number | null };
  aboutModel: number | null;
  slides: { id: string; title: string; text: string | null; image: number | null }[];
  valueCards: { id: string; title: string; text: string | null }[];
  logos: { id: string; name: string; logo: number | null }[];
  testimonials: { id: string; quote: string; author: string; role: string | null }[];
  founders: { id: string; name: string; role: string | null; bio: string | null; photo: number | null }[];
  stats: { id: string; value: string; label: string }[];
  privacyStatement: unknown;
  ferpaPolicy: unknown;
  units: Map<number, SiteUnitExtras>;
};

export type SiteModel = { views: Record<Locale, SiteView>; loadedAt: number; statements: number };

type Row = Record<string, unknown>;
type Query = (text: string) => Promise<{ rows: Row[] }>;
/** One site model per content model: a new content model (after a drop) means a new site model. */
const sites = new WeakMap<ContentModel, Promise<SiteModel>>();
const loaded = new WeakSet<ContentModel>();

/** True while the kept content model has its site model loaded (tests and diagnostics). */
export function isSiteContentWarm(payload: Payload): boolean {
  const model = keptContentModel(payload);
  return model != null && loaded.has(model);
}

const STATEMENTS = {
  copy: `select about_model_id from site_copy order by id limit 1`,
  copyLocales: `select _locale, hero_video_id, hero_captions_id, hero_poster_id, mission_video_id, mission_captions_id, mission_poster_id, privacy_statement, ferpa_policy from site_copy_locales`,
  slides: `select s.id, s._order, s.image_id, l._locale, l.title, l.text from site_copy_home_slides s left join site_copy_home_slides_locales l on l._parent_id = s.id`,
  valueCards: `select s.id, s._order, l._locale, l.title, l.text from site_copy_value_cards s left join site_copy_value_cards_locales l on l._parent_id = s.id`,
  logos: `select id, _order, name, logo_id from site_copy_school_logos`,
  testimonials: `select s.id, s._order, s.author, l._locale, l.quote, l.role from site_copy_testimonials s left join site_copy_testimonials_locales l on l._parent_id = s.id`,
  founders: `select s.id, s._order, s.name, s.photo_id, l._locale, l.role, l.bio from site_copy_founders s left join site_copy_founders_locales l on l._parent_id = s.id`,
  stats: `select s.id, s._order, l._locale, l.value, l.label from site_copy_about_stats s left join site_copy_about_stats_locales l on l._parent_id = s.id`,
  units: `select u.id, u.key, l._locale, l.cover_id, l.sample_video_id, l.sample_video_description, l.sample_video_placeholder_id from units u left join units_locales l on l._parent_id = u.id where u._status = 'published'`,
} as const;

export const SITE_CONTENT_STATEMENTS = Object.keys(STATEMENTS).length;

function queryOf(payload: Payload): Query {
  const pool = poolOf(payload);
  return (text) => pool.query(text);
}

/** The site model of this Payload instance: loaded on first use, kept with the content model. */
export async function siteModel(payload: Payload): Promise<SiteModel> {
  const content = await contentModel(payload);
  let site = sites.get(content);
  if (!site) {
    site = loadModel(queryOf(payload)).then(
      (model) => {
        loaded.add(content);
        return model;
      },
      (err) => {
        sites.delete(content);
        throw err;
      },
    );
    sites.set(content, site);
  }
  return site;
}

export async function siteView(payload: Payload, locale: Locale): Promise<SiteView> {
  return (await siteModel(payload)).views[locale];
}

async function loadModel(query: Query): Promise<SiteModel> {
  const names = Object.keys(STATEMENTS) as (keyof typeof STATEMENTS)[];
  const results = await Promise.all(names.map((n) => query(STATEMENTS[n])));
  const rows = Object.fromEntries(names.map((n, i) => [n, results[i].rows])) as Record<keyof typeof STATEMENTS, Row[]>;
  const views = Object.fromEntries(LOCALES.map((locale) => [locale, buildView(rows, locale)])) as Record<Locale, SiteView>;
  return { views, loadedAt: Date.now(), statements: names.length };
}

const num = (v: unknown): number | null => (v == null ? null : Number(v));
const str = (v: unknown): string | null => (v == null ? null : String(v));

type Locales = Map<Locale, Row>;

/** Rows joined with their locale rows (one line per locale): id → { row, locale → row }, in `_order`. */
function grouped(rows: Row[]) {
  const out = new Map<string, { row: Row; locs: Locales }>();
  for (const r of rows) {
    const id = String(r.id);
    let e = out.get(id);
    if (!e) out.set(id, (e = { row: r, locs: new Map() }));
    if (r._locale) e.locs.set(r._locale as Locale, r);
  }
  return [...out.values()].sort((a, b) => Number(a.row._order ?? 0) - Number(b.row._order ?? 0));
}

/** Payload's locale fallback: the default locale's value when the locale's is null or absent (or empty, for text). */
function pick(locs: Locales | undefined, locale: Locale, column: string, text = false): unknown {
  const own = locs?.get(locale)?.[column];
  if (locale === DEFAULT_LOCALE) return own ?? null;
  const fallback = locs?.get(DEFAULT_LOCALE)?.[column];
  const missing = own === undefined || own === null || (text && own === "");
  return missing ? fallback ?? own ?? null : own;
}

/** A rich-text value is "absent" when it has no content (Payload stores an empty root for a cleared field). */
function pickRich(locs: Locales, locale: Locale, column: string): unknown {
  const has = (v: unknown) => !!(v as { root?: { children?: unknown[] } } | null)?.root?.children?.length;
  const own = locs.get(locale)?.[column];
  if (has(own)) return own;
  const fallback = locs.get(DEFAULT_LOCALE)?.[column];
  return has(fallback) ? fallback : null;
}

function buildView(rows: Record<keyof typeof STATEMENTS, Row[]>, locale: Locale): SiteView {
  const copy = rows.copy[0] ?? {};
  const copyLocs: Locales = new Map(rows.copyLocales.map((r) => [r._locale as Locale, r]));
  const units = new Map<number, SiteUnitExtras>();
  for (const { row, locs } of grouped(rows.units)) {
    units.set(Number(row.id), {
      key: str(row.key),
      cover: num(pick(locs, locale, "cover_id")),
      sampleVideo: num(pick(locs, locale, "sample_video_id")),
      sampleVideoDescription: str(pick(locs, locale, "sample_video_description", true)),
      placeholder: num(pick(locs, locale, "sample_video_placeholder_id")),
    });
  }
  return {
    locale,
    heroVideo: {
      video: num(pick(copyLocs, locale, "hero_video_id")),
      captions: num(pick(copyLocs, locale, "hero_captions_id")),
      poster: num(pick(copyLocs, locale, "hero_poster_id")),
    },
    missionVideo: {
      video: num(pick(copyLocs, locale, "mission_video_id")),
      captions: num(pick(copyLocs, locale, "mission_captions_id")),
      poster: num(pick(copyLocs, locale, "mission_poster_id")),
    },
    aboutModel: num(copy.about_model_id),
    slides: grouped(rows.slides).map(({ row, locs }) => ({
      id: String(row.id),
      title: String(pick(locs, locale, "title", true) ?? ""),
      text: str(pick(locs, locale, "text", true)),
      image: num(row.image_id),
    })),
    valueCards: grouped(rows.valueCards).map(({ row, locs }) => ({
      id: String(row.id),
      title: String(pick(locs, locale, "title", true) ?? ""),
      text: str(pick(locs, locale, "text", true)),
    })),
    logos: grouped(rows.logos).map(({ row }) => ({ id: String(row.id), name: String(row.name), logo: num(row.logo_id) })),
    testimonials: grouped(rows.testimonials).map(({ row, locs }) => ({
      id: String(row.id),
      quote: String(pick(locs, locale, "quote", true) ?? ""),
      author: String(row.author),
      role: str(pick(locs, locale, "role", true)),
    })),
    founders: grouped(rows.founders).map(({ row, locs }) => ({
      id: String(row.id),
      name: String(row.name),
      role: str(pick(locs, locale, "role", true)),
      bio: str(pick(locs, locale, "bio", true)),
      photo: num(row.photo_id),
    })),
    stats: grouped(rows.stats).map(({ row, locs }) => ({
      id: String(row.id),
      value: String(pick(locs, locale, "value", true) ?? ""),
      label: String(pick(locs, locale, "label", true) ?? ""),
    })),
    privacyStatement: pickRich(copyLocs, locale, "privacy_statement"),
    ferpaPolicy: pickRich(copyLocs, locale, "ferpa_policy"),
    units,
  };
}

// ---------------------------------------------------------------------------------------------
// The answers of the publicSite procedures (trpc/routers/publicSite): plain, serializable data.

/** A file's URL, only for public files (no unit), else null. */
function publicFile(content: ContentView, id: number | null): PublicFile | null {
  const m = id == null ? undefined : content.media.get(id);
  if (!m || m.unitId != null || !m.url) return null;
  return { url: m.url, alt: m.alt };
}

function video(content: ContentView, v: SiteView["heroVideo"]): SiteVideo | null {
  const src = publicFile(content, v.video)?.url;
  if (!src) return null;
  return { src, captions: publicFile(content, v.captions)?.url ?? null, poster: publicFile(content, v.poster)?.url ?? null };
}

/** PUB-019…023: the home page's CMS content. */
export async function homeContent({ payload }: WithPayload, locale: Locale) {
  const [site, content] = await Promise.all([siteView(payload, locale), contentView(payload, locale)]);
  return {
    hero: video(content, site.heroVideo),
    slides: site.slides.map((s) => ({ id: s.id, title: s.title, text: s.text, image: publicFile(content, s.image) })),
    valueCards: site.valueCards,
    logos: site.logos.map((l) => ({ id: l.id, name: l.name, logo: publicFile(content, l.logo) })),
  };
}

/** PUB-025…029: the About page's CMS content (the 3D model is shown on wide screens only). */
export async function aboutContent({ payload }: WithPayload, locale: Locale) {
  const [site, content] = await Promise.all([siteView(payload, locale), contentView(payload, locale)]);
  return {
    mission: video(content, site.missionVideo),
    model: publicFile(content, site.aboutModel),
    founders: site.founders.map((f) => ({ id: f.id, name: f.name, role: f.role, bio: f.bio, photo: publicFile(content, f.photo) })),
    stats: site.stats,
  };
}

/**
 * CHK-003 (decision 072): the checkout's intro video, "How BioText works": the site's mission video (Site
 * copy in /admin), which explains the product; null when none is published.
 */
export async function checkoutIntroVideo({ payload, language: locale }: { payload: Payload; language: Locale }) {
  const [site, content] = await Promise.all([siteView(payload, locale), contentView(payload, locale)]);
  return video(content, site.missionVideo);
}

/** PUB-008, PUB-009: the privacy statement and FERPA policy (Lexical documents). */
export async function privacyContent({ payload }: WithPayload, locale: Locale) {
  const site = await siteView(payload, locale);
  return { privacyStatement: site.privacyStatement, ferpaPolicy: site.ferpaPolicy };
}

export type CatalogueSeries = "LIFE" | "ICB" | "HS";

/**
 * PUB-030…038: the catalogue's units of one series, each with its description, demo video, cover
 * and the public table of contents (chapters → modules → lessons: titles only, no ids to link to,
 * PUB-037), and the testimonials.
 */
export async function catalogueContent({ payload }: WithPayload, locale: Locale, series: CatalogueSeries) {
  const [site, content] = await Promise.all([siteView(payload, locale), contentView(payload, locale)]);
  const units = [...content.units.values()]
    .filter((u) => u.status === "published" && u.series === series)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((u) => {
      const extras = site.units.get(u.id);
      const sample = publicFile(content, extras?.sampleVideo ?? null);
      return {
        id: u.id,
        key: extras?.key ?? String(u.id),
        title: u.title,
        summary: u.summary,
        cover: publicFile(content, extras?.cover ?? null),
        video: sample
          ? { src: sample.url, poster: publicFile(content, extras?.placeholder ?? null)?.url ?? null, description: extras?.sampleVideoDescription ?? null }
          : null,
        toc: (content.chaptersOfUnit.get(u.id) ?? []).map((c) => ({
          title: c.title,
          modules: (content.modulesOfChapter.get(c.id) ?? []).map((m) => ({
            title: m.title,
            lessons: (content.lessonsOfModule.get(m.id) ?? []).map((l) => l.title),
          })),
        })),
      };
    });
  return { units, testimonials: site.testimonials };
}
