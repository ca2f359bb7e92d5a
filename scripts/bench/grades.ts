/**
 * `npm run bench:grades`: the teacher's Students tab data (`classGrades`, TEA-003) and the grade
 * export (`classGradesXlsxStream`, TEA-010, read to the end as the download route does, bytes
 * counted, nothing kept) for a generated class of 1,000 students × 50 module quizzes
 * (5 units × 10 modules, ~70 % taken, some twice) on PostgreSQL: median and p95 wall time, SQL
 * statements per call, and the export's peak heap growth and file size.
 *
 * Runs on a scratch database cloned from the tests' migrated template (DATABASE_URL's server or
 * 127.0.0.1:5432), dropped at the end, even on failure. `--scale`: on a clone of the `data:scale`
 * database (built when missing) for its first real class (SCALE-C1: 25 students, 144 module quizzes
 * of 6 units, 40 attempts a student among 200,000) as its teacher, nothing generated.
 */
import { performance } from "node:perf_hooks";
import { benchOnPayload, percentile, printTable, reportFigure } from "./harness";

const STUDENTS = 1000;
const UNITS = 5;
const MODULES = 10;
const WARMUP = 3;
const CALLS = 15;
const SCALE_RUN = process.argv.includes("--scale");

await benchOnPayload("biotext_bench_grades", SCALE_RUN ? "scale" : "migrated", async (db) => {
  const { payload } = db;
  const { createLocalized } = await import("../../cms/lib/localized");
  const { createContext } = await import("#core/context");
  const { dropContentModel } = await import("#core/content/readModel");
  const { classGrades } = await import("#core/quizzes/teaching");
  const { classGradesXlsxStream } = await import("#core/quizzes/exports");
  /** Reads the export's stream to the end as the HTTP response would, keeping nothing: its size in bytes. */
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const reader = stream.getReader();
    let bytes = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.length;
    return bytes;
  };
  const pg = payload.db.pool as unknown as { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

  let started = performance.now();
  /** The generated class: 1,000 students × 50 quizzes, its teacher. */
  const generated = async () => {
    const unitIds: number[] = [];
    for (let u = 1; u <= UNITS; u++) {
      const unit = await createLocalized(payload, "units", {
        key: `bench-u${u}`,
        title: { en: `Bench unit ${u}`, fr: `Unité ${u}` },
        series: "LIFE",
        order: u,
        _status: "published",
      });
      unitIds.push(unit.id);
      await pg.query(`INSERT INTO chapters (unit_id, "order", key) VALUES ($1, 1, 'bench-u' || $2 || '-c1')`, [unit.id, u]);
      await pg.query(
        `INSERT INTO chapters_locales (title, _locale, _parent_id) SELECT 'Chapter 1', loc::_locales, c.id FROM chapters c CROSS JOIN unnest(ARRAY['en','fr']) loc WHERE c.unit_id = $1`,
        [unit.id],
      );
      await pg.query(
        `INSERT INTO modules (chapter_id, "order", key, _status) SELECT c.id, m, c.key || '-m' || m, 'published' FROM chapters c CROSS JOIN generate_series(1, $2::int) m WHERE c.unit_id = $1`,
        [unit.id, MODULES],
      );
      await pg.query(
        `INSERT INTO modules_locales (title, _locale, _parent_id) SELECT 'Module ' || m.key, loc::_locales, m.id FROM modules m JOIN chapters c ON c.id = m.chapter_id CROSS JOIN unnest(ARRAY['en','fr']) loc WHERE c.unit_id = $1`,
        [unit.id],
      );
    }
    await pg.query(`INSERT INTO quizzes (key, module_id) SELECT m.key || '-quiz', m.id FROM modules m WHERE m.key LIKE 'bench-%'`);
    await pg.query(
      `INSERT INTO quizzes_locales (title, _locale, _parent_id) SELECT 'Quiz ' || q.key, loc::_locales, q.id FROM quizzes q CROSS JOIN unnest(ARRAY['en','fr']) loc`,
    );
    await pg.query(`UPDATE modules m SET quiz_id = q.id FROM quizzes q WHERE q.module_id = m.id`);
    const membership = await payload.create({ collection: "memberships", data: { key: "BENCH", name: "Bench", units: unitIds }, overrideAccess: true });
    const cls = await payload.create({
      collection: "classes",
      data: { key: "BENCH-CLASS", name: "Bench class", memberships: [membership.id] },
      overrideAccess: true,
    });
    const teacher = await payload.create({
      collection: "users",
      data: { email: "bench.teacher@school.test", role: "teacher", classes: [cls.id] },
      overrideAccess: true,
    });
    await pg.query(
      `INSERT INTO users (email, role, first_name, last_name) SELECT 'bench' || i || '@school.test', 'student', 'First' || (i % 97), 'Last' || i FROM generate_series(1, $1::int) i`,
      [STUDENTS],
    );
    await pg.query(
      `INSERT INTO users_rels (parent_id, path, classes_id, "order") SELECT id, 'classes', $1, 1 FROM users WHERE email LIKE 'bench%@school.test' AND role = 'student'`,
      [cls.id],
    );
    for (const share of [0.7, 0.2]) {
      await pg.query(
        `INSERT INTO quiz_attempts (user_id, quiz_id, class_id, status, question_order, score, submitted_at)
         SELECT u.id, q.id, $1, 'submitted', '[]'::jsonb, floor(random() * 101), now() - random() * interval '30 days'
           FROM users u CROSS JOIN quizzes q WHERE u.role = 'student' AND u.email LIKE 'bench%' AND random() < $2`,
        [cls.id, share],
      );
    }
    const attempts = (await pg.query(`SELECT count(*)::int AS n FROM quiz_attempts`)).rows[0].n;
    console.log(`generated ${STUDENTS} students × ${UNITS * MODULES} quizzes (${attempts} attempts) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { classId: cls.id, teacher, label: `generated class, ${STUDENTS} students × ${UNITS * MODULES} quizzes` };
  };
  /** The scale database's first class (SCALE-C1) and its teacher, as `data:scale` wrote them. */
  const scaleClass = async () => {
    const { rows } = await pg.query(
      `SELECT c.id AS class_id, (SELECT count(*)::int FROM users_rels s JOIN users su ON su.id = s.parent_id AND su.role = 'student' WHERE s.path = 'classes' AND s.classes_id = c.id) AS students,
              (SELECT count(*)::int FROM quiz_attempts a WHERE a.class_id = c.id) AS attempts, t.parent_id AS teacher_id
         FROM classes c JOIN users_rels t ON t.path = 'classes' AND t.classes_id = c.id JOIN users tu ON tu.id = t.parent_id AND tu.role = 'teacher'
        WHERE c.key = 'SCALE-C1'`,
    );
    if (!rows[0]) throw new Error("no class SCALE-C1 with a teacher in the scale database");
    const teacher = await payload.findByID({ collection: "users", id: rows[0].teacher_id as number, depth: 0, overrideAccess: true });
    return { classId: rows[0].class_id as number, teacher, label: `scale class SCALE-C1, ${rows[0].students} students, ${rows[0].attempts} attempts` };
  };
  const { classId, teacher, label } = SCALE_RUN ? await scaleClass() : await generated();
  dropContentModel(payload);
  console.log(label);

  const ctx = createContext({ payload, session: { user: teacher } as never, ip: "127.0.0.1", secureCookies: false, setCookie: () => {} });
  const rows: string[][] = [];
  const bench = `grades${SCALE_RUN ? " (scale)" : ""}`;
  for (const [name, fn] of [
    ["Students tab data (quizzes.teacher.grades)", () => classGrades(ctx, classId, "en")],
    ["Grade export XLSX, streamed (quizzes.teacher.exportGrades)", async () => drain(await classGradesXlsxStream(ctx, classId, "en"))],
  ] as const) {
    for (let i = 0; i < WARMUP; i++) await fn();
    const times: number[] = [];
    let perCall = 0;
    let peak = 0;
    let size = 0;
    for (let i = 0; i < CALLS; i++) {
      global.gc?.();
      const base = process.memoryUsage().heapUsed;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed - base)), 2);
      db.sql.count = 0;
      started = performance.now();
      const out = await fn();
      times.push(performance.now() - started);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().heapUsed - base);
      perCall = db.sql.count;
      if (typeof out === "number") size = out;
    }
    times.sort((a, b) => a - b);
    reportFigure({
      bench,
      figure: `${name}: p95`,
      value: percentile(times, 95),
      unit: "ms",
      detail: `median ${percentile(times, 50).toFixed(0)} ms, heap +${(peak / 1e6).toFixed(0)} MB${
        size ? `, file ${(size / 1e6).toFixed(1)} MB` : ""
      }; ${label}`,
      sql: perCall,
    });
    rows.push([
      name,
      `${percentile(times, 50).toFixed(0)} ms`,
      `${percentile(times, 95).toFixed(0)} ms`,
      String(perCall),
      `${(peak / 1e6).toFixed(0)} MB`,
      size ? `${(size / 1e6).toFixed(1)} MB` : "-",
    ]);
  }
  printTable(["case", "median", "p95", "SQL/call", "peak heap +", "file"], rows);
});
