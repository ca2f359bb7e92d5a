import { TRPCError } from "@trpc/server";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { appRouter } from "../../trpc/router";
import { openTestDb, type TestDb } from "../support/payload";
import { callerOfKind } from "../support/procedures";

/**
 * Property-based fuzzing of the whole application API (issue "Proof at scale"): every procedure of
 * the router — enumerated from the router, so a new procedure is fuzzed without being listed — is
 * called by every kind of caller with generated inputs (plausible shapes, boundaries, wrong types,
 * huge and unicode strings, deep objects, prototype keys). Whatever the input, the answer is a
 * result or a typed refusal: never INTERNAL_SERVER_ERROR.
 *
 * Fixed seed and a bounded number of runs for CI; FUZZ_SEED and FUZZ_RUNS go further locally.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

const CALLERS = ["anonymous", "visitor", "student", "teacher", "editor", "admin", "library", "lti", "multiSession"] as const;
type Caller = (typeof CALLERS)[number];

let db: TestDb;
const users: Partial<Record<Caller, User>> = {};

beforeAll(async () => {
  db = await openTestDb();
  for (const role of ["student", "editor", "teacher", "admin"] as const) users[role] = await db.createUser({ email: `${role}@fuzz.test`, role });
  users.library = await db.createUser({ email: "library@fuzz.test", role: "student" });
  users.lti = await db.createUser({ email: "lti@fuzz.test", role: "student", isLTI: true });
  users.multiSession = await db.createUser({ email: "multi@fuzz.test", role: "student" });
}, 120_000);
afterAll(() => db?.close());

function callerFor(kind: Caller) {
  return callerOfKind(db, users, kind);
}

/** Keys the procedures' inputs use, so generated objects often get past the first shape check. */
const KEYS = [
  "id",
  "ids",
  "userId",
  "unitId",
  "chapterId",
  "moduleId",
  "lessonId",
  "quizId",
  "classId",
  "attemptId",
  "productId",
  "orderId",
  "membershipId",
  "consumerId",
  "noteId",
  "commentId",
  "email",
  "username",
  "password",
  "newPassword",
  "repeatPassword",
  "existingPassword",
  "token",
  "query",
  "term",
  "search",
  "page",
  "limit",
  "locale",
  "language",
  "name",
  "title",
  "text",
  "body",
  "summary",
  "code",
  "key",
  "quantity",
  "answers",
  "date",
  "openDate",
  "closeDate",
  "attempts",
  "status",
  "role",
  "on",
  "series",
  "type",
  "cartId",
  "coupon",
  "idempotencyKey",
  "rows",
  "fields",
];

const huge = "𝔘".repeat(100_000);
const scalar = fc.oneof(
  fc.integer(),
  fc.integer({ min: 1, max: 50 }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, -(2 ** 63), 1e308, Number.NaN, Infinity, -Infinity, 0.5),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "a@b.c", "student@biotext.test", "'; DROP TABLE users; --", "<script>alert(1)</script>", "\u0000", "%00", "../../etc/passwd", huge),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: false }),
);
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie("v"), { maxKeys: 4 }),
  ),
})).v;
const shaped = fc.dictionary(fc.constantFrom(...KEYS, "__proto__", "constructor", "toString"), value, { maxKeys: 6 });
const deep = fc.integer({ min: 50, max: 2000 }).map((n) => {
  let o: Record<string, unknown> = { id: 1 };
  for (let i = 0; i < n; i++) o = { id: i, query: o };
  return o;
});
const anyInput = fc.oneof(shaped, value, fc.anything({ maxDepth: 3 }), deep, fc.constant(undefined));

/**
 * Inputs shaped by the procedure's own zod schema (zod 4's definition tree), with boundary values in
 * every leaf: most of them pass validation and reach the procedure's code, where the bugs are.
 */
type ZodDef = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): ZodDef | null => (schema as { _zod?: { def?: ZodDef } })?._zod?.def ?? null;
const numberLeaf = fc.oneof(
  fc.integer({ min: 1, max: 40 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -(2 ** 40), 1e300),
);
const stringLeaf = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(
    "",
    "x",
    "2026-11-24",
    "1900-01-01",
    "9999-12-31",
    "2026-02-30",
    "student@biotext.test",
    "EN",
    "fr",
    "<b>x</b>",
    "%",
    "\u0000",
    huge.slice(0, 5000),
  ),
);
function fromZod(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 6) return value;
  switch (def.type) {
    case "object": {
      const shape = (def.shape ?? {}) as Record<string, unknown>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fromZod(v, depth + 1)])), { requiredKeys: [] });
    }
    case "array":
      return fc.array(fromZod(def.element, depth + 1), { maxLength: 5 });
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return fc.oneof(fromZod(def.innerType, depth + 1), fc.constantFrom(undefined, null));
    case "pipe":
      return fromZod(def.in, depth + 1);
    case "lazy":
      return value;
    case "union":
      return fc.oneof(...((def.options as unknown[]) ?? []).map((o) => fromZod(o, depth + 1)));
    case "enum":
      return fc.constantFrom(...Object.values((def.entries ?? {}) as Record<string, unknown>), "NOT-AN-OPTION");
    case "literal":
      return fc.constantFrom(...((def.values as unknown[]) ?? [null]));
    case "number":
    case "int":
      return numberLeaf;
    case "bigint":
      return fc.bigInt();
    case "string":
      return stringLeaf;
    case "boolean":
      return fc.boolean();
    case "date":
      return fc.date({ noInvalidDate: false });
    case "record":
      return fc.dictionary(fc.string({ maxLength: 8 }), fromZod(def.valueType, depth + 1), { maxKeys: 4 });
    case "tuple":
      return fc.tuple(...((def.items as unknown[]) ?? []).map((i) => fromZod(i, depth + 1)));
    default:
      return value;
  }
}

function inputFor(path: string): fc.Arbitrary<unknown> {
  const proc = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs?: unknown[] } }>)[path];
  const schema = proc?._def.inputs?.[0];
  return schema ? fc.oneof({ arbitrary: fromZod(schema), weight: 4 }, { arbitrary: anyInput, weight: 1 }) : anyInput;
}

const procedures = Object.keys(appRouter._def.procedures as unknown as Record<string, unknown>).sort();

/** The call's outcome: "ok", a typed refusal's code, or the internal error's message (the failure). */
async function call(kind: Caller, path: string, arg: unknown): Promise<string> {
  const caller = await callerFor(kind);
  const fn = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as (input?: unknown) => Promise<unknown>;
  try {
    await fn(arg);
    return "ok";
  } catch (err) {
    if (!(err instanceof TRPCError)) return `untyped: ${String(err)}`;
    if (err.code === "INTERNAL_SERVER_ERROR") return `INTERNAL: ${err.message} ${String((err.cause as Error | undefined)?.stack ?? "").slice(0, 600)}`;
    return err.code;
  }
}

describe("fuzzing every procedure with generated inputs, as every caller", () => {
  it("the router has procedures to fuzz", () => {
    expect(procedures.length).toBeGreaterThan(100);
  });

  for (const path of procedures) {
    it(`${path}: generated inputs get a result or a typed refusal, never an internal error`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...CALLERS), inputFor(path), async (kind, arg) => {
          const outcome = await call(kind, path, arg);
          if (outcome.startsWith("INTERNAL") || outcome.startsWith("untyped")) throw new Error(`${kind} → ${outcome}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }, 60_000);
  }
});
