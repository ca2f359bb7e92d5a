import { Fr } from "media-chrome/dist/lang/fr.js";
import { addTranslation } from "media-chrome/dist/utils/i18n.js";

/**
 * Issue 46 F20: media-chrome's French strings, with French plurals in its time phrases. media-chrome builds a time phrase
 * ("18 secondes", "1 minute, 5 secondes") choosing the singular for 1 and the plural for any other number, English's
 * rule: for a time of zero it says "0 secondes", where French counts 0 in the singular ("0 seconde sur 18 secondes").
 * Its translations are strings looked up by key (media-chrome/dist/utils/i18n.js), the count is not passed to them, so
 * the one sentence that carries those phrases, "{currentTime} of {totalTime}", is filled in here and its zero counts
 * put in the singular. The time display (`media-time-display`) and the seek bar (`media-time-range`) both say it.
 */

/** French counts 0 (like 1) in the singular: "0 secondes" → "0 seconde" (media-chrome's units: heure, minute, seconde). */
export const frenchZeroSingular = (phrase: string) => phrase.replace(/(^|[^\d,.])0 (heure|minute|seconde)s\b/g, "$10 $2");

/**
 * A translation whose filling-in ends with `frenchZeroSingular`: media-chrome's `t` fills a translation in with its
 * `replace` (`resolveTranslation(key).replace(/\{(\w+)\}/g, …)`), so a String with its own `replace` corrects the result.
 */
function frenchTemplate(template: string): string {
  // A String object (not a primitive), so that it can carry its own `replace`.
  const text = Object(template) as { replace: (pattern: RegExp, fill: (match: string, name: string) => string) => string };
  text.replace = (pattern, fill) => frenchZeroSingular(template.replace(pattern, fill));
  return text as unknown as string;
}

addTranslation("fr", { ...Fr, "{currentTime} of {totalTime}": frenchTemplate(Fr["{currentTime} of {totalTime}"]) });
