import type { Context } from "#core/context";
import { contentView } from "#core/content/readModel";
import { env } from "#core/env";
import { Invalid, RateLimited } from "#core/errors";
import { mailBody, sendMail } from "#core/mail/mail";
import { hitRateLimit } from "#core/auth/rateLimit";
import type { Language } from "#shared/language";
import { dayIn, isValidTimeZone, NO_DATE, SCHOOL_TIME_ZONE } from "#shared/quizzes";
import { CLASS_STUDENTS_SQL, studentName } from "./hub";
import { assertTeachesClass } from "./snapshot";
import { poolOf } from "#core/db/pool";

/** The threshold when the teacher has set none (percent). */
export const DEFAULT_ATTENTION_THRESHOLD = 60;
/** A quiz whose close date is this many days away or fewer, not yet submitted, is "due soon". */
export const DUE_SOON_DAYS = 3;
/** One teacher may send at most this many needs-attention mailings (clicks) per window… */
export const ATTENTION_MAILINGS_PER_WINDOW = 5;
export const ATTENTION_MAILING_WINDOW_MS = 60 * 60 * 1000;
/** …and a student gets at most one needs-attention e-mail per class in this window. */
export const ATTENTION_STUDENT_WINDOW_MS = 24 * 60 * 60 * 1000;

export type AttentionReason =
  /** A quiz of the unit closed (decision 032: the unit's deadline) and the student never submitted it; no extension covers today. */
  | { kind: "missed"; unitTitle: string; moduleTitle: string; date: string }
  /** A quiz closes within DUE_SOON_DAYS and the student has not submitted it. */
  | { kind: "dueSoon"; unitTitle: string; moduleTitle: string; date: string }
  /** The student's quiz average (newest submitted score of each quiz taken) is below the class's threshold. */
  | { kind: "lowGrade"; average: number; threshold: number };

export type AttentionStudent = { userId: number; name: string; email: string; reasons: AttentionReason[] };
export type NeedsAttention = { classId: number; threshold: number; today: string; students: AttentionStudent[] };

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 28 item 2 (docs/decisions/106-needs-attention.md): the class's students who are behind its unit
 * deadlines — a quiz closed unsubmitted (past its close date, their own override's, and any deadline
 * extension), or closing within 3 days unsubmitted — or whose quiz average is below the threshold the
 * teacher sets, each with the reasons. Six indexed statements whatever the class size.
 */
export async function needsAttention(ctx: Pick<Context, "payload" | "user" | "language">, classId: number): Promise<NeedsAttention> {
  await assertTeachesClass(ctx, classId);
  const pool = poolOf(ctx.payload);
  const [settings, students, dates, scores, extensions, overrides] = await Promise.all([
    pool.query(`SELECT time_zone, attention_threshold FROM class_quiz_settings WHERE class_id = $1`, [classId]),
    pool.query(CLASS_STUDENTS_SQL, [classId]),
    pool.query(`SELECT quiz_id, close_date FROM quiz_dates WHERE class_id = $1 AND close_date IS NOT NULL AND close_date <> $2`, [classId, NO_DATE]),
    pool.query(
      `SELECT DISTINCT ON (a.user_id, a.quiz_id) a.user_id, a.quiz_id, a.score
         FROM users_rels r JOIN quiz_attempts a ON a.user_id = r.parent_id AND a.status = 'submitted'
        WHERE r.path = 'classes' AND r.classes_id = $1
        ORDER BY a.user_id, a.quiz_id, a.submitted_at DESC, a.id DESC`,
      [classId],
    ),
    pool.query(`SELECT user_id, unit_id, expire_date FROM deadline_extensions WHERE class_id = $1`, [classId]),
    pool.query(`SELECT user_id, unit_id, quiz_id, close_date FROM quiz_overrides WHERE class_id = $1`, [classId]),
  ]);
  const tz = settings.rows[0]?.time_zone as string | null | undefined;
  const timeZone = tz && isValidTimeZone(tz) ? tz : SCHOOL_TIME_ZONE;
  const threshold = settings.rows[0]?.attention_threshold == null ? DEFAULT_ATTENTION_THRESHOLD : Number(settings.rows[0].attention_threshold);
  const today = dayIn(timeZone);
  const soon = addDays(today, DUE_SOON_DAYS);
  const view = await contentView(ctx.payload, ctx.language);
  // quiz → its module and unit (module quizzes of published modules).
  const placeOfQuiz = new Map<number, { unitId: number; unitTitle: string; moduleTitle: string }>();
  for (const m of view.modules.values()) {
    if (m.quizId == null) continue;
    const chapter = view.chapters.get(m.chapterId);
    const unit = chapter ? view.units.get(chapter.unitId) : undefined;
    if (unit) placeOfQuiz.set(m.quizId, { unitId: unit.id, unitTitle: unit.title, moduleTitle: m.title });
  }
  const closing = dates.rows
    .map((r) => ({ quizId: Number(r.quiz_id), close: String(r.close_date), place: placeOfQuiz.get(Number(r.quiz_id)) }))
    .filter((q): q is { quizId: number; close: string; place: { unitId: number; unitTitle: string; moduleTitle: string } } => q.place != null);
  const submitted = new Map<number, Map<number, number>>();
  for (const r of scores.rows) {
    const u = Number(r.user_id);
    if (!submitted.has(u)) submitted.set(u, new Map());
    submitted.get(u)!.set(Number(r.quiz_id), Number(r.score));
  }
  const extensionOf = new Map(extensions.rows.map((r) => [`${r.user_id}:${r.unit_id}`, String(r.expire_date)]));
  const overrideClose = new Map<string, string>();
  for (const o of overrides.rows) if (o.close_date) overrideClose.set(`${o.user_id}:${o.unit_id}:${o.quiz_id ?? "*"}`, String(o.close_date));
  const collator = new Intl.Collator(ctx.language, { sensitivity: "base", numeric: true });
  const out: AttentionStudent[] = [];
  for (const s of students.rows) {
    const userId = Number(s.id);
    const mine = submitted.get(userId) ?? new Map<number, number>();
    const reasons: AttentionReason[] = [];
    for (const q of closing.sort((a, b) => (a.close < b.close ? -1 : a.close > b.close ? 1 : 0))) {
      if (mine.has(q.quizId)) continue;
      const own = overrideClose.get(`${userId}:${q.place.unitId}:${q.quizId}`) ?? overrideClose.get(`${userId}:${q.place.unitId}:*`);
      const extension = extensionOf.get(`${userId}:${q.place.unitId}`);
      let deadline = own ?? q.close;
      if (extension && extension > deadline) deadline = extension;
      if (today > deadline) reasons.push({ kind: "missed", unitTitle: q.place.unitTitle, moduleTitle: q.place.moduleTitle, date: deadline });
      else if (deadline <= soon) reasons.push({ kind: "dueSoon", unitTitle: q.place.unitTitle, moduleTitle: q.place.moduleTitle, date: deadline });
    }
    if (mine.size) {
      const average = Math.round([...mine.values()].reduce((t, v) => t + v, 0) / mine.size);
      if (average < threshold) reasons.push({ kind: "lowGrade", average, threshold });
    }
    if (reasons.length) out.push({ userId, name: studentName(s), email: String(s.email), reasons });
  }
  out.sort((a, b) => collator.compare(a.name, b.name) || a.userId - b.userId);
  return { classId, threshold, today, students: out };
}

/** Issue 28 item 2: the teacher's threshold for the class (a whole percent, 0–100). */
export async function setAttentionThreshold(ctx: Pick<Context, "payload" | "user">, classId: number, threshold: number): Promise<{ threshold: number }> {
  await assertTeachesClass(ctx, classId);
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100) throw new Invalid("attention.threshold", "Choose a whole percent from 0 to 100.");
  await poolOf(ctx.payload).query(
    `INSERT INTO class_quiz_settings (class_id, attempts, attention_threshold, updated_at, created_at) VALUES ($1, 100, $2, now(), now())
     ON CONFLICT (class_id) DO UPDATE SET attention_threshold = excluded.attention_threshold, updated_at = now()`,
    [classId, threshold],
  );
  return { threshold };
}

const MAIL = {
  en: {
    subject: "Your BioText class: a few things to catch up on",
    hello: (name: string) => `Hello ${name},`,
    intro: (teacher: string) => `${teacher} would like you to catch up on the following in BioText:`,
    missed: (r: { moduleTitle: string; unitTitle: string; date: string }) =>
      `The quiz of “${r.moduleTitle}” (${r.unitTitle}) closed on ${r.date} and was not submitted.`,
    dueSoon: (r: { moduleTitle: string; unitTitle: string; date: string }) => `The quiz of “${r.moduleTitle}” (${r.unitTitle}) closes on ${r.date}.`,
    lowGrade: (r: { average: number; threshold: number }) => `Your quiz average is ${r.average} % (the class aims for at least ${r.threshold} %).`,
    button: "Open BioText",
  },
  fr: {
    subject: "Votre classe BioText : quelques points à rattraper",
    hello: (name: string) => `Bonjour ${name},`,
    intro: (teacher: string) => `${teacher} vous invite à rattraper ce qui suit dans BioText :`,
    missed: (r: { moduleTitle: string; unitTitle: string; date: string }) =>
      `Le quiz de « ${r.moduleTitle} » (${r.unitTitle}) a fermé le ${r.date} sans avoir été remis.`,
    dueSoon: (r: { moduleTitle: string; unitTitle: string; date: string }) => `Le quiz de « ${r.moduleTitle} » (${r.unitTitle}) ferme le ${r.date}.`,
    lowGrade: (r: { average: number; threshold: number }) => `Votre moyenne aux quiz est de ${r.average} % (la classe vise au moins ${r.threshold} %).`,
    button: "Ouvrir BioText",
  },
} as const;

/** The e-mail to one student, in `language`. */
export function attentionMail(language: Language, student: AttentionStudent, teacherName: string, url: string) {
  const m = MAIL[language];
  const lines = student.reasons.map((r) => (r.kind === "lowGrade" ? m.lowGrade(r) : r.kind === "missed" ? m.missed(r) : m.dueSoon(r)));
  return { subject: m.subject, ...mailBody([m.hello(student.name), m.intro(teacherName), ...lines], { href: url, label: m.button }) };
}

export type AttentionMailing = { sent: number[]; skipped: number[] };

/**
 * Issue 28 item 2: one click e-mails the listed students (all, or `userIds` among them) their reasons,
 * through the mail adapter (core/mail/mail.ts: sent and kept in the Emails collection, kind
 * "needs-attention"), each in the language of their newest session (else the teacher's). Rate-limited
 * in PostgreSQL (every instance agrees): a teacher sends at most ATTENTION_MAILINGS_PER_WINDOW
 * mailings an hour (RateLimited beyond), and a student gets at most one per class a day (skipped
 * otherwise, and reported). Every mailing is logged.
 */
export async function emailNeedsAttention(
  ctx: Pick<Context, "payload" | "user" | "language">,
  input: { classId: number; userIds?: number[] },
): Promise<AttentionMailing> {
  const list = await needsAttention(ctx, input.classId);
  const wanted = input.userIds ? new Set(input.userIds) : null;
  const targets = list.students.filter((s) => !wanted || wanted.has(s.userId));
  const teacherId = ctx.user!.id;
  const limit = await hitRateLimit(ctx.payload, `attention-mailing:${teacherId}`, {
    limit: ATTENTION_MAILINGS_PER_WINDOW,
    windowMs: ATTENTION_MAILING_WINDOW_MS,
  });
  if (!limit.allowed) {
    throw new RateLimited("attention.rateLimited", "Too many e-mails sent; try again later.", { details: { retryAfterMs: limit.retryAfterMs } });
  }
  const pool = poolOf(ctx.payload);
  const { rows: langs } = targets.length
    ? await pool.query(`SELECT DISTINCT ON (user_id) user_id, language FROM sessions WHERE user_id = ANY($1::int[]) ORDER BY user_id, created_at DESC`, [
        targets.map((t) => t.userId),
      ])
    : { rows: [] };
  const languageOf = new Map(langs.map((r) => [Number(r.user_id), r.language === "fr" ? ("fr" as const) : ("en" as const)]));
  const teacherName = [ctx.user!.firstName, ctx.user!.lastName].filter(Boolean).join(" ") || ctx.user!.email;
  const url = `${env().PUBLIC_URL}/my-textbooks`;
  const result: AttentionMailing = { sent: [], skipped: [] };
  for (const s of targets) {
    const once = await hitRateLimit(ctx.payload, `attention-mail:${input.classId}:${s.userId}`, { limit: 1, windowMs: ATTENTION_STUDENT_WINDOW_MS });
    if (!once.allowed) {
      result.skipped.push(s.userId);
      continue;
    }
    const mail = attentionMail(languageOf.get(s.userId) ?? (ctx.language === "fr" ? "fr" : "en"), s, teacherName, url);
    await sendMail(ctx.payload, { to: s.email, kind: "needs-attention", ...mail });
    result.sent.push(s.userId);
  }
  ctx.payload.logger.info({ teacherId, classId: input.classId, sent: result.sent, skipped: result.skipped }, "needs attention: e-mails sent");
  return result;
}
