import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";
import type { i18n as I18n, TFunction } from "i18next";

export type Translation = { t: TFunction<"translation", undefined>; i18n: I18n };

const bound = new WeakMap<I18n, Translation>();

/**
 * `t` for one instance: a key translated without options always gives the same string (the instance's language and
 * strings never change), so it is looked up once; calls with options (interpolation, plurals) go to i18next.
 */
function translator(i18n: I18n): Translation["t"] {
  const plain = new Map<string, string>();
  const t = (key: string | string[], options?: unknown) => {
    if (options !== undefined || typeof key !== "string") return i18n.t(key as string, options as never);
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = i18n.t(key) as string));
    return text;
  };
  return t as Translation["t"];
}

/**
 * The page's `t` and i18next instance: react-i18next's `useTranslation` without its per-component work (issue 25,
 * docs/performance.md). That hook subscribes every component to language and store events, builds a fixed `t` per
 * render and copies the instance's property descriptors into a wrapper for every component (≈ 11 % of an uncached
 * module page's server CPU with i18next itself). None of it is needed here: an instance has one language that never
 * changes (the language select reloads the page; ./index.ts `createI18n`), and its strings are loaded before the first
 * render (init is synchronous), so one `t` bound to the instance serves every component of every render.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let translation = bound.get(i18n);
  if (!translation) {
    translation = { t: translator(i18n), i18n };
    bound.set(i18n, translation);
  }
  return translation;
}
