/**
 * Progress vocabulary and arithmetic shared by the server (which owns progress) and the pages
 * (which only display it). Pure functions: unit-tested in tests/unit/progress.test.ts.
 */

/** Lesson, module and unit statuses, in the only order a status may move (LRN-033, LRN-040, LRN-041). */
export const PROGRESS_STATUSES = ["Not Started", "IN-PROGRESS", "COMPLETE"] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];
export const PROGRESS_ITEM_TYPES = ["unit", "module", "lesson"] as const;
export type ProgressItemType = (typeof PROGRESS_ITEM_TYPES)[number];

/** LRN-037: what a status lookup answers when there is no record (its case differs from 'Not Started' on purpose: it says "nothing recorded"). */
export const NOT_FOUND_STATUS = "NOT STARTED";
/** LRN-036: the lesson total a unit summary reports when the learner has no progress in the unit. */
export const DEFAULT_LESSONS_TOTAL = 16;

/** The greater of two statuses: progress never goes backwards (a late "opened" cannot undo COMPLETE). */
export function laterStatus(a: ProgressStatus, b: ProgressStatus): ProgressStatus {
  return PROGRESS_STATUSES.indexOf(a) >= PROGRESS_STATUSES.indexOf(b) ? a : b;
}

/** Percentages are kept to 2 decimals (LRN-035, QUIZ-024). */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export type UnitSummary = {
  /** 'NOT FOUND' when nothing was recorded for the unit (LRN-036), else the unit's status. */
  status: ProgressStatus | "NOT FOUND";
  lessonsCompleted: number;
  lessonsInprogress: number;
  lessonsNotStarted: number;
  lessonsTotal: number;
  percentCompleted: number;
};

/**
 * LRN-035, LRN-036: counts over the unit's published lessons. `recorded` is false when the learner
 * has no progress record at all in the unit: the summary is then the legacy default
 * (0 %, 0 completed, 16 lessons).
 */
export function summarizeUnit(lessonIds: readonly number[], lessonStatus: ReadonlyMap<number, ProgressStatus>, unitStatus: ProgressStatus | null): UnitSummary {
  const recorded = unitStatus != null || lessonIds.some((id) => lessonStatus.has(id));
  if (!recorded) {
    return {
      status: "NOT FOUND",
      lessonsCompleted: 0,
      lessonsInprogress: 0,
      lessonsNotStarted: DEFAULT_LESSONS_TOTAL,
      lessonsTotal: DEFAULT_LESSONS_TOTAL,
      percentCompleted: 0,
    };
  }
  let completed = 0;
  let inProgress = 0;
  for (const id of lessonIds) {
    const s = lessonStatus.get(id);
    if (s === "COMPLETE") completed++;
    else if (s === "IN-PROGRESS") inProgress++;
  }
  const total = lessonIds.length;
  return {
    status: unitStatus ?? "IN-PROGRESS",
    lessonsCompleted: completed,
    lessonsInprogress: inProgress,
    lessonsNotStarted: total - completed - inProgress,
    lessonsTotal: total,
    percentCompleted: total ? round2((completed / total) * 100) : 0,
  };
}

/**
 * LRN-058 (decided): the unit total grade is the average of the unit's module quiz grades, a quiz
 * not taken counting as 0 (as averageQuizGrade, QUIZ-024), to 2 decimals; null when the unit has no quiz.
 */
export function unitTotalGrade(moduleGrades: readonly (number | null | undefined)[]): number | null {
  if (!moduleGrades.length) return null;
  return round2(moduleGrades.reduce<number>((sum, g) => sum + (g ?? 0), 0) / moduleGrades.length);
}

/** Where "moving on" leads from a lesson (LRN-048…LRN-050). */
export type NextStep = { kind: "lesson"; lessonId: number } | { kind: "module"; moduleId: number } | { kind: "end" };

export function nextStep(lessonIds: readonly number[], currentLessonId: number, nextModuleId: number | null): NextStep {
  const i = lessonIds.indexOf(currentLessonId);
  if (i >= 0 && i < lessonIds.length - 1) return { kind: "lesson", lessonId: lessonIds[i + 1] };
  return nextModuleId != null ? { kind: "module", moduleId: nextModuleId } : { kind: "end" };
}

/** The URL that shows a step: the next lesson of this module, the next module, or this module with the chapter-complete banner. */
export function nextStepUrl(moduleId: number, step: NextStep): string {
  switch (step.kind) {
    case "lesson":
      return `/textbook/module?id=${moduleId}&s=${step.lessonId}`;
    case "module":
      return `/textbook/module?id=${step.moduleId}&next=1`;
    case "end":
      return `/textbook/module?id=${moduleId}&chapterComplete=true`;
  }
}

/** The translation key of a lesson's complete button (LRN-044…LRN-046). */
export function lessonButtonKey(opts: {
  multiSession: boolean;
  isLast: boolean;
  status: ProgressStatus | null;
}):
  | "learning.lesson.moveNext"
  | "learning.lesson.moveNextModule"
  | "learning.lesson.completed"
  | "learning.lesson.completeNext"
  | "learning.lesson.completeNextModule" {
  if (opts.multiSession) return opts.isLast ? "learning.lesson.moveNextModule" : "learning.lesson.moveNext";
  if (opts.status === "COMPLETE") return "learning.lesson.completed";
  return opts.isLast ? "learning.lesson.completeNextModule" : "learning.lesson.completeNext";
}
