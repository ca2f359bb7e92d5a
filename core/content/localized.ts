import type { CollectionSlug, Payload } from "payload";

import { LANGUAGES, type Language } from "#shared/language";

export const LOCALES = LANGUAGES;
export type Locale = Language;

const isLocaleMap = (v: unknown): v is Record<Locale, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => (LOCALES as readonly string[]).includes(k));

/** From a document read with `locale: 'all'` (localized fields as { en, fr }), the data of one locale. */
export function pickLocale(value: unknown, locale: Locale): unknown {
  if (isLocaleMap(value)) return value[locale] ?? null;
  if (Array.isArray(value)) return value.map((v) => pickLocale(v, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pickLocale(v, locale)]));
  }
  return value;
}

/** Gives array rows of `data` the ids of the rows Payload created, so a second locale fills the same rows. */
export function alignRowIds(data: unknown, created: unknown): unknown {
  if (Array.isArray(data) && Array.isArray(created)) {
    return data.map((row, i) => {
      const target = created[i] as { id?: unknown } | undefined;
      const aligned = alignRowIds(row, target) as Record<string, unknown>;
      return target && typeof target === "object" && aligned && typeof aligned === "object" ? { ...aligned, id: target.id } : aligned;
    });
  }
  if (data && typeof data === "object" && created && typeof created === "object") {
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, alignRowIds(v, (created as Record<string, unknown>)[k])]));
  }
  return data;
}

/**
 * Creates a document whose localized fields are given as { en, fr }: created in English, then
 * the French values written into the same document (and the same array rows).
 */
export async function createLocalized<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  data: Record<string, unknown>,
  opts: { draft?: boolean } = {},
): Promise<{ id: number }> {
  const en = pickLocale(data, "en") as Record<string, unknown>;
  const created = (await payload.create({ collection, locale: "en", data: en as never, draft: opts.draft, overrideAccess: true, depth: 0 })) as unknown as {
    id: number;
  } & Record<string, unknown>;
  const fr = alignRowIds(pickLocale(data, "fr"), created) as Record<string, unknown>;
  await payload.update({ collection, id: created.id, locale: "fr", data: fr as never, draft: opts.draft, overrideAccess: true, depth: 0 });
  return { id: created.id };
}
