import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, markSessionModalShown, revokeSession, setSessionActiveUnit, setSessionLanguage } from "#core/session/sessions";
import type { User } from "../../cms/payload-types";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

/**
 * I18N-002 SES-030 LRN-007 LRN-018: the writes to a session row each change only their own column.
 *
 * The module page records the opened lesson (and with it the session's active unit) while the reader
 * may already be switching the language, and a logout can meet any of them. Payload's update writes
 * every column back as it read it, so two at once lost one of them: the e2e "in French" tests saw the
 * language switch undone by the page's own active-unit update, and a revocation can be undone the
 * same way. Each write is now one UPDATE of its own column (core/session/sessions.ts).
 */
let db: TestDb;
let student: User;
let unitIds: number[];

beforeAll(async () => {
  db = await openTestDb();
  student = await db.createUser({ email: "writes@school.test", role: "student" });
  unitIds = [];
  for (const [i, name] of ["SW1", "SW2"].entries()) unitIds.push((await buildUnit(db.payload, name, i + 1, { chapters: 1, modules: 1, lessons: 1 })).unit);
}, 120_000);
afterAll(() => db?.close());

const row = async (id: number) =>
  (await poolOf(db.payload).query("SELECT language, active_unit_id, should_show_modal, revoked_at FROM sessions WHERE id = $1", [id])).rows[0] as {
    language: string;
    active_unit_id: number | null;
    should_show_modal: boolean;
    revoked_at: Date | null;
  };

describe("concurrent writes to one session", () => {
  it("I18N-002 LRN-007 LRN-018 a language switch, an active-unit update and the modal's dismissal at once all stay written", async () => {
    for (let round = 0; round < 25; round++) {
      const { session } = await createSession(db.payload, { user: student.id });
      const unit = unitIds[round % 2];
      await Promise.all([
        setSessionLanguage(db.payload, session.id, "fr"),
        setSessionActiveUnit(db.payload, session.id, unit),
        markSessionModalShown(db.payload, session.id),
      ]);
      expect(await row(session.id), `round ${round}`).toMatchObject({ language: "fr", active_unit_id: unit, should_show_modal: false });
    }
  });

  it("SES-030 a logout's revocation is not undone by a write to the same session at the same moment", async () => {
    for (let round = 0; round < 25; round++) {
      const { session } = await createSession(db.payload, { user: student.id });
      await Promise.all([
        setSessionActiveUnit(db.payload, session.id, unitIds[0]),
        revokeSession(db.payload, session.id),
        setSessionLanguage(db.payload, session.id, "fr"),
      ]);
      const after = await row(session.id);
      expect(after.revoked_at, `round ${round}`).not.toBeNull();
      expect(after.language).toBe("fr");
    }
  });
});
