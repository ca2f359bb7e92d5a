import type { Language, LanguageCode } from "#shared/language";
import type { Media } from "#cms/payload-types";
import type { Context } from "#core/context";

export type Locale = Language;

/** The locale a procedure answers in: the explicit `lang` input, else the session's language. */
export function localeOf(ctx: Context, lang?: LanguageCode): Locale {
  return lang ? (lang === "FR" ? "fr" : "en") : ctx.language;
}

/** Local API calls made on behalf of the caller go through Payload's access rules as that user. */
export function asCaller(ctx: Context) {
  return { overrideAccess: false as const, user: ctx.user ? { ...ctx.user, collection: "users" as const } : null };
}

/** The public URL of an upload (and of its 150 x 150 thumbnail, when it has one). */
export function mediaUrl(m: number | Media | null | undefined): string | null {
  return m && typeof m === "object" ? m.url ?? null : null;
}

export function thumbnailUrl(m: number | Media | null | undefined): string | null {
  return m && typeof m === "object" ? m.sizes?.thumbnail?.url ?? m.url ?? null : null;
}
