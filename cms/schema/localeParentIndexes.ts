import type { postgresAdapter } from "@payloadcms/db-postgres";
import { index } from "@payloadcms/db-postgres/drizzle/pg-core";

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]["afterSchemaInit"]>[number];

/**
 * Payload reads localized fields with one lookup per document by `_parent_id`, but its own
 * unique index on `*_locales` is (`_locale`, `_parent_id`), which such lookups cannot use well.
 * For the tables the textbook reads in bulk, an index on `_parent_id` took the 1,600-lesson
 * table-of-contents query from ~70 ms to ~10 ms of SQL (npm run bench:content).
 */
const TABLES = ["units_locales", "chapters_locales", "modules_locales", "lessons_locales"] as const;

export const indexLocaleParents: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const name of TABLES) {
    const table = schema.tables[name];
    if (!table) continue;
    extendTable({ table, extraConfig: (t) => ({ [`${name}_parent_idx`]: index(`${name}_parent_idx`).on(t._parentID) }) });
  }
  return schema;
};
