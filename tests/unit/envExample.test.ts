import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readEnv } from "#core/env";

/** Issue 29: `.env.example` names every variable core/env.ts validates, and as written it passes that validation. */
const example = fs.readFileSync(".env.example", "utf8");
const assigned = Object.fromEntries(
  example
    .split("\n")
    .filter((l) => /^[A-Z_0-9]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
);
/** The example with its two secrets filled in (issue 44 finding 4: production refuses the placeholders). */
const filled: Record<string, string> = { ...assigned, PAYLOAD_SECRET: "p".repeat(64), LTI_SECRET_KEY: "l".repeat(64) };
const named = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z_0-9]+)=/gm)].map((m) => m[1]));

describe(".env.example (issue 29)", () => {
  it("issue 29: names every variable of core/env.ts's schema and every process.env read of the server", () => {
    const source = fs.readFileSync("core/env.ts", "utf8");
    const schemaKeys = [...source.matchAll(/^ {2}([A-Z][A-Z_0-9]+): z/gm)].map((m) => m[1]);
    expect(schemaKeys.length).toBeGreaterThan(15);
    const read = new Set<string>();
    for (const file of ["server/app.ts", "core/commerce/accountingSync.ts", "core/lti/secrets.ts", "core/commerce/payments.ts", "server/worker.ts"]) {
      if (!fs.existsSync(file)) continue;
      for (const m of fs.readFileSync(file, "utf8").matchAll(/process\.env\.([A-Z][A-Z_0-9]+)/g)) read.add(m[1]);
    }
    const missing = [...schemaKeys, ...read].filter((k) => !named.has(k) && !["NODE_ENV", "EMBEDDED_DATABASE", "DEBUG_SHUTDOWN"].includes(k));
    expect(missing).toEqual([]);
  });

  it("issue 29: as written (a production install through PgBouncer with a worker), its secrets filled in, it passes the validation", () => {
    // Issue 44 finding 2: the placeholders themselves are refused in production, each named.
    expect(() => readEnv(assigned)).toThrowError(/PAYLOAD_SECRET: [^\n]*placeholder[\s\S]*LTI_SECRET_KEY: [^\n]*placeholder/);
    const env = readEnv(filled);
    expect(env).toMatchObject({ APP_ENV: "production", DATABASE_POOLING: "transaction", JOBS: "worker", TRUST_PROXY: 1 });
    expect(env.s3).not.toBeNull();
  });

  it("issue 29: transaction pooling without a direct URL, or a worker without PostgreSQL, is refused at start", () => {
    const { DATABASE_DIRECT_URL: _direct, ...noDirect } = filled;
    expect(() => readEnv(noDirect)).toThrow(/DATABASE_DIRECT_URL: required when DATABASE_POOLING=transaction/);
    const { DATABASE_URL: _url, DATABASE_DIRECT_URL: _d, DATABASE_POOLING: _p, ...embedded } = filled;
    expect(() => readEnv(embedded)).toThrow(/JOBS: `worker` needs DATABASE_URL/);
  });
});
