import type { postgresAdapter } from "@payloadcms/db-postgres";

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]["afterSchemaInit"]>[number];
type InlineForeignKey = { reference: () => { columns: { name: string }[] }; onDelete?: string };

/**
 * Payload gives every relationship column `ON DELETE SET NULL`, which cannot work for
 * `progress.user_id` (NOT NULL: a progress row always belongs to someone) and would make
 * deleting an account fail. A learner's progress goes with the account: cascade instead.
 * Done on the drizzle schema, so the dev schema push and the generated migrations agree.
 */
export const cascadeProgressWithUser: PostgresSchemaHook = ({ schema }) => {
  const table = schema.tables.progress as unknown as Record<symbol, InlineForeignKey[]> | undefined;
  const fks = table?.[Symbol.for("drizzle:PgInlineForeignKeys")] ?? [];
  for (const fk of fks) {
    if (fk.reference().columns.some((c) => c.name === "user_id")) fk.onDelete = "cascade";
  }
  return schema;
};
