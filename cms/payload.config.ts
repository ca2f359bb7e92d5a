import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresAdapter } from "@payloadcms/db-postgres";
import { lexicalEditor } from "@payloadcms/richtext-lexical";
import { en } from "@payloadcms/translations/languages/en";
import { fr } from "@payloadcms/translations/languages/fr";
import { buildConfig } from "payload";
import sharp from "sharp";
import { env } from "../app/.server/env";
import { SerialClient } from "../app/.server/serialClient";
import { ArStructures } from "./collections/ArStructures";
import { Classes } from "./collections/Classes";
import { Emails } from "./collections/Emails";
import { IpLists } from "./collections/IpLists";
import { PasswordResets } from "./collections/PasswordResets";
import { UserNotes } from "./collections/UserNotes";
import { Chapters } from "./collections/Chapters";
import { Lessons } from "./collections/Lessons";
import { Media } from "./collections/Media";
import { Memberships } from "./collections/Memberships";
import { Modules } from "./collections/Modules";
import { Products } from "./collections/Products";
import { Progress } from "./collections/Progress";
import { Quizzes } from "./collections/Quizzes";
import { RateLimits } from "./collections/RateLimits";
import { Sessions } from "./collections/Sessions";
import { Units } from "./collections/Units";
import { Users } from "./collections/Users";
import { CoursewarePrices } from "./globals/CoursewarePrices";
import { SiteCopy } from "./globals/SiteCopy";
import { nodemailerAdapter } from "./email";
import { migrations } from "./migrations";
import { addLessonSearchColumn } from "./schema/lessonSearch";
import { indexLocaleParents } from "./schema/localeParentIndexes";
import { cascadeProgressWithUser } from "./schema/progressCascade";

const dirname = path.dirname(fileURLToPath(import.meta.url));
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
    Units, Chapters, Modules, Lessons, Quizzes, Media, ArStructures,
    // Store
    Products, Memberships,
    // Access
    Users, Classes, UserNotes, IpLists, Sessions, PasswordResets, Emails, RateLimits,
    // Learning records
    Progress,
  ],
  globals: [SiteCopy, CoursewarePrices],
  editor: lexicalEditor(),
  email: nodemailerAdapter({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, fromName: "BioText" }),
  db: postgresAdapter({
    // Pool max must be at least 2: with 1 the adapter holds its only client and hangs.
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: embedded ? 4 : 10,
      ...(embedded ? { Client: SerialClient as never } : {}),
    },
    // PGlite has one backend session for all connections: concurrent transactions would mix.
    ...(embedded ? { transactionOptions: false as const } : {}),
    migrationDir: path.resolve(dirname, "migrations"),
    // Development pushes the schema; production applies the committed migrations.
    push: e.NODE_ENV === "development",
    prodMigrations: migrations,
    afterSchemaInit: [addLessonSearchColumn, indexLocaleParents, cascadeProgressWithUser],
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, "payload-types.ts"), autoGenerate: false },
});
