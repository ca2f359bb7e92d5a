import type { Payload } from "payload";
import { grade, loadQuiz, shuffleOrder } from "#core/quizzes/quizzes";
import { poolOf } from "#core/db/pool";

/** The demo class of the teacher's tabs (README): taught by teacher@biotext.test, with student@biotext.test and 30 generated students. */
export const DEMO_CLASS = { key: "DEMO-LIFE-11", name: "Demo Class — LIFE Biology (Period 2)" } as const;
export const DEMO_CLASS_STUDENTS = 30;

const FIRST = ["Olivia", "Liam", "Emma", "Noah", "Chloé", "Félix", "Maya", "Ethan", "Léa", "Lucas", "Zoé", "Owen", "Amira", "Samuel", "Juliette"];
const LAST = ["Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Smith", "Martin", "Singh", "Nguyen", "Wilson", "Lavoie", "Chen", "Brown", "Pelletier", "Ahmed"];

/**
 * The demo class's generated student number i (1…30): the same on every install, so that the demo school's
 * OneRoster file (seeds/roster.ts, issue 47) names them as the database does.
 */
export function demoStudent(i: number) {
  const n = String(i).padStart(2, "0");
  return {
    email: `demo.student${n}@biotext.test`,
    username: `demo.student${n}`,
    firstName: FIRST[(i * 7) % FIRST.length],
    lastName: LAST[(i * 4 + Math.floor(i / FIRST.length)) % LAST.length],
  };
}

/** A small deterministic generator, so every fresh install shows the same demo grades. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Idempotent: the demo class (QUIZ-027, TEA-001), its membership of the LIFE units, the demo
 * teacher and student in it, and 30 generated students (who cannot log in: no password) with
 * submitted attempts spread over the LIFE module quizzes — some none, some several (their newest
 * score is the module grade). Runs only when the class does not exist yet.
 */
export async function seedQuizDemo(payload: Payload, log: (m: string) => void = () => {}) {
  const existing = await payload.find({ collection: "classes", where: { key: { equals: DEMO_CLASS.key } }, limit: 1, depth: 0, overrideAccess: true });
  if (existing.docs.length) return;
  const life = await payload.find({ collection: "memberships", where: { key: { equals: "LIFE-ALL" } }, limit: 1, depth: 0, overrideAccess: true });
  const cls = await payload.create({
    collection: "classes",
    data: { key: DEMO_CLASS.key, name: DEMO_CLASS.name, memberships: life.docs.map((m) => m.id) },
    overrideAccess: true,
  });
  for (const email of ["teacher@biotext.test", "student@biotext.test"]) {
    const found = await payload.find({ collection: "users", where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true });
    const user = found.docs[0];
    if (!user) continue;
    const classes = ((user.classes ?? []) as (number | { id: number })[]).map((c) => (typeof c === "object" ? c.id : c));
    await payload.update({ collection: "users", id: user.id, data: { classes: [...classes, cls.id] }, overrideAccess: true, depth: 0 });
  }

  // The LIFE module quizzes, with their place (unit, module).
  const units = await payload.find({ collection: "units", where: { series: { equals: "LIFE" } }, pagination: false, depth: 0, overrideAccess: true });
  const unitIds = new Set(units.docs.map((u) => u.id));
  const chapters = await payload.find({ collection: "chapters", where: { unit: { in: [...unitIds] } }, pagination: false, depth: 0, overrideAccess: true });
  const unitOfChapter = new Map(chapters.docs.map((c) => [c.id, typeof c.unit === "object" ? c.unit.id : c.unit]));
  const modules = await payload.find({
    collection: "modules",
    where: { chapter: { in: [...unitOfChapter.keys()] }, quiz: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const quizzes = [];
  for (const m of modules.docs) {
    const quizId = typeof m.quiz === "object" ? m.quiz?.id : m.quiz;
    if (quizId == null) continue;
    const chapterId = typeof m.chapter === "object" ? m.chapter.id : m.chapter;
    quizzes.push({ quiz: await loadQuiz({ payload }, quizId, "en"), moduleId: m.id, unitId: unitOfChapter.get(chapterId) as number });
  }

  const pool = poolOf(payload);
  const rand = random(20261123);
  for (let i = 1; i <= DEMO_CLASS_STUDENTS; i++) {
    // The two draws that once picked the names: the demo grades below stay the ones every install has shown.
    rand();
    rand();
    const student = await payload.create({
      collection: "users",
      data: { ...demoStudent(i), role: "student", classes: [cls.id] },
      overrideAccess: true,
      depth: 0,
    });
    // A quarter of the class has taken no quiz; the others some of them, once to three times.
    if (i % 4 === 0) continue;
    const skill = 0.35 + rand() * 0.6;
    const day = Date.now() - 30 * 86_400_000;
    for (const [q, { quiz, moduleId, unitId }] of quizzes.entries()) {
      if (rand() > 0.6) continue;
      const tries = 1 + Math.floor(rand() * rand() * 3);
      let last = 0;
      for (let a = 0; a < tries; a++) {
        const order = shuffleOrder(quiz);
        const answers = quiz.questions.map((qq) => {
          const right = qq.options.find((o) => o.correct) ?? qq.options[0];
          const pick = rand() < skill ? right : qq.options[Math.floor(rand() * qq.options.length)];
          return { questionId: qq.id, optionId: pick.id };
        });
        const graded = grade(quiz, answers);
        last = graded.score;
        const at = new Date(day + (q * 3 + a) * 3_600_000 + i * 60_000).toISOString();
        await pool.query(
          `INSERT INTO quiz_attempts (user_id, quiz_id, class_id, unit_id, module_id, status, question_order, answers, grade_details, score, submitted_at, updated_at, created_at)
           VALUES ($1, $2, $3, $4, $5, 'submitted', $6::jsonb, $7::jsonb, $8::jsonb, $9, $10::timestamptz, $10::timestamptz, $10::timestamptz)`,
          [
            student.id,
            quiz.id,
            cls.id,
            unitId,
            moduleId,
            JSON.stringify(order),
            JSON.stringify(Object.fromEntries(answers.map((x) => [x.questionId, x.optionId]))),
            JSON.stringify(graded.details),
            graded.score,
            at,
          ],
        );
      }
      await pool.query(
        `INSERT INTO progress (user_id, item_type, item_id, unit_id, module_id, status, grade, updated_at, created_at)
         VALUES ($1::int, 'module', $2::int, $3::int, $2::int, 'IN-PROGRESS', $4::numeric, now(), now())
         ON CONFLICT (user_id, item_type, item_id) DO UPDATE SET grade = excluded.grade`,
        [student.id, moduleId, unitId, last],
      );
    }
  }
  log(`demo class ${DEMO_CLASS.name}: ${DEMO_CLASS_STUDENTS} students, ${quizzes.length} quizzes`);
}
