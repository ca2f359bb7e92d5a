import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 24 items 3 and 4, done-when: core/ throws the domain errors of core/errors.ts, never tRPC's
 * own error class (the one mapping is trpc/init.ts), and no procedure under trpc/ reaches Payload's
 * Local API itself (`ctx.payload`): each calls core. A grep over the source, so a new file that
 * breaks either rule fails here, with the file and line named.
 */
const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });
}

function hits(dir: string, pattern: RegExp): string[] {
  return sourceFiles(dir).flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe("issue 24: the layers' error and data rules", () => {
  it("issue 24 item 3: nothing in core/ names TRPCError (core throws NotFound, Forbidden, Conflict… of core/errors.ts)", () => {
    expect(sourceFiles("core").length).toBeGreaterThan(20);
    expect(hits("core", /TRPCError/)).toEqual([]);
  });

  it("issue 24 item 4: nothing in trpc/ names ctx.payload (a procedure calls one core function)", () => {
    expect(sourceFiles("trpc").length).toBeGreaterThan(20);
    expect(hits("trpc", /ctx\.payload/)).toEqual([]);
  });

  it("issue 45 item 4: nothing in trpc/ takes payload out of ctx by destructuring (`const { payload } = ctx`, `{ ctx: { payload } }`)", () => {
    expect(hits("trpc", /\{[^}]*\bpayload\b[^}]*\}\s*=\s*ctx\b|\bctx\s*:\s*\{[^}]*\bpayload\b/)).toEqual([]);
  });

  it("issue 24 item 4: every router file is a plain list of its procedures, one file each", () => {
    const routers = sourceFiles("trpc/routers").filter((f) => f.endsWith("router.ts"));
    const inline = routers.flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      return /\b\w*Procedure\s*\.(input|query|mutation|use)\(/.test(text) ? [file] : [];
    });
    expect(routers.length).toBeGreaterThan(10);
    expect(inline).toEqual([]);
  });

  it("issue 45 item 4: every procedure builder (a `.use(` middleware, tRPC's own `t.procedure`) is in trpc/init.ts", () => {
    const outside = hits("trpc", /\.use\(|initTRPC|\bt\.procedure\b/).filter((hit) => !hit.startsWith(`trpc${path.sep}init.ts:`));
    expect(outside).toEqual([]);
  });

  it("issue 45 item 4: the language enum is written once (shared/language.ts languageSchema, languageCodeSchema)", () => {
    const enums = ["app", "core", "trpc", "shared", "cms", "server"]
      .flatMap((dir) => hits(dir, /z\.enum\(\s*(\[\s*["'](en|fr)["']|LANGUAGES\b|LANGUAGE_CODES\b|LOCALES\b)/i))
      .filter((hit) => !hit.startsWith(`shared${path.sep}language.ts:`));
    expect(enums).toEqual([]);
  });

  it("issue 45 item 4: nothing in app/ compares a tRPC error code (pages branch on the domain error's kind or the HTTP status, app/.server/formError.ts)", () => {
    const codes = /["'](BAD_REQUEST|UNAUTHORIZED|FORBIDDEN|NOT_FOUND|CONFLICT|PRECONDITION_FAILED|TOO_MANY_REQUESTS|INTERNAL_SERVER_ERROR|PARSE_ERROR)["']/;
    expect(sourceFiles("app").length).toBeGreaterThan(20);
    expect(hits("app", codes)).toEqual([]);
  });
});
