import type { postgresAdapter } from "@payloadcms/db-postgres";
import { sql } from "@payloadcms/db-postgres/drizzle";
import { customType, index } from "@payloadcms/db-postgres/drizzle/pg-core";
import { foldSql } from "#core/study/fold";

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]["afterSchemaInit"]>[number];

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const CONFIG = `CASE WHEN "_locale" = 'fr' THEN 'french'::regconfig ELSE 'english'::regconfig END`;
const BODY = `coalesce("narration_text", '') || ' ' || coalesce(jsonb_path_query_array("text", 'strict $.**.text')::text, '')`;

/**
 * Full-text search over lessons, for content search (docs/decisions/040-content-search.md): each
 * locale row of a lesson (`lessons_locales`: title, narration transcript, rich text) gets a stored
 * tsvector in its own language's configuration, **folded** (lowercase, accents removed with a
 * built-in `translate()`, core/study/fold.ts) so "cholesterol" and "cholestérol" are one lexeme,
 * with the title weighted A above the text (D) so ranking needs no per-query `to_tsvector`.
 * It is a generated column, so PostgreSQL keeps it current whenever a lesson is saved or
 * published — no hook can forget it. One partial GIN index per locale (a search reads only its
 * language's entries), without a pending list (`fastupdate` off: saves are rare, searches are not).
 * The main table holds what is published; drafts live in `_lessons_v`.
 */
export const LESSON_SEARCH_DOCUMENT = sql.raw(
  `setweight(to_tsvector(${CONFIG}, ${foldSql(`coalesce("title", '')`)}), 'A') || to_tsvector(${CONFIG}, ${foldSql(BODY)})`,
);

export const addLessonSearchColumn: PostgresSchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables.lessons_locales;
  extendTable({
    table,
    columns: { search_folded: tsvector("search_folded").generatedAlwaysAs(LESSON_SEARCH_DOCUMENT) },
    extraConfig: (t) => ({
      lessonsLocalesSearchEnIdx: index("lessons_locales_search_en_idx")
        .using("gin", t.search_folded)
        .with({ fastupdate: false })
        .where(sql`"_locale" = 'en'`),
      lessonsLocalesSearchFrIdx: index("lessons_locales_search_fr_idx")
        .using("gin", t.search_folded)
        .with({ fastupdate: false })
        .where(sql`"_locale" = 'fr'`),
    }),
  });
  return schema;
};
