import { nextStep, nextStepUrl } from "./progress";

/** What `textbook.modulePage` answers (core/progress/modulePage.ts), as far as the page's view needs to know it. */
type ModulePageIn = {
  module: { id: number; unitId: number | null; nextModuleId: number | null; lessons: readonly { id: number }[] };
  lesson: { id: number } | null;
  toc: unknown;
  progress: { modules: readonly { id: number; status: string }[]; lessons: readonly { id: number }[] } | null;
  moduleQuiz: unknown;
  lessonQuiz: unknown;
};

/**
 * The module page's data (LRN-013…LRN-020, LRN-048…LRN-052) from what `textbook.modulePage` answers, for one
 * learner in one language. ONE function for the two places that make it: the page's loader
 * (app/routes/textbook.module.tsx) and the completion that also answers the next lesson's page
 * (core/progress/lessonCompletion.ts `completeLessonAndShowNext`, issue 25: the page then needs no request of its own).
 * What depends on the page's URL is added by `modulePageUrlFields`.
 */
export function modulePageView<P extends ModulePageIn>(page: P, opts: { multiSession: boolean; language: "en" | "fr" }) {
  const { module: mod, lesson, toc, progress, moduleQuiz, lessonQuiz } = page;
  const lessonIds = mod.lessons.map((l) => l.id);
  type Progress = NonNullable<P["progress"]>;
  return {
    module: mod as P["module"],
    lesson: lesson as P["lesson"],
    // The drawer's table of contents is fetched by the page when it is about to open (useUnitToc): the unit's it is.
    tocUnitId: toc ? mod.unitId : null,
    multiSession: opts.multiSession,
    // The language the data is in: the page reloads when it is not the one its interface shows (another tab switched).
    language: opts.language,
    moduleStatus: (progress?.modules.find((m) => m.id === mod.id)?.status ?? null) as Progress["modules"][number]["status"] | null,
    moduleStatuses: (progress?.modules ?? null) as Progress["modules"] | null,
    moduleQuiz: moduleQuiz as P["moduleQuiz"],
    lessonQuiz: lessonQuiz as P["lessonQuiz"],
    lessonStatuses: (progress?.lessons.filter((l) => lessonIds.includes(l.id)) ?? null) as Progress["lessons"][number][] | null,
    nextUrl: lesson ? nextStepUrl(mod.id, nextStep(lessonIds, lesson.id, mod.nextModuleId)) : null,
  };
}

/**
 * The module page's data that depends on its URL: the AR link (absolute, for the QR code), the chapter-complete
 * banner (LRN-050), the next-module dialog (LRN-043: `next=1`, unless the learner dismissed it for good) and the
 * scroll to a content-search link's lesson (LRN-014: `s` with `c` or `u`).
 */
export function modulePageUrlFields(lesson: { id: number; ar?: unknown } | null, url: URL, opts: { shouldShowModal: boolean; lessonInUrl: boolean }) {
  return {
    arUrl: lesson?.ar ? `${url.origin}/ar/${lesson.id}` : null,
    chapterComplete: url.searchParams.get("chapterComplete") === "true",
    showNextModal: url.searchParams.get("next") === "1" && opts.shouldShowModal,
    scrollToLesson: opts.lessonInUrl && (url.searchParams.has("c") || url.searchParams.has("u")),
  };
}
