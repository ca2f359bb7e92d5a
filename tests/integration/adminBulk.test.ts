import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findPasswordReset } from "#core/auth/passwordResets";
import { BULK_COLUMNS, exampleCsv, parseCsv, rowsFromTable, splitFileDuplicates, type BulkRow } from "#shared/bulkUpload";
import type { User } from "../../cms/payload-types";
import { adminAndCatalog, mailsTo, notesOf, type seedCatalog } from "../support/adminFixtures";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

let db: TestDb;
let asAdmin: Awaited<ReturnType<TestDb["callerAs"]>>;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  db = await openTestDb();
  ({ catalog, asAdmin } = await adminAndCatalog(db));
  await db.createUser({ email: "taken@school.test", role: "student" });
  await db.createUser({ email: "someone@school.test", username: "taken-name", role: "student" });
});
afterAll(() => db?.close());

const row = (line: number, over: Partial<BulkRow> = {}): BulkRow => ({
  line,
  email: `trial${line}@school.test`,
  firstName: "Trial",
  lastName: `User ${line}`,
  role: "",
  isLTI: "",
  memberships: "",
  classes: "",
  language: "",
  username: "",
  ...over,
});

async function accountsWith(emails: string[]) {
  return (await db.payload.find({ collection: "users", where: { email: { in: emails } }, overrideAccess: true, pagination: false, depth: 0 })).docs;
}

describe("bulk upload of trial users (ADM-012, ADM-013)", () => {
  it("ADM-013 reads the documented CSV format (example file, quoted cells, semicolons, header aliases)", () => {
    const example = rowsFromTable(parseCsv(exampleCsv()));
    expect(example.missingColumns).toEqual([]);
    expect(example.rows.map((r) => r.email)).toEqual(["ana.trial@example.com", "marc.trial@example.com", "lee.trial@example.com"]);
    const french = rowsFromTable(parseCsv('\uFEFFE-mail;Prénom;Nom;Memberships\r\n"a@b.test";"Zoé";"D\'Arc; fille";LIFE-ALL|HS-ALL\r\n\r\n'));
    expect(french.rows).toEqual([
      {
        line: 2,
        email: "a@b.test",
        firstName: "Zoé",
        lastName: "D'Arc; fille",
        memberships: "LIFE-ALL|HS-ALL",
        role: "",
        isLTI: "",
        classes: "",
        language: "",
        username: "",
      },
    ]);
    expect(rowsFromTable(parseCsv("mail,first\nx@y.test,X\n")).missingColumns).toEqual(["lastName"]);
    expect(BULK_COLUMNS.filter((c) => c.required).map((c) => c.name)).toEqual(["email", "firstName", "lastName"]);
  });

  it("ADM-013 the browser flags repeated e-mails of the file before sending (first line kept)", () => {
    const { unique, duplicates } = splitFileDuplicates([row(2), row(3, { email: "TRIAL2@school.test" }), row(4)]);
    expect(unique.map((r) => r.line)).toEqual([2, 4]);
    expect(duplicates).toEqual([{ line: 3, email: "TRIAL2@school.test", status: "refused", reason: "duplicateInFile", detail: "2" }]);
  });

  it("ADM-013 reports each row as created or refused with its reason, and creates the valid ones completely", async () => {
    const { results } = await asAdmin.admin.bulkCreateUsers({
      rows: [
        row(2, { memberships: "life-all | HS-ALL", classes: "RIVER-1", role: "Teacher", isLTI: "Y", language: "FR", username: "t2" }),
        row(3, { firstName: "", lastName: " " }),
        row(4, { email: "not an e-mail" }),
        row(5, { email: "TRIAL2@school.test" }),
        row(6, { email: "Taken@school.test" }),
        row(7, { username: "taken-name" }),
        row(8, { memberships: "LIFE-ALL|NOPE-1" }),
        row(9, { classes: "NOWHERE" }),
        row(10, { role: "admin" }),
        row(11, { isLTI: "maybe" }),
        row(12, { language: "de" }),
        row(13),
      ],
    });
    const byLine = Object.fromEntries(results.map((r) => [r.line, r.status === "created" ? "created" : `${r.reason}${r.detail ? `: ${r.detail}` : ""}`]));
    expect(byLine).toEqual({
      2: "created",
      3: "missingField: firstName, lastName",
      4: "badEmail: not an e-mail",
      5: "duplicateInFile: 2",
      6: "emailInUse",
      7: "usernameInUse",
      8: "unknownMembership: NOPE-1",
      9: "unknownClass: NOWHERE",
      10: "badRole: admin",
      11: "badIsLti: maybe",
      12: "badLanguage: de",
      13: "created",
    });

    const [two] = await db.payload
      .find({ collection: "users", where: { email: { equals: "trial2@school.test" } }, overrideAccess: true, showHiddenFields: true, depth: 0 })
      .then((r) => r.docs);
    expect(two).toMatchObject({ username: "t2", role: "teacher", isLTI: true, mustResetPassword: true, passwordHash: null });
    expect([...(two.memberships as number[])].sort()).toEqual([catalog.memberships.life, catalog.memberships.hs].sort());
    expect(two.classes).toEqual([catalog.classes.river]);
    expect((await notesOf(db.payload, two.id)).map((n) => [n.type, n.authorName])).toEqual([
      ["created", "ada@school.test"],
      ["email", null],
    ]);
    const [mail] = await mailsTo(db.payload, "trial2@school.test");
    expect(mail).toMatchObject({ kind: "account-created", subject: "Votre compte BioText est prêt" });
    const token = /passwordReset\/([A-Za-z0-9_-]+)/.exec(mail.text!)![1];
    const link = await findPasswordReset(db.payload, token);
    expect(new Date(link!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const [thirteen] = await accountsWith(["trial13@school.test"]);
    expect(thirteen).toMatchObject({ role: "student", username: "trial13@school.test", isLTI: false });
    expect((await mailsTo(db.payload, "trial13@school.test"))[0].subject).toBe("Your BioText account is ready");
    expect(await accountsWith(["trial3@school.test", "trial4@school.test", "trial7@school.test", "trial8@school.test", "trial12@school.test"])).toEqual([]);
  });

  it("ADM-013 nothing half-created: a row failing after its account was written leaves no account, membership, class, note or link", async () => {
    const count = async (collection: "user-notes" | "password-resets") => (await db.payload.count({ collection, overrideAccess: true })).totalDocs;
    const before = { notes: await count("user-notes"), links: await count("password-resets") };
    const logged = vi.spyOn(db.payload.logger, "error").mockImplementation(() => {});
    const create = db.payload.create.bind(db.payload);
    const spy = vi.spyOn(db.payload, "create").mockImplementation((async (args: Parameters<typeof create>[0]) => {
      if (args.collection === "password-resets") {
        // The row's account and 'created' note are already written (inside its unit) when its link fails.
        const user = await db.payload.findByID({
          collection: "users",
          id: (args.data as { user: number }).user,
          req: args.req,
          overrideAccess: true,
          depth: 0,
        });
        if (user.email === "half@school.test") throw new Error("disk full");
      }
      return create(args as never);
    }) as never);
    try {
      const { results } = await asAdmin.admin.bulkCreateUsers({
        rows: [
          row(2, { email: "half@school.test", memberships: "LIFE-ALL", classes: "LAKE-1" }),
          row(3, { email: "whole@school.test", memberships: "LIFE-ALL" }),
        ],
      });
      expect(results[0]).toMatchObject({ line: 2, status: "refused", reason: "failed" });
      expect((results[0] as { detail: string }).detail).toMatch(/^[0-9A-F]{8}$/);
      expect(results[1]).toMatchObject({ line: 3, status: "created" });
      // The cause is logged with the reference the row shows, never sent to the browser.
      expect(JSON.stringify(logged.mock.calls)).toContain((results[0] as { detail: string }).detail);
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
    expect(await accountsWith(["half@school.test"])).toEqual([]);
    expect(await mailsTo(db.payload, "half@school.test")).toEqual([]);
    // Only the other row's records were added: its 'created' and 'email' notes and its link.
    expect({ notes: await count("user-notes"), links: await count("password-resets") }).toEqual({ notes: before.notes + 2, links: before.links + 1 });
    const rels = await poolOf(db.payload).query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users_rels r LEFT JOIN users u ON u.id = r.parent_id WHERE u.id IS NULL",
    );
    expect(rels.rows[0].n).toBe(0);
    expect(await accountsWith(["whole@school.test"])).toHaveLength(1);
  });

  it("ADM-013 nothing half-created without transactions either (the embedded database): the row's writes are undone", async () => {
    const notesBefore = (await db.payload.count({ collection: "user-notes", where: { message: { contains: "bulk upload, line 2" } }, overrideAccess: true }))
      .totalDocs;
    const spyTx = vi.spyOn(db.payload.db, "beginTransaction").mockResolvedValue(null);
    const logged = vi.spyOn(db.payload.logger, "error").mockImplementation(() => {});
    const create = db.payload.create.bind(db.payload);
    const spy = vi.spyOn(db.payload, "create").mockImplementation((async (args: Parameters<typeof create>[0]) => {
      if (args.collection === "password-resets") throw new Error("disk full");
      return create(args as never);
    }) as never);
    let created: User[] = [];
    try {
      const { results } = await asAdmin.admin.bulkCreateUsers({ rows: [row(2, { email: "undo@school.test", memberships: "HS-ALL" })] });
      expect(results[0]).toMatchObject({ status: "refused", reason: "failed" });
      created = await accountsWith(["undo@school.test"]);
    } finally {
      spy.mockRestore();
      spyTx.mockRestore();
      logged.mockRestore();
    }
    expect(created).toEqual([]);
    expect(
      (await db.payload.count({ collection: "user-notes", where: { message: { contains: "bulk upload, line 2" } }, overrideAccess: true })).totalDocs,
    ).toBe(notesBefore);
  });

  it("ADM-013 a file's rows sent in several batches: an e-mail created by an earlier batch is refused as already used", async () => {
    const first = await asAdmin.admin.bulkCreateUsers({ rows: [row(2, { email: "batch@school.test" })] });
    const second = await asAdmin.admin.bulkCreateUsers({ rows: [row(300, { email: "batch@school.test" })] });
    expect(first.results[0].status).toBe("created");
    expect(second.results[0]).toMatchObject({ status: "refused", reason: "emailInUse" });
  });

  it("refuses an empty or oversized batch", async () => {
    await expect(asAdmin.admin.bulkCreateUsers({ rows: [] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(asAdmin.admin.bulkCreateUsers({ rows: Array.from({ length: 501 }, (_, i) => row(i + 2)) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
