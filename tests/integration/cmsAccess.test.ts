import type { Access, CollectionConfig, GlobalConfig, PayloadRequest } from "payload";
import { describe, expect, it } from "vitest";
import { lessonMembersOnly, moduleMembersOnly } from "../../cms/access/memberContent";
import { ArStructures } from "../../cms/collections/ArStructures";
import { Chapters } from "../../cms/collections/Chapters";
import { Classes } from "../../cms/collections/Classes";
// Study tools (issue 14)
import { Bookmarks } from "../../cms/collections/Bookmarks";
import { Comments } from "../../cms/collections/Comments";
import { StudyNotes } from "../../cms/collections/StudyNotes";
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
import { LtiConsumers } from "../../cms/collections/LtiConsumers";
import { LtiIdentities, LtiLaunchTokens, LtiNonces, LtiOidcStates, LtiSyncLogs, LtiToolKeys } from "../../cms/collections/LtiRecords";
import { Users } from "../../cms/collections/Users";
import { SsoLinks, SsoProviders, SsoStates } from "../../cms/collections/SsoProviders";
import { OfflineWrites } from "../../cms/collections/OfflineWrites";
import { AuditEvents } from "../../cms/collections/AuditEvents";
import { CoursewarePrices } from "../../cms/globals/CoursewarePrices";
import { SiteCopy } from "../../cms/globals/SiteCopy";
// Commerce (issue 12)
import { Carts } from "../../cms/collections/Carts";
import { ClassQuizSettings } from "../../cms/collections/ClassQuizSettings";
import { ContactMessages } from "../../cms/collections/ContactMessages";
import { CourseRequests } from "../../cms/collections/CourseRequests";
import { DeadlineExtensions } from "../../cms/collections/DeadlineExtensions";
import { QuizOverrides } from "../../cms/collections/QuizOverrides";
import { QuizAttempts } from "../../cms/collections/QuizAttempts";
import { QuizDates } from "../../cms/collections/QuizDates";
import { SchoolOrders } from "../../cms/collections/SchoolOrders";
import { Coupons } from "../../cms/collections/Coupons";
import { Orders } from "../../cms/collections/Orders";
import { Invoices } from "../../cms/collections/Invoices";
import { AccountingTokens } from "../../cms/collections/AccountingTokens";
import { ReviewCards } from "../../cms/collections/ReviewCards";

/**
 * The authorization matrix of the CMS: every role × every collection × read/create/update/delete,
 * read from the collections' own access rules. "all" = allowed, "published" = only published
 * documents, "self" = only the caller's own record, "public" = only files without a unit (media),
 * "-" = refused. The same rules over real HTTP, for every slug of the config and every session
 * kind: tests/integration/restSurface.test.ts.
 */
const ROLES = ["visitor", "student", "teacher", "none", "editor", "admin"] as const;
type Role = (typeof ROLES)[number];
type Cell = "all" | "published" | "self" | "public" | "-";

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
  // Files of a unit only for its members (these test users have no membership): see the member tests below.
  [Media, { read: (r) => (r === "editor" || r === "admin" ? "all" : "public"), create: editorsWrite, update: editorsWrite, delete: editorsWrite }],
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
  // LTI (issue 15): consumers are created (with their secret) only by the consumers procedures; the rest is written by launches and passback.
  [LtiConsumers, { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly }],
  [LtiIdentities, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [LtiNonces, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [LtiLaunchTokens, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [LtiSyncLogs, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [LtiToolKeys, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [LtiOidcStates, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  // School sign-in (issue 47): providers are written only by the SSO procedures (the secret encrypted); states and links by the flow.
  [SsoProviders, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [SsoStates, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [SsoLinks, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  // Offline writes' keys (issue 46) and the append-only audit trail (issue 50): written only by core.
  [OfflineWrites, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [AuditEvents, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  // Quizzes (issue 13): attempts come from the quiz procedures; admins may correct the class settings.
  [QuizAttempts, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [ClassQuizSettings, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
  [QuizDates, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
  [DeadlineExtensions, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
  [QuizOverrides, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
  // Public forms (issue 11): written by the forms' procedures; staff read them and mark them handled.
  [ContactMessages, { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly }],
  [CourseRequests, { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly }],
  [SchoolOrders, { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly }],
  // Study tools (issue 14): notes and bookmarks are their owner's only (procedures); admins moderate comments.
  [StudyNotes, { read: nobody, create: nobody, update: nobody, delete: nobody }],
  [Bookmarks, { read: nobody, create: nobody, update: nobody, delete: nobody }],
  [Comments, { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly }],
  // Commerce (issue 12): carts and orders are written by the checkout procedures; admins manage coupons and may correct an order.
  [Carts, { read: adminOnly, create: nobody, update: nobody, delete: nobody }],
  [Coupons, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
  [Orders, { read: adminOnly, create: nobody, update: adminOnly, delete: nobody }],
  // Bookstore invoices: admins create them in /admin; bookstores find and pay them through procedures.
  [Invoices, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
  // Payments (issue 27): the accounting tokens are read and written only by core/accounting (encrypted).
  [AccountingTokens, { read: nobody, create: nobody, update: nobody, delete: nobody }],
  // Review (issue 28): cards are written by core/review; admins may read and correct them.
  [ReviewCards, { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }],
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
  if (json === JSON.stringify({ unit: { exists: false } })) return "public";
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

  it("drafts collections: only editors and admins read versions (drafts and their history)", async () => {
    const { default: configPromise } = await import("../../cms/payload.config");
    const config = await configPromise;
    const drafts: string[] = config.collections.filter((c) => c.versions && c.versions.drafts).map((c) => c.slug);
    expect(drafts.sort()).toEqual(["lessons", "modules", "units"]);
    for (const [collection] of MATRIX.filter(([c]) => drafts.includes(c.slug))) {
      for (const role of ROLES) expect(await cell(collection.access?.readVersions as Access, role), `${collection.slug} ${role}`).toBe(editorsWrite(role));
    }
  });

  it("Payload's own collections (locks, preferences, migrations, key-value store) are closed to everyone but editors and admins", async () => {
    const { default: configPromise } = await import("../../cms/payload.config");
    const config = await configPromise;
    const internal = config.collections.filter((c) => c.slug.startsWith("payload-"));
    // payload-jobs: the LTI grade passback queue (issue 15).
    expect(internal.map((c) => c.slug).sort()).toEqual(["payload-jobs", "payload-kv", "payload-locked-documents", "payload-migrations", "payload-preferences"]);
    for (const c of internal) {
      for (const op of ["read", "create", "update", "delete"] as const) {
        for (const role of ROLES) {
          const result = await (c.access[op] as Access)({ req: requestAs(role) } as Parameters<Access>[0]);
          if (role !== "editor" && role !== "admin") expect(result, `${c.slug} ${op} ${role}`).toBe(false);
        }
      }
    }
  });
});

/**
 * LRN-021, LRN-022: lesson text and media, module content — the fields only members of the unit
 * read (the documents' titles stay public for the table of contents, LRN-005). The rule is the
 * procedures' own (trpc/routers/textbook/access.ts): memberships of the account and its classes.
 */
describe("member-only fields follow the learning procedures' membership rule", () => {
  // Membership 5 opens unit 1; class 9 gives membership 6, which opens unit 2.
  const payload = {
    find: async ({ collection, where }: { collection: string; where: { id: { in: number[] } } }) => {
      const rows: Record<string, Record<number, unknown>> = {
        memberships: { 5: { id: 5, units: [1] }, 6: { id: 6, units: [2] } },
        classes: { 9: { id: 9, memberships: [6] } },
      };
      return { docs: where.id.in.map((id) => rows[collection]?.[id]).filter(Boolean) };
    },
    findByID: async ({ id }: { id: number }) => ({ id, unit: id === 11 ? 1 : 3 }),
    // core/content/entitlements.ts reads memberships (the account's and its classes') and their units in one SQL statement.
    db: {
      pool: {
        // Called with a named statement's config ({ name, text, values }), as the entitlements query is.
        query: async (config: { values: [number[], number[], boolean] }) => {
          const [memberships, classes, all] = config.values;
          const unitsOf: Record<number, number[]> = { 5: [1], 6: [2] };
          const membershipsOfClass: Record<number, number[]> = { 9: [6] };
          const ms = new Set([...memberships, ...classes.flatMap((c) => membershipsOfClass[c] ?? [])]);
          return {
            rows: [...ms].flatMap<{ membership: number; unit: number | null }>((m) =>
              all || !unitsOf[m]?.length ? [{ membership: m, unit: null }] : unitsOf[m].map((unit) => ({ membership: m, unit })),
            ),
          };
        },
      },
    },
  };
  const req = (user: Record<string, unknown> | null) =>
    ({ user: user && { id: 7, collection: "users", ...user }, payload, headers: new Headers() } as unknown as PayloadRequest);
  const lesson = (user: Record<string, unknown> | null, doc: Record<string, unknown> | undefined) => lessonMembersOnly({ req: req(user), doc } as never);

  it("a student reads the text of lessons of their memberships' units, and of their classes' memberships", async () => {
    const student = { role: "student", memberships: [5], classes: [9] };
    expect(await lesson(student, { unit: 1, chapter: 11 })).toBe(true);
    expect(await lesson(student, { unit: { id: 2 }, chapter: 12 })).toBe(true);
    expect(await lesson(student, { unit: 3, chapter: 13 })).toBe(false);
    // Without a document (a `where` on the field) non-staff are refused: no probing the text with filters.
    expect(await lesson(student, undefined)).toBe(false);
  });

  it("teachers and accounts without a role follow the same membership rule; visitors read no lesson text; editors and admins read all", async () => {
    expect(await lesson({ role: "teacher", memberships: [5] }, { unit: 1 })).toBe(true);
    expect(await lesson({ role: "teacher", memberships: [] }, { unit: 1 })).toBe(false);
    expect(await lesson({ role: "none", memberships: [5] }, { unit: 1 })).toBe(true);
    expect(await lesson(null, { unit: 1 })).toBe(false);
    for (const role of ["editor", "admin"]) expect(await lesson({ role }, { unit: 3 })).toBe(true);
  });

  it("module content: the unit of the module's chapter decides", async () => {
    const student = { role: "student", memberships: [5] };
    expect(await moduleMembersOnly({ req: req(student), doc: { chapter: 11 } } as never)).toBe(true);
    expect(await moduleMembersOnly({ req: req(student), doc: { chapter: 12 } } as never)).toBe(false);
    expect(await moduleMembersOnly({ req: req(null), doc: { chapter: 11 } } as never)).toBe(false);
  });

  it("media: public files for everybody, a unit's files for its members", async () => {
    const read = Media.access!.read as Access;
    expect(await read({ req: req({ role: "student", memberships: [5], classes: [9] }) } as never)).toEqual({
      or: [{ unit: { exists: false } }, { unit: { in: [1, 2] } }],
    });
    expect(await read({ req: req(null) } as never)).toEqual({ unit: { exists: false } });
  });
});
