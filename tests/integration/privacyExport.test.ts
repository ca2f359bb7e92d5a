import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createContext } from "#core/context";
import { poolOf } from "#core/db/pool";
import { erasedEmail, tablesStillHolding } from "#core/privacy/eraseStudent";
import { PRIVACY_NOT_EXPORTED, PRIVACY_SOURCES } from "#core/privacy/sources";
import { createSession } from "#core/session/sessions";
import { createCaller } from "../../trpc/router";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 50 item 4: a family's request. The export covers every table that holds a user's id or e-mail (listed from
 * the database's catalogue, so a table added later fails here until it is exported or allow-listed with a reason);
 * after an erasure the student's e-mail, names and address are nowhere in the database or the media.
 */
let db: TestDb;
let admin: User;
let student: User;
let classmate: User;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let classId = 0;
let membership = 0;
type Caller = Awaited<ReturnType<TestDb["callerAs"]>>;
let asAdmin: Caller;
const EMAIL = "zephyrine.quillfeather@family.test";
const FIRST = "Zéphyrine";
const LAST = "Quillfeather";
const USERNAME = "zquillfeather";
const STREET = "4417 Rue des Érablières";

beforeAll(async () => {
  db = await openTestDb();
  admin = await db.createUser({ email: "ada@school.test", role: "admin" });
  asAdmin = await db.callerAs(admin, { ip: "198.51.100.9" });
  unit = await buildUnit(db.payload, "PV", 1, { chapters: 1, modules: 1, lessons: 1 });
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-PV", name: "PV", units: [unit.unit] }, overrideAccess: true })).id;
  classId = (await db.payload.create({ collection: "classes", data: { name: "Class PV", key: "CLASS-PV", memberships: [membership] }, overrideAccess: true }))
    .id;
  student = await db.createUser({
    email: EMAIL,
    username: USERNAME,
    firstName: FIRST,
    lastName: LAST,
    role: "student",
    classes: [classId],
    memberships: [membership],
    language: "fr",
    password: "tulip-harbor-42",
  });
  classmate = await db.createUser({ email: "classmate@school.test", role: "student", classes: [classId], firstName: "Cla", lastName: "Mate" });
  await seedEverything();
}, 120_000);
afterAll(() => db?.close());

/** A row for the student in every table the export reads (through SQL: what matters is that a row exists). */
async function seedEverything() {
  const q = (text: string, values: unknown[] = []) => poolOf(db.payload).query(text, values);
  const id = student.id;
  const [moduleId, quizId, lessonId] = [unit.modules[0]!, unit.quizzes[0]!, unit.lessons[0]!];
  await q(`INSERT INTO progress (user_id, item_type, item_id, unit_id, module_id, status) VALUES ($1, 'lesson', $2, $3, $4, 'COMPLETE')`, [
    id,
    lessonId,
    unit.unit,
    moduleId,
  ]);
  await q(
    `INSERT INTO quiz_attempts (user_id, quiz_id, class_id, unit_id, module_id, status, question_order, answers, score, submitted_at)
     VALUES ($1, $2, $3, $4, $5, 'submitted', '[]'::jsonb, $6::jsonb, 80, now())`,
    [id, quizId, classId, unit.unit, moduleId, JSON.stringify([{ text: `my name is ${FIRST} ${LAST}` }])],
  );
  await q(`INSERT INTO quiz_overrides (class_id, user_id, unit_id, extra_attempts, reason) VALUES ($1, $2, $3, 1, $4)`, [
    classId,
    id,
    unit.unit,
    `${FIRST} was ill`,
  ]);
  await q(`INSERT INTO deadline_extensions (class_id, unit_id, user_id, expire_date) VALUES ($1, $2, $3, '2030-01-01')`, [classId, unit.unit, id]);
  await q(`INSERT INTO study_notes (user_id, module_id, summary, body) VALUES ($1, $2, $3, '{}'::jsonb)`, [id, moduleId, `Note by ${FIRST}`]);
  await q(`INSERT INTO bookmarks (user_id, module_id) VALUES ($1, $2)`, [id, moduleId]);
  await q(`INSERT INTO comments (user_id, module_id, class_id, text) VALUES ($1, $2, $3, $4)`, [
    id,
    moduleId,
    classId,
    `Hi, ${FIRST} here: why is ATP an energy carrier?`,
  ]);
  await q(`INSERT INTO review_cards (user_id, quiz_id, question_id, due) VALUES ($1, $2, 'q1', now())`, [id, quizId]);
  const address = JSON.stringify({ name: `${FIRST} ${LAST}`, line1: STREET, city: "Québec", postalCode: "G1R 2B5" });
  await q(
    `INSERT INTO orders (user_id, email, status, idempotency_key, currency, lines, subtotal_cents, discount_cents, tax_cents, total_cents, address)
     VALUES ($1, $2, 'paid', 'pv-order', 'CAD', '[]'::jsonb, 1000, 0, 0, 1000, $3::jsonb)`,
    [id, EMAIL, address],
  );
  await q(`INSERT INTO carts (public_id, user_id, status, items, address) VALUES ('pv-cart', $1, 'open', '[]'::jsonb, $2::jsonb)`, [id, address]);
  await q(
    `INSERT INTO invoices (invoice_num, invoice_date, bill_to, number_of_seats, rate, payment_email) VALUES ('PV-1', now(), 'Lakeside School', 1, 10, $1)`,
    [EMAIL],
  );
  await createSession(db.payload, { user: id });
  await q(`UPDATE sessions SET ip = '203.0.113.50', user_agent = 'Firefox' WHERE user_id = $1`, [id]);
  await q(`INSERT INTO password_resets (public_id, token_hash, user_id, requested_by, expires_at) VALUES ('pv-reset', 'secret-hash', $1, 'self', now())`, [id]);
  const consumer = await db.payload.create({
    collection: "lti-consumers",
    data: { name: "PV LMS", key: "pv-lms", version: "LTI-1p0", setupType: "unit", class: classId, membership },
    overrideAccess: true,
  } as never);
  await q(`INSERT INTO lti_identities (key, consumer_id, lti_user_id, user_id) VALUES ('pv-lms:u1', $1, 'lms-user-1', $2)`, [
    (consumer as { id: number }).id,
    id,
  ]);
  await q(`INSERT INTO lti_sync_logs (user_id, sync_type, result, score) VALUES ($1, 'grade', 'success', 0.8)`, [id]).catch(async () =>
    q(
      `INSERT INTO lti_sync_logs (user_id, sync_type, result, score) VALUES ($1, (enum_range(NULL::enum_lti_sync_logs_sync_type))[1], (enum_range(NULL::enum_lti_sync_logs_result))[1], 0.8)`,
      [id],
    ),
  );
  await q(`INSERT INTO sso_links (key, subject, email, user_id, linked_by) VALUES ('pv-sso', 'sub-1', $1, $2, 'created')`, [EMAIL, id]);
  await q(`INSERT INTO sso_states (state_hash, kind, user_id, email, expires_at) VALUES ('pv-state', 'link', $1, $2, now())`, [id, EMAIL]);
  await q(`INSERT INTO user_notes (user_id, type, message, author_id, author_name) VALUES ($1, 'note', $2, $3, 'ada@school.test')`, [
    id,
    `Called ${FIRST}'s parent`,
    admin.id,
  ]);
  await q(`INSERT INTO emails ("to", subject, kind, text, delivery) VALUES ($1, 'Welcome', 'account-created', $2, 'captured')`, [
    EMAIL,
    `Hello ${FIRST}`,
  ]).catch(async () =>
    q(`INSERT INTO emails ("to", subject, text, delivery) VALUES ($1, 'Welcome', $2, (enum_range(NULL::enum_emails_delivery))[1])`, [EMAIL, `Hello ${FIRST}`]),
  );
  await q(
    `INSERT INTO contact_messages (variant, name, email, message, idempotency_key) VALUES ((enum_range(NULL::enum_contact_messages_variant))[1], $1, $2, 'Please send my data', 'pv-contact')`,
    [`${FIRST} ${LAST}`, EMAIL],
  );
  await q(
    `INSERT INTO course_requests (prof_first_name, prof_last_name, prof_email, prof_department, course_name, institution_name, institution_city, institution_province,
                                  institution_country, lessons, idempotency_key)
     VALUES ($1, $2, $3, 'Bio', 'Bio 101', 'Cégep', 'Québec', 'QC', 'CA', '[]'::jsonb, 'pv-course')`,
    [FIRST, LAST, EMAIL],
  );
  await q(
    `INSERT INTO school_orders (first_name, last_name, email, district, school, contact_street_num, contact_street_name, contact_city, contact_state_prov, contact_country,
       contact_post_zip_code, contact_phone_num, contact_school_email, billing_attn, billing_p_o, billing_company_name, billing_street_num, billing_street_name, billing_city,
       billing_state_prov, billing_country, billing_post_zip_code, billing_phone_num, product_ordered, product_name, unit_price, product_qty, total, additional_comments, idempotency_key)
     VALUES ($1, $2, $3, 'D', 'Lakeside', '4417', 'Rue des Érablières', 'Québec', 'QC', 'CA', 'G1R', '555', $3, 'Accounts', 'PO', 'Lakeside', '1', 'Main', 'Québec', 'QC', 'CA',
       'G1R', '555', 'P', 'Product', 1, 1, 1, '', 'pv-school')`,
    [FIRST, LAST, EMAIL],
  );
  // An admin's action on the student: an audit row naming them as its target.
  await asAdmin.quizzes.teacher.extendDeadline({ classId, userId: id, unitId: unit.unit, exceptionChange: "ADD", expireDate: "2031-01-01" });
}

/** Every (table.column) of the schema that holds a user's id or an e-mail address: foreign keys to users, and by name. */
async function userColumns(): Promise<string[]> {
  const { rows } = await poolOf(db.payload).query<{ col: string }>(
    `SELECT DISTINCT c.conrelid::regclass::text || '.' || a.attname AS col
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
     UNION
     SELECT c.table_name || '.' || c.column_name
       FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND (c.column_name ~ '(^|_)(user|users|student|learner|customer|account|actor|author)_id$' AND c.table_name NOT LIKE '%\\_rels' AND c.table_name NOT LIKE '\\_%'
             OR c.column_name ~ 'email' OR c.column_name IN ('to', 'user', 'student'))
     ORDER BY 1`,
  );
  // parent_id of Payload's other _rels tables and of comments points at their own parent document, not a user.
  return rows.map((r) => r.col.replace(/"/g, "")).filter((c) => !/^comments\.parent_id$/.test(c));
}

describe("issue 50 a family's request: the export", () => {
  it("issue 50 every table holding a user id or e-mail is exported or allow-listed with a reason", async () => {
    const columns = await userColumns();
    expect(columns).toContain("users_rels.parent_id");
    expect(columns).toContain("quiz_attempts.user_id");
    const covered = new Set(PRIVACY_SOURCES.flatMap((s) => s.keys.map((k) => `${s.table}.${k}`)));
    const missing = columns.filter((c) => !covered.has(c) && !PRIVACY_NOT_EXPORTED[c]);
    expect(missing, "export these in core/privacy/sources.ts, or add them to PRIVACY_NOT_EXPORTED with a reason").toEqual([]);
    // No stale entry: every source's key and every allow-listed column exists.
    const { rows } = await poolOf(db.payload).query<{ col: string }>(
      `SELECT table_name || '.' || column_name AS col FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const existing = new Set(rows.map((r) => r.col));
    expect([...covered, ...Object.keys(PRIVACY_NOT_EXPORTED)].filter((c) => !existing.has(c))).toEqual([]);
  });

  it("issue 50 an admin's export holds a JSON file with the student's rows for every source, a summary in French, and writes one audit row", async () => {
    const since = Number((await poolOf(db.payload).query(`SELECT coalesce(max(id), 0) AS n FROM audit_events`)).rows[0]!.n);
    const out = await asAdmin.privacy.exportStudent({ userId: student.id });
    const zip = await JSZip.loadAsync(Buffer.from(out.base64, "base64"));
    for (const source of PRIVACY_SOURCES) {
      const file = zip.file(`data/${source.file}.json`);
      expect(file, source.file).not.toBeNull();
      const rows = JSON.parse(await file!.async("string")) as Record<string, unknown>[];
      expect(rows.length, `${source.file} (${source.table}) has the student's rows`).toBeGreaterThan(0);
      for (const secret of source.omit ?? []) expect(rows[0]).not.toHaveProperty(secret);
    }
    const account = JSON.parse(await zip.file("data/account.json")!.async("string")) as Record<string, unknown>[];
    expect(account[0]).toMatchObject({ id: student.id, email: EMAIL, first_name: FIRST });
    expect(account[0]).not.toHaveProperty("password_hash");
    expect(await zip.file("data/sessions-and-sign-ins.json")!.async("string")).toContain("203.0.113.50");
    expect(await zip.file("data/sessions-and-sign-ins.json")!.async("string")).not.toContain("token_hash");
    const html = await zip.file("summary.html")!.async("string");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Vos données chez BioText");
    expect(html).toContain("Tentatives de quiz et notes");
    expect(html).toContain(FIRST);
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string")) as { files: unknown[] };
    expect(manifest.files).toHaveLength(PRIVACY_SOURCES.length);
    const audit = await poolOf(db.payload).query(
      `SELECT actor_id::int AS actor_id, ip, target_type, target_id FROM audit_events WHERE action = 'privacy.exported' AND id > $1`,
      [since],
    );
    expect(audit.rows).toEqual([{ actor_id: admin.id, ip: "198.51.100.9", target_type: "user", target_id: String(student.id) }]);
  });

  it("issue 50 a student downloads their own data (no audit row); another user's data is refused", async () => {
    const asStudent = await db.callerAs(student);
    const before = Number((await poolOf(db.payload).query(`SELECT count(*) AS n FROM audit_events`)).rows[0]!.n);
    const mine = await asStudent.privacy.myData();
    const zip = await JSZip.loadAsync(Buffer.from(mine.base64, "base64"));
    expect(JSON.parse(await zip.file("data/account.json")!.async("string"))[0]).toMatchObject({ email: EMAIL });
    expect(Number((await poolOf(db.payload).query(`SELECT count(*) AS n FROM audit_events`)).rows[0]!.n)).toBe(before);
    await expect(asStudent.privacy.exportStudent({ userId: classmate.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("issue 50 a family's request: the erasure", () => {
  it("issue 50 refuses a mistyped e-mail and a non-student account, changing nothing", async () => {
    await expect(asAdmin.privacy.eraseStudent({ userId: student.id, confirmEmail: "someone@else.test" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(asAdmin.privacy.eraseStudent({ userId: admin.id, confirmEmail: admin.email })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await tablesStillHolding(poolOf(db.payload), EMAIL)).length).toBeGreaterThan(5);
  });

  it("issue 50 leaves no e-mail, name or address of the student in any text column or in the media; grades and posts stay, anonymised", async () => {
    const pool = poolOf(db.payload);
    const count = async (table: string) => Number((await pool.query(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [student.id])).rows[0]!.n);
    const kept = { attempts: await count("quiz_attempts"), progress: await count("progress"), posts: await count("comments") };
    const since = Number((await pool.query(`SELECT coalesce(max(id), 0) AS n FROM audit_events`)).rows[0]!.n);

    const r = await asAdmin.privacy.eraseStudent({ userId: student.id, confirmEmail: EMAIL.toUpperCase() });
    expect(r.erased).toBe(true);

    for (const needle of [EMAIL, FIRST, LAST, USERNAME, STREET, "Rue des Érablières"]) {
      expect(await tablesStillHolding(pool, needle), needle).toEqual([]);
    }
    const mediaDir = path.resolve(process.env.DATA_DIR ?? ".data", "media");
    const walk = (dir: string): string[] =>
      fs.existsSync(dir)
        ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
        : [];
    for (const file of walk(mediaDir)) {
      const bytes = fs.readFileSync(file).toString("latin1").toLowerCase();
      for (const needle of [EMAIL, LAST.toLowerCase(), USERNAME]) expect(bytes.includes(needle), `${file} holds ${needle}`).toBe(false);
    }

    expect({ attempts: await count("quiz_attempts"), progress: await count("progress"), posts: await count("comments") }).toEqual(kept);
    const user = (await pool.query(`SELECT email, first_name, username, password_hash, erased_at FROM users WHERE id = $1`, [student.id])).rows[0]!;
    expect(user).toMatchObject({ email: erasedEmail(student.id), first_name: "", username: null, password_hash: null });
    expect(user.erased_at).not.toBeNull();
    expect(Number((await pool.query(`SELECT count(*) AS n FROM sessions WHERE user_id = $1`, [student.id])).rows[0]!.n)).toBe(0);
    expect(Number((await pool.query(`SELECT count(*) AS n FROM orders WHERE user_id = $1`, [student.id])).rows[0]!.n)).toBe(1);

    const audit = await pool.query(`SELECT actor_id::int AS actor_id, target_id, summary FROM audit_events WHERE action = 'privacy.erased' AND id > $1`, [
      since,
    ]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ actor_id: admin.id, target_id: String(student.id) });
    expect(JSON.stringify(audit.rows[0])).not.toContain(EMAIL);

    await expect(asAdmin.privacy.eraseStudent({ userId: student.id, confirmEmail: erasedEmail(student.id) })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("issue 50 the erased student's Q&A post is signed « Ancien élève » in French and Former student in English", async () => {
    const view = async (language: "en" | "fr") => {
      const session = await createSession(db.payload, { user: classmate.id, language });
      const caller = createCaller(
        createContext({ payload: db.payload, session: { ...session.session, user: classmate }, ip: "203.0.113.7", secureCookies: false, setCookie: () => {} }),
      );
      return caller.study.qa({ moduleId: unit.modules[0]! });
    };
    const fr = await view("fr");
    expect(fr.questions.map((q) => q.author)).toEqual(["Ancien élève"]);
    expect(fr.questions[0]!.text).toBe("Hi, [removed] here: why is ATP an energy carrier?");
    expect((await view("en")).questions.map((q) => q.author)).toEqual(["Former student"]);
  });
});
