/**
 * Issue 47 item 2: the OneRoster 1.2 CSV roster import (docs/rosters.md) — what both sides know: the files and
 * columns of a OneRoster ZIP, why a file or a row is refused, the dry run's plan, and the lines the import's
 * streamed answer is made of (server/roster.ts writes them, the admin tab reads them).
 */

/** The files every roster ZIP holds (the manifest lists the others it may carry, as `absent`). */
export const ROSTER_FILES = ["manifest.csv", "orgs.csv", "academicSessions.csv", "courses.csv", "classes.csv", "users.csv", "enrollments.csv"] as const;
export type RosterFile = (typeof ROSTER_FILES)[number];
export type RosterDataFile = Exclude<RosterFile, "manifest.csv">;

/** The other files of OneRoster 1.2 CSV: accepted when the manifest lists them as `bulk`, not read. */
export const OTHER_ONEROSTER_FILES = [
  "categories.csv",
  "classResources.csv",
  "courseResources.csv",
  "demographics.csv",
  "lineItemLearningObjectiveIds.csv",
  "lineItems.csv",
  "lineItemScoreScales.csv",
  "resources.csv",
  "resultLearningObjectiveIds.csv",
  "results.csv",
  "resultScoreScales.csv",
  "roles.csv",
  "scoreScales.csv",
  "userProfiles.csv",
  "userResources.csv",
] as const;

/** The columns of each file in OneRoster 1.2 CSV (all must be in the header, in any order; extra ones only as `metadata.*`). */
export const ROSTER_COLUMNS: Record<RosterFile, readonly string[]> = {
  "manifest.csv": ["propertyName", "value"],
  "orgs.csv": ["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"],
  "academicSessions.csv": ["sourcedId", "status", "dateLastModified", "title", "type", "startDate", "endDate", "parentSourcedId", "schoolYear"],
  "courses.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "schoolYearSourcedId",
    "title",
    "courseCode",
    "grades",
    "orgSourcedId",
    "subjects",
    "subjectCodes",
  ],
  "classes.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "title",
    "grades",
    "courseSourcedId",
    "classCode",
    "classType",
    "location",
    "schoolSourcedId",
    "termSourcedIds",
    "subjects",
    "subjectCodes",
    "periods",
  ],
  "users.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "enabledUser",
    "username",
    "userIds",
    "givenName",
    "familyName",
    "middleName",
    "identifier",
    "email",
    "sms",
    "phone",
    "agentSourcedIds",
    "grades",
    "password",
    "userMasterIdentifier",
    "resourceSourcedIds",
    "preferredGivenName",
    "preferredMiddleName",
    "preferredFamilyName",
    "primaryOrgSourcedId",
    "pronouns",
  ],
  "enrollments.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "classSourcedId",
    "schoolSourcedId",
    "userSourcedId",
    "role",
    "primary",
    "beginDate",
    "endDate",
  ],
};

/** The values a few columns may take (OneRoster 1.2 vocabularies). */
export const ORG_TYPES = ["department", "school", "district", "local", "state", "national"] as const;
export const SESSION_TYPES = ["gradingPeriod", "semester", "schoolYear", "term"] as const;
export const CLASS_TYPES = ["homeroom", "scheduled"] as const;
export const ENROLLMENT_ROLES = ["administrator", "proctor", "student", "teacher", "aide", "guardian", "parent", "relative"] as const;

/** Limits: the upload, each file once unzipped, and how many refused rows the answer lists (all are counted). */
export const ROSTER_LIMITS = { uploadBytes: 50 * 1024 * 1024, entryBytes: 200 * 1024 * 1024, refusalsListed: 500, changesListed: 300 } as const;

/** Why a whole ZIP is refused (nothing read further), or a row (listed; the import is then not applied). */
export const ROSTER_REASONS = [
  // the ZIP
  "notZip",
  "notOneRoster",
  "missingFile",
  "extraFile",
  "tooLarge",
  "manifestVersion",
  "manifestMode",
  // a file
  "encoding",
  "delimiter",
  "missingColumn",
  "unknownColumn",
  "badCsv",
  // a row
  "required",
  "badValue",
  "duplicateSourcedId",
  "unknownReference",
  "badEmail",
  "duplicateEmail",
  "emailTaken",
  "sourcedIdTaken",
] as const;
export type RosterReason = (typeof ROSTER_REASONS)[number];

/** One refusal: the file (and line: 1 is the header) and why; `detail` names the column, value or other line. */
export type RosterRefusal = { file: string; line: number | null; reason: RosterReason; detail?: string };

export type RosterPerson = { sourcedId: string; email: string; name: string };
/** One change the import would make (or made) to a class, a teacher or a student. */
export type RosterChange = {
  sourcedId: string;
  name: string;
  email?: string;
  /** What changes: fields ("name", "email", "role", "title"), classes joined and left (their titles). */
  fields?: string[];
  joins?: string[];
  leaves?: string[];
};
export type RosterBucket = { count: number; items: RosterChange[] };
export type RosterSection = { add: RosterBucket; change: RosterBucket; remove: RosterBucket };

/** The dry run's answer (and the applied import's): what changes, what is refused. */
export type RosterPlanSummary = {
  /** SHA-256 of the ZIP: applying must send the same file. */
  fileHash: string;
  counts: { orgs: number; academicSessions: number; courses: number; classes: number; users: number; enrollments: number; enrollmentsIgnored: number };
  classes: RosterSection;
  teachers: RosterSection;
  students: RosterSection;
  enrollments: { add: number; remove: number };
  refusals: RosterRefusal[];
  refusalCount: number;
  /** Nothing to do: the file matches what the site has. */
  unchanged: boolean;
};

/** The lines of the import's streamed answer (newline-delimited JSON). */
export type RosterEvent =
  | { type: "progress"; file: string; rows: number }
  | { type: "refused"; refusals: RosterRefusal[]; refusalCount: number }
  | { type: "plan"; plan: RosterPlanSummary }
  | { type: "applied"; plan: RosterPlanSummary; emailsSent: number }
  | { type: "emails"; sent: number; total: number }
  | { type: "error"; code: string; message: string };

export const ROSTER_IMPORT_PATH = "/roster/import";
export type RosterMode = "dryRun" | "apply";
