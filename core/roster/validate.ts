import { Invalid } from "#core/errors";
import { isValidEmail } from "#shared/adminUsers";
import {
  CLASS_TYPES,
  ENROLLMENT_ROLES,
  ORG_TYPES,
  OTHER_ONEROSTER_FILES,
  ROSTER_COLUMNS,
  ROSTER_FILES,
  ROSTER_LIMITS,
  SESSION_TYPES,
  type RosterDataFile,
  type RosterFile,
  type RosterRefusal,
} from "#shared/roster";

/**
 * Issue 47 (docs/rosters.md): the checks of a OneRoster 1.2 CSV roster that need no database — the ZIP's list of
 * files against its manifest, each file's header, each row — and the compact model the import keeps (sourcedIds,
 * titles, names, e-mails, who is in which class as what), never the files' rows themselves.
 */

export const ROSTER_REFUSED = "roster.refused";

/** A refusal of the whole ZIP or of one file: nothing further is read, nothing is applied. */
export class RosterRefused extends Invalid {
  constructor(readonly refusals: RosterRefusal[]) {
    super(ROSTER_REFUSED, "The roster file was refused.", { details: { refusals } });
  }
}

export const refuse = (file: string, line: number | null, reason: RosterRefusal["reason"], detail?: string): never => {
  throw new RosterRefused([{ file, line, reason, ...(detail ? { detail } : {}) }]);
};

const ALL_KNOWN = new Set<string>([...ROSTER_FILES, ...OTHER_ONEROSTER_FILES]);

/** Names a ZIP may carry that are not the roster's (folders, macOS and Windows litter). */
export function isLitter(name: string) {
  return name.endsWith("/") || name.startsWith("__MACOSX/") || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(name);
}

/** The ZIP's files, before any is read: a OneRoster ZIP has manifest.csv at its root (else: not OneRoster). */
export function checkEntryNames(names: string[]) {
  const files = names.filter((n) => !isLitter(n));
  if (!files.includes("manifest.csv")) {
    const looksLikeRoster = files.some((n) => ALL_KNOWN.has(n));
    refuse(
      looksLikeRoster ? "manifest.csv" : "(zip)",
      null,
      looksLikeRoster ? "missingFile" : "notOneRoster",
      looksLikeRoster ? undefined : files.slice(0, 5).join(", "),
    );
  }
  return files;
}

/** The manifest's rows (propertyName → value) against the ZIP's files: versions, bulk mode, no file missing or extra. */
export function checkManifest(properties: Map<string, string>, files: string[]) {
  const version = properties.get("oneroster.version");
  if (version !== "1.2") refuse("manifest.csv", null, "manifestVersion", `oneroster.version=${version ?? ""}`);
  const refusals: RosterRefusal[] = [];
  const present = new Set(files);
  for (const file of ROSTER_FILES) {
    if (file === "manifest.csv") continue;
    const mode = properties.get(`file.${file.replace(/\.csv$/, "")}`) ?? "absent";
    if (mode === "delta") refusals.push({ file: "manifest.csv", line: null, reason: "manifestMode", detail: `file.${file.replace(/\.csv$/, "")}=delta` });
    else if (mode !== "bulk" || !present.has(file)) refusals.push({ file, line: null, reason: "missingFile" });
  }
  for (const file of OTHER_ONEROSTER_FILES) {
    const mode = properties.get(`file.${file.replace(/\.csv$/, "")}`) ?? "absent";
    if (mode === "bulk" && !present.has(file)) refusals.push({ file, line: null, reason: "missingFile" });
    if (mode !== "bulk" && present.has(file)) refusals.push({ file, line: null, reason: "extraFile", detail: `file.${file.replace(/\.csv$/, "")}=${mode}` });
  }
  for (const file of files) if (!ALL_KNOWN.has(file)) refusals.push({ file, line: null, reason: "extraFile" });
  if (refusals.length) throw new RosterRefused(refusals);
}

/** A file's header: every OneRoster column, extra ones only as `metadata.*`; one lone column means another delimiter. */
export function checkHeader(file: RosterFile, header: string[]): string[] {
  const cells = header.map((h) => h.trim());
  const expected = ROSTER_COLUMNS[file];
  if (cells.length === 1 && expected.length > 1) {
    const other = [";", "\t", "|"].find((d) => cells[0].includes(d));
    refuse(file, 1, "delimiter", other === "\t" ? "tab" : other ?? cells[0].slice(0, 40));
  }
  for (const column of expected) if (!cells.includes(column)) refuse(file, 1, "missingColumn", column);
  const unknown = cells.find((c) => !expected.includes(c) && !c.startsWith("metadata."));
  if (unknown !== undefined) refuse(file, 1, "unknownColumn", unknown);
  return cells;
}

export type RosterClass = { line: number; title: string; classCode: string; courseCode: string };
export type RosterUser = { line: number; email: string; givenName: string; familyName: string; username: string };
export type EnrolledRole = "teacher" | "student";

/** What the import keeps of a roster: small, whatever the files' size. */
export class RosterModel {
  readonly orgs = new Set<string>();
  readonly sessions = new Set<string>();
  readonly courses = new Map<string, string>();
  readonly classes = new Map<string, RosterClass>();
  readonly users = new Map<string, RosterUser>();
  /** class sourcedId → user sourcedId → role (a teacher enrolled as student too stays a teacher). */
  readonly enrollments = new Map<string, Map<string, EnrolledRole>>();
  readonly counts = { orgs: 0, academicSessions: 0, courses: 0, classes: 0, users: 0, enrollments: 0, enrollmentsIgnored: 0 };
  readonly refusals: RosterRefusal[] = [];
  refusalCount = 0;

  /** sourcedIds seen in each file (refused rows included, so their dependants are not refused again) and the line of each. */
  private readonly seen = new Map<RosterDataFile, Map<string, number>>();
  private readonly emails = new Map<string, number>();
  private readonly disabled = new Set<string>();

  refuseRow(file: string, line: number, reason: RosterRefusal["reason"], detail?: string) {
    this.refusalCount++;
    if (this.refusals.length < ROSTER_LIMITS.refusalsListed) this.refusals.push({ file, line, reason, ...(detail ? { detail } : {}) });
  }

  private known(file: RosterDataFile, id: string) {
    return this.seen.get(file)?.has(id) ?? false;
  }

  /** One data row (cells by column name; line 1 is the header). Refused rows are listed, the others kept. */
  addRow(file: RosterDataFile, row: Record<string, string>, line: number) {
    const v = (column: string) => (row[column] ?? "").trim();
    const sourcedId = v("sourcedId");
    const fail = (reason: RosterRefusal["reason"], detail?: string) => {
      this.refuseRow(file, line, reason, detail);
      return false;
    };
    if (!sourcedId) return fail("required", "sourcedId");
    const seen = this.seen.get(file) ?? new Map<string, number>();
    this.seen.set(file, seen);
    const first = seen.get(sourcedId);
    if (first !== undefined) return fail("duplicateSourcedId", `${sourcedId} (line ${first})`);
    seen.set(sourcedId, line);
    const status = v("status");
    if (status && status !== "active" && status !== "tobedeleted") return fail("badValue", `status=${status}`);
    if (status === "tobedeleted") return true;
    const required = (columns: string[]) => columns.find((c) => !v(c));
    const oneOf = (column: string, values: readonly string[]) => (values.includes(v(column)) ? null : `${column}=${v(column)}`);
    const ref = (column: string, target: RosterDataFile, optional = false) => {
      const id = v(column);
      if (!id) return optional ? null : `${column}`;
      return this.known(target, id) ? null : `${column}=${id}`;
    };

    switch (file) {
      case "orgs.csv": {
        const missing = required(["name", "type"]);
        if (missing) return fail("required", missing);
        const bad = oneOf("type", ORG_TYPES);
        if (bad) return fail("badValue", bad);
        this.orgs.add(sourcedId);
        this.counts.orgs++;
        return true;
      }
      case "academicSessions.csv": {
        const missing = required(["title", "type", "startDate", "endDate", "schoolYear"]);
        if (missing) return fail("required", missing);
        const bad =
          oneOf("type", SESSION_TYPES) ??
          (["startDate", "endDate"].map((c) => (/^\d{4}-\d{2}-\d{2}$/.test(v(c)) ? null : `${c}=${v(c)}`)).find(Boolean) || null) ??
          (/^\d{4}$/.test(v("schoolYear")) ? null : `schoolYear=${v("schoolYear")}`);
        if (bad) return fail("badValue", bad);
        this.sessions.add(sourcedId);
        this.counts.academicSessions++;
        return true;
      }
      case "courses.csv": {
        const missing = required(["title", "orgSourcedId"]);
        if (missing) return fail("required", missing);
        const unknown = ref("orgSourcedId", "orgs.csv") ?? ref("schoolYearSourcedId", "academicSessions.csv", true);
        if (unknown) return fail("unknownReference", unknown);
        this.courses.set(sourcedId, v("courseCode"));
        this.counts.courses++;
        return true;
      }
      case "classes.csv": {
        const missing = required(["title", "courseSourcedId", "classType", "schoolSourcedId", "termSourcedIds"]);
        if (missing) return fail("required", missing);
        const bad = oneOf("classType", CLASS_TYPES);
        if (bad) return fail("badValue", bad);
        const unknownTerm = v("termSourcedIds")
          .split(",")
          .map((t) => t.trim())
          .find((t) => t && !this.known("academicSessions.csv", t));
        const unknown = ref("courseSourcedId", "courses.csv") ?? ref("schoolSourcedId", "orgs.csv") ?? (unknownTerm ? `termSourcedIds=${unknownTerm}` : null);
        if (unknown) return fail("unknownReference", unknown);
        const course = this.courses.get(v("courseSourcedId"));
        if (course === undefined) return true; // the course was refused: this row says nothing more
        this.classes.set(sourcedId, { line, title: v("title").slice(0, 200), classCode: v("classCode"), courseCode: course });
        this.counts.classes++;
        return true;
      }
      case "users.csv": {
        const missing = required(["enabledUser", "givenName", "familyName", "email"]);
        if (missing) return fail("required", missing);
        const bad = oneOf("enabledUser", ["true", "false"]);
        if (bad) return fail("badValue", bad);
        const email = v("email").toLowerCase();
        if (!isValidEmail(email)) return fail("badEmail", email);
        const firstEmail = this.emails.get(email);
        if (firstEmail !== undefined) return fail("duplicateEmail", `${email} (line ${firstEmail})`);
        this.emails.set(email, line);
        this.counts.users++;
        if (v("enabledUser") === "false") {
          this.disabled.add(sourcedId);
          return true;
        }
        this.users.set(sourcedId, {
          line,
          email,
          givenName: v("givenName").slice(0, 100),
          familyName: v("familyName").slice(0, 100),
          username: v("username").slice(0, 100),
        });
        return true;
      }
      case "enrollments.csv": {
        const missing = required(["classSourcedId", "schoolSourcedId", "userSourcedId", "role"]);
        if (missing) return fail("required", missing);
        const bad = oneOf("role", ENROLLMENT_ROLES);
        if (bad) return fail("badValue", bad);
        const unknown = ref("classSourcedId", "classes.csv") ?? ref("userSourcedId", "users.csv") ?? ref("schoolSourcedId", "orgs.csv");
        if (unknown) return fail("unknownReference", unknown);
        this.counts.enrollments++;
        const role = v("role");
        const classId = v("classSourcedId");
        const userId = v("userSourcedId");
        if ((role !== "teacher" && role !== "student") || !this.classes.has(classId) || !this.users.has(userId)) {
          // Other roles (aides, guardians…), disabled users and rows whose class or user was refused: not imported.
          this.counts.enrollmentsIgnored++;
          return true;
        }
        const members = this.enrollments.get(classId) ?? new Map<string, EnrolledRole>();
        this.enrollments.set(classId, members);
        if (members.get(userId) !== "teacher") members.set(userId, role);
        return true;
      }
    }
  }

  /** Each user's role here: teacher when they teach any class of the roster, else student. Users in no class are not imported. */
  rolesOfUsers() {
    const roles = new Map<string, EnrolledRole>();
    for (const members of this.enrollments.values()) {
      for (const [user, role] of members) if (roles.get(user) !== "teacher") roles.set(user, role);
    }
    return roles;
  }
}
