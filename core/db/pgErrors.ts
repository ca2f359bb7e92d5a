import { ValidationError } from "payload";

/**
 * The one reading of "this write collided with a unique index" (PostgreSQL 23505), whether the error
 * comes straight from `pg`, wrapped by drizzle/Payload (`cause`), or as Payload's ValidationError on a
 * unique field. Callers turn it into their own typed answer (CONFLICT, a form message, "already stored").
 */
export type UniqueViolation = { constraint: string | null; paths: string[]; fromValidation: boolean };

export function uniqueViolationOf(err: unknown): UniqueViolation | null {
  if (err instanceof ValidationError) {
    const paths = err.data.errors.map((e) => e.path);
    return { constraint: null, paths, fromValidation: true };
  }
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pg = e?.cause?.code ? e.cause : e;
  if (pg?.code !== "23505") return null;
  return { constraint: pg.constraint ?? null, paths: [], fromValidation: false };
}

/**
 * Whether `err` is a unique violation, optionally on one field (its snake_case name in the index's name,
 * or the field's path in Payload's ValidationError — which counts only with a field, since it also
 * reports other invalid fields).
 */
export function isUniqueViolation(err: unknown, field?: string): boolean {
  const v = uniqueViolationOf(err);
  if (!v) return false;
  if (v.fromValidation) return !!field && v.paths.includes(field);
  if (!field) return true;
  return !!v.constraint?.includes(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
}
