import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { utf8Check } from "#core/roster/readZip";
import { checkEntryNames, checkHeader, checkManifest, RosterModel, type RosterRefused } from "#core/roster/validate";
import { ROSTER_COLUMNS } from "#shared/roster";

/** Issue 47 (docs/rosters.md): the checks of a OneRoster 1.2 CSV roster that need no database. */

function refusalOf(work: () => unknown) {
  try {
    work();
  } catch (err) {
    return (err as RosterRefused).refusals;
  }
  throw new Error("not refused");
}

const BULK = new Map([
  ["oneroster.version", "1.2"],
  ["manifest.version", "1.0"],
  ...["orgs", "academicSessions", "courses", "classes", "users", "enrollments"].map((f) => [`file.${f}`, "bulk"] as [string, string]),
]);
const FILES = ["manifest.csv", "orgs.csv", "academicSessions.csv", "courses.csv", "classes.csv", "users.csv", "enrollments.csv"];

/** A model holding a school, a term, a course, a class and two users, each from its own line. */
function school() {
  const m = new RosterModel();
  m.addRow("orgs.csv", { sourcedId: "o1", name: "School", type: "school" }, 2);
  m.addRow("academicSessions.csv", { sourcedId: "t1", title: "Fall", type: "term", startDate: "2026-08-24", endDate: "2027-01-22", schoolYear: "2027" }, 2);
  m.addRow("courses.csv", { sourcedId: "c1", title: "Biology", orgSourcedId: "o1", courseCode: "LIFE-ALL" }, 2);
  m.addRow("classes.csv", { sourcedId: "k1", title: "Bio P2", courseSourcedId: "c1", classType: "scheduled", schoolSourcedId: "o1", termSourcedIds: "t1" }, 2);
  m.addRow("users.csv", { sourcedId: "u1", enabledUser: "true", givenName: "Ana", familyName: "Roy", email: "Ana@School.test" }, 2);
  m.addRow("users.csv", { sourcedId: "u2", enabledUser: "true", givenName: "Theo", familyName: "Côté", email: "theo@school.test" }, 3);
  return m;
}
const enrol = (m: RosterModel, line: number, over: Record<string, string>) =>
  m.addRow("enrollments.csv", { sourcedId: `e${line}`, classSourcedId: "k1", schoolSourcedId: "o1", userSourcedId: "u1", role: "student", ...over }, line);

describe("issue 47 OneRoster CSV validation", () => {
  it("issue 47 a ZIP without manifest.csv is not OneRoster; with roster files but no manifest, the manifest is missing", () => {
    expect(refusalOf(() => checkEntryNames(["students.csv", "notes.txt"]))).toEqual([
      { file: "(zip)", line: null, reason: "notOneRoster", detail: "students.csv, notes.txt" },
    ]);
    expect(refusalOf(() => checkEntryNames(["users.csv", "orgs.csv"]))).toEqual([{ file: "manifest.csv", line: null, reason: "missingFile" }]);
    expect(checkEntryNames([...FILES, "__MACOSX/._users.csv", ".DS_Store", "folder/"])).toEqual(FILES);
  });

  it("issue 47 the manifest: version 1.2, every data file in bulk, no file missing or extra", () => {
    expect(() => checkManifest(BULK, FILES)).not.toThrow();
    expect(refusalOf(() => checkManifest(new Map([...BULK, ["oneroster.version", "1.1"]]), FILES))).toEqual([
      { file: "manifest.csv", line: null, reason: "manifestVersion", detail: "oneroster.version=1.1" },
    ]);
    expect(
      refusalOf(() =>
        checkManifest(
          BULK,
          FILES.filter((f) => f !== "users.csv"),
        ),
      ),
    ).toEqual([{ file: "users.csv", line: null, reason: "missingFile" }]);
    expect(refusalOf(() => checkManifest(new Map([...BULK, ["file.enrollments", "delta"]]), FILES))).toEqual([
      { file: "manifest.csv", line: null, reason: "manifestMode", detail: "file.enrollments=delta" },
    ]);
    expect(refusalOf(() => checkManifest(BULK, [...FILES, "demographics.csv", "grades.xlsx"]))).toEqual([
      { file: "demographics.csv", line: null, reason: "extraFile", detail: "file.demographics=absent" },
      { file: "grades.xlsx", line: null, reason: "extraFile" },
    ]);
    // Another OneRoster file the manifest announces is accepted (and not read).
    expect(() => checkManifest(new Map([...BULK, ["file.roles", "bulk"]]), [...FILES, "roles.csv"])).not.toThrow();
  });

  it("issue 47 a header: all the columns in any order, metadata.* extras, another delimiter named", () => {
    const columns = [...ROSTER_COLUMNS["orgs.csv"]];
    expect(checkHeader("orgs.csv", [...columns].reverse().concat("metadata.district"))).toHaveLength(columns.length + 1);
    expect(refusalOf(() => checkHeader("orgs.csv", [columns.join(";")]))).toEqual([{ file: "orgs.csv", line: 1, reason: "delimiter", detail: ";" }]);
    expect(refusalOf(() => checkHeader("orgs.csv", [columns.join("\t")]))).toEqual([{ file: "orgs.csv", line: 1, reason: "delimiter", detail: "tab" }]);
    expect(
      refusalOf(() =>
        checkHeader(
          "orgs.csv",
          columns.filter((c) => c !== "type"),
        ),
      ),
    ).toEqual([{ file: "orgs.csv", line: 1, reason: "missingColumn", detail: "type" }]);
    expect(refusalOf(() => checkHeader("orgs.csv", [...columns, "district"]))).toEqual([
      { file: "orgs.csv", line: 1, reason: "unknownColumn", detail: "district" },
    ]);
  });

  it("issue 47 rows: required fields, vocabularies, dates, duplicate sourcedIds and e-mails, unknown references", () => {
    const m = school();
    expect(m.refusals).toEqual([]);
    m.addRow("orgs.csv", { sourcedId: "o2", name: "X", type: "campus" }, 3);
    m.addRow("orgs.csv", { sourcedId: "o1", name: "Again", type: "school" }, 4);
    m.addRow("academicSessions.csv", { sourcedId: "t2", title: "T", type: "term", startDate: "24/08/2026", endDate: "2027-01-22", schoolYear: "2027" }, 3);
    m.addRow("classes.csv", { sourcedId: "k2", title: "", courseSourcedId: "c1", classType: "scheduled", schoolSourcedId: "o1", termSourcedIds: "t1" }, 3);
    m.addRow(
      "classes.csv",
      { sourcedId: "k3", title: "Bio P3", courseSourcedId: "c1", classType: "scheduled", schoolSourcedId: "o1", termSourcedIds: "t1, t9" },
      4,
    );
    m.addRow("users.csv", { sourcedId: "u3", enabledUser: "true", givenName: "A", familyName: "B", email: "ana@school.test" }, 4);
    m.addRow("users.csv", { sourcedId: "u4", enabledUser: "yes", givenName: "A", familyName: "B", email: "c@school.test" }, 5);
    m.addRow("users.csv", { sourcedId: "u5", enabledUser: "true", givenName: "A", familyName: "B", email: "not-an-email" }, 6);
    enrol(m, 2, { classSourcedId: "k9" });
    enrol(m, 3, { userSourcedId: "u9" });
    enrol(m, 4, { role: "principal" });
    expect(m.refusals).toEqual([
      { file: "orgs.csv", line: 3, reason: "badValue", detail: "type=campus" },
      { file: "orgs.csv", line: 4, reason: "duplicateSourcedId", detail: "o1 (line 2)" },
      { file: "academicSessions.csv", line: 3, reason: "badValue", detail: "startDate=24/08/2026" },
      { file: "classes.csv", line: 3, reason: "required", detail: "title" },
      { file: "classes.csv", line: 4, reason: "unknownReference", detail: "termSourcedIds=t9" },
      { file: "users.csv", line: 4, reason: "duplicateEmail", detail: "ana@school.test (line 2)" },
      { file: "users.csv", line: 5, reason: "badValue", detail: "enabledUser=yes" },
      { file: "users.csv", line: 6, reason: "badEmail", detail: "not-an-email" },
      { file: "enrollments.csv", line: 2, reason: "unknownReference", detail: "classSourcedId=k9" },
      { file: "enrollments.csv", line: 3, reason: "unknownReference", detail: "userSourcedId=u9" },
      { file: "enrollments.csv", line: 4, reason: "badValue", detail: "role=principal" },
    ]);
    expect(m.refusalCount).toBe(11);
  });

  it("issue 47 enrollments: a teacher stays a teacher, other roles and tobedeleted rows are not imported", () => {
    const m = school();
    enrol(m, 2, {});
    enrol(m, 3, { userSourcedId: "u2", role: "teacher" });
    enrol(m, 4, { userSourcedId: "u2", role: "student" });
    enrol(m, 5, { userSourcedId: "u1", role: "aide", sourcedId: "aide" });
    enrol(m, 6, { userSourcedId: "u1", status: "tobedeleted", sourcedId: "gone" });
    expect(m.refusals).toEqual([]);
    expect([...m.enrollments.get("k1")!]).toEqual([
      ["u1", "student"],
      ["u2", "teacher"],
    ]);
    expect(m.counts).toMatchObject({ enrollments: 4, enrollmentsIgnored: 1 });
    expect(m.users.get("u1")!.email).toBe("ana@school.test");
    expect([...m.rolesOfUsers()]).toEqual([
      ["u1", "student"],
      ["u2", "teacher"],
    ]);
  });

  it("issue 47 the UTF-8 check refuses Latin-1 and UTF-16 with the line, and lets a UTF-8 BOM through", async () => {
    const check = async (bytes: Buffer, chunk = 4) => {
      const parts = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk));
      const out: Buffer[] = [];
      await pipeline(Readable.from(parts), utf8Check("users.csv"), async (source: AsyncIterable<Buffer>) => {
        for await (const c of source) out.push(c);
      });
      return Buffer.concat(out);
    };
    const text = "a,b\r\nZoé,Côté\r\n";
    expect((await check(Buffer.from("\uFEFF" + text))).toString()).toBe("\uFEFF" + text);
    await expect(check(Buffer.from("a,b\nx,y\nZo\xe9,C\n", "latin1"), 64)).rejects.toMatchObject({
      refusals: [{ file: "users.csv", line: 3, reason: "encoding", detail: "not UTF-8" }],
    });
    await expect(check(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]))).rejects.toMatchObject({
      refusals: [{ file: "users.csv", line: 1, reason: "encoding", detail: "UTF-16" }],
    });
  });
});
