import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createContext } from "#core/context";
import { createSession, findSession } from "#core/session/sessions";
import { PROGRESS_STATUSES } from "#shared/progress";
import { createCaller } from "../../trpc/router";
import { alignRowIds, createLocalized, pickLocale } from "../../cms/lib/localized";
import { buildUnit, fakeGlb, uploadMedia } from "../support/content";
import { codeOf } from "../support/errors";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Learning requirements on the server: My Textbooks per learner (LRN-002), the progress model and
 * its recording procedures (LRN-033, LRN-034), the active unit on the server session (LRN-060,
 * LRN-039), up to three interactive structures (LRN-030) and the AR block of an associated lesson
 * (ADM-048).
 */
let db: TestDb;
let u1: Awaited<ReturnType<typeof buildUnit>>;
let u2: Awaited<ReturnType<typeof buildUnit>>;
let m1: number;
let m2: number;
let n = 0;

beforeAll(async () => {
  db = await openTestDb();
  u1 = await buildUnit(db.payload, "RL1", 1, { chapters: 1, modules: 2, lessons: 2 });
  u2 = await buildUnit(db.payload, "RL2", 2, { chapters: 1, modules: 1, lessons: 2 });
  m1 = (await db.payload.create({ collection: "memberships", data: { key: "M-RL1", name: "RL1", units: [u1.unit] }, overrideAccess: true })).id;
  m2 = (await db.payload.create({ collection: "memberships", data: { key: "M-RL2", name: "RL2", units: [u2.unit] }, overrideAccess: true })).id;
}, 180_000);
afterAll(() => db?.close());

const learner = (memberships: number[]) => db.createUser({ email: `rl${++n}@school.test`, role: "student", memberships });

/** A caller on an existing session row, read as the server reads it for each request. */
async function onSession(token: string) {
  const session = await findSession(db.payload, token);
  return createCaller(createContext({ payload: db.payload, session, ip: "203.0.113.9", secureCookies: false, setCookie: () => {} }));
}

describe("My Textbooks and progress", () => {
  it("LRN-002 (fixed) /my-textbooks lists each signed-in learner's own textbooks, not a fixed sample student's", async () => {
    const a = await db.callerAs(await learner([m1]));
    const b = await db.callerAs(await learner([m2]));
    const both = await db.callerAs(await learner([m1, m2]));
    expect((await a.textbook.myTextbooks()).units.map((u) => u.title)).toEqual(["RL1"]);
    expect((await b.textbook.myTextbooks()).units.map((u) => u.title)).toEqual(["RL2"]);
    expect((await both.textbook.myTextbooks()).units.map((u) => u.title)).toEqual(["RL1", "RL2"]);
    expect(await codeOf((await db.callerAs(null)).textbook.myTextbooks())).toBe("UNAUTHORIZED");
  });

  it("LRN-033 progress is unit > module > lesson records, each with an id and a status 'COMPLETE', 'IN-PROGRESS' or 'Not Started' (units with a grade), plus a quizProgress list", async () => {
    const caller = await db.callerAs(await learner([m1]));
    await caller.progress.openLesson({ lessonId: u1.lessons[1] });
    await caller.progress.completeLesson({ lessonId: u1.lessons[0] });
    const full = await caller.progress.full();
    expect(Array.isArray(full.quizProgress)).toBe(true);
    const byType = (t: string) => full.studentProgress.filter((r) => r.type === t);
    expect(byType("unit")).toEqual([expect.objectContaining({ id: u1.unit, status: "IN-PROGRESS", unitId: u1.unit })]);
    expect(byType("unit")[0]).toHaveProperty("grade");
    expect(byType("module")).toEqual([expect.objectContaining({ id: u1.modules[0], status: "IN-PROGRESS", unitId: u1.unit })]);
    expect(
      byType("lesson")
        .map((r) => [r.id, r.status, r.moduleId])
        .sort(),
    ).toEqual(
      [
        [u1.lessons[0], "COMPLETE", u1.modules[0]],
        [u1.lessons[1], "IN-PROGRESS", u1.modules[0]],
      ].sort(),
    );
    for (const r of full.studentProgress) expect(PROGRESS_STATUSES).toContain(r.status);
    expect(PROGRESS_STATUSES).toEqual(["Not Started", "IN-PROGRESS", "COMPLETE"]);
  });

  it("LRN-034 progress is recorded per item type and id, through procedures named for what the learner did; a status never moves back", async () => {
    const caller = await db.callerAs(await learner([m1]));
    const status = async (type: "unit" | "module" | "lesson", id: number) => (await caller.progress.status({ type, id })).status;
    await caller.progress.openUnit({ unitId: u1.unit });
    expect(await status("unit", u1.unit)).toBe("IN-PROGRESS");
    expect(await status("lesson", u1.lessons[2])).toBe("NOT STARTED");
    await caller.progress.openLesson({ lessonId: u1.lessons[2] });
    expect(await status("lesson", u1.lessons[2])).toBe("IN-PROGRESS");
    expect(await status("module", u1.modules[1])).toBe("IN-PROGRESS");
    await caller.progress.completeLesson({ lessonId: u1.lessons[2] });
    await caller.progress.openLesson({ lessonId: u1.lessons[2] });
    expect(await status("lesson", u1.lessons[2])).toBe("COMPLETE");
    await caller.progress.completeLesson({ lessonId: u1.lessons[3] });
    await caller.progress.completeModule({ moduleId: u1.modules[1] });
    expect(await status("module", u1.modules[1])).toBe("COMPLETE");
    // Nothing can be recorded on an item of a unit the learner does not hold.
    expect(await codeOf(caller.progress.openLesson({ lessonId: u2.lessons[0] }))).toBe("FORBIDDEN");
    expect(await status("lesson", u2.lessons[0])).toBe("NOT STARTED");
  });
});

describe("unit page content", () => {
  it("LRN-008 a unit's downloads and extra content written in English then French (the seed's way) keep each language's texts on their own rows, members-only links included", async () => {
    const unit = await buildUnit(db.payload, "RLX", 9, { chapters: 1, modules: 1, lessons: 1 });
    const membership = (await db.payload.create({ collection: "memberships", data: { key: "M-RLX", name: "RLX", units: [unit.unit] }, overrideAccess: true }))
      .id;
    const bytes = Buffer.from("WEBVTT\n");
    const file = await db.payload.create({
      collection: "media",
      data: { alt: "members", unit: unit.unit },
      file: { data: bytes, mimetype: "text/vtt", name: `rlx-${Date.now()}.vtt`, size: bytes.length },
      overrideAccess: true,
      depth: 0,
    });
    const memberLink = `/api/media/file/${file.filename}`;
    const data = {
      downloadSummary: { en: "Resources", fr: "Ressources" },
      downloads: [
        { title: { en: "Transcript", fr: "Transcription" }, link: { en: memberLink, fr: memberLink }, buttonText: { en: "Download", fr: "Télécharger" } },
        {
          title: { en: "Poster", fr: "Affiche" },
          link: { en: "https://example.org/p.pdf", fr: "https://example.org/p.pdf" },
          buttonText: { en: "Get", fr: "Obtenir" },
        },
      ],
      extraContent: [
        { title: { en: "Members' clip", fr: "Extrait des membres" }, summary: { en: "s1", fr: "r1" }, source: memberLink, type: "video" },
        { title: { en: "Public image", fr: "Image publique" }, summary: { en: "s2", fr: "r2" }, source: "https://example.org/i.png", type: "image" },
        { title: { en: "Public model", fr: "Modèle public" }, summary: { en: "s3", fr: "r3" }, source: "https://example.org/m.glb", type: "interactive" },
      ],
    };
    const en = await db.payload.update({
      collection: "units",
      id: unit.unit,
      locale: "en",
      data: pickLocale(data, "en") as never,
      overrideAccess: true,
      depth: 0,
    });
    await db.payload.update({
      collection: "units",
      id: unit.unit,
      locale: "fr",
      data: alignRowIds(pickLocale(data, "fr"), en) as never,
      overrideAccess: true,
      depth: 0,
    });
    const member = await db.callerAs(await learner([membership]));
    const inEnglish = await member.textbook.unitDetails({ unitId: unit.unit, lang: "EN" });
    const inFrench = await member.textbook.unitDetails({ unitId: unit.unit, lang: "FR" });
    expect(inEnglish.downloads.map((d) => [d.title, d.buttonText, d.link])).toEqual([
      ["Transcript", "Download", memberLink],
      ["Poster", "Get", "https://example.org/p.pdf"],
    ]);
    expect(inFrench.downloads.map((d) => [d.title, d.buttonText])).toEqual([
      ["Transcription", "Télécharger"],
      ["Affiche", "Obtenir"],
    ]);
    expect(inEnglish.extraContent.map((x) => [x.title, x.type])).toEqual([
      ["Members' clip", "video"],
      ["Public image", "image"],
      ["Public model", "interactive"],
    ]);
    expect(inFrench.extraContent.map((x) => [x.title, x.type])).toEqual([
      ["Extrait des membres", "video"],
      ["Image publique", "image"],
      ["Modèle public", "interactive"],
    ]);
    // A visitor still gets no members-only link (issue 23 item 7).
    const visitor = await (await db.callerAs(null)).textbook.unitDetails({ unitId: unit.unit, lang: "EN" });
    expect(visitor.downloads.map((d) => d.title)).toEqual(["Poster"]);
    expect(visitor.extraContent.map((x) => x.title)).toEqual(["Public image", "Public model"]);
  });
});

describe("learning state on the server session", () => {
  it("LRN-060 the active unit lives on the session: each session of a learner reads the unit it started", async () => {
    const user = await learner([m1, m2]);
    const first = await createSession(db.payload, { user: user.id });
    const second = await createSession(db.payload, { user: user.id });
    await (await onSession(first.token)).progress.startUnit({ unitId: u2.unit });
    await (await onSession(second.token)).progress.startUnit({ unitId: u1.unit });
    const row = async (id: number) => (await db.payload.findByID({ collection: "sessions", id, depth: 0, overrideAccess: true })).activeUnit;
    expect(await row(first.session.id)).toBe(u2.unit);
    expect(await row(second.session.id)).toBe(u1.unit);
    expect(await (await onSession(first.token)).textbook.activeUnit()).toEqual({ unitId: u2.unit });
    expect(await (await onSession(second.token)).textbook.activeUnit()).toEqual({ unitId: u1.unit });
    // The table of contents the unit page reads is the active unit's.
    const contents = await (await onSession(first.token)).textbook.unitContents({ unitId: u2.unit });
    expect(JSON.stringify(contents)).toContain("RL2 C1 M1");
    expect(JSON.stringify(contents)).not.toContain("RL1 C1");
  });

  it("LRN-039 (decided) logout ends the session with its active unit; starting another unit replaces it; the table of contents is read fresh each time", async () => {
    const user = await learner([m1, m2]);
    const { token } = await createSession(db.payload, { user: user.id });
    const caller = await onSession(token);
    await caller.progress.startUnit({ unitId: u1.unit });
    expect(await (await onSession(token)).textbook.activeUnit()).toEqual({ unitId: u1.unit });
    await (await onSession(token)).progress.startUnit({ unitId: u2.unit });
    expect(await (await onSession(token)).textbook.activeUnit()).toEqual({ unitId: u2.unit });
    // A module added after the learner opened the unit shows at once: no stored copy to clear.
    const chapter = (await (await onSession(token)).textbook.unitContents({ unitId: u2.unit })) as unknown;
    expect(JSON.stringify(chapter)).not.toContain("RL2 late module");
    const ch = (await db.payload.find({ collection: "chapters", where: { unit: { equals: u2.unit } }, overrideAccess: true, depth: 0 })).docs[0]!;
    await createLocalized(db.payload, "modules", { title: { en: "RL2 late module", fr: "RL2 module tardif" }, chapter: ch.id, order: 9, _status: "published" });
    expect(JSON.stringify(await (await onSession(token)).textbook.unitContents({ unitId: u2.unit }))).toContain("RL2 late module");
    await (await onSession(token)).auth.logout();
    expect(await findSession(db.payload, token)).toBeNull();
    expect(await codeOf((await onSession(token)).textbook.activeUnit())).toBe("UNAUTHORIZED");
  });
});

describe("lesson media", () => {
  it("LRN-030 a lesson shows up to 3 interactive structures, each with its name and description; a fourth is refused", async () => {
    const model = await uploadMedia(db.payload, "cell.glb", "model/gltf-binary", fakeGlb());
    const structure = (i: number) => ({ model: model.id, name: `Structure ${i}`, description: `Description ${i}` });
    await db.payload.update({ collection: "lessons", id: u2.lessons[1], data: { structures: [1, 2, 3].map(structure) }, overrideAccess: true, locale: "en" });
    const caller = await db.callerAs(await learner([m2]));
    const lesson = await caller.textbook.lessonDetails({ lessonId: u2.lessons[1] });
    expect(lesson.structures.map((s) => [s.name, s.description])).toEqual([
      ["Structure 1", "Description 1"],
      ["Structure 2", "Description 2"],
      ["Structure 3", "Description 3"],
    ]);
    expect(lesson.structures.every((s) => typeof s.model === "string" && s.model.length > 0)).toBe(true);
    await expect(
      db.payload.update({ collection: "lessons", id: u2.lessons[1], data: { structures: [1, 2, 3, 4].map(structure) }, overrideAccess: true, locale: "en" }),
    ).rejects.toThrow();
    expect((await caller.textbook.lessonDetails({ lessonId: u2.lessons[1] })).structures).toHaveLength(3);
  });

  it("ADM-048 a lesson the admin associates with an AR structure shows the AR block to its members; other lessons do not", async () => {
    const admin = await db.callerAs(await db.createUser({ email: `rl-admin${++n}@school.test`, role: "admin" }));
    const model = await uploadMedia(db.payload, "ar.glb", "model/gltf-binary", fakeGlb());
    const s = await db.payload.create({ collection: "ar-structures", data: { name: "Ribosome", model: model.id }, overrideAccess: true });
    const student: User = await learner([m1]);
    const caller = await db.callerAs(student);
    expect((await caller.textbook.lessonDetails({ lessonId: u1.lessons[0] })).ar).toBeNull();
    await admin.ar.updateAssociation({ structureId: s.id, lessons: [u1.lessons[0]], memberships: [m1] });
    expect((await caller.textbook.lessonDetails({ lessonId: u1.lessons[0] })).ar).toEqual({ structureName: "Ribosome" });
    expect((await caller.textbook.lessonDetails({ lessonId: u1.lessons[1] })).ar).toBeNull();
    // Associated for another membership only: this learner does not see it.
    await admin.ar.updateAssociation({ structureId: s.id, lessons: [u1.lessons[0]], memberships: [m2] });
    expect((await caller.textbook.lessonDetails({ lessonId: u1.lessons[0] })).ar).toBeNull();
  });
});
