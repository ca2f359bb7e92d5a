/**
 * I18N-011 (decision 070): a class's interface language set by its teacher, and a user's own choice winning
 * over it, through the real procedures on PostgreSQL.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession } from "#core/session/sessions";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
const PASSWORD = "correct horse battery";
let classFr: number;
let otherClass: number;
let teacher: User;
let eve: User;
let ip = 0;
const freshIp = () => `198.51.100.${++ip}`;

beforeAll(async () => {
  db = await openTestDb();
  classFr = (await db.payload.create({ collection: "classes", overrideAccess: true, data: { name: "Classe 4B", key: "LANG-4B" } })).id;
  otherClass = (await db.payload.create({ collection: "classes", overrideAccess: true, data: { name: "Other", key: "LANG-OTHER" } })).id;
  teacher = await db.createUser({ email: "lang-teacher@school.test", role: "teacher", classes: [classFr], password: PASSWORD });
  eve = await db.createUser({ email: "eve@school.test", role: "student", classes: [classFr], password: PASSWORD });
  await db.createUser({ email: "ivan@school.test", role: "student", classes: [classFr], password: PASSWORD });
});
afterAll(() => db?.close());

async function login(email: string, visitorLanguage?: "EN" | "FR") {
  const caller = await db.callerAs(null, { visitorSession: true, ip: freshIp() });
  if (visitorLanguage) await caller.session.setLanguage({ lang: visitorLanguage });
  expect((await caller.auth.login({ identifier: email, password: PASSWORD })).validLogin).toBe(true);
  return caller;
}

describe("I18N-011 a class's language", () => {
  it("I18N-011 a teacher sets their class to French: its students' live sessions switch now and their next login starts in French", async () => {
    const t = await db.callerAs(teacher);
    expect(await t.study.classLanguages()).toEqual([{ classId: classFr, name: "Classe 4B", language: null }]);
    // Eve is signed in (in English) when the teacher changes the setting.
    const eveLive = await createSession(db.payload, { user: eve.id, language: "en" });
    const teacherLive = await createSession(db.payload, { user: teacher.id, language: "en" });
    const saved = await t.study.setClassLanguage({ classId: classFr, language: "fr" });
    expect(saved).toMatchObject({ classId: classFr, language: "fr" });
    expect(saved.switched).toBeGreaterThanOrEqual(1);
    expect(await t.study.classLanguages()).toEqual([{ classId: classFr, name: "Classe 4B", language: "fr" }]);
    expect((await findSession(db.payload, eveLive.token))?.language).toBe("fr");
    // The class's language is for its learners: the teacher's own session stays as it was.
    expect((await findSession(db.payload, teacherLive.token))?.language).toBe("en");
    // A new login of a student of the class, browsing in English, starts in French; the class id is not shown.
    const ivanCaller = await login("ivan@school.test");
    expect((await ivanCaller.session.details()).lang).toBe("FR");
    // Cleared: new logins keep the language they were browsing in.
    await t.study.setClassLanguage({ classId: classFr, language: null });
    expect((await (await login("ivan@school.test")).session.details()).lang).toBe("EN");
    expect((await (await login("ivan@school.test", "FR")).session.details()).lang).toBe("FR");
  });

  it("I18N-011 a user's own saved choice wins over the class's language", async () => {
    const t = await db.callerAs(teacher);
    await t.study.setClassLanguage({ classId: classFr, language: "fr" });
    const eveCaller = await login("eve@school.test");
    expect((await eveCaller.session.details()).lang).toBe("FR");
    // Eve picks English in the header while signed in: it is saved on her account…
    await eveCaller.session.setLanguage({ lang: "EN" });
    expect((await db.payload.findByID({ collection: "users", id: eve.id, overrideAccess: true, depth: 0 })).language).toBe("en");
    // …so her next login is in English although her class is French, and a later class change leaves her sessions alone.
    const again = await login("eve@school.test", "FR");
    expect((await again.session.details()).lang).toBe("EN");
    const live = await createSession(db.payload, { user: eve.id, language: "en" });
    await t.study.setClassLanguage({ classId: classFr, language: "fr" });
    expect((await findSession(db.payload, live.token))?.language).toBe("en");
  });

  it("I18N-011 a teacher cannot set the language of a class that is not theirs", async () => {
    const t = await db.callerAs(teacher);
    const refused = await t.study.setClassLanguage({ classId: otherClass, language: "fr" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe("FORBIDDEN");
    expect((await db.payload.findByID({ collection: "classes", id: otherClass, overrideAccess: true, depth: 0 })).language ?? null).toBeNull();
  });
});
