import type { Access, CollectionConfig, GlobalConfig, PayloadRequest } from "payload";
import { describe, expect, it } from "vitest";
import { ArStructures } from "../../cms/collections/ArStructures";
import { Chapters } from "../../cms/collections/Chapters";
import { Classes } from "../../cms/collections/Classes";
import { Emails } from "../../cms/collections/Emails";
import { IpLists } from "../../cms/collections/IpLists";
import { Lessons } from "../../cms/collections/Lessons";
import { Media } from "../../cms/collections/Media";
import { Memberships } from "../../cms/collections/Memberships";
import { Modules } from "../../cms/collections/Modules";
import { PasswordResets } from "../../cms/collections/PasswordResets";
import { Products } from "../../cms/collections/Products";
import { Progress } from "../../cms/collections/Progress";
import { Quizzes } from "../../cms/collections/Quizzes";
import { RateLimits } from "../../cms/collections/RateLimits";
import { Sessions } from "../../cms/collections/Sessions";
import { Units } from "../../cms/collections/Units";
import { UserNotes } from "../../cms/collections/UserNotes";
import { Users } from "../../cms/collections/Users";
import { CoursewarePrices } from "../../cms/globals/CoursewarePrices";
import { SiteCopy } from "../../cms/globals/SiteCopy";

/**
 * The authorization matrix of the CMS: every role × every collection × read/create/update/delete,
 * read from the collections' own access rules. "all" = allowed, "published" = only published
 * documents, "self" = only the caller's own record, "-" = refused.
 */
const ROLES = ["visitor", "student", "teacher", "none", "editor", "admin"] as const;
type Role = (typeof ROLES)[number];
type Cell = "all" | "published" | "self" | "-";

const contentRead = (r: Role): Cell => (r === "editor" || r === "admin" ? "all" : "published");
const editorsWrite = (r: Role): Cell => (r === "editor" || r === "admin" ? "all" : "-");
const adminOnly = (r: Role): Cell => (r === "admin" ? "all" : "-");
const everyone = (): Cell => "all";
const nobody = (): Cell => "-";

const MATRIX: [CollectionConfig, { read: (r: Role) => Cell; create: (r: Role) => Cell; update: (r: Role) => Cell; delete: (r: Role) => Cell }][] = [
  [Units, { read: contentRead, create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
  [Modules, { read: contentRead, create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
  [Lessons, { read: contentRead, create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
  [Chapters, { read: everyone, create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
  // Quiz answers are only served by procedures that strip the correct flags.
  [Quizzes, { read: editorsWrite, create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
  [Media, { read: everyone, create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
  [ArStructures, { read: everyone, create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
  [Products, { read: everyone, create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
  [Memberships, { read: editorsWrite, create: adminOnly, update: adminOnly, delete: adminOnly }],
  [Users, { read: (r) => (r === "admin" ? "all" : r === "visitor" ? "-" : "self"), create: adminOnly, update: adminOnly, delete: adminOnly }],
  [Sessions, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [RateLimits, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [Classes, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
  [IpLists, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
  // Written only by the application: logs, reset links and sent mail are append-only records.
  [UserNotes, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [PasswordResets, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [Emails, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  // Learning records: written only by the progress procedures (which enforce the completion rules).
  [Progress, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
];

function requestAs(role: Role) {
  return { user: role === "visitor" ? null : { id: 7, role, collection: "users" } } as unknown as PayloadRequest;
}

async function cell(access: Access | undefined, role: Role): Promise<Cell> {
  if (!access) throw new Error("every operation must have an explicit access rule");
  const result = await access({ req: requestAs(role) } as Parameters<Access>[0]);
  if (result === true) return "all";
  if (result === false) return "-";
  const json = JSON.stringify(result);
  if (json === JSON.stringify({ _status: { equals: "published" } })) return "published";
  if (json === JSON.stringify({ id: { equals: 7 } })) return "self";
  throw new Error(`unexpected access result ${json}`);
}

describe("CMS authorization matrix (role × collection × operation)", () => {
  for (const [collection, expected] of MATRIX) {
    it(`${collection.slug}`, async () => {
      const actual: Record<string, Record<Role, Cell>> = {};
      const wanted: Record<string, Record<Role, Cell>> = {};
      for (const op of ["read", "create", "update", "delete"] as const) {
        actual[op] = {} as Record<Role, Cell>;
        wanted[op] = {} as Record<Role, Cell>;
        for (const role of ROLES) {
          actual[op][role] = await cell(collection.access?.[op] as Access, role);
          wanted[op][role] = expected[op](role);
        }
      }
      expect(actual).toEqual(wanted);
    });
  }

  it("every collection in the config is in the matrix", async () => {
    const { default: configPromise } = await import("../../cms/payload.config");
    const config = await configPromise;
    const slugs = config.collections.map((c) => c.slug).filter((s) => !s.startsWith("payload-"));
    expect(slugs.sort()).toEqual(MATRIX.map(([c]) => c.slug).sort());
  });

  it.each([
    [SiteCopy, "all", "editor"],
    [CoursewarePrices, "all", "admin"],
  ] as [GlobalConfig, Cell, "editor" | "admin"][])("global %s: everyone reads, only %s+ write", async (global, read, writer) => {
    for (const role of ROLES) {
      expect(await cell(global.access?.read as Access, role)).toBe(read);
      const mayWrite = role === "admin" || (writer === "editor" && role === "editor");
      expect(await cell(global.access?.update as Access, role)).toBe(mayWrite ? "all" : "-");
    }
  });

  it("only admins and editors enter the CMS; editors do not see users, sessions or counters", async () => {
    for (const role of ROLES) {
      expect(await Users.access!.admin!({ req: requestAs(role) } as never)).toBe(role === "admin" || role === "editor");
    }
    for (const c of [Users, Sessions, RateLimits, Progress]) {
      const hidden = c.admin!.hidden as (args: { user: unknown }) => boolean;
      expect(hidden({ user: requestAs("editor").user })).toBe(true);
      expect(hidden({ user: requestAs("admin").user })).toBe(false);
    }
  });
});
