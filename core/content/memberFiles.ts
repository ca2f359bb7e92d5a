/**
 * Members-only files (media with a unit: a lesson's video, captions, figures…) are 403 for
 * non-members, and their names must not reach non-members through public records either (issue 23
 * item 7): a unit's downloads and extra content may link to them. One rule, used by the unit's
 * REST records (cms/hooks/memberFiles.ts) and by textbook.unitDetails (core/content/textbook.ts).
 */

/** The file a link names when it points at an uploaded file (`/api/media/file/<name>`, any origin), else null. */
export function mediaFileName(link: string | null | undefined): string | null {
  const m = /\/api\/media\/file\/([^?#/]+)/.exec(link ?? "");
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

type Links = { downloads?: { link?: string | null }[] | null; extraContent?: { source?: string | null }[] | null };

/** The file names a unit's downloads and extra content link to. */
export function linkedFileNames(unit: Links): string[] {
  const links = [...(unit.downloads ?? []).map((d) => d.link), ...(unit.extraContent ?? []).map((x) => x.source)];
  return [...new Set(links.map(mediaFileName).filter((n): n is string => n != null))];
}

/** The unit without the downloads and extra content that link to a members-only file. */
export function withoutMemberFiles<T extends Links>(unit: T, isMemberFile: (name: string) => boolean): T {
  const hidden = (link: string | null | undefined) => {
    const name = mediaFileName(link);
    return name != null && isMemberFile(name);
  };
  return {
    ...unit,
    ...(unit.downloads ? { downloads: unit.downloads.filter((d) => !hidden(d.link)) } : {}),
    ...(unit.extraContent ? { extraContent: unit.extraContent.filter((x) => !hidden(x.source)) } : {}),
  };
}

type Db = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** Which of these file names belong to members-only media (the file or its thumbnail). */
export async function memberFileNames(db: Db, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const { rows } = await db.query(
    `SELECT n FROM unnest($1::text[]) AS n WHERE EXISTS (SELECT 1 FROM media m WHERE m.unit_id IS NOT NULL AND (m.filename = n OR m.sizes_thumbnail_filename = n))`,
    [names],
  );
  return new Set(rows.map((r) => r.n as string));
}
