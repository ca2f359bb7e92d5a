import path from "node:path";
import { postgresAdapter } from "@payloadcms/db-postgres";
import { lexicalEditor } from "@payloadcms/richtext-lexical";
import { s3Storage } from "@payloadcms/storage-s3";
import { en } from "@payloadcms/translations/languages/en";
import { fr } from "@payloadcms/translations/languages/fr";
import { buildConfig } from "payload";
import sharp from "sharp";
import { propagateCommitFailures } from "#core/db/checkedCommits";
import { env } from "#core/env";
import { closeInternalCollections } from "./access/internalCollections";
import { ArStructures } from "./collections/ArStructures";
import { Classes } from "./collections/Classes";
// Issue 11, forms (feat/forms)
import { ContactMessages } from "./collections/ContactMessages";
import { CourseRequests } from "./collections/CourseRequests";
import { SchoolOrders } from "./collections/SchoolOrders";
import { Emails } from "./collections/Emails";
import { IpLists } from "./collections/IpLists";
import { PasswordResets } from "./collections/PasswordResets";
import { UserNotes } from "./collections/UserNotes";
import { Chapters } from "./collections/Chapters";
import { Lessons } from "./collections/Lessons";
import { LtiConsumers } from "./collections/LtiConsumers";
import { SsoLinks, SsoProviders, SsoStates } from "./collections/SsoProviders";
import { LtiIdentities, LtiLaunchTokens, LtiNonces, LtiOidcStates, LtiSyncLogs, LtiToolKeys } from "./collections/LtiRecords";
import { ltiReplaceResultTask } from "#core/lti/outcomes";
import { ltiAgsScoreTask, ltiRosterSyncTask } from "#core/lti/advantageJobs";
import { Media } from "./collections/Media";
import { Memberships } from "./collections/Memberships";
import { Modules } from "./collections/Modules";
import { Products } from "./collections/Products";
import { Progress } from "./collections/Progress";
import { Quizzes } from "./collections/Quizzes";
import { OfflineWrites } from "./collections/OfflineWrites";
import { RateLimits } from "./collections/RateLimits";
import { Sessions } from "./collections/Sessions";
import { Units } from "./collections/Units";
import { Users } from "./collections/Users";
// Quizzes (issue 13)
import { ClassQuizSettings } from "./collections/ClassQuizSettings";
import { DeadlineExtensions } from "./collections/DeadlineExtensions";
import { QuizOverrides } from "./collections/QuizOverrides";
import { ReviewCards } from "./collections/ReviewCards";
import { QuizAttempts } from "./collections/QuizAttempts";
import { QuizDates } from "./collections/QuizDates";
import { cascadeQuizRecords } from "./schema/quizCascade";
// Commerce (issue 12)
import { Carts } from "./collections/Carts";
import { Coupons } from "./collections/Coupons";
import { Invoices } from "./collections/Invoices";
import { Orders } from "./collections/Orders";
import { AccountingTokens } from "./collections/AccountingTokens";
// Issue 50: the audit trail
import { AuditEvents } from "./collections/AuditEvents";
import { commerceTasks } from "#core/commerce/jobs";
import { CommerceSettings } from "./globals/CommerceSettings";
import { CoursewarePrices } from "./globals/CoursewarePrices";
import { SiteCopy } from "./globals/SiteCopy";
import { nodemailerAdapter } from "./email";
import { migrations } from "./migrations";
import { addLessonSearchColumn } from "./schema/lessonSearch";
import { indexLocaleParents } from "./schema/localeParentIndexes";
import { cascadeProgressWithUser } from "./schema/progressCascade";
// Study tools (issue 14)
import { Bookmarks } from "./collections/Bookmarks";
import { Comments } from "./collections/Comments";
import { StudyNotes } from "./collections/StudyNotes";
import { addSearchTermsTable, cascadeStudyRecords } from "./schema/studySchema";

// @payloadcms/storage-s3 and plugin-cloud-storage exist only at 3.90.1 (docs/media-storage.md, "Version caveat"): Payload's
// start-up version check (development and tests only, never production) refuses them beside payload 3.90.2 and crashes
// the process, whether S3 is configured or not. tests/unit/payloadVersions.test.ts keeps that check for every other package.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= "true";

// The project's cms/ folder. Not import.meta.url: the production server runs this file compiled into build/app/.
const dirname = path.resolve(process.cwd(), "cms");
const e = env();
const embedded = process.env.EMBEDDED_DATABASE === "1";

export default buildConfig({
  secret: e.PAYLOAD_SECRET,
  serverURL: "",
  telemetry: false,
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    avatar: "default",
    meta: { titleSuffix: " · BioText CMS" },
    importMap: {
      baseDir: path.resolve(dirname, ".."),
      importMapFile: path.resolve(dirname, "app/(payload)/admin/importMap.js"),
    },
  },
  i18n: { supportedLanguages: { en, fr }, fallbackLanguage: "en" },
  localization: {
    locales: [
      { code: "en", label: "English" },
      { code: "fr", label: "Français" },
    ],
    defaultLocale: "en",
    fallback: true,
  },
  collections: [
    // Content
    Units,
    Chapters,
    Modules,
    Lessons,
    Quizzes,
    Media,
    ArStructures,
    // Store
    Products,
    Memberships,
    // Access
    Users,
    Classes,
    UserNotes,
    IpLists,
    Sessions,
    PasswordResets,
    Emails,
    RateLimits,
    OfflineWrites,
    // Learning records
    Progress,
    // Study tools (issue 14)
    StudyNotes,
    Bookmarks,
    Comments,
    // Quizzes (issue 13)
    QuizAttempts,
    ClassQuizSettings,
    QuizDates,
    DeadlineExtensions,
    QuizOverrides,
    // Spaced-repetition review (issue 28)
    ReviewCards,
    // LTI (issue 15)
    LtiConsumers,
    LtiIdentities,
    LtiNonces,
    LtiLaunchTokens,
    LtiSyncLogs,
    LtiToolKeys,
    LtiOidcStates,
    // Single sign-on (issue 47)
    SsoProviders,
    SsoStates,
    SsoLinks,
    // Issue 11, forms (feat/forms)
    ContactMessages,
    SchoolOrders,
    // Commerce (issue 12)
    Carts,
    Coupons,
    Orders,
    Invoices,
    CourseRequests,
    // Issue 27: QuickBooks Online tokens (encrypted)
    AccountingTokens,
    // Issue 50: the audit trail (append-only)
    AuditEvents,
  ],
  // LTI grade passback (core/lti/outcomes.ts): queued, retried with backoff.
  // Commerce (issue 12, core/commerce/jobs.ts): accounting sync and order reconciliation.
  jobs: { tasks: [ltiReplaceResultTask as never, ltiAgsScoreTask as never, ltiRosterSyncTask as never, ...(commerceTasks as never[])] },
  globals: [SiteCopy, CoursewarePrices, CommerceSettings],
  editor: lexicalEditor(),
  email: nodemailerAdapter({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, fromName: "BioText" }),
  db: postgresAdapter({
    // Pool max must be at least 2: with 1 the adapter holds its only client and hangs.
    pool: {
      // Read when the pool is made, not when this module loads: the integration tests open one Payload per test
      // file's database in one process (tests/support/payload.ts).
      get connectionString() {
        return process.env.DATABASE_URL;
      },
      max: embedded ? 6 : 10,
    },
    // The embedded database gives each connection a session of its own (core/db/embeddedServer.ts), but one
    // session runs at a time: a Payload transaction whose hooks read through another connection (they do)
    // would wait for itself. So Payload runs without transactions there (docs/decisions/055).
    ...(embedded ? { transactionOptions: false as const } : {}),
    migrationDir: path.resolve(dirname, "migrations"),
    // Development pushes the schema; production applies the committed migrations.
    push: e.NODE_ENV === "development",
    prodMigrations: migrations,
    afterSchemaInit: [addLessonSearchColumn, indexLocaleParents, cascadeProgressWithUser, addSearchTermsTable, cascadeStudyRecords, cascadeQuizRecords],
  }),
  sharp,
  // Media on S3-compatible storage when S3_* is set, else local disk (docs/media-storage.md). alwaysInsertFields keeps the
  // adapter's two columns (prefix, _object_key) in the schema either way, so one set of migrations serves both.
  plugins: [
    s3Storage({
      enabled: e.s3 !== null,
      alwaysInsertFields: true,
      collections: { [Media.slug]: true },
      bucket: e.s3?.bucket ?? "",
      config: e.s3
        ? {
            region: e.s3.region,
            endpoint: e.s3.endpoint,
            forcePathStyle: e.s3.forcePathStyle,
            credentials: { accessKeyId: e.s3.accessKeyId, secretAccessKey: e.s3.secretAccessKey },
          }
        : {},
    }),
  ],
  // A failed COMMIT rejects the Local API call instead of being swallowed (core/db/checkedCommits.ts, docs/reliability.md).
  onInit: propagateCommitFailures,
  typescript: { outputFile: path.resolve(dirname, "payload-types.ts"), autoGenerate: false },
  // Payload adds its own collections (preferences, locked documents, migrations) while sanitizing: closed to non-staff there.
}).then(closeInternalCollections);
