/**
 * The public pages' timings and playback constants. Kept apart from ./publicSite.ts (which holds zod
 * schemas) so the home page's JavaScript does not carry zod for four numbers.
 */

/** PUB-021: the home carousel advances every 4000 ms. */
export const HOME_CAROUSEL_MS = 4000;
/** PUB-025: the About headline words change every 10 s. */
export const ABOUT_WORDS_MS = 10_000;
/** PUB-038: the testimonial carousel shows 4, advances every 3000 ms with a 500 ms transition. */
export const TESTIMONIALS_VISIBLE = 4;
export const TESTIMONIALS_MS = 3000;
export const TESTIMONIALS_TRANSITION_MS = 500;
/** PUB-020: the hero video's playback rate. */
export const HERO_PLAYBACK_RATE = 0.75;
