import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { isoTimestamp, progressOf } from "#core/progress/progressStore";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 25: the progress statements format `updated_at` in SQL (core/progress/progressStore.ts `isoTimestamp`) instead of the
 * server parsing a Date per row and formatting it again; the text must be exactly what `Date#toISOString` gave.
 */
let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(() => db?.close());

describe("isoTimestamp", () => {
  it("LRN-042 is Date#toISOString of the timestamp: UTC, milliseconds truncated, whatever the offset or the session's time zone", async () => {
    const values = [
      "2026-11-27 18:22:19.614999+00",
      "2026-12-31 23:59:59.9996+00",
      "2026-03-29 01:30:00.0005+02",
      "2026-11-27 18:22:19+05:30",
      "1999-12-31 23:59:59.999999-08",
      "2026-06-01 00:00:00+00",
    ];
    const client = await poolOf(db.payload).connect();
    try {
      // Another session time zone must not move the text.
      await client.query("SET TIME ZONE 'America/St_Johns'");
      const { rows } = (await client.query(
        `SELECT v.ts, ${isoTimestamp("v.ts")} AS iso FROM unnest($1::timestamptz[]) WITH ORDINALITY AS v(ts, n) ORDER BY v.n`,
        [values],
      )) as unknown as { rows: { ts: Date; iso: string }[] };
      expect(rows.map((r) => r.iso)).toEqual(rows.map((r) => new Date(r.ts).toISOString()));
      expect(rows[0].iso).toBe("2026-11-27T18:22:19.614Z");
      expect(rows[2].iso).toBe("2026-03-28T23:30:00.000Z");
      await client.query("RESET TIME ZONE");
    } finally {
      client.release();
    }
  });

  it("LRN-042 a learner's progress rows carry it, newest first", async () => {
    const user = await db.createUser({ email: "iso.timestamps@school.test", role: "student" });
    await poolOf(db.payload).query(
      `INSERT INTO progress (user_id, item_type, item_id, status, updated_at, created_at)
       VALUES ($1, 'unit', 1, 'IN-PROGRESS', '2026-11-27 10:00:00.1239+00', now()), ($1, 'module', 2, 'IN-PROGRESS', '2026-11-27 11:00:00+01', now())`,
      [user.id],
    );
    const { rows } = await progressOf(db.payload, user.id);
    // The column keeps milliseconds (Payload's timestamptz(3)): .1239 is stored as .124.
    expect(rows.map((r) => [r.type, r.updatedAt])).toEqual([
      ["unit", "2026-11-27T10:00:00.124Z"],
      ["module", "2026-11-27T10:00:00.000Z"],
    ]);
  });
});
