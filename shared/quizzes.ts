/**
 * Quiz vocabulary shared by the server (which enforces every rule) and the pages (which only
 * show them): the seed's refusal messages, attempt and date arithmetic, the grade table rules.
 * Pure functions, unit-tested in tests/unit/quizzes.test.ts.
 */
import { z } from "zod";

/** QUIZ-016, TEA-021: an attempt limit of 100 means unlimited. */
export const UNLIMITED_ATTEMPTS = 100;
/** TEA-021: the attempt choices a teacher has (plus unlimited). */
export const ATTEMPT_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, UNLIMITED_ATTEMPTS] as const;
/** QUIZ-018, TEA-017: the stored value of a missing bound. */
export const NO_DATE = "N";
/** QUIZ-021 (decided, docs/decisions/031-quiz-dates-and-deadlines.md): the school's time zone, the default of every class. */
export const SCHOOL_TIME_ZONE = "America/Toronto";
/** QUIZ-023: the grade text of a quiz never submitted. */
export const NOT_TAKEN = "Not Taken";

/** Why a learner may not take or submit a quiz; the page shows the translated message of the code. */
export const QUIZ_REFUSALS = {
  attempts: "You are unable to take this quiz as you have used up all of your attempts",
  dates: "You are outside of the open/close date range set by your instructor. Please check with your instructor for applicable open/close date.",
  hidden: "This quiz is not part of your membership.",
  multiSession: "Quizzes cannot be taken on a shared computer: nothing is scored or recorded.",
  submitted: "This attempt has already been submitted.",
} as const;
export type QuizRefusal = keyof typeof QUIZ_REFUSALS;

/** The refusal a server message stands for (the procedures throw the English message). */
export function refusalOf(message: string | undefined): QuizRefusal | null {
  const hit = (Object.entries(QUIZ_REFUSALS) as [QuizRefusal, string][]).find(([, m]) => m === message);
  return hit ? hit[0] : null;
}

/** QUIZ-016: attempts left, or null when unlimited. */
export function attemptsLeft(limit: number, used: number): number | null {
  if (limit >= UNLIMITED_ATTEMPTS) return null;
  return Math.max(0, limit - used);
}

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");
export const dateOrNone = z.union([isoDate, z.literal(NO_DATE)]);

/** 'YYYY-MM-DD' of an instant in a time zone (QUIZ-021). */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let zone = DAY_FORMATS.get(timeZone);
  if (!zone) {
    zone = { format: new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }), minute: NaN, day: "" };
    // A formatter costs far more to build than to use (issue 25: ≈ 2 % of a module page's CPU); time zones are few.
    if (DAY_FORMATS.size >= 500) DAY_FORMATS.clear();
    DAY_FORMATS.set(timeZone, zone);
  }
  // Using one costs too (≈ 60 µs, 1.3 % of a module page): the day of the same minute is the last one's. Every zone's
  // offset has been a whole number of minutes since 1972, so a day begins on a minute; before 1980 it is formatted.
  const ms = at.getTime();
  const minute = ms >= MINUTE_DAYS_SINCE ? Math.floor(ms / 60_000) : NaN;
  if (minute === zone.minute) return zone.day;
  const day = zone.format.format(at);
  zone.minute = minute;
  zone.day = day;
  return day;
}
const DAY_FORMATS = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();
const MINUTE_DAYS_SINCE = Date.UTC(1980, 0, 1);

/** QUIZ-019: open when today lies within openDate..closeDate inclusive; a missing bound or 'N' is no bound. */
export function isWithinDates(today: string, openDate: string | null | undefined, closeDate: string | null | undefined): boolean {
  if (openDate && openDate !== NO_DATE && today < openDate) return false;
  if (closeDate && closeDate !== NO_DATE && today > closeDate) return false;
  return true;
}

/** QUIZ-008: the score percent, rounded to a whole number. */
export function scorePercent(correct: number, total: number): number {
  return total ? Math.round((correct / total) * 100) : 0;
}

/** TEA-015: a stored 'YYYY-MM-DD' shown as 'MMMM D YYYY' in the page's language ('N' or nothing: empty). */
export function formatQuizDate(value: string | null | undefined, language: "en" | "fr"): string {
  if (!value || value === NO_DATE) return "";
  const [y, m, d] = value.split("-").map(Number);
  const month = new Intl.DateTimeFormat(language === "fr" ? "fr-CA" : "en-CA", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${month} ${d} ${y}`;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** TEA-016: the four changes of a row's dates. */
export const DATE_UPDATE_TYPES = ["ADD-OPEN", "REMOVE-OPEN", "ADD-CLOSE", "REMOVE-CLOSE"] as const;
export type DateUpdateType = (typeof DATE_UPDATE_TYPES)[number];

/** TEA-017: the dates after a change; TEA-020 (fixed): null when the open date would come after the close date. */
export function applyDateChange(
  current: { openDate: string; closeDate: string },
  type: DateUpdateType,
  date: string | null,
): { openDate: string; closeDate: string } | null {
  const next = { ...current };
  if (type === "ADD-OPEN") next.openDate = date ?? NO_DATE;
  if (type === "REMOVE-OPEN") next.openDate = NO_DATE;
  if (type === "ADD-CLOSE") next.closeDate = date ?? NO_DATE;
  if (type === "REMOVE-CLOSE") next.closeDate = NO_DATE;
  if (next.openDate !== NO_DATE && next.closeDate !== NO_DATE && next.openDate > next.closeDate) return null;
  return next;
}

/** TEA-022: the success message of an attempts change. */
export function attemptsMessage(attempts: number): { key: "quizzes.settings.attemptsUnlimited" | "quizzes.settings.attemptsSet"; n: number } {
  return attempts >= UNLIMITED_ATTEMPTS ? { key: "quizzes.settings.attemptsUnlimited", n: attempts } : { key: "quizzes.settings.attemptsSet", n: attempts };
}

/** QUIZ-024: the average of a unit's quiz grades, 'Not Taken' (null) counting as 0, to 2 decimals. */
export function averageQuizGrade(grades: readonly (number | null)[]): number {
  if (!grades.length) return 0;
  const sum = grades.reduce<number>((s, g) => s + (g ?? 0), 0);
  return Math.round((sum / grades.length + Number.EPSILON) * 100) / 100;
}

/** Per-student overrides (docs/decisions/034-per-student-quiz-overrides.md): at most this many extra attempts, and a reason this long. */
export const MAX_EXTRA_ATTEMPTS = 10;
export const OVERRIDE_REASON_MAX = 500;

/** TEA-007, TEA-008: the two changes of a student's deadline extension. */
export const EXCEPTION_CHANGES = ["ADD", "REMOVE"] as const;

export const answersInput = z.array(z.object({ questionId: z.string().min(1).max(64), optionId: z.string().min(1).max(64) })).max(200);
