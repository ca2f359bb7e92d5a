import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Environment, validated once at boot. Every bad or missing variable is reported
 * with its own line so a newcomer sees exactly what to fix.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** 'production' turns on Secure cookies and turns off demo accounts; anything else is a demo/dev install. */
  APP_ENV: z.enum(["development", "demo", "test", "production"]).default("demo"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Unset: an embedded PostgreSQL (PGlite) kept in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * A direct (session) connection to the same database, for LISTEN and the jobs worker's lock, when
   * DATABASE_URL goes through a transaction-mode pooler such as PgBouncer (docs/decisions/110–113).
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** `transaction`: DATABASE_URL is a transaction-mode pooler (no named prepared statements; needs DATABASE_DIRECT_URL). */
  DATABASE_POOLING: z.enum(["session", "transaction"]).default("session"),
  /** `worker`: Payload's jobs run only in `npm run worker`, not in the web instances (docs/decisions/114). */
  JOBS: z.enum(["inline", "worker"]).default("inline"),
  /** How often the worker looks for due jobs (`npm run worker`). */
  WORKER_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** How long the audit trail keeps a row, in days (core/audit/retention.ts; pruned by the worker, or the web instance with JOBS=inline). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(1095),
  DATA_DIR: z.string().default(".data"),
  /** Signs Payload's own tokens; our sessions do not depend on it. */
  PAYLOAD_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Encrypts LTI consumer secrets, the LTI 1.3 tool key and the QuickBooks tokens (core/lti/secrets.ts); unset outside production: DATA_DIR/lti-secret-key. */
  LTI_SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /** Public origin used for the Origin check and absolute links, e.g. https://learn.example.com */
  PUBLIC_URL: z.string().url("must be an absolute URL such as http://localhost:3000").optional(),
  /** Number of proxy hops to trust for the client address (Express 'trust proxy'). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  SUPPORT_EMAIL: z.string().email("must be an e-mail address").default("support@biotext.example"),
  /** How long a public page rendered for returning visitors is kept (server/pageCache.ts); 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** The public page cache's bound in bytes, least recently used dropped first (server/pageCache.ts, decision 008): 64 MiB. */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** The signed-in unit and module pages kept per session (server/privatePageCache.ts, decision 045). */
  PRIVATE_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** The private page cache's bound in bytes, least recently used dropped first (server/privatePageCache.ts, decision 045): 32 MiB. */
  PRIVATE_PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.com:587. Unset: mail is only captured in the database (the Emails collection). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().email("must be an e-mail address").default("no-reply@biotext.example"),
  /** Unset: by environment — `info` in production and demo, `debug` in development, `warn` in tests (issue 50: one access-log line per request at info). */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).optional(),
  /**
   * Issue 50: the bearer token Prometheus sends to GET /metrics (and to the worker's WORKER_METRICS_PORT). Unset: no
   * metrics are served. Production refuses a placeholder (CHANGE_ME…).
   */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /** Issue 50: the jobs worker's own /metrics on 127.0.0.1:<port> (same METRICS_TOKEN); unset: none. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Issue 50: where `npm run backup` writes (and the metrics read the last backup's manifest); default DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * Media on S3-compatible storage (docs/media-storage.md). All unset: media stay on local disk in DATA_DIR/media.
   * S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; S3_ENDPOINT (a non-AWS service
   * such as MinIO, R2 or Scaleway) and S3_FORCE_PATH_STYLE are optional and only meaningful with them.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name (3-63 lowercase letters, digits, dots and hyphens)")
    .optional(),
  S3_REGION: z.string().min(1, "must not be empty").optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s/]+/, "must be an http:// or https:// URL such as https://s3.example.com")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, "must not be empty").optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, "must not be empty").optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
});

/** The secrets production refuses to start with when they hold a placeholder of .env.example (CHANGE_ME…). */
const SECRET_VARIABLES = ["PAYLOAD_SECRET", "LTI_SECRET_KEY", "METRICS_TOKEN"] as const;
const PLACEHOLDER = /change[_-]?me/i;

/** The S3 variables that must be set together; the others are optional extras. */
const S3_REQUIRED = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_OPTIONAL = ["S3_ENDPOINT", "S3_FORCE_PATH_STYLE"] as const;

/** Where media files go when S3 is configured (cms/payload.config.ts). */
export type S3Storage = { bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export type Env = z.infer<typeof schema> & {
  PAYLOAD_SECRET: string;
  PUBLIC_URL: string;
  s3: S3Storage | null;
  LOG_LEVEL: NonNullable<z.infer<typeof schema>["LOG_LEVEL"]>;
  BACKUP_DIR: string;
};

/** Issue 50: the log level when LOG_LEVEL is unset, by environment. */
export function defaultLogLevel(appEnv: string, nodeEnv: string): "debug" | "info" | "warn" {
  if (appEnv === "test") return "warn";
  if (nodeEnv === "development" && appEnv !== "production") return "debug";
  return "info";
}

let cached: Env | undefined;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.APP_ENV === "production" && !env.PAYLOAD_SECRET) {
    throw new Error("Invalid environment: PAYLOAD_SECRET: required when APP_ENV=production (at least 32 random characters)");
  }
  // Issue 44 finding 2: the placeholders of .env.example are public; production never runs on one.
  const placeholders = SECRET_VARIABLES.filter((k) => env.APP_ENV === "production" && env[k] !== undefined && PLACEHOLDER.test(env[k]));
  if (placeholders.length > 0) {
    const lines = placeholders.map(
      (k) => `  - ${k}: is the placeholder of .env.example (CHANGE_ME…), known to anyone: set 64 random hex characters (openssl rand -hex 32)`,
    );
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (env.DATABASE_POOLING === "transaction" && !env.DATABASE_DIRECT_URL) {
    throw new Error(
      "Invalid environment: DATABASE_DIRECT_URL: required when DATABASE_POOLING=transaction (LISTEN and the jobs worker's lock need a direct connection, docs/decisions/111)",
    );
  }
  if (env.JOBS === "worker" && !env.DATABASE_URL) {
    throw new Error(
      "Invalid environment: JOBS: `worker` needs DATABASE_URL (the embedded database is opened by the web process only, which then runs the jobs itself)",
    );
  }
  // All or nothing: a half-configured bucket would silently keep media on local disk.
  const setS3 = [...S3_REQUIRED, ...S3_OPTIONAL].filter((k) => env[k] !== undefined);
  const missingS3 = S3_REQUIRED.filter((k) => env[k] === undefined);
  if (setS3.length > 0 && missingS3.length > 0) {
    const lines = missingS3.map(
      (k) => `  - ${k}: required when ${setS3.join(", ")} ${setS3.length === 1 ? "is" : "are"} set (S3 media storage needs ${S3_REQUIRED.join(", ")})`,
    );
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const s3: S3Storage | null =
    env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
        }
      : null;
  return {
    ...env,
    // Outside production without PAYLOAD_SECRET: this install's own random secret, kept in DATA_DIR
    // (issue 23 item 6: a constant in the source signed every demo install's receipts and webhooks).
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? installSecret(env.DATA_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    s3,
    LOG_LEVEL: env.LOG_LEVEL ?? defaultLogLevel(env.APP_ENV, env.NODE_ENV),
    BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
  };
}

/**
 * The install's generated secret (DATA_DIR/payload-secret, 256 random bits, mode 0600): created on
 * the first start, then read by every later start and by every process sharing the folder.
 */
export function installSecret(dataDir: string): string {
  return secretFile(path.resolve(dataDir, "payload-secret"), "set PAYLOAD_SECRET");
}

/**
 * A secret of this install kept in `file` (256 random bits as 64 hex characters, mode 0600): created
 * on the first call, then read by every later one and by every process sharing the folder
 * (decision 062). It is written to a temporary file and linked into place, so two processes starting
 * at once agree on one secret (the second link fails and that process reads the first one's).
 * `instead` says what else the operator can do when the file is unusable.
 */
export function secretFile(file: string, instead: string): string {
  const read = () => {
    const secret = fs.readFileSync(file, "utf8").trim();
    if (secret.length < 32) throw new Error(`${file} holds no usable secret (under 32 characters): delete it to generate a new one, or ${instead}`);
    return secret;
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(tmp, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return read();
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}
