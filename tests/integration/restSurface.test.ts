/**
 * The CMS REST surface (/api/*) follows the same rules as the procedures — over real HTTP, on the
 * production server started for this file (one server, one database cloned from the migrated
 * template, fixtures written through Payload's Local API before it starts).
 *
 * The matrix: every collection and global slug of the config (Payload's own included) × every
 * session kind × list / read / versions (drafts collections) / create / update / delete. A slug
 * of the config without a row fails the test, so a new collection cannot ship open
 * (docs/security.md, "CMS API surface").
 *
 * Writes never change the fixtures: create sends an empty body (allowed = 400 validation error
 * or 201, refused = 403), update and delete address `where[id][equals]=0` (allowed = 200 with no
 * document touched, refused = 403). Access is checked before the body or the query is looked at.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Payload } from "payload";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#core/session/sessions";
import { LINK_ERROR } from "../../cms/lib/links";
import { createLocalized } from "../../cms/lib/localized";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";
import { poolOf } from "#core/db/pool";

const KINDS = ["anonymous", "visitor", "student", "none", "teacher", "library", "editor", "admin"] as const;
type Kind = (typeof KINDS)[number];
type Op = "list" | "read" | "versions" | "create" | "update" | "delete";
/** ok = allowed; denied = 403; hidden = 404 (the caller's rule filters the document out); absent = no REST endpoint at all. */
type Outcome = "ok" | "denied" | "hidden" | "absent";
type Row = Partial<Record<Op, (k: Kind) => Outcome>>;

const staff = (k: Kind) => k === "editor" || k === "admin";
/** Members of the fixture unit: the student through their own membership, the teacher through their class's. */
const member = (k: Kind) => k === "student" || k === "teacher" || staff(k);
const everyone = (): Outcome => "ok";
const staffOnly = (k: Kind): Outcome => (staff(k) ? "ok" : "denied");
const adminOnly = (k: Kind): Outcome => (k === "admin" ? "ok" : "denied");
const nobody = (): Outcome => "denied";
const noEndpoint = (): Outcome => "absent";

/** Public catalogue content; drafts and their history for editors only. */
const content = (drafts: boolean): Row => ({
  list: everyone,
  read: everyone,
  ...(drafts ? { versions: staffOnly } : {}),
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
});
/** Records only the application writes (through procedures); admins read them in the CMS. */
const appRecords: Row = { list: adminOnly, read: adminOnly, create: nobody, update: nobody, delete: nobody };

const COLLECTIONS: Record<string, Row> = {
  // Titles, order and placement are public (the table of contents, LRN-005); lesson text and media,
  // module content: members only — checked field by field below.
  units: content(true),
  chapters: content(false),
  modules: content(true),
  lessons: content(true),
  // Answers are only ever sent by procedures that strip the correct flags.
  quizzes: { list: staffOnly, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  // The fixture read here is a lesson file of the unit: members and editors only; the list is filtered.
  media: { list: everyone, read: (k) => (member(k) ? "ok" : "hidden"), create: staffOnly, update: staffOnly, delete: staffOnly },
  "ar-structures": content(false),
  products: content(false),
  memberships: { list: staffOnly, read: staffOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  // Everyone signed in reads their own account (Payload's /api/users/me); the fixture read is someone else's.
  users: {
    list: (k) => (k === "anonymous" || k === "visitor" ? "denied" : "ok"),
    read: (k) => (k === "admin" ? "ok" : k === "anonymous" || k === "visitor" ? "denied" : "hidden"),
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  classes: { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  "ip-lists": { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  sessions: appRecords,
  "user-notes": appRecords,
  "password-resets": appRecords,
  emails: appRecords,
  "rate-limits": appRecords,
  progress: appRecords,
  // LTI (issue 15): consumers are created and their secrets rotated only by procedures; the rest are the launch's records.
  "lti-consumers": { list: adminOnly, read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  "lti-identities": appRecords,
  "lti-nonces": appRecords,
  "lti-launch-tokens": appRecords,
  "lti-sync-logs": appRecords,
  "lti-tool-keys": appRecords,
  "lti-oidc-states": appRecords,
  // School sign-in (issue 47), offline writes' keys (issue 46), the audit trail (issue 50): written only by core.
  "sso-providers": appRecords,
  "sso-states": appRecords,
  "sso-links": appRecords,
  "offline-writes": appRecords,
  "audit-events": appRecords,
  // Quizzes (issue 13): attempts are written by the quiz procedures; admins may correct the class settings.
  "quiz-attempts": appRecords,
  "class-quiz-settings": { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  "quiz-dates": { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  "deadline-extensions": { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  "quiz-overrides": { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  // Public forms (issue 11): written by the forms' procedures; staff read and mark them handled.
  contactMessages: { list: adminOnly, read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  courseRequests: { list: adminOnly, read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  schoolOrders: { list: adminOnly, read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  // Study tools (issue 14): private to their owner (procedures only); comments moderated by admins.
  "study-notes": { list: nobody, read: nobody, create: nobody, update: nobody, delete: nobody },
  bookmarks: { list: nobody, read: nobody, create: nobody, update: nobody, delete: nobody },
  comments: { list: adminOnly, read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  // Commerce (issue 12)
  carts: appRecords,
  coupons: { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  orders: { list: adminOnly, read: adminOnly, create: nobody, update: adminOnly, delete: nobody },
  invoices: { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  // Payments (issue 27): the accounting system's encrypted OAuth tokens are never served over REST.
  "accounting-tokens": { list: nobody, read: nobody, create: nobody, update: nobody, delete: nobody },
  // Review (issue 28): written by core/review with SQL; admins may read and correct a card.
  "review-cards": { list: adminOnly, read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  // Payload's own: closed to everyone but editors and admins (the admin UI's locks and preferences).
  "payload-locked-documents": { list: staffOnly, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  "payload-preferences": { list: staffOnly, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  // LTI grade passback jobs (issue 15): Payload's jobs queue answers nobody over REST (jobs are queued and run by the server only).
  "payload-jobs": { list: nobody, read: nobody, create: nobody, update: nobody, delete: nobody },
  "payload-kv": { list: nobody, read: nobody, create: nobody, update: nobody, delete: nobody },
  "payload-migrations": { list: noEndpoint, read: noEndpoint, create: noEndpoint, update: noEndpoint, delete: noEndpoint },
};

const GLOBALS: Record<string, { read: (k: Kind) => Outcome; update: (k: Kind) => Outcome }> = {
  "site-copy": { read: everyone, update: staffOnly },
  "courseware-prices": { read: everyone, update: adminOnly },
  // Commerce (issue 12)
  "commerce-settings": { read: adminOnly, update: adminOnly },
};

// ---- the server and the fixtures ----------------------------------------------------------

let db: TestDb;
let payload: Payload;
let server: RunningServer | null = null;
let base = "";
const cookie: Partial<Record<Kind, string>> = {};
let ltiLockedCookie = "";
const fixture: Record<string, number> = {};
const files = { lesson: "", lessonThumb: "", public: "" };
const uploaded: string[] = [];
const SECRET = `secret-${crypto.randomBytes(4).toString("hex")}`;
const DRAFT_SECRET = `draft-${crypto.randomBytes(4).toString("hex")}`;

const lexical = (text: string) => ({
  root: {
    type: "root",
    format: "",
    indent: 0,
    version: 1,
    direction: "ltr",
    children: [
      {
        type: "paragraph",
        format: "",
        indent: 0,
        version: 1,
        direction: "ltr",
        children: [{ type: "text", text, format: 0, mode: "normal", style: "", detail: 0, version: 1 }],
      },
    ],
  },
});

async function upload(name: string, mimetype: string, data: Buffer, unit: number | null) {
  const doc = await payload.create({
    collection: "media",
    data: { alt: name, unit },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
    depth: 0,
  });
  uploaded.push(
    doc.filename!,
    ...Object.values(doc.sizes ?? {})
      .map((s) => s?.filename ?? "")
      .filter(Boolean),
  );
  return doc;
}

async function sessionCookie(user: number | null, library?: { ipList: number }) {
  const { token } = await createSession(payload, { user, library });
  return `sid=${token}`;
}

async function createFixtures() {
  const tag = crypto.randomBytes(3).toString("hex");
  const unit = await createLocalized(payload, "units", {
    title: { en: "Unit A", fr: "Unité A" },
    order: 1,
    series: "LIFE",
    summary: { en: "Public summary" },
    _status: "published",
  });
  const otherUnit = await createLocalized(payload, "units", { title: { en: "Unit B", fr: "Unité B" }, order: 2, series: "LIFE", _status: "published" });
  const chapter = await payload.create({ collection: "chapters", data: { title: "Chapter A1", unit: unit.id, order: 1 }, overrideAccess: true });
  const mod = await payload.create({
    collection: "modules",
    data: { title: "Module A1", chapter: chapter.id, order: 1, content: lexical(`module ${SECRET}`) as never, _status: "published" },
    overrideAccess: true,
  });
  const quiz = await payload.create({
    collection: "quizzes",
    data: {
      title: "Quiz",
      module: mod.id,
      questions: [
        {
          question: "Q?",
          options: [
            { text: "yes", correct: true },
            { text: "no", correct: false },
          ],
        },
      ],
    },
    overrideAccess: true,
  });
  const vtt = Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
  const lessonFile = await upload(`lesson-${tag}.vtt`, "text/vtt", vtt, unit.id);
  const publicFile = await upload(`cover-${tag}.vtt`, "text/vtt", vtt, null);
  files.lesson = lessonFile.filename!;
  files.public = publicFile.filename!;
  const lesson = await payload.create({
    collection: "lessons",
    data: {
      title: "Lesson A1",
      module: mod.id,
      order: 1,
      text: lexical(SECRET) as never,
      narrationText: `narration ${SECRET}`,
      captions: lessonFile.id,
      quiz: quiz.id,
      figures: [{ image: lessonFile.id, caption: `figure ${SECRET}` }],
      _status: "published",
    },
    overrideAccess: true,
  });
  // A published lesson with an unpublished draft on top (its text must reach editors only).
  await payload.update({ collection: "lessons", id: lesson.id, data: { text: lexical(DRAFT_SECRET) as never }, draft: true, overrideAccess: true });
  const membership = await payload.create({
    collection: "memberships",
    data: { key: `UNIT-A-${tag}`, name: "Unit A", units: [unit.id] },
    overrideAccess: true,
  });
  const otherMembership = await payload.create({
    collection: "memberships",
    data: { key: `UNIT-B-${tag}`, name: "Unit B", units: [otherUnit.id] },
    overrideAccess: true,
  });
  const klass = await payload.create({
    collection: "classes",
    data: { name: "Class A", key: `class-${tag}`, memberships: [membership.id] },
    overrideAccess: true,
  });
  const users: Record<string, number> = {};
  const make = async (name: string, role: "admin" | "editor" | "teacher" | "student" | "none", extra: Record<string, unknown> = {}) =>
    (users[name] = (await db.createUser({ email: `${name}-${tag}@rest.test`, role, ...extra })).id);
  await make("student", "student", { memberships: [membership.id] });
  await make("none", "none");
  await make("teacher", "teacher", { classes: [klass.id] });
  // The library's shared account opens another unit, not unit A.
  await make("library", "student", { memberships: [otherMembership.id] });
  await make("editor", "editor");
  await make("admin", "admin");
  await make("other", "student");
  const ipList = await payload.create({
    collection: "ip-lists",
    data: { name: `Library ${tag}`, class: klass.id, addresses: [{ pattern: "198.51.100.*" }], account: users.library },
    overrideAccess: true,
  });
  const structure = await payload.create({
    collection: "ar-structures",
    data: { name: `Helix ${tag}`, model: publicFile.id, lessons: [lesson.id] },
    overrideAccess: true,
  });
  const product = await payload.create({
    collection: "products",
    data: { title: "Unit A", price: 10, currency: "USD", memberships: [membership.id] },
    overrideAccess: true,
  });
  const note = await payload.create({ collection: "user-notes", data: { user: users.other, type: "note", message: "note" }, overrideAccess: true });
  const reset = await payload.create({
    collection: "password-resets",
    data: {
      publicId: tag,
      tokenHash: crypto.randomBytes(16).toString("hex"),
      user: users.other,
      requestedBy: "self",
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
    overrideAccess: true,
  });
  const email = await payload.create({ collection: "emails", data: { to: "x@rest.test", subject: "s", delivery: "captured" }, overrideAccess: true });
  const counter = await payload.create({
    collection: "rate-limits",
    data: { key: `k-${tag}`, windowStart: new Date().toISOString(), count: 1 },
    overrideAccess: true,
  });
  const progress = await payload.create({
    collection: "progress",
    data: { user: users.student, itemType: "lesson", itemId: lesson.id, unit: unit.id, status: "COMPLETE" } as never,
    overrideAccess: true,
  });
  // Study tools (issue 14)
  const studyNote = await payload.create({
    collection: "study-notes",
    data: { user: users.student, module: mod.id, summary: "s", body: { root: { type: "root", children: [] } } },
    overrideAccess: true,
  });
  const bookmark = await payload.create({ collection: "bookmarks", data: { user: users.student, module: mod.id }, overrideAccess: true });
  const comment = await payload.create({
    collection: "comments",
    data: { user: users.student, module: mod.id, class: klass.id, text: "q" },
    overrideAccess: true,
  });
  // Quizzes (issue 13) and the public forms (issue 11): plain rows, their procedures are tested elsewhere.
  const sql = poolOf(payload);
  const rowId = async (q: string, v: unknown[]) => (await sql.query(q, v)).rows[0].id;
  const formRows = {
    "quiz-attempts": await rowId("INSERT INTO quiz_attempts (user_id, quiz_id, question_order) VALUES ($1, $2, '[]') RETURNING id", [users.student, quiz.id]),
    "class-quiz-settings": await rowId("INSERT INTO class_quiz_settings (class_id) VALUES ($1) RETURNING id", [klass.id]),
    "quiz-dates": await rowId("INSERT INTO quiz_dates (class_id, quiz_id) VALUES ($1, $2) RETURNING id", [klass.id, quiz.id]),
    "review-cards": await rowId("INSERT INTO review_cards (user_id, quiz_id, question_id, unit_id, due) VALUES ($1, $2, 'q-rest', $3, now()) RETURNING id", [
      users.student,
      quiz.id,
      unit.id,
    ]),
    "accounting-tokens": await rowId("INSERT INTO accounting_tokens (provider) VALUES ($1) RETURNING id", [`rest-${tag}`]),
    "deadline-extensions": await rowId(
      "INSERT INTO deadline_extensions (class_id, unit_id, user_id, expire_date) VALUES ($1, $2, $3, '2030-01-01') RETURNING id",
      [klass.id, unit.id, users.student],
    ),
    "quiz-overrides": await rowId("INSERT INTO quiz_overrides (class_id, unit_id, user_id, extra_attempts, reason) VALUES ($1, $2, $3, 1, 'r') RETURNING id", [
      klass.id,
      unit.id,
      users.student,
    ]),
    contactMessages: await rowId(
      "INSERT INTO contact_messages (variant, name, email, message, idempotency_key) VALUES ('contact', 'n', 'c@rest.test', 'm', $1) RETURNING id",
      [`rest-c-${tag}`],
    ),
    courseRequests: await rowId(
      `INSERT INTO course_requests (prof_first_name, prof_last_name, prof_email, prof_department, course_name, institution_name, institution_city,
         institution_province, institution_country, lessons, idempotency_key) VALUES ('a','b','p@rest.test','d','c','i','c','p','c','[]',$1) RETURNING id`,
      [`rest-r-${tag}`],
    ),
    schoolOrders: await rowId(
      `INSERT INTO school_orders (first_name, last_name, email, district, school, contact_street_num, contact_street_name, contact_city, contact_state_prov,
         contact_country, contact_post_zip_code, contact_phone_num, contact_school_email, billing_attn, billing_p_o, billing_company_name, billing_street_num,
         billing_street_name, billing_city, billing_state_prov, billing_country, billing_post_zip_code, billing_phone_num, product_ordered, product_name,
         unit_price, product_qty, total, additional_comments, idempotency_key)
       VALUES ('a','b','s@rest.test','d','s','1','s','c','p','c','z','1','s@rest.test','a','p','c','1','s','c','p','c','z','1','isbn','n',1,1,1,'x',$1) RETURNING id`,
      [`rest-s-${tag}`],
    ),
  };
  // Commerce (issue 12)
  const cart = await payload.create({ collection: "carts", data: { publicId: `cart-${tag}`, items: [] } as never, overrideAccess: true });
  const couponDoc = await payload.create({ collection: "coupons", data: { code: `REST-${tag}`, amount: 1, usedCount: 0 }, overrideAccess: true });
  const order = await payload.create({
    collection: "orders",
    data: {
      email: "o@rest.test",
      idempotencyKey: `rest-${tag}`,
      currency: "USD",
      lines: [],
      subtotalCents: 0,
      discountCents: 0,
      taxCents: 0,
      totalCents: 0,
    } as never,
    overrideAccess: true,
  });
  const invoiceDoc = await payload.create({
    collection: "invoices",
    data: { billTo: "REST Books", numberOfSeats: 1, rate: 1, currency: "USD" } as never,
    overrideAccess: true,
  });
  // Written as the editor would (the preference's user comes from the request's user).
  const asEditor = { ...(await payload.findByID({ collection: "users", id: users.editor, depth: 0, overrideAccess: true })), collection: "users" as const };
  const lock = await payload.create({
    collection: "payload-locked-documents",
    data: { document: { relationTo: "lessons", value: lesson.id }, user: { relationTo: "users", value: users.editor } },
    user: asEditor,
    overrideAccess: true,
  });
  const preference = await payload.create({
    collection: "payload-preferences",
    data: { key: "nav", value: { open: true }, user: { relationTo: "users", value: users.editor } },
    user: asEditor,
    overrideAccess: true,
  });

  cookie.visitor = await sessionCookie(null);
  for (const k of ["student", "none", "teacher", "editor", "admin"] as const) cookie[k] = await sessionCookie(users[k]);
  cookie.library = await sessionCookie(users.library, { ipList: ipList.id });
  // The student again, in a session an LTI launch locked to another chapter of the unit (LTI-009).
  const otherChapter = await payload.create({ collection: "chapters", data: { title: "Chapter A2", unit: unit.id, order: 2 }, overrideAccess: true });
  const locked = await createSession(payload, { user: users.student });
  await payload.update({ collection: "sessions", id: locked.session.id, data: { ltiLock: true, ltiChapter: otherChapter.id }, overrideAccess: true });
  ltiLockedCookie = `sid=${locked.token}`;
  const sessionRow = (await payload.find({ collection: "sessions", limit: 1, depth: 0, overrideAccess: true })).docs[0];

  Object.assign(fixture, {
    units: unit.id,
    chapters: chapter.id,
    modules: mod.id,
    lessons: lesson.id,
    quizzes: quiz.id,
    media: lessonFile.id,
    publicMedia: publicFile.id,
    "ar-structures": structure.id,
    products: product.id,
    memberships: membership.id,
    users: users.other,
    classes: klass.id,
    "ip-lists": ipList.id,
    sessions: sessionRow.id,
    "user-notes": note.id,
    "password-resets": reset.id,
    emails: email.id,
    "rate-limits": counter.id,
    progress: progress.id,
    ...(await ltiFixtures(payload, { classId: klass.id, membershipId: membership.id, sessionId: sessionRow.id, userId: users.other })),
    ...formRows,
    "study-notes": studyNote.id,
    bookmarks: bookmark.id,
    comments: comment.id,
    carts: cart.id,
    coupons: couponDoc.id,
    orders: order.id,
    invoices: invoiceDoc.id,
    ...(await newCollectionFixtures(payload, users.other)),
    "payload-locked-documents": lock.id,
    "payload-preferences": preference.id,
    "payload-kv": 1,
    "payload-migrations": 1,
  });
}

/** One record of each LTI collection (issue 15). */
async function ltiFixtures(p: Payload, ids: { classId: number; membershipId: number; sessionId: number; userId: number }) {
  const { createConsumer } = await import("#core/lti/consumers");
  const consumer = await createConsumer(
    { payload: p },
    {
      consumerName: "REST portal",
      consumerKey: "rest.portal",
      ltiVersion: "LTI-1p0",
      ltiType: "unit",
      classSelected: ids.classId,
      membership: ids.membershipId,
      frameOrigins: "",
    },
  );
  const opts = { overrideAccess: true, depth: 0 } as const;
  const identity = await p.create({
    collection: "lti-identities",
    data: { key: `${consumer.id}:u1`, consumer: consumer.id, ltiUserId: "u1", user: ids.userId },
    ...opts,
  });
  const nonce = await p.create({
    collection: "lti-nonces",
    data: { key: `${consumer.id}:n1`, expiresAt: new Date(Date.now() + 600_000).toISOString() },
    ...opts,
  });
  const token = await p.create({
    collection: "lti-launch-tokens",
    data: {
      tokenHash: crypto.randomBytes(16).toString("hex"),
      session: ids.sessionId,
      destination: "/account",
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    },
    ...opts,
  });
  const log = await p.create({ collection: "lti-sync-logs", data: { user: ids.userId, syncType: "grade", result: "success" }, ...opts });
  const { signingKey } = await import("#core/lti/toolKeys");
  await signingKey(p); // the tool's first key
  const toolKey = (await p.find({ collection: "lti-tool-keys", limit: 1, ...opts })).docs[0]!;
  const oidcState = await p.create({
    collection: "lti-oidc-states",
    data: { stateHash: crypto.randomBytes(16).toString("hex"), nonce: "n1", consumer: consumer.id, expiresAt: new Date(Date.now() + 600_000).toISOString() },
    ...opts,
  });
  const job = await p.jobs.queue({
    task: "ltiReplaceResult",
    queue: "rest-surface-never-run",
    input: { identity: identity.id, unit: 1, score: 0.5, syncType: "grade" },
  });
  return {
    "payload-jobs": job.id,
    "lti-consumers": consumer.id,
    "lti-identities": identity.id,
    "lti-nonces": nonce.id,
    "lti-launch-tokens": token.id,
    "lti-sync-logs": log.id,
    "lti-tool-keys": toolKey.id,
    "lti-oidc-states": oidcState.id,
  };
}

beforeAll(async () => {
  db = await openTestDb();
  payload = db.payload;
  await createFixtures();
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "rest-surface" });
  base = server.base;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  const dir = path.resolve(process.env.DATA_DIR ?? ".data/test", "media");
  for (const f of uploaded) fs.rmSync(path.join(dir, f), { force: true });
  await db?.close();
});

// ---- requests ---------------------------------------------------------------------------

async function call(kind: Kind, method: string, url: string, body?: unknown) {
  const headers: Record<string, string> = { origin: base };
  if (cookie[kind]) headers.cookie = cookie[kind]!;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual" });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* a file or an HTML page */
  }
  return { status: res.status, text, json: json as Record<string, unknown> & { docs?: Record<string, unknown>[] } };
}

const NONE = "where[id][equals]=0";

function requestFor(slug: string, op: Op): [string, string, unknown?] {
  const id = fixture[slug];
  switch (op) {
    case "list":
      return ["GET", `/api/${slug}?depth=0&limit=5`];
    case "read":
      return ["GET", `/api/${slug}/${id}?depth=0`];
    case "versions":
      return ["GET", `/api/${slug}/versions?depth=0&where[parent][equals]=${id}`];
    case "create":
      return ["POST", `/api/${slug}`, {}];
    case "update":
      return ["PATCH", `/api/${slug}?${NONE}`, {}];
    case "delete":
      return ["DELETE", `/api/${slug}?${NONE}`];
  }
}

/** One row of each collection added by issues 46, 47 and 50, for the read, update and delete columns. */
async function newCollectionFixtures(p: typeof payload, userId: number): Promise<Record<string, number>> {
  const provider = await p.create({
    collection: "sso-providers",
    overrideAccess: true,
    data: { name: "REST School", slug: "rest-school", issuer: "http://127.0.0.1:9/rest", clientId: "rest", clientSecretEncrypted: "x", domains: [] },
  });
  const state = await p.create({
    collection: "sso-states",
    overrideAccess: true,
    data: { stateHash: "rest-state", kind: "login", provider: provider.id, expiresAt: new Date(Date.now() + 60_000).toISOString() },
  });
  const link = await p.create({
    collection: "sso-links",
    overrideAccess: true,
    data: { key: "rest-link", provider: provider.id, subject: "rest-sub", email: "rest@school.test", user: userId, linkedBy: "admin" },
  });
  const offline = await p.create({ collection: "offline-writes", overrideAccess: true, data: { user: userId, key: "rest-key", kind: "note" } });
  const audit = await p.create({
    collection: "audit-events",
    overrideAccess: true,
    data: { action: "user.updated", targetType: "user", targetId: String(userId) },
  });
  return { "sso-providers": provider.id, "sso-states": state.id, "sso-links": link.id, "offline-writes": offline.id, "audit-events": audit.id };
}

function outcomeOf(op: Op, status: number): Outcome | `status ${number}` {
  if (status === 403 || status === 401) return "denied";
  if (status === 404) return "hidden";
  if (op === "create" && (status === 201 || status === 400)) return "ok";
  if (status === 200) return "ok";
  return `status ${status}`;
}

// ---- the matrix -------------------------------------------------------------------------

describe("CMS REST surface: every slug × every session kind × every operation", () => {
  it("every collection and global of the config has an expected row (a new collection cannot ship open)", async () => {
    const config = await payload.config;
    const missing = [...config.collections.map((c) => c.slug).filter((s) => !COLLECTIONS[s]), ...config.globals.map((g) => g.slug).filter((s) => !GLOBALS[s])];
    expect(missing, "slugs of the config with no expected row in restSurface.test.ts").toEqual([]);
    const drafts = config.collections.filter((c) => c.versions && c.versions.drafts).map((c) => c.slug);
    for (const slug of drafts) expect(COLLECTIONS[slug].versions, `${slug} has drafts: its versions need a row`).toBeDefined();
    for (const [slug, row] of Object.entries(COLLECTIONS)) {
      if (!slug.startsWith("payload-"))
        expect(
          config.collections.some((c) => c.slug === slug),
          `${slug} is not in the config`,
        ).toBe(true);
      for (const op of ["list", "read", "create", "update", "delete"] as const) expect(row[op], `${slug} ${op}`).toBeDefined();
    }
  });

  for (const slug of Object.keys(COLLECTIONS)) {
    it(`${slug}`, async () => {
      const actual: Record<string, Record<Kind, string>> = {};
      const wanted: Record<string, Record<Kind, string>> = {};
      for (const [op, expected] of Object.entries(COLLECTIONS[slug]) as [Op, (k: Kind) => Outcome][]) {
        actual[op] = {} as Record<Kind, string>;
        wanted[op] = {} as Record<Kind, string>;
        await Promise.all(
          KINDS.map(async (kind) => {
            const [method, url, body] = requestFor(slug, op);
            const res = await call(kind, method, url, body);
            wanted[op][kind] = expected(kind);
            // A collection without REST endpoints answers 404 or 501 to everybody: "absent" rather than "hidden".
            actual[op][kind] = wanted[op][kind] === "absent" && (res.status === 404 || res.status === 501) ? "absent" : outcomeOf(op, res.status);
          }),
        );
      }
      expect(actual).toEqual(wanted);
    });
  }

  for (const slug of Object.keys(GLOBALS)) {
    it(`global ${slug}`, async () => {
      const actual: Record<string, Record<Kind, string>> = { read: {} as Record<Kind, string>, update: {} as Record<Kind, string> };
      const wanted: Record<string, Record<Kind, string>> = { read: {} as Record<Kind, string>, update: {} as Record<Kind, string> };
      for (const kind of KINDS) {
        actual.read[kind] = outcomeOf("read", (await call(kind, "GET", `/api/globals/${slug}?depth=0`)).status);
        // An update with an empty body changes nothing.
        actual.update[kind] = outcomeOf("update", (await call(kind, "POST", `/api/globals/${slug}`, {})).status);
        wanted.read[kind] = GLOBALS[slug].read(kind);
        wanted.update[kind] = GLOBALS[slug].update(kind);
      }
      expect(actual).toEqual(wanted);
    });
  }

  it("refused deletes and updates by id leave the records in place", async () => {
    for (const slug of ["sessions", "payload-locked-documents", "progress", "quizzes", "lessons"]) {
      expect((await call("student", "DELETE", `/api/${slug}/${fixture[slug]}`)).status, slug).toBe(403);
      expect((await call("student", "PATCH", `/api/${slug}/${fixture[slug]}`, {})).status, slug).toBe(403);
      expect(await payload.count({ collection: slug as "sessions", where: { id: { equals: fixture[slug] } }, overrideAccess: true })).toMatchObject({
        totalDocs: 1,
      });
    }
  });
});

// ---- lesson text, media and drafts ------------------------------------------------------

describe("LRN-021 LRN-022 lesson text and media: members of the unit only (the rule of textbook.lessonDetails)", () => {
  const hidden = ["text", "narrationText", "captions", "video", "narration", "poster", "figures", "structures", "quiz"];

  it("a lesson by id: everybody sees its title and place (the public table of contents, LRN-005); only members and editors its text and media", async () => {
    for (const kind of KINDS) {
      const { status, json, text } = await call(kind, "GET", `/api/lessons/${fixture.lessons}?depth=1`);
      expect(status, kind).toBe(200);
      expect(json.title, kind).toBe("Lesson A1");
      if (member(kind)) {
        expect(text, kind).toContain(SECRET);
        expect((json.captions as { filename?: string })?.filename, kind).toBe(files.lesson);
      } else {
        expect(text, kind).not.toContain(SECRET);
        expect(text, kind).not.toContain(files.lesson);
        // Payload leaves an empty array where a hidden array field was.
        for (const field of hidden)
          expect(
            json[field] === undefined || (Array.isArray(json[field]) && json[field].length === 0),
            `${kind} ${field}: ${JSON.stringify(json[field])}`,
          ).toBe(true);
      }
    }
  });

  it("the lesson list with depth 1 gives non-members no text, no video or narration URLs", async () => {
    for (const kind of ["anonymous", "visitor", "none", "library"] as const) {
      const { status, text, json } = await call(kind, "GET", "/api/lessons?limit=200&depth=1");
      expect(status, kind).toBe(200);
      expect(json.docs!.length, kind).toBeGreaterThan(0);
      expect(text, kind).not.toContain(SECRET);
      expect(text, kind).not.toContain(files.lesson);
    }
    expect((await call("student", "GET", "/api/lessons?limit=200&depth=1")).text).toContain(SECRET);
  });

  it("only editors filter on the hidden fields: nobody else can probe the text with a `where`", async () => {
    for (const kind of KINDS) {
      const res = await call(kind, "GET", `/api/lessons?depth=0&where[narrationText][like]=${SECRET}`);
      if (staff(kind))
        expect(
          res.json.docs!.map((d) => d.id),
          kind,
        ).toEqual([fixture.lessons]);
      else expect(res.status === 400 || res.status === 403 || (res.status === 200 && res.json.docs!.length === 0), `${kind}: ${res.status}`).toBe(true);
    }
  });

  it("LTI-009 a session locked to another chapter does not read this chapter's lesson text, as in lessonDetails", async () => {
    const res = await fetch(`${base}/api/lessons/${fixture.lessons}?depth=0`, { headers: { cookie: ltiLockedCookie } });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain("Lesson A1");
    expect(text).not.toContain(SECRET);
  });

  it("LRN-019 module content: members only; its title stays public", async () => {
    const anonymous = await call("anonymous", "GET", `/api/modules/${fixture.modules}?depth=0`);
    expect(anonymous.json.title).toBe("Module A1");
    expect(anonymous.text).not.toContain(SECRET);
    expect((await call("teacher", "GET", `/api/modules/${fixture.modules}?depth=0`)).text).toContain(SECRET);
    expect((await call("library", "GET", `/api/modules/${fixture.modules}?depth=0`)).text).not.toContain(SECRET);
  });

  it("a lesson's file (/api/media/file/…) is refused to non-members and served to members and editors; a public file to everybody", async () => {
    for (const kind of KINDS) {
      const lesson = await call(kind, "GET", `/api/media/file/${files.lesson}`);
      if (member(kind)) {
        expect(lesson.status, kind).toBe(200);
        expect(lesson.text, kind).toContain("WEBVTT");
      } else {
        expect([403, 404], kind).toContain(lesson.status);
        expect(lesson.text, kind).not.toContain("WEBVTT");
      }
      const open = await call(kind, "GET", `/api/media/file/${files.public}`);
      expect(open.status, kind).toBe(200);
      expect(open.text, kind).toContain("WEBVTT");
    }
  });

  it("the media list shows non-members public files only", async () => {
    const anonymous = await call("anonymous", "GET", "/api/media?depth=0&limit=100");
    const ids = anonymous.json.docs!.map((d) => d.id);
    expect(ids).toContain(fixture.publicMedia);
    expect(ids).not.toContain(fixture.media);
    expect((await call("student", "GET", "/api/media?depth=0&limit=100")).json.docs!.map((d) => d.id)).toContain(fixture.media);
  });

  it("drafts and versions: an unpublished draft's text reaches editors and admins only", async () => {
    for (const kind of KINDS) {
      const versions = await call(kind, "GET", `/api/lessons/versions?depth=0&where[parent][equals]=${fixture.lessons}`);
      const draft = await call(kind, "GET", `/api/lessons/${fixture.lessons}?depth=0&draft=true`);
      if (staff(kind)) {
        expect(versions.status, kind).toBe(200);
        expect(versions.text, kind).toContain(DRAFT_SECRET);
        expect(draft.text, kind).toContain(DRAFT_SECRET);
      } else {
        expect(versions.status, kind).toBe(403);
        expect(versions.text, kind).not.toContain(DRAFT_SECRET);
        expect(draft.text, kind).not.toContain(DRAFT_SECRET);
      }
    }
  });
});

// ---- Payload's own collections and link fields -------------------------------------------

describe("Payload's own collections and editors' links", () => {
  it("preferences: the key endpoints (which skip access rules) refuse non-staff; oversized preferences are refused", async () => {
    for (const kind of ["visitor", "student", "teacher", "none", "library"] as const) {
      expect((await call(kind, "POST", "/api/payload-preferences/nav", { value: { x: 1 } })).status, kind).toBe(403);
      expect((await call(kind, "GET", "/api/payload-preferences/nav")).status, kind).toBe(403);
      expect((await call(kind, "DELETE", "/api/payload-preferences/nav")).status, kind).toBe(403);
    }
    expect((await call("editor", "POST", "/api/payload-preferences/nav", { value: { open: false } })).status).toBe(200);
    expect((await call("editor", "POST", "/api/payload-preferences/big", { value: "x".repeat(200 * 1024) })).status).toBe(413);
  });

  it("link fields accept https:, http: and site paths only, with a field error in the CMS", async () => {
    const bad = [
      "data:text/html,<script>alert(1)</script>",
      "javascript:alert(1)",
      "//evil.example/x",
      "/\\evil.example",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "ftp://files.example/a",
    ];
    for (const link of bad) {
      const res = await call("editor", "POST", "/api/units", { title: "Links", series: "LIFE", order: 9, downloads: [{ title: "t", link, buttonText: "b" }] });
      expect(res.status, link).toBe(400);
      expect(JSON.stringify(res.json), link).toContain("Link");
      const extra = await call("editor", "PATCH", `/api/units/${fixture.units}`, { extraContent: [{ title: "t", source: link, type: "image" }] });
      expect(extra.status, link).toBe(400);
      // Payload validates a draft when it is published (what students see); saving the published lesson validates now.
      const embed = await call("editor", "PATCH", `/api/lessons/${fixture.lessons}`, { structures: [{ embedUrl: link, description: "d" }] });
      expect(embed.status, link).toBe(400);
      const purchase = await call("editor", "PATCH", `/api/products/${fixture.products}`, { externalPurchaseUrl: link });
      expect(purchase.status, link).toBe(400);
    }
    const good = await call("editor", "POST", "/api/units", {
      title: "Links",
      series: "LIFE",
      order: 9,
      downloads: [
        { title: "a", link: "https://example.org/a.pdf", buttonText: "b" },
        { title: "b", link: "http://example.org/b.pdf", buttonText: "b" },
        { title: "c", link: "/api/media/file/c.png", buttonText: "b" },
      ],
      extraContent: [{ title: "x", source: "https://example.org/v.mp4", type: "video" }],
    });
    expect(good.status, good.text).toBe(201);
    // The field error the CMS shows beside the field.
    const error = await payload
      .create({
        collection: "units",
        data: { title: "Links", series: "LIFE", order: 9, downloads: [{ title: "t", link: "data:text/html,x", buttonText: "b" }] },
        overrideAccess: true,
      })
      .catch((e: { data?: { errors?: { path: string; message: string }[] } }) => e);
    expect((error as { data?: { errors?: unknown } }).data?.errors).toEqual([{ label: expect.anything(), path: "downloads.0.link", message: LINK_ERROR }]);
  });
});

// ---- fuzzing the query strings ------------------------------------------------------------

describe("Payload REST endpoints with generated query strings (issue 'Proof at scale': fuzzing)", () => {
  const FIELDS = [
    "id",
    "title",
    "key",
    "email",
    "unit",
    "status",
    "_status",
    "createdAt",
    "updatedAt",
    "parent",
    "user",
    "role",
    "text",
    "memberships.units",
    "a.b.c",
  ];
  const OPERATORS = ["equals", "not_equals", "in", "not_in", "like", "contains", "exists", "greater_than", "less_than_equal", "near", "all", "within", "bogus"];
  const piece = fc.oneof(
    fc.integer(),
    fc.constantFrom(
      "",
      "0",
      "-1",
      "2147483648",
      "1e309",
      "NaN",
      "true",
      "null",
      "[]",
      "{}",
      "%",
      "%00",
      "'",
      "\\",
      "..",
      "é",
      "𝔘".repeat(300),
      "x".repeat(5000),
      "2026-02-30",
    ),
    fc.string({ maxLength: 20 }),
  );
  const param = fc.oneof(
    fc.tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...OPERATORS), piece).map(([f, o, v]) => `where[${f}][${o}]=${encodeURIComponent(String(v))}`),
    fc
      .tuple(fc.constantFrom("or", "and"), fc.nat({ max: 3 }), fc.constantFrom(...FIELDS), piece)
      .map(([b, i, f, v]) => `where[${b}][${i}][${f}][equals]=${encodeURIComponent(String(v))}`),
    fc
      .tuple(
        fc.constantFrom(
          "depth",
          "limit",
          "page",
          "sort",
          "locale",
          "fallback-locale",
          "draft",
          "select[title]",
          "populate[units]",
          "joins",
          "pagination",
          "trash",
        ),
        piece,
      )
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`),
    fc.constantFrom(
      "depth=100",
      "limit=100000",
      "page=-5",
      "sort=-nonexistent",
      "locale=*",
      "locale=xx",
      "draft=true",
      "where=notanobject",
      "where[__proto__][x]=1",
      "where[id][equals][0]=1",
    ),
  );
  const query = fc.array(param, { minLength: 1, maxLength: 5 }).map((ps) => ps.join("&"));

  it("every collection (list, by id, versions) and global: 0 responses with status 500 for generated `where`, `depth`, `sort`, `limit`, `locale`, `draft`", async () => {
    const slugs = Object.keys(COLLECTIONS);
    const endpoints = fc.oneof(
      fc.constantFrom(...slugs).map((s) => `/api/${s}`),
      fc.constantFrom(...slugs).map((s) => `/api/${s}/${fixture[s] ?? 1}`),
      fc.constantFrom("units", "modules", "lessons").map((s) => `/api/${s}/versions`),
      fc.constantFrom(...Object.keys(GLOBALS)).map((g) => `/api/globals/${g}`),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KINDS), endpoints, query, async (kind, path, q) => {
        const { status, text } = await call(kind, "GET", `${path}?${q}`);
        if (status >= 500) failures.push(`${kind} GET ${path}?${q} → ${status} ${text.slice(0, 200)}`);
      }),
      { seed: Number(process.env.FUZZ_SEED ?? 20261124), numRuns: Number(process.env.FUZZ_REST_RUNS ?? 150) },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
