import { poolOf } from "#core/db/pool";
import type { Context } from "#core/context";
import { Forbidden, NotFound } from "#core/errors";
import { CHANGES_LIMIT, changesSinceInput, type ChangeKind, type ChangesSince, type ChangesSinceInput, type ContentChange } from "#shared/contentChanges";
import type { Language } from "#shared/language";
import { hasRole } from "#shared/roles";

/**
 * Issue 28, "changes since" (docs/decisions/120-changes-since.md): what was published (or saved as a
 * draft, or unpublished) in a unit since a day, when and by whom — read from Payload's versions tables
 * of the unit, its modules (through their chapter) and its lessons. Every save writes a version row
 * carrying the document, so its `version_updated_by_id` (cms/fields/updatedBy.ts) is who made it.
 * One statement; each branch reads its (unit, updated_at) index backwards (modules: per chapter of the unit),
 * at most 200 rows each (migration 20261126_190350); titles by the locale tables' (locale, parent) keys.
 */
export const CHANGES_SQL = `
WITH changes AS (
  (SELECT 'unit' AS kind, v.id AS version_id, v.parent_id AS doc_id, v.version__status::text AS status, v.updated_at AS at, v.version_updated_by_id AS by_id
     FROM _units_v v WHERE v.parent_id = $1 AND v.updated_at >= $2
    ORDER BY v.updated_at DESC LIMIT $4)
  UNION ALL
  (SELECT 'module', v.id, v.parent_id, v.version__status::text, v.updated_at, v.version_updated_by_id
     FROM chapters ch
    CROSS JOIN LATERAL (SELECT * FROM _modules_v m WHERE m.version_chapter_id = ch.id AND m.updated_at >= $2 ORDER BY m.updated_at DESC LIMIT $4) v
    WHERE ch.unit_id = $1
    ORDER BY v.updated_at DESC LIMIT $4)
  UNION ALL
  (SELECT 'lesson', v.id, v.parent_id, v.version__status::text, v.updated_at, v.version_updated_by_id
     FROM _lessons_v v WHERE v.version_unit_id = $1 AND v.updated_at >= $2
    ORDER BY v.updated_at DESC LIMIT $4)
), latest AS (
  SELECT * FROM changes ORDER BY at DESC, version_id DESC LIMIT $4
)
SELECT c.kind, c.version_id, c.doc_id, c.status, c.at, c.by_id, u.first_name, u.last_name, u.email,
       CASE c.kind
         WHEN 'unit' THEN (SELECT version_title FROM _units_v_locales WHERE _locale = $3 AND _parent_id = c.version_id)
         WHEN 'module' THEN (SELECT version_title FROM _modules_v_locales WHERE _locale = $3 AND _parent_id = c.version_id)
         ELSE (SELECT version_title FROM _lessons_v_locales WHERE _locale = $3 AND _parent_id = c.version_id)
       END AS title_local,
       CASE c.kind
         WHEN 'unit' THEN (SELECT version_title FROM _units_v_locales WHERE _locale = 'en' AND _parent_id = c.version_id)
         WHEN 'module' THEN (SELECT version_title FROM _modules_v_locales WHERE _locale = 'en' AND _parent_id = c.version_id)
         ELSE (SELECT version_title FROM _lessons_v_locales WHERE _locale = 'en' AND _parent_id = c.version_id)
       END AS title_en
  FROM latest c LEFT JOIN users u ON u.id = c.by_id
 ORDER BY c.at DESC, c.version_id DESC`;

/** Every unit (drafts too: editors see them), in order, titled in `language` (else English). */
const UNITS_SQL = `
SELECT u.id, l.title AS title_local, e.title AS title_en
  FROM units u
  LEFT JOIN units_locales l ON l._parent_id = u.id AND l._locale = $1
  LEFT JOIN units_locales e ON e._parent_id = u.id AND e._locale = 'en'
 ORDER BY u."order", u.id
 LIMIT 500`;

type Row = {
  kind: ChangeKind;
  version_id: number;
  doc_id: number | null;
  status: string;
  at: Date;
  by_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  title_local: string | null;
  title_en: string | null;
};

/**
 * A title in the page's language, else the English one (issue 46 F5: with its language, which the page marks); an
 * empty title counts as none.
 */
function titled(r: { title_local: string | null; title_en: string | null }, language: Language): { title: string; titleLang: Language } {
  return r.title_local ? { title: r.title_local, titleLang: language } : { title: r.title_en ?? "", titleLang: "en" };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

function authorOf(r: Row): ContentChange["by"] {
  if (r.by_id == null) return null;
  const name = [r.first_name, r.last_name].filter(Boolean).join(" ").trim();
  return { id: r.by_id, name: name || r.email || `#${r.by_id}` };
}

/** The units an editor may choose, and — with a unit — its versions saved since `since` (00:00 UTC; default a week ago), newest first. */
export async function changesSince(ctx: Pick<Context, "payload" | "user" | "language">, raw: ChangesSinceInput): Promise<ChangesSince> {
  if (!hasRole(ctx.user, "admin", "editor")) throw new Forbidden("changes.editorsOnly", "Only editors and admins see content changes.");
  const input = changesSinceInput.parse(raw);
  const since = input.since ?? dayOf(new Date(Date.now() - WEEK_MS));
  const db = poolOf(ctx.payload);
  const unitRows = (await db.query(UNITS_SQL, [ctx.language])).rows as { id: number; title_local: string | null; title_en: string | null }[];
  const units = unitRows.map((u) => ({ id: u.id, ...titled(u, ctx.language) }));
  if (input.unitId == null) return { units, unitId: null, since, changes: [], truncated: false };
  if (!units.some((u) => u.id === input.unitId)) throw new NotFound("changes.unit", "Unit not found.");
  const rows = (await db.query(CHANGES_SQL, [input.unitId, new Date(`${since}T00:00:00Z`), ctx.language, CHANGES_LIMIT + 1])).rows as unknown as Row[];
  const changes = rows.slice(0, CHANGES_LIMIT).map(
    (r): ContentChange => ({
      versionId: r.version_id,
      kind: r.kind,
      id: r.doc_id,
      ...titled(r, ctx.language),
      status: r.status === "published" ? "published" : "draft",
      at: new Date(r.at).toISOString(),
      by: authorOf(r),
    }),
  );
  return { units, unitId: input.unitId, since, changes, truncated: rows.length > CHANGES_LIMIT };
}
