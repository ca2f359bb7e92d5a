import yazl from "yazl";
import { DEMO_ACCOUNTS } from "./seed";
import { DEMO_CLASS, DEMO_CLASS_STUDENTS, demoStudent } from "./quizzes";
import { ROSTER_COLUMNS, type RosterFile } from "#shared/roster";

/**
 * Issue 47 (docs/rosters.md): the demo school's roster as its information system would export it, OneRoster 1.2
 * CSV. It matches the seeded demo class (DEMO-LIFE-11: the demo teacher, the demo student and the 30 generated
 * students) and adds a second class (Period 3, classCode DEMO-LIFE-12) with six new students, taught by the same
 * teacher. `npm run seed:roster` writes it to seeds/data/roster/demo-school-oneroster.zip (shipped); the tests
 * change its rows to make the "later file".
 */

export const DEMO_ROSTER_ZIP = "seeds/data/roster/demo-school-oneroster.zip";
export const DEMO_ROSTER_NEW_STUDENTS = 6;
export const DEMO_PERIOD3 = { sourcedId: "class-life-p3", classCode: "DEMO-LIFE-12", title: "Demo Class — LIFE Biology (Period 3)" } as const;

type Row = Record<string, string>;
export type RosterRows = Record<RosterFile, Row[]>;

const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const NEW_FIRST = ["Inès", "Jacob", "Aaliyah", "Mathis", "Sofia", "William"];
const NEW_LAST = ["Bergeron", "Morin", "Okafor", "Dubois", "Rossi", "Leblanc"];

/** The demo school's rows, file by file (columns not given are empty). */
export function demoRosterRows(): RosterRows {
  const teacher = account("teacher@biotext.test");
  const student = account("student@biotext.test");
  const users: Row[] = [
    { sourcedId: "user-teacher", email: teacher.email, username: teacher.username, givenName: teacher.firstName, familyName: teacher.lastName },
    { sourcedId: "user-student", email: student.email, username: student.username, givenName: student.firstName, familyName: student.lastName },
  ];
  for (let i = 1; i <= DEMO_CLASS_STUDENTS; i++) {
    const s = demoStudent(i);
    users.push({ sourcedId: `user-demo-${String(i).padStart(2, "0")}`, email: s.email, username: s.username, givenName: s.firstName, familyName: s.lastName });
  }
  for (let i = 1; i <= DEMO_ROSTER_NEW_STUDENTS; i++) {
    const n = String(i).padStart(2, "0");
    users.push({
      sourcedId: `user-p3-${n}`,
      email: `demo.roster${n}@biotext.test`,
      username: `demo.roster${n}`,
      givenName: NEW_FIRST[i - 1],
      familyName: NEW_LAST[i - 1],
    });
  }
  for (const u of users) Object.assign(u, { enabledUser: "true", primaryOrgSourcedId: "org-school" });

  const enrollments: Row[] = [];
  const enrol = (cls: string, user: string, role: string) =>
    enrollments.push({
      sourcedId: `enr-${cls}-${user}`,
      classSourcedId: cls,
      schoolSourcedId: "org-school",
      userSourcedId: user,
      role,
      primary: role === "teacher" ? "true" : "false",
    });
  enrol("class-life-p2", "user-teacher", "teacher");
  enrol("class-life-p2", "user-student", "student");
  for (let i = 1; i <= DEMO_CLASS_STUDENTS; i++) enrol("class-life-p2", `user-demo-${String(i).padStart(2, "0")}`, "student");
  enrol(DEMO_PERIOD3.sourcedId, "user-teacher", "teacher");
  for (let i = 1; i <= DEMO_ROSTER_NEW_STUDENTS; i++) enrol(DEMO_PERIOD3.sourcedId, `user-p3-${String(i).padStart(2, "0")}`, "student");

  return {
    "manifest.csv": [],
    "orgs.csv": [
      { sourcedId: "org-district", name: "BioText Demo School District", type: "district", identifier: "BT-D" },
      { sourcedId: "org-school", name: "BioText Demo High School", type: "school", identifier: "BT-HS", parentSourcedId: "org-district" },
    ],
    "academicSessions.csv": [
      { sourcedId: "sy-2027", title: "2026–2027", type: "schoolYear", startDate: "2026-08-24", endDate: "2027-06-23", schoolYear: "2027" },
      {
        sourcedId: "term-2026-fall",
        title: "Fall 2026",
        type: "term",
        startDate: "2026-08-24",
        endDate: "2027-01-22",
        parentSourcedId: "sy-2027",
        schoolYear: "2027",
      },
    ],
    "courses.csv": [
      {
        sourcedId: "course-life",
        schoolYearSourcedId: "sy-2027",
        title: "LIFE Biology",
        courseCode: "LIFE-ALL",
        orgSourcedId: "org-school",
        subjects: "biology",
      },
    ],
    "classes.csv": [
      {
        sourcedId: "class-life-p2",
        title: DEMO_CLASS.name,
        courseSourcedId: "course-life",
        classCode: DEMO_CLASS.key,
        classType: "scheduled",
        schoolSourcedId: "org-school",
        termSourcedIds: "term-2026-fall",
        periods: "2",
      },
      {
        sourcedId: DEMO_PERIOD3.sourcedId,
        title: DEMO_PERIOD3.title,
        courseSourcedId: "course-life",
        classCode: DEMO_PERIOD3.classCode,
        classType: "scheduled",
        schoolSourcedId: "org-school",
        termSourcedIds: "term-2026-fall",
        periods: "3",
      },
    ],
    "users.csv": users,
    "enrollments.csv": enrollments,
  };
}

const MANIFEST: [string, string][] = [
  ["manifest.version", "1.0"],
  ["oneroster.version", "1.2"],
  ["file.academicSessions", "bulk"],
  ["file.categories", "absent"],
  ["file.classes", "bulk"],
  ["file.classResources", "absent"],
  ["file.courses", "bulk"],
  ["file.courseResources", "absent"],
  ["file.demographics", "absent"],
  ["file.enrollments", "bulk"],
  ["file.lineItemLearningObjectiveIds", "absent"],
  ["file.lineItems", "absent"],
  ["file.lineItemScoreScales", "absent"],
  ["file.orgs", "bulk"],
  ["file.resources", "absent"],
  ["file.resultLearningObjectiveIds", "absent"],
  ["file.results", "absent"],
  ["file.resultScoreScales", "absent"],
  ["file.roles", "absent"],
  ["file.scoreScales", "absent"],
  ["file.userProfiles", "absent"],
  ["file.userResources", "absent"],
  ["file.users", "bulk"],
  ["source.systemName", "BioText demo SIS"],
  ["source.systemCode", "biotext-demo"],
];

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** One file's CSV text (CRLF lines, as OneRoster exports are written). */
export function rosterCsv(file: RosterFile, rows: Row[]): string {
  const columns = ROSTER_COLUMNS[file];
  const lines = file === "manifest.csv" ? MANIFEST.map((r) => r.map(cell).join(",")) : rows.map((r) => columns.map((c) => cell(r[c] ?? "")).join(","));
  return [columns.join(","), ...lines].join("\r\n") + "\r\n";
}

/** A ZIP of the given files' contents (the same bytes for the same contents: fixed dates). */
export function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date("2026-11-28T00:00:00Z");
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8"), name, { mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (c: Buffer) => chunks.push(c));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

/** The ZIP of a roster's rows, every file as OneRoster names it. */
export function rosterZip(rows: RosterRows): Promise<Buffer> {
  return zipOf(Object.fromEntries(Object.entries(rows).map(([file, r]) => [file, rosterCsv(file as RosterFile, r)])));
}
