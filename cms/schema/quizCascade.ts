import type { postgresAdapter } from "@payloadcms/db-postgres";

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]["afterSchemaInit"]>[number];
type InlineForeignKey = { reference: () => { columns: { name: string }[] }; onDelete?: string };

/** Required relationship columns of the quiz records, which go with the row they point to (see progressCascade.ts). */
const CASCADES: Record<string, string[]> = {
  quiz_attempts: ["user_id", "quiz_id"],
  quiz_dates: ["class_id", "quiz_id"],
  class_quiz_settings: ["class_id"],
  deadline_extensions: ["class_id", "unit_id", "user_id"],
  quiz_overrides: ["class_id", "unit_id", "user_id", "quiz_id"],
};

export const cascadeQuizRecords: PostgresSchemaHook = ({ schema }) => {
  for (const [name, columns] of Object.entries(CASCADES)) {
    const table = schema.tables[name] as unknown as Record<symbol, InlineForeignKey[]> | undefined;
    for (const fk of table?.[Symbol.for("drizzle:PgInlineForeignKeys")] ?? []) {
      if (fk.reference().columns.some((c) => columns.includes(c.name))) fk.onDelete = "cascade";
    }
  }
  return schema;
};
