import type { Context } from "#core/context";
import { poolOf } from "#core/db/pool";
import { lessonDetailsFromModel, moduleDetailsFromModel } from "#core/content/textbook";
import type { Locale } from "#core/content/readModel";

/** What keeping a module offline stores: its pages, and each file with its size (null when the file's record has none). */
export type OfflineManifest = {
  moduleId: number;
  title: string;
  lessons: { id: number; title: string }[];
  /** The module's pages: the document of the module and of each lesson (the browser adds their data requests). */
  pages: string[];
  files: { url: string; bytes: number | null; kind: "video" | "track" | "image" }[];
  /** The files' bytes plus an allowance per page (PAGE_BYTES): what "Keep offline · 12 MB" shows. */
  bytes: number;
};

/** About what a module page's document and its data weigh (measured on the demo modules: 30–60 KB). */
export const PAGE_BYTES = 64 * 1024;

/**
 * Issue 46 item 2: the files and pages a module needs offline, for a learner who may open it (the same checks as the
 * module page: the read model, access once), in the page's language: each lesson's video, its caption and description
 * tracks (both languages, as the player offers them), its poster and figures, and the module's image. The sizes come
 * from the media records in one statement.
 */
export async function offlineManifestOf(ctx: Context, moduleId: number, locale: Locale): Promise<OfflineManifest> {
  const mod = await moduleDetailsFromModel(ctx, moduleId, locale);
  const files = new Map<string, OfflineManifest["files"][number]["kind"]>();
  const add = (url: string | null | undefined, kind: OfflineManifest["files"][number]["kind"]) => {
    if (url && url.startsWith("/") && !files.has(url)) files.set(url, kind);
  };
  add(mod.mainImage, "image");
  for (const { id } of mod.lessons) {
    const lesson = await lessonDetailsFromModel(ctx, id, locale);
    add(lesson.video, "video");
    add(lesson.poster, "image");
    for (const tr of [...lesson.captionTracks, ...lesson.descriptionTracks]) add(tr.url, "track");
    for (const f of lesson.figures) {
      add(f.image, "image");
      add(f.thumbnail, "image");
    }
  }
  const urls = [...files.keys()];
  const { rows } = await poolOf(ctx.payload).query(
    `SELECT url, filesize::bigint AS bytes FROM media WHERE url = ANY($1::text[])
     UNION ALL SELECT sizes_thumbnail_url, sizes_thumbnail_filesize::bigint FROM media WHERE sizes_thumbnail_url = ANY($1::text[])`,
    [urls],
  );
  const size = new Map(rows.map((r) => [r.url as string, r.bytes == null ? null : Number(r.bytes)]));
  const list = urls.map((url) => ({ url, kind: files.get(url)!, bytes: size.get(url) ?? null }));
  const pages = [`/textbook/module?id=${mod.id}`, ...mod.lessons.map((l) => `/textbook/module?id=${mod.id}&s=${l.id}`)];
  return {
    moduleId: mod.id,
    title: mod.title,
    lessons: mod.lessons.map((l) => ({ id: l.id, title: l.title })),
    pages,
    files: list,
    bytes: list.reduce((sum, f) => sum + (f.bytes ?? 0), 0) + pages.length * PAGE_BYTES,
  };
}
