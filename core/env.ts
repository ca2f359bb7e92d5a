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
  DATA_DIR: z.string().default(".data"),
  /** Signs Payload's own tokens; our sessions do not depend on it. */
  PAYLOAD_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Public origin used for the Origin check and absolute links, e.g. https://learn.example.com */
  PUBLIC_URL: z.string().url("must be an absolute URL such as http://localhost:3000").optional(),
  /** Number of proxy hops to trust for the client address (Express 'trust proxy'). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  SUPPORT_EMAIL: z.string().email("must be an e-mail address").default("support@biotext.example"),
  /** How long a public page rendered for returning visitors is kept (server/pageCache.ts); 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** The signed-in unit and module pages kept per session (server/privatePageCache.ts, decision 045). */
  PRIVATE_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@mail.example.com:587. Unset: mail is only captured in the database (the Emails collection). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().email("must be an e-mail address").default("no-reply@biotext.example"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string; PUBLIC_URL: string };

let cached: Env | undefined;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.APP_ENV === "production" && !env.PAYLOAD_SECRET) {
    throw new Error("Invalid environment:\n  - PAYLOAD_SECRET: required when APP_ENV=production");
  }
  return {
    ...env,
    // Outside production a fixed development secret is acceptable: it protects nothing real.
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? "development-only-secret-not-for-production-use",
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}
