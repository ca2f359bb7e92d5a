import type { Payload } from "payload";
import type { User } from "../../cms/payload-types";
import { createContext } from "#core/context";
import { createSession } from "#core/session/sessions";
import { createCaller } from "../../trpc/router";
import { buildUnit } from "./content";
import { poolOf } from "#core/db/pool";

/**
 * Issue 23 "Integrity": the scenarios of tests/integration/integrity.test.ts, which runs on PostgreSQL
 * and on the embedded database (vitest projects "integration" and "embedded"), with real parallel
 * calls: every call of a `Promise.all` runs on its own pool connection.
 */

export type Caller = ReturnType<typeof createCaller>;

export async function callerAs(payload: Payload, user: User | null, ip = "203.0.113.23"): Promise<Caller> {
  const session = user ? { ...(await createSession(payload, { user: user.id })).session, user } : null;
  return createCaller(createContext({ payload, session, ip, secureCookies: false, setCookie: () => {} }));
}

export { errorOf } from "./errors";

let n = 0;

/** A unit with one module quiz, a class of that unit with its attempt limit, and a student of the class. */
export async function quizSetup(payload: Payload, tag: string, attempts: number) {
  const unit = await buildUnit(payload, `I${tag}`, 50 + ++n, { chapters: 1, modules: 1, lessons: 1 });
  const membership = (
    await payload.create({ collection: "memberships", data: { key: `M-I${tag}`, name: `I${tag}`, units: [unit.unit] }, overrideAccess: true })
  ).id;
  const classId = (
    await payload.create({ collection: "classes", data: { name: `Class I${tag}`, key: `CLASS-I${tag}`, memberships: [membership] }, overrideAccess: true })
  ).id;
  const teacherUser = await payload.create({
    collection: "users",
    data: { email: `teacher.i${tag.toLowerCase()}@school.test`, role: "teacher", classes: [classId] },
    overrideAccess: true,
  });
  const teacher = await callerAs(payload, teacherUser);
  await teacher.quizzes.teacher.setAttempts({ classId, attempts });
  const student = await payload.create({
    collection: "users",
    data: { email: `student.i${tag.toLowerCase()}@school.test`, role: "student", classes: [classId], firstName: "I", lastName: tag },
    overrideAccess: true,
  });
  return { quizId: unit.quizzes[0], classId, student, caller: await callerAs(payload, student) };
}

type Started = { attemptId: number | null; questions: { id: string; options: { id: string; text: string }[] }[] };
/** Answers every question with its first option as shown (right or wrong: the score does not matter here). */
export const answersOf = (s: Started) => s.questions.map((q) => ({ questionId: q.id, optionId: q.options[0].id }));

/** What the database holds for a student's attempts at a quiz. */
export async function attemptCounts(payload: Payload, userId: number, quizId: number) {
  const pool = poolOf(payload);
  const { rows } = await pool.query(
    `SELECT count(*) FILTER (WHERE status = 'submitted')::int AS submitted, count(*) FILTER (WHERE score IS NOT NULL)::int AS scored,
            count(*) FILTER (WHERE status IN ('open', 'scored'))::int AS pending
       FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2`,
    [userId, quizId],
  );
  return { submitted: Number(rows[0].submitted), scored: Number(rows[0].scored), pending: Number(rows[0].pending) };
}

/**
 * Issue 23 item 2: with a limit of 1, 10 parallel starts, then parallel scores of every attempt
 * returned, then parallel submits: one score is shown, one attempt is submitted, the limit holds.
 */
export async function parallelStartsScenario(payload: Payload, tag: string) {
  const { quizId, student, caller } = await quizSetup(payload, tag, 1);
  const starts = await Promise.allSettled(Array.from({ length: 10 }, () => caller.quizzes.start({ quizId })));
  const started: Started[] = starts.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const scores = await Promise.allSettled(started.map((s) => caller.quizzes.score({ quizId, attemptId: s.attemptId, answers: answersOf(s) })));
  const submits = await Promise.allSettled(started.map((s) => caller.quizzes.submit({ attemptId: s.attemptId! })));
  const status = await caller.quizzes.status({ quizId });
  return {
    started: started.length,
    scoresShown: scores.filter((s) => s.status === "fulfilled").length,
    submitted: submits.filter((s) => s.status === "fulfilled").length,
    status,
    rows: await attemptCounts(payload, student.id, quizId),
  };
}

/** Issue 23 item 4: 10 parallel uses of one reset link. */
export async function parallelResetScenario(payload: Payload, email: string) {
  const { sendPasswordReset } = await import("#core/auth/passwordResets");
  const user = await payload.create({ collection: "users", data: { email, role: "student" }, overrideAccess: true });
  const { url } = await sendPasswordReset(payload, user, { requestedBy: "admin", language: "en" });
  const token = url.split("/").pop()!;
  const visitors = await Promise.all(Array.from({ length: 10 }, () => callerAs(payload, null, `198.51.100.${++n % 250}`)));
  const results = await Promise.allSettled(
    visitors.map((v, i) => v.auth.resetPassword({ token, newPassword: `Parallel-pass-${i}-2026`, repeatPassword: `Parallel-pass-${i}-2026` })),
  );
  return results.filter((r) => r.status === "fulfilled" && (r.value as { ok: boolean }).ok).length;
}
