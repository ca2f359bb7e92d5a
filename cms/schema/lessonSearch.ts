import type { postgresAdapter } from "@payloadcms/db-postgres";
import { sql } from "@payloadcms/db-postgres/drizzle";
import { customType, index } from "@payloadcms/db-postgres/drizzle/pg-core";

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]["afterSchemaInit"]>[number];

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Full-text search over lessons, for content search: each locale row of a lesson
 * (`lessons_locales`: title, narration transcript, rich text) gets a stored tsvector in its own
 * language's configuration, with a GIN index. It is a generated column, so PostgreSQL keeps it
 * current whenever a lesson is saved or published — no hook can forget it. The main table holds
 * what is published; drafts live in `_lessons_v` and are not indexed.
 */
export const LESSON_SEARCH_DOCUMENT = sql`to_tsvector(
  CASE WHEN "_locale" = 'fr' THEN 'french'::regconfig ELSE 'english'::regconfig END,
  coalesce("title", '') || ' ' || coalesce("narration_text", '') || ' ' ||
  coalesce(jsonb_path_query_array("text", 'strict $.**.text')::text, '')
)`;

export const addLessonSearchColumn: PostgresSchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables.lessons_locales;
  extendTable({
    table,
    columns: { search: tsvector("search").generatedAlwaysAs(LESSON_SEARCH_DOCUMENT) },
    extraConfig: (t) => ({ lessonsLocalesSearchIdx: index("lessons_locales_search_idx").using("gin", t.search) }),
  });
  return schema;
};
