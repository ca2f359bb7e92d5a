/** A relationship as Payload returns it: an id (depth 0), the populated document, or nothing. */
export type Ref = number | { id: number } | null | undefined;

/** The id of a relationship value, whatever depth it was read at. */
export function idOf(v: Ref): number | null {
  return v == null ? null : typeof v === "object" ? v.id : v;
}
