import crypto from "node:crypto";
import http from "node:http";
import OAuth from "oauth-1.0a";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createI18n } from "../../app/i18n";
import "../../app/i18n/resources";
import { action as courseBuilderAction } from "../../app/routes/custom-course-builder";
import { action as k12OrderAction } from "../../app/routes/k-12.order";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { createConsumer } from "#core/lti/consumers";
import { launch } from "#core/lti/launch";
import { createSession } from "#core/session/sessions";
import { BUILDER_INSTITUTION_FIELDS, BUILDER_MANDATORY, BUILDER_PROFESSOR_FIELDS, K12_INCOMPLETE, K12_MAX_QTY, K12_QTY, k12OrderInput } from "#shared/forms";
import { createConsumerInput } from "#shared/lti";
import type { User } from "../../cms/payload-types";
import { appRouter } from "../../trpc/router";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { schoolOrder } from "../support/schoolOrder";
import { startProductionServer, type RunningServer } from "../support/server";
import { poolOf } from "#core/db/pool";

/**
 * The `(unspecified)` requirements the seeds leave open, tested as their decision records chose them:
 * the course request's professor and institution fields (PUB-053, decision 018), no GET that changes data
 * (SES-009, decision 130), roles enforced on the server (SES-049, decision 003 and trpc/init.ts), how an LTI
 * launch is verified and what its session carries (LTI-008, decision 050), how a consumer's product is chosen
 * (LTI-028, decision 050), the school order's quantity (K12-019, decision 017) and the condition that hides
 * the Notebook (NOTE-002, decision 041) on the server. The Notebook in the header and the General Settings
 * texts (TEA-024) are the browser's: tests/e2e/notebookAndGeneralSettings.test.ts.
 *
 * What goes over HTTP goes to the production server (build/app/server.mjs) on this file's database.
 */

let db: TestDb;
let payload: Payload;
let server: RunningServer;
let base = "";
let unit: Awaited<ReturnType<typeof buildUnit>>;
let membership = 0;
let classId = 0;
let productId = 0;
let otherProductId = 0;
const users = {} as Record<"student" | "teacher" | "admin" | "editor", User>;
const cookies = {} as Record<"student" | "teacher" | "admin" | "editor", string>;
let n = 0;

const ISBN = "978-1-77000-219-0";
const PRICE = 30;

beforeAll(async () => {
  db = await openTestDb();
  payload = db.payload;
  unit = await buildUnit(payload, "Unspecified", 1, { chapters: 2, modules: 1, lessons: 2 });
  membership = (await payload.create({ collection: "memberships", data: { key: "M-UNSPEC", name: "Unspecified", units: [unit.unit] }, overrideAccess: true }))
    .id;
  classId = (
    await payload.create({ collection: "classes", data: { name: "Class Unspecified", key: "CLASS-UNSPEC", memberships: [membership] }, overrideAccess: true })
  ).id;
  const product = (title: string) =>
    payload.create({ collection: "products", overrideAccess: true, depth: 0, data: { title, price: 25, currency: "USD", memberships: [membership] } });
  productId = (await product("Unspecified, one year")).id;
  otherProductId = (await product("Unspecified, two years")).id;
  await payload.updateGlobal({
    slug: "courseware-prices",
    locale: "en",
    overrideAccess: true,
    data: {
      entries: [
        { isbn: ISBN, name: "Courseware — 1 year", price: PRICE, currency: "USD", includeTax: true, dropDownDescription: "1 year", includedFeatures: [] },
      ],
    },
  });
  users.student = await db.createUser({ email: "student@unspec.test", role: "student", classes: [classId], memberships: [membership] });
  users.teacher = await db.createUser({ email: "teacher@unspec.test", role: "teacher", classes: [classId] });
  users.admin = await db.createUser({ email: "admin@unspec.test", role: "admin" });
  users.editor = await db.createUser({ email: "editor@unspec.test", role: "editor" });
  for (const role of ["student", "teacher", "admin", "editor"] as const)
    cookies[role] = `sid=${(await createSession(payload, { user: users[role].id })).token}`;
  await contentInvalidationSettled();
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "reqs-unspecified" });
  base = server.base;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

// ---------- HTTP, as a browser or a portal sends it ----------

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request on a connection of its own: the answer exactly as sent (no redirects followed). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers: { ...headers, ...length }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const trpcQuery = (path: string, input: unknown, cookie?: string) =>
  send("GET", `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, cookie ? { cookie } : {});
const trpcMutation = (path: string, input: unknown, cookie?: string) =>
  send("POST", `/trpc/${path}`, { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) }, JSON.stringify({ json: input }));

type TrpcError = { message: string; data: { code: string; httpStatus: number; kind?: string; domainCode?: string } };
const errorOf = (a: Answer) => (JSON.parse(a.body) as { error: { json: TrpcError } }).error.json;
const resultOf = (a: Answer) => (JSON.parse(a.body) as { result: { data: { json: unknown } } }).result.data.json;

// ---------- What the database holds ----------

const pool = () => poolOf(payload);

/**
 * Every table's row count and a digest of its rows, except `sessions`: decision 130 keeps one write on a
 * read, the session's lastSeenAt (core/session/sessions.ts touches it at most once a minute, so an idle session expires).
 */
async function snapshot(): Promise<Record<string, string>> {
  const { rows } = await pool().query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'sessions' ORDER BY tablename`);
  const out: Record<string, string> = {};
  for (const { tablename } of rows) {
    const { rows: r } = await pool().query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(md5(t::text), ',' ORDER BY md5(t::text)), '')) AS h FROM "public"."${String(tablename)}" t`,
    );
    out[String(tablename)] = `${String(r[0]!.n)} ${String(r[0]!.h)}`;
  }
  return out;
}

/** The tables whose rows differ between two snapshots. */
const changed = (a: Record<string, string>, b: Record<string, string>) => Object.keys({ ...a, ...b }).filter((t) => a[t] !== b[t]);

const key = () => crypto.randomUUID();
/** A note body as the editor sends it (its JSON text). */
const EMPTY_NOTE = JSON.stringify({ root: { type: "root", children: [], direction: null, format: "", indent: 0, version: 1 } });

describe("the custom course request's fields (PUB-053, decision 018)", () => {
  const request = {
    profFirstName: "Kai",
    profLastName: "Yu",
    profEmail: "kai.yu@uni.test",
    profDepartment: "Biology",
    courseName: "BIO 120",
    institutionName: "University of the Valley",
    institutionCity: "Ottawa",
    institutionProvince: "ON",
    institutionCountry: "Canada",
  };
  const form = (fields: Record<string, string>, lessons: number[]) =>
    new Request("http://localhost/custom-course-builder", {
      method: "POST",
      body: new URLSearchParams([...Object.entries(fields), ...lessons.map((l): [string, string] => ["lessons", String(l)]), ["idempotencyKey", key()]]),
    });
  /** What the page's action answers: its status and the per-field messages (i18n keys). */
  async function submitted(fields: Record<string, string>, lessons: number[]) {
    const caller = await db.callerAs(null, { ip: `198.51.100.${++n}` });
    const answer = (await courseBuilderAction({ request: form(fields, lessons), context: { trpc: caller } as never, params: {} })) as unknown as
      | { ok: true; lessons: number }
      | { data: { ok: false; fields: Record<string, string>; form: string }; init: { status: number } };
    return "init" in answer ? { status: answer.init.status, ...answer.data } : { status: 200, ...answer };
  }
  const stored = async () => (await payload.count({ collection: "courseRequests", overrideAccess: true })).totalDocs;

  it("PUB-053 the professor's first and last name, e-mail, department and course, and the institution's name, city, province/state and country are each required (blank counts as empty); the phone is optional; at least one lesson", async () => {
    // Exactly these nine fields are required.
    expect([...BUILDER_PROFESSOR_FIELDS, ...BUILDER_INSTITUTION_FIELDS].sort()).toEqual(Object.keys(request).sort());
    const before = await stored();
    const visitor = await db.callerAs(null, { ip: "198.51.100.250" });
    for (const field of Object.keys(request)) {
      for (const empty of ["", "   "]) {
        // The page refuses it with the mandatory-fields message on that field…
        const page = await submitted({ ...request, [field]: empty }, [unit.lessons[0]!]);
        expect(page, `${field}=${JSON.stringify(empty)}`).toMatchObject({ status: 400, ok: false, fields: { [field]: BUILDER_MANDATORY } });
        expect(Object.keys((page as { fields: object }).fields)).toEqual([field]);
        // …and so does the server when the form is posted around the page.
        const refused = await visitor.forms
          .courseRequest({ ...request, [field]: empty, lessons: [unit.lessons[0]!], idempotencyKey: key() })
          .catch((e: unknown) => e);
        expect(refused).toMatchObject({ code: "BAD_REQUEST" });
        expect(z.flattenError((refused as { cause: z.ZodError }).cause).fieldErrors).toEqual({ [field]: [BUILDER_MANDATORY] });
      }
    }
    // A malformed e-mail, a field over 200 characters, no lesson.
    expect(await submitted({ ...request, profEmail: "kai.yu@" }, [unit.lessons[0]!])).toMatchObject({
      status: 400,
      fields: { profEmail: "forms.contact.emailType" },
    });
    expect(await submitted({ ...request, institutionName: "x".repeat(201) }, [unit.lessons[0]!])).toMatchObject({
      status: 400,
      fields: { institutionName: expect.any(String) },
    });
    expect(await submitted(request, [])).toMatchObject({ status: 400, fields: { lessons: "forms.builder.noLessons" } });
    expect(await stored()).toBe(before);

    // The messages, in English and in French.
    expect(createI18n("en").t(BUILDER_MANDATORY)).toBe("Please ensure all mandatory fields are entered");
    expect(createI18n("fr").t(BUILDER_MANDATORY)).toBe("Veuillez remplir tous les champs obligatoires");
    expect(createI18n("en").t("forms.builder.noLessons")).toBe("Please choose at least one lesson");
    expect(createI18n("fr").t("forms.builder.noLessons")).toBe("Veuillez choisir au moins une leçon");

    // Without a phone (optional) the request is accepted, trimmed, with its lessons.
    expect(await submitted({ ...request, profPhone: "", courseName: "  BIO 120  " }, [unit.lessons[0]!, unit.lessons[1]!])).toEqual({
      status: 200,
      ok: true,
      lessons: 2,
    });
    const { docs } = await payload.find({ collection: "courseRequests", overrideAccess: true, sort: "-createdAt", limit: 1, depth: 0 });
    expect(docs[0]).toMatchObject({ ...request, profPhone: "", courseName: "BIO 120" });
    expect(await stored()).toBe(before + 1);
  });
});

describe("no GET changes data (SES-009, decision 130)", () => {
  it("SES-009 every mutation asked with GET is refused (405) and nothing is written; the pages and queries a student, a teacher, an admin, an editor and a visitor read with GET write nothing but the session's lastSeenAt", async () => {
    // Something to show: a started unit, so the learning pages have a unit to read.
    expect((await trpcMutation("progress.startUnit", { unitId: unit.unit }, cookies.student)).status).toBe(200);
    const student = await db.callerAs(users.student);
    const before = await snapshot();

    // 1. Every mutation of the router, with GET: refused before it runs, whoever asks. Some with inputs that would write.
    const mutations = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
      .filter(([, p]) => p._def.type === "mutation")
      .map(([path]) => path);
    expect(mutations.length).toBeGreaterThan(50);
    const writing: Record<string, unknown> = {
      "progress.completeLesson": { lessonId: unit.lessons[0] },
      "progress.openLesson": { lessonId: unit.lessons[0] },
      "study.createNote": { moduleId: unit.modules[0], summary: "By GET", body: EMPTY_NOTE },
      "study.setBookmark": { moduleId: unit.modules[0], on: true },
      "commerce.addToCart": { productId, quantity: 1 },
      "session.setLanguage": { lang: "FR" },
      "study.setForum": { classId, enabled: false },
      "admin.createUser": {
        email: "by-get@unspec.test",
        password: "By-GET-password-1",
        firstName: "G",
        lastName: "E",
        role: "admin",
        isLTI: false,
        language: "en",
      },
    };
    for (const path of mutations) {
      for (const cookie of [cookies.student, cookies.admin]) {
        const answer = await trpcQuery(path, writing[path] ?? {}, cookie);
        expect(answer.status, `GET ${path}`).toBe(405);
        expect(errorOf(answer).data.code).toBe("METHOD_NOT_SUPPORTED");
      }
    }

    // 2. What each role reads with GET: the pages (their loaders) and some queries.
    const [lesson, module, quiz] = [unit.lessons[0]!, unit.modules[0]!, unit.quizzes[0]!];
    const pages: [keyof typeof cookies | null, string][] = [
      [null, "/"],
      [null, "/about-us"],
      [null, "/subjects"],
      [null, "/buy/class"],
      [null, `/product?id=${productId}`],
      [null, "/cart"],
      [null, "/custom-course-builder"],
      [null, "/k-12/order"],
      [null, "/login"],
      [null, `/textbook/module?id=${module}`],
      ["student", "/account"],
      ["student", "/account?tab=myQuiz"],
      ["student", "/account?tab=orders"],
      ["student", "/my-textbooks"],
      ["student", "/textbook"],
      ["student", `/textbook/module?id=${module}`],
      ["student", `/textbook/module?id=${module}&s=${unit.lessons[1]}&next=1`],
      ["student", `/textbook/quiz?id=${quiz}`],
      ["student", "/textbook/review"],
      ["student", `/module/${module}`],
      ["student", `/cart`],
      ["student", `/checkout`],
      ["student", "/checkout/return?session_id=cs_test_unknown"],
      ["student", "/quickbooks/callback?code=c&state=s&realmId=1"],
      ["student", "/lti/session-check"],
      ["teacher", "/account?tab=students"],
      ["teacher", "/account?tab=quizSettings"],
      ["teacher", "/account?tab=generalSettings"],
      ["teacher", "/account?tab=liveClass"],
      ["admin", "/account?tab=viewOrders"],
      ["admin", "/account?tab=accounting"],
      ["admin", "/quickbooks/callback?code=c&state=s&realmId=1"],
      ["editor", `/content/changes?unit=${unit.unit}&since=2026-01-01`],
    ];
    for (const [role, path] of pages) {
      const answer = await send("GET", path, { accept: "text/html", ...(role ? { cookie: cookies[role] } : {}) });
      expect(answer.status, `GET ${path} as ${role ?? "a visitor"}`).toBeLessThan(500);
    }
    const queries: [keyof typeof cookies, string, unknown][] = [
      ["student", "session.details", undefined],
      ["student", "textbook.modulePage", { moduleId: module }],
      ["student", "progress.unit", { unitId: unit.unit }],
      ["student", "quizzes.current", { quizId: quiz }],
      ["student", "commerce.cart", undefined],
      ["student", "study.notes", undefined],
      ["teacher", "study.forumSettings", undefined],
      ["admin", "accounting.quickBooksConnection", undefined],
      ["editor", "content.changesSince", { unitId: unit.unit, since: "2026-01-01" }],
    ];
    for (const [role, path, input] of queries) expect((await trpcQuery(path, input, cookies[role])).status, `GET /trpc/${path}`).toBe(200);
    // The POST-only records the learning pages send once they have rendered (LRN-040, LRN-007), asked with GET: refused.
    expect((await trpcQuery("progress.openLessonInModule", { moduleId: module, lessonId: lesson }, cookies.student)).status).toBe(405);
    expect((await trpcQuery("progress.openUnit", { unitId: unit.unit }, cookies.student)).status).toBe(405);

    // Nothing was written: no progress, note, bookmark, cart, order, account or setting, in any table.
    expect(changed(before, await snapshot())).toEqual([]);
    expect(await student.progress.status({ type: "lesson", id: lesson }).then((s) => s.status)).toMatch(/not started/i);
    // The comparison sees a write when there is one: the same lesson completed with a POST.
    expect((await trpcMutation("progress.completeLesson", { lessonId: lesson }, cookies.student)).status).toBe(200);
    expect(changed(before, await snapshot())).toContain("progress");
  });
});

describe("roles are enforced on the server (SES-049, decision 003)", () => {
  it("SES-049 a student calling a teacher, editor or admin procedure gets the typed Forbidden (403, kind Forbidden, auth.role) and nothing happens; the role is the account's, read at every request", async () => {
    const forbidden = (a: Answer) => {
      expect(a.status).toBe(403);
      expect(errorOf(a)).toMatchObject({ message: "You do not have access to this.", data: { code: "FORBIDDEN", kind: "Forbidden", domainCode: "auth.role" } });
    };
    const newUser = {
      email: "made-by-student@unspec.test",
      password: "Student-made-1234",
      firstName: "S",
      lastName: "M",
      role: "admin",
      isLTI: false,
      language: "en",
    };

    // A student: teacher (General Settings), editor (changes since) and admin (create an account) procedures.
    forbidden(await trpcQuery("study.forumSettings", undefined, cookies.student));
    forbidden(await trpcMutation("study.setForum", { classId, enabled: false }, cookies.student));
    forbidden(await trpcQuery("content.changesSince", { unitId: unit.unit }, cookies.student));
    forbidden(await trpcMutation("admin.createUser", newUser, cookies.student));
    forbidden(
      await trpcMutation(
        "lti.createConsumer",
        { consumerName: "x", consumerKey: "x", ltiVersion: "LTI-1p0", ltiType: "unit", classSelected: classId, membership },
        cookies.student,
      ),
    );
    // …the role check comes before the input's: a wrong input is still Forbidden, not a field error.
    forbidden(await trpcMutation("admin.createUser", { email: 42 }, cookies.student));
    // Nothing happened.
    expect((await payload.count({ collection: "users", where: { email: { equals: newUser.email } }, overrideAccess: true })).totalDocs).toBe(0);
    expect((await payload.findByID({ collection: "classes", id: classId, depth: 0, overrideAccess: true })).forumEnabled).not.toBe(false);

    // A teacher may use the teacher's procedures, not the editor's or the admin's; an editor not the teacher's.
    expect((await trpcQuery("study.forumSettings", undefined, cookies.teacher)).status).toBe(200);
    forbidden(await trpcQuery("content.changesSince", { unitId: unit.unit }, cookies.teacher));
    forbidden(await trpcMutation("admin.createUser", newUser, cookies.teacher));
    forbidden(await trpcQuery("study.forumSettings", undefined, cookies.editor));
    expect((await trpcQuery("content.changesSince", { unitId: unit.unit }, cookies.editor)).status).toBe(200);
    // The admin may do all three.
    expect((await trpcQuery("study.forumSettings", undefined, cookies.admin)).status).toBe(200);
    expect((await trpcQuery("content.changesSince", { unitId: unit.unit }, cookies.admin)).status).toBe(200);

    // A visitor is not Forbidden but Unauthorized (401): signing in is what is missing.
    const visitor = await trpcQuery("study.forumSettings", undefined);
    expect(visitor.status).toBe(401);
    expect(errorOf(visitor).data).toMatchObject({ code: "UNAUTHORIZED", kind: "Unauthorized", domainCode: "auth.required" });

    // The role is read from the account at every request, not kept in the session or sent by the browser:
    // the same session cookie gains the teacher's procedures when the account becomes a teacher, and loses them again.
    await payload.update({ collection: "users", id: users.student.id, data: { role: "teacher" }, overrideAccess: true });
    expect((await trpcQuery("study.forumSettings", undefined, cookies.student)).status).toBe(200);
    await payload.update({ collection: "users", id: users.student.id, data: { role: "student" }, overrideAccess: true });
    forbidden(await trpcQuery("study.forumSettings", undefined, cookies.student));

    // The pages apply the same rule: the changes page is refused to a student (a page that says so, not an
    // "unexpected" error), shown to an editor.
    const refusedPage = await send("GET", `/content/changes?unit=${unit.unit}`, { accept: "text/html", cookie: cookies.student });
    expect(refusedPage.status).toBe(403);
    expect(refusedPage.body).toContain("You do not have access to this page");
    expect(refusedPage.body).not.toContain("something unexpected happened");
    expect((await send("GET", `/content/changes?unit=${unit.unit}`, { accept: "text/html", cookie: cookies.editor })).status).toBe(200);
    // …and QuickBooks' return page is the admin's: anyone else gets the 403 page, not the page's own refusal in English.
    const callback = "/quickbooks/callback?code=c&state=s&realmId=1";
    expect((await send("GET", callback, { accept: "text/html", cookie: cookies.student })).status).toBe(403);
    expect((await send("GET", callback, { accept: "text/html", cookie: cookies.teacher })).status).toBe(403);
    expect((await send("GET", callback, { accept: "text/html", cookie: cookies.admin })).status).toBe(200);
  });
});

describe("LTI 1.1 launches: verification and the session's details (LTI-008, LTI-028, decision 050)", () => {
  const consumer = { key: "", secret: "", id: 0 };
  const launchUrl = () => `${base}/lti/launch`;

  beforeAll(async () => {
    const created = await createConsumer(db, {
      consumerName: "Valley Moodle",
      consumerKey: "valley.moodle",
      ltiVersion: "LTI-1p0",
      ltiType: "chapter",
      classSelected: classId,
      membership,
      frameOrigins: "https://moodle.valley.test",
    });
    Object.assign(consumer, { key: created.consumerDetails.key, secret: created.consumerDetails.security, id: created.id });
  });

  /** The portal's signed form (the independent oauth-1.0a package), for a URL, with a chosen nonce and timestamp. */
  function signed(o: { url?: string; secret?: string; nonce?: string; timestamp?: number; params?: Record<string, string>; key?: string } = {}) {
    const oauth = new OAuth({
      consumer: { key: o.key ?? consumer.key, secret: o.secret ?? consumer.secret },
      signature_method: "HMAC-SHA1",
      hash_function: (text, k) => crypto.createHmac("sha1", k).update(text).digest("base64"),
    });
    if (o.nonce) oauth.getNonce = () => o.nonce!;
    if (o.timestamp !== undefined) oauth.getTimeStamp = () => o.timestamp!;
    const params = {
      lti_message_type: "basic-lti-launch-request",
      lti_version: "LTI-1p0",
      resource_link_id: "valley-link-1",
      user_id: "valley-learner",
      roles: "Learner",
      ...o.params,
    };
    const auth = oauth.authorize({ url: o.url ?? launchUrl(), method: "POST", data: { ...params } });
    return [...Object.entries(params), ...Object.entries(auth).filter(([k]) => k.startsWith("oauth_"))].map(([k, v]): [string, string] => [k, String(v)]);
  }
  const post = (fields: [string, string][]) =>
    send(
      "POST",
      "/lti/launch",
      { "content-type": "application/x-www-form-urlencoded", origin: "https://moodle.valley.test" },
      new URLSearchParams(fields).toString(),
    );
  const sidOf = (a: Answer) => (a.headers["set-cookie"] ?? []).map((c) => /^sid=([^;]+)/.exec(c)?.[1]).find((v): v is string => !!v && v.length > 0) ?? null;
  const refusedWith = (a: Answer, code: string) => {
    expect(a.status).toBe(303);
    expect(a.headers.location).toBe(`/lti/refused?code=${code}`);
    expect(sidOf(a)).toBeNull();
  };

  it("LTI-008 a launch is an OAuth 1.0a HMAC-SHA1 form post over the exact launch URL, within ±5 minutes, its nonce used once; a replayed nonce, a bad signature or an old timestamp is refused without a session; the LTI session carries isLTI, the lock, the chapter and the consumer", async () => {
    const chapter = unit.chapters[1]!;
    const fields = signed({ params: { custom_redirecttype: "CHAPTER", custom_contentid: String(chapter) } });
    const sessionsBefore = (await payload.count({ collection: "sessions", overrideAccess: true })).totalDocs;

    // The portal's launch: a page that checks the cookie came back, and an LTI session cookie made for iframes.
    const accepted = await post(fields);
    expect(accepted.status).toBe(200);
    const cookie = (accepted.headers["set-cookie"] ?? []).find((c) => /^sid=[^;]+/.test(c) && !/^sid=;/.test(c));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=None/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Partitioned/);
    const sid = `sid=${sidOf(accepted)}`;

    // The same form again (a replay: its nonce was used) is refused, and so is a form changed after signing,
    // one signed with another secret, one signed for another URL, one whose timestamp is 6 minutes old or ahead.
    refusedWith(await post(fields), "replayed_nonce");
    refusedWith(await post(signed().map(([k, v]): [string, string] => (k === "roles" ? [k, "Instructor"] : [k, v]))), "bad_signature");
    refusedWith(await post(signed({ secret: "NotTheSecretOfThisConsumer1234" })), "bad_signature");
    refusedWith(await post(signed({ url: "https://another.host.test/lti/launch" })), "bad_signature");
    const now = Math.floor(Date.now() / 1000);
    refusedWith(await post(signed({ timestamp: now - 6 * 60 })), "expired_timestamp");
    refusedWith(await post(signed({ timestamp: now + 6 * 60 })), "expired_timestamp");
    refusedWith(await post(signed({ key: "no.such.consumer" })), "unknown_consumer");
    refusedWith(await post(signed().filter(([k]) => k !== "oauth_nonce")), "missing_oauth_parameters");
    // A forged form does not use up the nonce it names: the portal's own launch with that nonce still passes.
    const nonce = crypto.randomBytes(16).toString("hex");
    refusedWith(await post(signed({ nonce, secret: "NotTheSecretOfThisConsumer1234" })), "bad_signature");
    expect((await post(signed({ nonce, params: { user_id: "valley-learner-2" } }))).status).toBe(200);
    // Refusals open no session: only the two accepted launches did.
    expect((await payload.count({ collection: "sessions", overrideAccess: true })).totalDocs).toBe(sessionsBefore + 2);
    // The refusal page says why, in the site's words.
    const page = await send("GET", "/lti/refused?code=replayed_nonce", { accept: "text/html" });
    expect(page.status).toBe(403);

    // The LTI session's details: an LTI session of a student, locked to the launch's chapter (an Advanced consumer), and its consumer.
    expect(resultOf(await trpcQuery("lti.session", undefined, sid))).toEqual({ isLTI: true, ltiLock: true, ltiChapter: chapter, consumerId: consumer.id });
    expect(resultOf(await trpcQuery("session.details", undefined, sid))).toMatchObject({
      validLogin: true,
      role: "student",
      isLib: false,
      multiSession: false,
    });
    const check = JSON.parse((await send("GET", "/lti/session-check", { cookie: sid })).body) as { publicId: string | null };
    expect(check.publicId).toEqual(expect.any(String));
  });

  it("LTI-028 the product is optional when a consumer is created; a launch for a purchase (l=f) goes to p when p is an existing product, else to the consumer's product, else to /buy/class", async () => {
    const admin = await db.callerAs(users.admin);
    const form = {
      consumerName: "Product LMS",
      ltiVersion: "LTI-1p0" as const,
      ltiType: "unit" as const,
      classSelected: classId,
      membership,
      frameOrigins: "",
    };
    // Not among the required fields: without it the consumer is created, and its connection details name no content.
    expect(createConsumerInput.safeParse({ ...form, consumerKey: "no.product" }).success).toBe(true);
    const bare = await admin.lti.createConsumer({ ...form, consumerKey: "no.product" });
    expect(bare).toMatchObject({ success: true, errorMsg: null });
    expect(bare.consumerDetails!.customParameters.contentId).toBe("");
    // With one: stored, and its id is the connection details' contentId.
    const withProduct = await admin.lti.createConsumer({ ...form, consumerKey: "with.product", productId });
    expect(withProduct.consumerDetails!.customParameters.contentId).toBe(String(productId));
    expect((await payload.findByID({ collection: "lti-consumers", id: withProduct.id!, depth: 0, overrideAccess: true })).product).toBe(productId);
    // A product that does not exist is refused.
    await expect(admin.lti.createConsumer({ ...form, consumerKey: "bad.product", productId: 987_654 })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const LAUNCH_URL = "https://learn.unspec.test/lti/launch";
    const destination = async (c: { consumerDetails: { key: string; security: string } | null }, params: Record<string, string>) => {
      const fields = signed({
        url: LAUNCH_URL,
        key: c.consumerDetails!.key,
        secret: c.consumerDetails!.security,
        params: { user_id: `buyer-${++n}`, ...params },
      });
      const r = await launch(payload, { method: "POST", url: LAUNCH_URL, body: fields });
      if (!r.ok) throw new Error(r.code);
      return r.destination;
    };
    // p, when it is an existing product, wins over the consumer's.
    expect(await destination(withProduct, { custom_l: "f", custom_p: String(otherProductId) })).toBe(`/product?id=${otherProductId}`);
    // Otherwise (absent, unknown, not a number) the consumer's product.
    expect(await destination(withProduct, { custom_l: "f" })).toBe(`/product?id=${productId}`);
    expect(await destination(withProduct, { custom_l: "f", custom_p: "987654" })).toBe(`/product?id=${productId}`);
    expect(await destination(withProduct, { custom_l: "f", custom_p: "life-1" })).toBe(`/product?id=${productId}`);
    // A consumer without a product: p when it exists, else /buy/class.
    expect(await destination(bare, { custom_l: "f", custom_p: String(otherProductId) })).toBe(`/product?id=${otherProductId}`);
    expect(await destination(bare, { custom_l: "f" })).toBe("/buy/class");
    expect(await destination(bare, { custom_l: "f", custom_p: "987654" })).toBe("/buy/class");
    // Not a purchase launch: the product plays no part.
    expect(await destination(withProduct, {})).toBe("/account");
  });
});

describe("the school order's quantity (K12-019, decision 017)", () => {
  const order = (productQty: string) => schoolOrder({ email: `k12-${++n}@school.test`, productOrdered: ISBN, productQty });
  /** The page's action for a posted order form: its status and per-field messages. */
  async function posted(productQty: string) {
    const fields = Object.entries(order(productQty)).map(([k, v]): [string, string] => [k, k === "termConditionsAccepted" ? "on" : String(v)]);
    const request = new Request("http://localhost/k-12/order", { method: "POST", body: new URLSearchParams([...fields, ["intent", "order"]]) });
    const caller = await db.callerAs(null, { ip: `203.0.113.${100 + (++n % 100)}` });
    const answer = (await k12OrderAction({ request, context: { trpc: caller } as never, params: {} })) as unknown as
      | { ok: true; id: number }
      | { data: { ok: false; fields: Record<string, string> }; init: { status: number } };
    return "init" in answer ? { status: answer.init.status, ...answer.data } : { status: 200, ...answer };
  }
  const stored = async () => (await payload.count({ collection: "schoolOrders", overrideAccess: true })).totalDocs;

  it("K12-019 productQty is a whole number of students from 1 to 100,000 (digits only, spaces around trimmed); anything else is refused on the page and on the server with 'Please enter a whole number of students from 1 to 100,000', empty with the incomplete-form message", async () => {
    expect(K12_MAX_QTY).toBe(100_000);
    const before = await stored();
    for (const bad of ["0", "100001", "-1", "1.5", "2.0", "1e3", "0x10", "abc", "10 students", "１０", "99999999999999999999"]) {
      expect(await posted(bad), JSON.stringify(bad)).toMatchObject({ status: 400, ok: false, fields: { productQty: K12_QTY } });
      const visitor = await db.callerAs(null, { ip: `192.0.2.${++n % 250}` });
      await expect(visitor.forms.k12Order(order(bad)), JSON.stringify(bad)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await posted("")).toMatchObject({ status: 400, fields: { productQty: K12_INCOMPLETE } });
    expect(k12OrderInput.safeParse(order("   ")).error?.issues.map((i) => [i.path[0], i.message])).toEqual([["productQty", K12_INCOMPLETE]]);
    expect(await stored()).toBe(before);

    // A clear message, in English and in French.
    expect(createI18n("en").t(K12_QTY)).toBe("Please enter a whole number of students from 1 to 100,000");
    expect(createI18n("fr").t(K12_QTY)).toBe("Saisissez un nombre entier d'élèves de 1 à 100 000");

    // The bounds themselves pass, and the server prices what it stored: quantity × the price list's price.
    for (const [qty, expected] of [
      ["1", 1],
      ["100000", 100_000],
      [" 25 ", 25],
    ] as const) {
      const visitor = await db.callerAs(null, { ip: `192.0.2.${++n % 250}` });
      const res = await visitor.forms.k12Order(order(qty));
      expect(res).toMatchObject({ status: "SUCCESS", total: expected * PRICE });
      expect(await payload.findByID({ collection: "schoolOrders", id: res.id, depth: 0, overrideAccess: true })).toMatchObject({
        productQty: expected,
        total: expected * PRICE,
      });
    }
    expect(await posted("250")).toMatchObject({ status: 200, ok: true });
    expect(await stored()).toBe(before + 4);
  });
});

describe("who has a Notebook (NOTE-002, decision 041)", () => {
  it("NOTE-002 the Notebook is hidden and refused when the session is a library one OR a multi-session one (either flag, or both); only a session with neither has it", async () => {
    const body = EMPTY_NOTE;
    const cases = [
      { isLib: false, multiSession: false, notebook: true },
      { isLib: true, multiSession: false, notebook: false },
      { isLib: false, multiSession: true, notebook: false },
      { isLib: true, multiSession: true, notebook: false },
    ];
    // A note of the account's own, to read, edit and delete.
    const own = await db.callerAs(users.student);
    const note = await own.study.createNote({ moduleId: unit.modules[0]!, summary: "Mine", body });
    for (const c of cases) {
      const caller = await db.callerAs(users.student, { session: { isLib: c.isLib, multiSession: c.multiSession } });
      // What the header reads to decide (app/components/layout/SiteHeader.tsx): both flags, as the session has them.
      expect(await caller.session.details()).toMatchObject({ validLogin: true, isLib: c.isLib, multiSession: c.multiSession });
      const calls: [string, () => Promise<unknown>][] = [
        ["notes", () => caller.study.notes()],
        ["bookmarks", () => caller.study.bookmarks()],
        ["bookmarkOfModule", () => caller.study.bookmarkOfModule({ moduleId: unit.modules[0]! })],
        ["setBookmark", () => caller.study.setBookmark({ moduleId: unit.modules[0]!, on: false })],
        ["updateNote", () => caller.study.updateNote({ id: note.id, summary: "Mine", body })],
        ["createNote", () => caller.study.createNote({ moduleId: unit.modules[0]!, summary: "New", body })],
      ];
      for (const [name, call] of calls) {
        const outcome = await call().then(
          () => "allowed",
          (e: { code?: string }) => e.code,
        );
        expect(outcome, `${name} with isLib=${c.isLib} multiSession=${c.multiSession}`).toBe(c.notebook ? "allowed" : "FORBIDDEN");
      }
    }
  });
});
