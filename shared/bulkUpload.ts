import { z } from "zod";
import { ADMIN_MESSAGES } from "#shared/adminUsers";
import { spreadsheetCell } from "#shared/spreadsheetSafety";

/**
 * ADM-012/ADM-013: the bulk upload of trial users. The browser reads the file (CSV here, XLSX
 * with exceljs in app/components/admin/spreadsheet.ts), finds the columns and the duplicates
 * inside the file, then sends the rows in batches to `admin.bulkCreateUsers`, which validates
 * every row again and creates each valid one as a unit. The format is documented in
 * docs/bulk-upload.md and in the tab.
 */

export const BULK_COLUMNS = [
  { name: "email", required: true, aliases: ["e-mail", "emailaddress", "mail"] },
  { name: "firstName", required: true, aliases: ["first", "firstname", "givenname", "prenom", "prénom"] },
  { name: "lastName", required: true, aliases: ["last", "lastname", "surname", "familyname", "nom"] },
  { name: "role", required: false, aliases: [] },
  { name: "isLTI", required: false, aliases: ["lti"] },
  { name: "memberships", required: false, aliases: ["membership", "membershipkey", "membershipkeys"] },
  { name: "classes", required: false, aliases: ["class", "classkey", "classkeys", "school"] },
  { name: "language", required: false, aliases: ["lang", "langue"] },
  { name: "username", required: false, aliases: ["user", "login"] },
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number]["name"];

/** Rows per request: small enough for a quick answer, large enough to keep the number of requests low. */
export const BULK_BATCH_SIZE = 250;
/** The most rows one file may hold. */
export const BULK_MAX_ROWS = 10_000;
/** Roles a bulk file may give (admins are created one by one). Empty means student. */
export const BULK_ROLES = ["student", "teacher", "none"] as const;
/** Keys in the memberships and classes columns are separated by '|'. */
export const LIST_SEPARATOR = "|";

export type BulkRow = { line: number } & Record<BulkColumn, string>;

/** The procedure's input: one batch of rows, as read from the file (every check happens on the server). */
export const bulkCreateUsersInput = z.object({
  rows: z
    .array(
      z.object({
        line: z.number().int().positive(),
        email: z.string().max(320),
        firstName: z.string().max(200),
        lastName: z.string().max(200),
        role: z.string().max(50),
        isLTI: z.string().max(20),
        memberships: z.string().max(2000),
        classes: z.string().max(2000),
        language: z.string().max(20),
        username: z.string().max(320),
      }),
    )
    .min(1)
    .max(500),
});

export const BULK_REASONS = [
  "missingField",
  "badEmail",
  "duplicateInFile",
  "emailInUse",
  "usernameInUse",
  "unknownMembership",
  "unknownClass",
  "badRole",
  "badIsLti",
  "badLanguage",
  "failed",
] as const;
export type BulkReason = (typeof BULK_REASONS)[number];

/** English text of each refusal ({detail} is the field list, the first line, the unknown keys or a reference). */
export const BULK_REASON_TEXT: Record<BulkReason, string> = {
  missingField: "Missing field: {detail}",
  badEmail: ADMIN_MESSAGES.emailFormat,
  duplicateInFile: "Duplicate in the file (first on line {detail})",
  emailInUse: ADMIN_MESSAGES.emailInUse,
  usernameInUse: ADMIN_MESSAGES.usernameInUse,
  unknownMembership: "Unknown membership: {detail}",
  unknownClass: "Unknown class: {detail}",
  badRole: "Role must be student, teacher or none: {detail}",
  badIsLti: "isLTI must be Y or N: {detail}",
  badLanguage: "language must be EN or FR: {detail}",
  failed: "Could not be created (reference {detail})",
};

export type BulkRowResult =
  | { line: number; email: string; status: "created"; id: number; emailSent: boolean }
  | { line: number; email: string; status: "refused"; reason: BulkReason; detail?: string };

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s_.-]+/g, "");

/** The column a header cell names (case, spaces, '_', '-' and accents ignored), or null. */
export function columnOf(header: string): BulkColumn | null {
  const h = fold(header);
  if (!h) return null;
  for (const c of BULK_COLUMNS) {
    if (fold(c.name) === h || c.aliases.some((a) => fold(a) === h)) return c.name;
  }
  return null;
}

/**
 * Reads CSV text (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes; the
 * delimiter of the first line — comma, semicolon as saved by a French Excel, or tab).
 * Returns the rows with their 1-based line numbers in the file.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const src = text.replace(/^\uFEFF/, "");
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length] as const);
  const delimiter = counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  return rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
}

export type ReadTable = { rows: BulkRow[]; missingColumns: BulkColumn[]; unknownColumns: string[] };

/** Maps a table (first row: the headers) to rows of the known columns. */
export function rowsFromTable(table: { line: number; cells: string[] }[]): ReadTable {
  const [header, ...body] = table;
  if (!header) return { rows: [], missingColumns: BULK_COLUMNS.filter((c) => c.required).map((c) => c.name), unknownColumns: [] };
  const index = new Map<BulkColumn, number>();
  const unknownColumns: string[] = [];
  header.cells.forEach((h, i) => {
    const col = columnOf(h);
    if (col && !index.has(col)) index.set(col, i);
    else if (h.trim()) unknownColumns.push(h.trim());
  });
  const missingColumns = BULK_COLUMNS.filter((c) => c.required && !index.has(c.name)).map((c) => c.name);
  const rows = body.map((r) => {
    const row = { line: r.line } as BulkRow;
    for (const c of BULK_COLUMNS) {
      const i = index.get(c.name);
      row[c.name] = i === undefined ? "" : (r.cells[i] ?? "").trim();
    }
    return row;
  });
  return { rows, missingColumns, unknownColumns };
}

/**
 * Splits the rows of a file into the ones to send and the repeated e-mail addresses (each
 * refused with the line where the address first appears; the first one is sent).
 */
export function splitFileDuplicates(rows: BulkRow[]): { unique: BulkRow[]; duplicates: BulkRowResult[] } {
  const first = new Map<string, number>();
  const unique: BulkRow[] = [];
  const duplicates: BulkRowResult[] = [];
  for (const row of rows) {
    const key = row.email.trim().toLowerCase();
    const seen = key ? first.get(key) : undefined;
    if (seen !== undefined) duplicates.push({ line: row.line, email: row.email, status: "refused", reason: "duplicateInFile", detail: String(seen) });
    else {
      if (key) first.set(key, row.line);
      unique.push(row);
    }
  }
  return { unique, duplicates };
}

/** Keys of a memberships/classes cell ('KEY-1 | KEY-2'), without blanks or repeats. */
export function keyList(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(LIST_SEPARATOR)
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
}

export const EXAMPLE_ROWS: Record<BulkColumn, string>[] = [
  {
    email: "ana.trial@example.com",
    firstName: "Ana",
    lastName: "Lopez",
    role: "student",
    isLTI: "N",
    memberships: "LIFE-ALL",
    classes: "",
    language: "EN",
    username: "",
  },
  {
    email: "marc.trial@example.com",
    firstName: "Marc",
    lastName: "Tremblay",
    role: "teacher",
    isLTI: "N",
    memberships: "LIFE-ALL|HS-ALL",
    classes: "",
    language: "FR",
    username: "marc.tremblay",
  },
  { email: "lee.trial@example.com", firstName: "Lee", lastName: "Chen", role: "", isLTI: "", memberships: "", classes: "", language: "", username: "" },
];

/** One CSV field: formula-like text neutralised (spreadsheetCell), then quoted when it must be. */
const csvCell = (value: string | number | null | undefined) => {
  const v = value == null ? "" : String(spreadsheetCell(value));
  return /[",;\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};

/** CSV text (RFC 4180, CRLF) of rows of cells; every file the bulk upload offers goes through here. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The example file offered in the tab (also what docs/bulk-upload.md shows). */
export function exampleCsv(): string {
  const names = BULK_COLUMNS.map((c) => c.name);
  return toCsv([names, ...EXAMPLE_ROWS.map((r) => names.map((n) => r[n]))]);
}

const YES = new Set(["y", "yes", "true", "1", "o", "oui"]);
const NO = new Set(["n", "no", "false", "0", "non"]);
const LANGUAGE_OF: Record<string, "en" | "fr"> = { en: "en", english: "en", anglais: "en", fr: "fr", french: "fr", francais: "fr", français: "fr" };

export type BulkCatalog = { membership: (key: string) => number | undefined; class: (key: string) => number | undefined };
export type CheckedRow =
  | {
      ok: true;
      account: {
        email: string;
        username: string;
        firstName: string;
        lastName: string;
        role: (typeof BULK_ROLES)[number];
        isLTI: boolean;
        memberships: number[];
        classes: number[];
      };
      language: "en" | "fr";
    }
  | { ok: false; reason: BulkReason; detail?: string };

/** Every check of one row but the ones that need other rows or the accounts (duplicates, e-mail in use). */
export function checkBulkRow(row: Record<BulkColumn, string>, catalog: BulkCatalog, isEmail: (v: string) => boolean): CheckedRow {
  const v = Object.fromEntries(BULK_COLUMNS.map((c) => [c.name, (row[c.name] ?? "").trim()])) as Record<BulkColumn, string>;
  const missing = BULK_COLUMNS.filter((c) => c.required && !v[c.name]).map((c) => c.name);
  if (missing.length) return { ok: false, reason: "missingField", detail: missing.join(", ") };
  const email = v.email.toLowerCase();
  if (!isEmail(email)) return { ok: false, reason: "badEmail", detail: v.email };
  const role = (v.role.toLowerCase() || "student") as (typeof BULK_ROLES)[number];
  if (!BULK_ROLES.includes(role)) return { ok: false, reason: "badRole", detail: v.role };
  const lti = v.isLTI.toLowerCase();
  if (lti && !YES.has(lti) && !NO.has(lti)) return { ok: false, reason: "badIsLti", detail: v.isLTI };
  const language = v.language ? LANGUAGE_OF[v.language.toLowerCase()] : "en";
  if (!language) return { ok: false, reason: "badLanguage", detail: v.language };
  const membershipKeys = keyList(v.memberships);
  const unknownMemberships = membershipKeys.filter((k) => catalog.membership(k) === undefined);
  if (unknownMemberships.length) return { ok: false, reason: "unknownMembership", detail: unknownMemberships.join(", ") };
  const classKeys = keyList(v.classes);
  const unknownClasses = classKeys.filter((k) => catalog.class(k) === undefined);
  if (unknownClasses.length) return { ok: false, reason: "unknownClass", detail: unknownClasses.join(", ") };
  return {
    ok: true,
    language,
    account: {
      email,
      username: v.username || email,
      firstName: v.firstName,
      lastName: v.lastName,
      role,
      isLTI: YES.has(lti),
      memberships: [...new Set(membershipKeys.map((k) => catalog.membership(k)!))],
      classes: [...new Set(classKeys.map((k) => catalog.class(k)!))],
    },
  };
}
