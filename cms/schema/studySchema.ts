import type { postgresAdapter } from "@payloadcms/db-postgres";
import { index, pgTable, varchar } from "@payloadcms/db-postgres/drizzle/pg-core";

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]["afterSchemaInit"]>[number];
type InlineForeignKey = { reference: () => { columns: { name: string }[] }; onDelete?: string };

/**
 * Study tools (issue 14): a learner's notes, bookmarks and Q&A comments go with the account
 * (cascade instead of Payload's SET NULL on NOT NULL columns), and a replied-to or parent comment
 * takes its replies with it.
 */
export const cascadeStudyRecords: PostgresSchemaHook = ({ schema }) => {
  for (const name of ["study_notes", "bookmarks", "comments"]) {
    const table = schema.tables[name] as unknown as Record<symbol, InlineForeignKey[]> | undefined;
    for (const fk of table?.[Symbol.for("drizzle:PgInlineForeignKeys")] ?? []) {
      const cols = fk.reference().columns.map((c) => c.name);
      if (cols.includes("user_id") || cols.includes("module_id") || cols.includes("parent_id") || cols.includes("class_id")) fk.onDelete = "cascade";
    }
  }
  return schema;
};

/**
 * The search term dictionary (docs/decisions/040-content-search.md): the distinct lexemes of
 * the published lesson index per locale, with an accent-free lowercase form (`plain`) that
 * pg_trgm compares misspelt words against. Filled by core/study/search.ts from ts_stat.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    locale: varchar("locale", { length: 8 }).notNull(),
    word: varchar("word").notNull(),
    plain: varchar("plain").notNull(),
  },
  (t) => [index("search_terms_locale_idx").on(t.locale, t.word)],
);

export const addSearchTermsTable: PostgresSchemaHook = ({ schema }) => {
  return { ...schema, tables: { ...schema.tables, search_terms: searchTerms as unknown as (typeof schema.tables)[string] } };
};
