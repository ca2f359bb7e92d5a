/**
 * `npm run data:scale [-- --seed N] [-- --database NAME] [-- --keep]`: a district-sized tenant in a
 * scratch PostgreSQL database (issue "Proof at scale"), on top of the seeded demo (its accounts and
 * its 92 lessons stay, so the site starts on it as usual):
 *
 * | what | how many |
 * |---|---|
 * | units / chapters / modules / lessons (EN + FR, searchable) | 60 / 240 / 1,440 / 10,080 |
 * | module quizzes, 5 questions of 4 options each | 1,440 |
 * | memberships (6 units each) / classes (one membership each) | 10 / 200 |
 * | students (25 a class) / teachers (one a class) | 5,000 / 200 |
 * | progress rows (100 lessons a student) | 500,000 |
 * | submitted quiz attempts (40 a student) | 200,000 |
 * | paid orders (20 a student) | 100,000 |
 * | notes / Q&A comments | 25,000 / 25,000 |
 *
 * Everything is written by set-based `INSERT … SELECT generate_series` statements (no Local API),
 * and every "random" choice is a hash of the seed and the row's number, so the same seed gives the
 * same database. Scale accounts sign in with the password printed at the end
 * (`scale.student0001@district.test`, `scale.teacher001@district.test`). The database is a template
 * the benchmarks clone (`--scale`); it is rebuilt when the seed, this file or the demo seed change.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import bcrypt from "bcrypt";
import pg from "pg";
import { buildIfNeeded } from "./build";
import { serverUrl, withAdminClient } from "../tests/support/postgres";
import { seededTemplate } from "../tests/support/seededTemplate";

export const SCALE_PASSWORD = "Scale-District-2026!";
export const SCALE = {
  units: 60,
  chapters: 4,
  modules: 6,
  lessons: 7,
  students: 5_000,
  classes: 200,
  progressPer: 100,
  attemptsPer: 40,
  ordersPer: 20,
  notes: 25_000,
  comments: 25_000,
};
/** Generated rows' ids start here, far above the demo seed's. */
const BASE = 1_000_000;

const EN =
  "cell membrane protein enzyme mitochondria chloroplast ribosome nucleus chromosome gene allele mutation photosynthesis respiration glucose lipid bilayer cholesterol receptor hormone neuron synapse antibody antigen virus bacteria evolution selection population ecosystem nitrogen carbon phosphorus water osmosis diffusion transport vesicle golgi reticulum cytoskeleton microtubule flagellum meiosis mitosis".split(
    " ",
  );
const FR =
  "cellule membrane protéine enzyme mitochondrie chloroplaste ribosome noyau chromosome gène allèle mutation photosynthèse respiration glucose lipide bicouche cholestérol récepteur hormone neurone synapse anticorps antigène virus bactérie évolution sélection population écosystème azote carbone phosphore eau osmose diffusion transport vésicule golgi réticulum cytosquelette microtubule flagelle méiose mitose".split(
    " ",
  );

/** The generation steps, in order: [label, SQL]. `$seed` is the seed as text; `r(key)` a deterministic number ≥ 0. */
function steps(): [string, string][] {
  const { units, chapters, modules, lessons, students, classes, progressPer, attemptsPer, ordersPer, notes, comments } = SCALE;
  const perClass = students / classes;
  const U = BASE,
    C = BASE,
    M = BASE,
    L = BASE,
    Q = BASE;
  const chapterCount = units * chapters;
  const moduleCount = chapterCount * modules;
  const words = (list: "en" | "fr", salt: string, count: number, id: string) =>
    `(SELECT string_agg(CASE WHEN pg_temp.r(${id} || '${salt}f' || g) % 6 = 0 OR '${salt}' = 't'
        THEN pg_temp.word('${list}', pg_temp.r(${id} || '${salt}' || g))
        ELSE 'lorem' || (pg_temp.r(${id} || '${salt}w' || g) % 3000) END, ' ') FROM generate_series(1, ${count}) g)`;
  return [
    [
      "units",
      `INSERT INTO units (id, "order", _status, series, key, updated_at, created_at)
       SELECT ${U} + u, 100 + u, 'published', (ARRAY['LIFE','HS','ICB'])[1 + (u - 1) % 3]::enum_units_series, 'scale-u' || u, now(), now() FROM generate_series(1, ${units}) u;
       INSERT INTO units_locales (_parent_id, _locale, title, summary)
       SELECT ${U} + u, l::_locales, CASE l WHEN 'en' THEN 'District Biology ' ELSE 'Biologie du district ' END || u,
              CASE l WHEN 'en' THEN 'A generated unit of the scale tenant.' ELSE 'Une unité générée du locataire à grande échelle.' END
         FROM generate_series(1, ${units}) u, unnest(ARRAY['en','fr']) l`,
    ],
    [
      "chapters",
      `INSERT INTO chapters (id, unit_id, "order", key, updated_at, created_at)
       SELECT ${C} + g, ${U} + 1 + (g - 1) / ${chapters}, 1 + (g - 1) % ${chapters}, 'scale-c' || g, now(), now() FROM generate_series(1, ${chapterCount}) g;
       INSERT INTO chapters_locales (_parent_id, _locale, title)
       SELECT ${C} + g, l::_locales, CASE l WHEN 'en' THEN 'Chapter ' ELSE 'Chapitre ' END || (1 + (g - 1) % ${chapters}) FROM generate_series(1, ${chapterCount}) g, unnest(ARRAY['en','fr']) l`,
    ],
    [
      "quizzes",
      `INSERT INTO quizzes (id, key, updated_at, created_at) SELECT ${Q} + g, 'scale-q' || g, now(), now() FROM generate_series(1, ${moduleCount}) g;
       INSERT INTO quizzes_locales (_parent_id, _locale, title)
       SELECT ${Q} + g, l::_locales, 'Quiz ' || g FROM generate_series(1, ${moduleCount}) g, unnest(ARRAY['en','fr']) l;
       INSERT INTO quizzes_questions (_order, _parent_id, id) SELECT n, ${Q} + g, 'sq' || g || '-' || n FROM generate_series(1, ${moduleCount}) g, generate_series(1, 5) n;
       INSERT INTO quizzes_questions_locales (_parent_id, _locale, question)
       SELECT q.id, l::_locales, CASE l WHEN 'en' THEN 'Which statement about ' ELSE 'Quelle affirmation sur ' END || pg_temp.word(l, pg_temp.r(q.id)) || ' is true?'
         FROM quizzes_questions q, unnest(ARRAY['en','fr']) l WHERE q.id LIKE 'sq%';
       INSERT INTO quizzes_questions_options (_order, _parent_id, id, correct)
       SELECT o, q.id, q.id || '-o' || o, o = 1 + pg_temp.r(q.id || 'c') % 4 FROM quizzes_questions q, generate_series(1, 4) o WHERE q.id LIKE 'sq%';
       INSERT INTO quizzes_questions_options_locales (_parent_id, _locale, text)
       SELECT o.id, l::_locales, CASE l WHEN 'en' THEN 'Option ' ELSE 'Choix ' END || o._order FROM quizzes_questions_options o, unnest(ARRAY['en','fr']) l WHERE o.id LIKE 'sq%'`,
    ],
    [
      "modules",
      `INSERT INTO modules (id, chapter_id, "order", _status, key, quiz_id, updated_at, created_at)
       SELECT ${M} + g, ${C} + 1 + (g - 1) / ${modules}, 1 + (g - 1) % ${modules}, 'published', 'scale-m' || g, ${Q} + g, now(), now() FROM generate_series(1, ${moduleCount}) g;
       INSERT INTO modules_locales (_parent_id, _locale, title)
       SELECT ${M} + g, l::_locales, initcap(pg_temp.word(l, pg_temp.r('m' || g))) || ' ' || g FROM generate_series(1, ${moduleCount}) g, unnest(ARRAY['en','fr']) l;
       UPDATE quizzes SET module_id = ${M} + (id - ${Q}) WHERE id > ${Q}`,
    ],
    [
      "lessons",
      `INSERT INTO lessons (id, module_id, chapter_id, unit_id, "order", _status, key, updated_at, created_at)
       SELECT ${L} + (m.id - ${M} - 1) * ${lessons} + n, m.id, m.chapter_id, c.unit_id, n, 'published', 'scale-l' || m.id || '-' || n, now(), now()
         FROM modules m JOIN chapters c ON c.id = m.chapter_id, generate_series(1, ${lessons}) n WHERE m.id > ${M};
       INSERT INTO lessons_locales (_parent_id, _locale, title, narration_text)
       SELECT l.id, 'en', initcap(${words("en", "t", 3, "l.id")}), ${words("en", "n", 60, "l.id")} FROM lessons l WHERE l.id > ${L};
       INSERT INTO lessons_locales (_parent_id, _locale, title, narration_text)
       SELECT l.id, 'fr', initcap(${words("fr", "t", 3, "l.id")}), ${words("fr", "n", 60, "l.id")} FROM lessons l WHERE l.id > ${L}`,
    ],
    [
      "memberships and classes",
      `INSERT INTO memberships (id, key, updated_at, created_at) SELECT ${BASE} + g, 'SCALE-M' || g, now(), now() FROM generate_series(1, 10) g;
       INSERT INTO memberships_rels ("order", parent_id, path, units_id)
       SELECT u, ${BASE} + g, 'units', ${U} + (g - 1) * 6 + u FROM generate_series(1, 10) g, generate_series(1, 6) u;
       INSERT INTO classes (id, name, key, forum_enabled, updated_at, created_at)
       SELECT ${BASE} + g, 'District class ' || lpad(g::text, 3, '0'), 'SCALE-C' || g, true, now(), now() FROM generate_series(1, ${classes}) g;
       INSERT INTO classes_rels ("order", parent_id, path, memberships_id)
       SELECT 1, ${BASE} + g, 'memberships', ${BASE} + 1 + (g - 1) % 10 FROM generate_series(1, ${classes}) g`,
    ],
    [
      "students and teachers",
      `INSERT INTO users (id, email, username, first_name, last_name, role, password_hash, updated_at, created_at)
       SELECT ${BASE} + g, 'scale.student' || lpad(g::text, 4, '0') || '@district.test', 'scale.student' || lpad(g::text, 4, '0') || '@district.test',
              'Student', 'S' || lpad(g::text, 4, '0'), 'student', $hash, now(), now() FROM generate_series(1, ${students}) g;
       INSERT INTO users (id, email, username, first_name, last_name, role, password_hash, updated_at, created_at)
       SELECT ${BASE} + ${students} + g, 'scale.teacher' || lpad(g::text, 3, '0') || '@district.test', 'scale.teacher' || lpad(g::text, 3, '0') || '@district.test',
              'Teacher', 'T' || lpad(g::text, 3, '0'), 'teacher', $hash, now(), now() FROM generate_series(1, ${classes}) g;
       INSERT INTO users_rels ("order", parent_id, path, classes_id)
       SELECT 1, ${BASE} + g, 'classes', ${BASE} + 1 + (g - 1) / ${perClass} FROM generate_series(1, ${students}) g
       UNION ALL SELECT 1, ${BASE} + ${students} + g, 'classes', ${BASE} + g FROM generate_series(1, ${classes}) g`,
    ],
    [
      "progress",
      // Each student read the first lessons of their class's units in order: 100 lesson rows each.
      `INSERT INTO progress (user_id, item_type, item_id, unit_id, module_id, status, completed_at, updated_at, created_at)
       SELECT s.id, 'lesson', l.id, l.unit_id, l.module_id,
              CASE WHEN pg_temp.r(s.id || 'p' || k) % 10 = 0 THEN 'IN-PROGRESS' ELSE 'COMPLETE' END::enum_progress_status,
              now() - (pg_temp.r(s.id || 'd' || k) % 120) * interval '1 day', now() - (pg_temp.r(s.id || 'd' || k) % 120) * interval '1 day', now()
         FROM (SELECT ${BASE} + g AS id, 1 + ((g - 1) / ${perClass}) % 10 AS m FROM generate_series(1, ${students}) g) s,
              generate_series(0, ${progressPer - 1}) k,
              LATERAL (SELECT ${L} + (s.m - 1) * 6 * ${chapters * modules * lessons} + (pg_temp.r(s.id || 'u') % 6) * ${
        chapters * modules * lessons
      } + k + 1 AS id) pick
         JOIN lessons l ON l.id = pick.id`,
    ],
    [
      "quiz attempts",
      // 40 submitted attempts a student over the modules of their units (some quizzes twice or more).
      `INSERT INTO quiz_attempts (user_id, quiz_id, class_id, unit_id, module_id, status, question_order, answers, score, submitted_at, updated_at, created_at)
       SELECT s.id, m.quiz_id, s.class_id, c.unit_id, m.id, 'submitted', '[]'::jsonb, '{}'::jsonb, (pg_temp.r(s.id || 'g' || k) % 6) * 20,
              now() - (pg_temp.r(s.id || 'q' || k) % 90) * interval '1 day', now(), now()
         FROM (SELECT ${BASE} + g AS id, ${BASE} + 1 + (g - 1) / ${perClass} AS class_id, 1 + ((g - 1) / ${perClass}) % 10 AS m FROM generate_series(1, ${students}) g) s
         CROSS JOIN generate_series(1, ${attemptsPer}) k
         JOIN modules m ON m.id = ${M} + (s.m - 1) * ${6 * chapters * modules} + pg_temp.r(s.id || 'mq' || k) % ${6 * chapters * modules} + 1
         JOIN chapters c ON c.id = m.chapter_id`,
    ],
    [
      "orders",
      `INSERT INTO orders (user_id, email, status, trial_order, idempotency_key, currency, lines, subtotal_cents, discount_cents, tax_cents, total_cents, payment_brand, payment_last4, payment_reference, paid_at, updated_at, created_at)
       SELECT ${BASE} + 1 + (g - 1) % ${students}, 'scale.student' || lpad((1 + (g - 1) % ${students})::text, 4, '0') || '@district.test', 'paid', false,
              'scale:' || $seed || ':' || g, 'CAD', jsonb_build_array(jsonb_build_object('title', 'District Biology ' || (1 + g % ${units}), 'quantity', 1, 'unitPriceCents', 2500)),
              2500, 0, 325, 2825, 'visa', '4242', 'sbx_scale_' || g, now() - (pg_temp.r('o' || g) % 365) * interval '1 day', now(), now()
         FROM generate_series(1, ${students * ordersPer}) g`,
    ],
    [
      "notes and comments",
      `INSERT INTO study_notes (user_id, module_id, chapter_id, unit_id, summary, body, updated_at, created_at)
       SELECT ${BASE} + 1 + pg_temp.r('n' || g) % ${students}, m.id, m.chapter_id, c.unit_id, 'Note ' || g || ': ' || pg_temp.word('en', pg_temp.r('ns' || g)),
              jsonb_build_object('root', jsonb_build_object('type', 'root', 'version', 1, 'children', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'version', 1,
                'children', jsonb_build_array(jsonb_build_object('type', 'text', 'version', 1, 'text', 'Remember the ' || pg_temp.word('en', pg_temp.r('nb' || g)), 'format', 0)))))),
              now(), now()
         FROM generate_series(1, ${notes}) g
         JOIN modules m ON m.id = ${M} + 1 + pg_temp.r('nm' || g) % ${moduleCount}
         JOIN chapters c ON c.id = m.chapter_id;
       INSERT INTO comments (user_id, module_id, chapter_id, unit_id, class_id, text, updated_at, created_at)
       SELECT s.id, m.id, m.chapter_id, c.unit_id, s.class_id, 'Why does the ' || pg_temp.word('en', pg_temp.r('ct' || g)) || ' matter here?', now(), now()
         FROM generate_series(1, ${comments}) g
         CROSS JOIN LATERAL (SELECT ${BASE} + 1 + pg_temp.r('cs' || g) % ${students} AS id) sid
         CROSS JOIN LATERAL (SELECT sid.id AS id, ${BASE} + 1 + (sid.id - ${BASE} - 1) / ${perClass} AS class_id, 1 + ((sid.id - ${BASE} - 1) / ${perClass}) % 10 AS m) s
         JOIN modules m ON m.id = ${M} + (s.m - 1) * ${6 * chapters * modules} + pg_temp.r('cm' || g) % ${6 * chapters * modules} + 1
         JOIN chapters c ON c.id = m.chapter_id`,
    ],
    [
      "sequences and statistics",
      `DO $$ DECLARE t text; BEGIN
         FOREACH t IN ARRAY ARRAY['units','units_locales','chapters','chapters_locales','quizzes','quizzes_locales','quizzes_questions_locales','quizzes_questions_options_locales',
           'modules','modules_locales','lessons','lessons_locales','memberships','memberships_rels','classes','classes_rels','users','users_rels','progress','quiz_attempts',
           'orders','study_notes','comments'] LOOP
           EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, ''id''), (SELECT max(id) FROM %I))', t, t);
         END LOOP; END $$;
       ANALYZE`,
    ],
  ];
}

/** A name for the scale template: changes with the seed, this file and the demo template it starts from. */
function scaleName(seed: number, demoTemplate: string) {
  const hash = crypto
    .createHash("sha256")
    .update(String(seed))
    .update(demoTemplate)
    .update(fs.readFileSync(new URL(import.meta.url)));
  return `biotext_scale_${hash.digest("hex").slice(0, 10)}`;
}

/** The scale database (built when missing): a template for benchmarks to clone, plus the media folder of the demo seed. */
export async function scaleTemplate(seed = 42, log = console.log): Promise<{ template: string; dataDir: string; seconds: number | null }> {
  buildIfNeeded();
  const { template: demo, dataDir } = await seededTemplate();
  const name = scaleName(seed, demo);
  const exists = await withAdminClient(async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount);
  if (exists) return { template: name, dataDir, seconds: null };
  const building = `${name}_building`;
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${building}" TEMPLATE "${demo}"`);
  });
  const t0 = performance.now();
  const client = new pg.Client({ connectionString: serverUrl(building) });
  await client.connect();
  try {
    const hash = await bcrypt.hash(SCALE_PASSWORD, 10);
    await client.query(`CREATE FUNCTION pg_temp.r(key text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT abs(hashtext('${seed}:' || key)) $$`);
    await client.query(
      `CREATE FUNCTION pg_temp.word(lang text, n integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
         SELECT CASE lang WHEN 'fr' THEN (${literal(FR)})[1 + n % ${FR.length}] ELSE (${literal(EN)})[1 + n % ${EN.length}] END $$`,
    );
    for (const [label, text] of steps()) {
      const s = performance.now();
      await client.query(text.replaceAll("$hash", `'${hash}'`).replaceAll("$seed", `'${seed}'`));
      log(`  ${label.padEnd(26)} ${((performance.now() - s) / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.end();
  }
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  });
  return { template: name, dataDir, seconds: (performance.now() - t0) / 1000 };
}

const literal = (words: string[]) => `ARRAY[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(",")}]`;

/** Row counts of the tables the scale tenant fills (whole database, demo rows included). */
export async function scaleCounts(database: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: serverUrl(database) });
  await client.connect();
  try {
    const tables = [
      "units",
      "chapters",
      "modules",
      "lessons",
      "lessons_locales",
      "quizzes",
      "classes",
      "users",
      "progress",
      "quiz_attempts",
      "orders",
      "study_notes",
      "comments",
    ];
    const out: Record<string, number> = {};
    for (const t of tables) out[t] = Number((await client.query(`SELECT count(*) AS n FROM ${t}`)).rows[0].n);
    return out;
  } finally {
    await client.end();
  }
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === fs.realpathSync(process.argv[1]);
if (isMain) {
  const arg = (flag: string) => {
    const i = process.argv.indexOf(flag);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const seed = Number(arg("--seed") ?? 42);
  console.log(`Scale data, seed ${seed}:`);
  const { template, seconds } = await scaleTemplate(seed);
  console.log(seconds == null ? `  already built: ${template}` : `  built ${template} in ${seconds.toFixed(1)} s (goal < 300 s)`);
  const counts = await scaleCounts(template);
  for (const [t, n] of Object.entries(counts)) console.log(`  ${t.padEnd(16)} ${n.toLocaleString("en")}`);
  console.log(`Sign in as scale.student0001@district.test or scale.teacher001@district.test with ${SCALE_PASSWORD}`);
  const copy = arg("--database");
  if (copy) {
    await withAdminClient(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${copy}" TEMPLATE "${template}"`);
    });
    console.log(`Copied into ${copy}: DATABASE_URL=${serverUrl(copy)}`);
  }
}
