/** Form data as a plain object of strings; checkboxes (named in `booleans`) become true/false. */
export function formObject(data: FormData, booleans: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of data.entries()) if (typeof v === "string") out[k] = v;
  for (const b of booleans) out[b] = data.get(b) === "on" || data.get(b) === "true";
  return out;
}

/** A fresh idempotency key for one rendered form (docs/decisions/016). */
export function newFormKey(): string {
  return crypto.randomUUID();
}
