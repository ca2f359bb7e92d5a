import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { createSession } from "#core/session/sessions";
import { ROSTER_IMPORT_PATH, type RosterEvent } from "#shared/roster";
import { DEMO_CLASS } from "../../seeds/quizzes";
import { DEMO_ROSTER_ZIP } from "../../seeds/roster";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";

/**
 * Issue 47 (docs/decisions/158-roster-import.md): POST /roster/import on the production server — admins only (401,
 * 403 before the body is read), same-origin, and the answer's newline-delimited lines: progress, then the plan or
 * the refusal. What the import does is tests/integration/roster.test.ts.
 */

let db: TestDb;
let server: RunningServer;
let admin: User;
let teacher: User;

beforeAll(async () => {
  db = await openTestDb();
  await db.payload.create({ collection: "classes", data: { key: DEMO_CLASS.key, name: DEMO_CLASS.name }, overrideAccess: true });
  admin = await db.createUser({ email: "roster.admin@school.test", role: "admin" });
  teacher = await db.createUser({ email: "roster.teacher@school.test", role: "teacher" });
  server = await startProductionServer({ databaseName: new URL(process.env.DATABASE_URL!).pathname.slice(1), name: "roster-http" });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await db?.close();
});

async function cookieOf(user: User) {
  const { token } = await createSession(db.payload, { user: user.id });
  return `sid=${token}`;
}
const upload = (body: Buffer, headers: Record<string, string>, mode = "dryRun") =>
  fetch(`${server.base}${ROSTER_IMPORT_PATH}?mode=${mode}`, {
    method: "POST",
    headers: { "content-type": "application/zip", origin: server.base, ...headers },
    body: new Uint8Array(body),
  });
const lines = async (res: Response) =>
  (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as RosterEvent);

describe("issue 47 the roster upload route", () => {
  it("issue 47 refuses visitors (401), non-admins (403) and another origin, as JSON", async () => {
    const zip = await readFile(DEMO_ROSTER_ZIP);
    const visitor = await upload(zip, {});
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ error: { code: "auth.required" } });
    const asTeacher = await upload(zip, { cookie: await cookieOf(teacher) });
    expect(asTeacher.status).toBe(403);
    expect(await asTeacher.json()).toMatchObject({ error: { code: "auth.role" } });
    const crossSite = await upload(zip, { cookie: await cookieOf(admin), origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("issue 47 streams progress lines, then the dry run's plan; a file that is not a ZIP is refused", async () => {
    const cookie = await cookieOf(admin);
    const res = await upload(await readFile(DEMO_ROSTER_ZIP), { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/x-ndjson/);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const events = await lines(res);
    expect(events.filter((e) => e.type === "progress").map((e) => e.type === "progress" && e.file)).toEqual([
      "orgs.csv",
      "academicSessions.csv",
      "courses.csv",
      "classes.csv",
      "users.csv",
      "enrollments.csv",
    ]);
    const last = events.at(-1)!;
    expect(last.type).toBe("plan");
    if (last.type === "plan")
      expect(last.plan).toMatchObject({
        refusalCount: 0,
        classes: { add: { count: 1 }, change: { count: 1 } },
        teachers: { add: { count: 1 } },
        students: { add: { count: 37 } },
      });
    const bad = await lines(await upload(Buffer.from("not a zip"), { cookie }));
    expect(bad).toEqual([{ type: "refused", refusalCount: 1, refusals: [expect.objectContaining({ file: "(zip)", reason: "notZip" })] }]);
  });
});
