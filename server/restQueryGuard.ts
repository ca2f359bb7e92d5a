import type { NextFunction, Request, Response } from "express";
import type { Payload } from "payload";

/**
 * Payload's REST API answers some malformed query strings with a 500 (found by the fuzzing in
 * tests/integration/restSurface.test.ts): a `where` that is not an object (JSON.parse of a string),
 * an operator the database adapter does not have (`near`, `within`, made-up ones), a non-numeric
 * value for an id or relationship, an impossible date, `depth=true`. This guard reads the query the
 * way Payload will (qs, as Express parses it) and answers 400 with Payload's error shape before the
 * request reaches Payload. Valid queries pass untouched.
 *
 * Issue 44: a NUL character anywhere in the query string (`where[title][equals]=%00`, `like`, a key)
 * reached PostgreSQL, which refuses it in text (SQLSTATE 22021, "invalid byte sequence"): a 500. No
 * field of the site holds a NUL, so such a query is refused here, for every method, with a 400.
 */
const OPERATORS = new Set([
  "equals",
  "not_equals",
  "in",
  "not_in",
  "like",
  "not_like",
  "contains",
  "exists",
  "greater_than",
  "greater_than_equal",
  "less_than",
  "less_than_equal",
]);
const INT4_MAX = 2_147_483_647;
const BOOLEAN = /^(true|false)$/;
// Not `all`: with it Payload's rich-text afterRead hook crashes on a locale without a value (a 500 and an
// unhandled rejection, issue 22); the admin reads every locale through the Local API, not REST.
const LOCALES = new Set(["en", "fr"]);
/** Payload's own words after /api/<collection>/ (payload/dist/{collections,auth,uploads}/endpoints): not ids. */
const RESERVED = new Set([
  "me",
  "login",
  "logout",
  "refresh-token",
  "first-register",
  "forgot-password",
  "reset-password",
  "unlock",
  "verify",
  "init",
  "access",
  "count",
  "distinct",
  "versions",
  "file",
  "paste-url",
]);
/** Payload's auth endpoints answer POST only; a GET of one would be read as a document id (a 500). */
const POST_ONLY = new Set(["login", "logout", "refresh-token", "first-register", "forgot-password", "reset-password", "unlock", "verify"]);
const isRecordId = (segment: string) => /^\d{1,10}$/.test(segment) && Number(segment) <= INT4_MAX;
const notFound = (res: Response) => res.status(404).json({ errors: [{ message: "Not Found" }] });

/** Collections without REST endpoints: Payload answers them 501; they are simply not here (404). */
const noEndpoints = new Set<string>();

/** A field's kind, or for a select/radio field the set of its option values (a PostgreSQL enum). */
type FieldKind = "id" | "number" | "date" | "checkbox" | "other" | ReadonlySet<string>;
type Kinds = Map<string, FieldKind>;

class BadQuery extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const valuesOf = (v: unknown, operator: string): unknown[] => {
  if (Array.isArray(v)) return v;
  if (isObject(v)) return Object.values(v);
  if ((operator === "in" || operator === "not_in" || operator === "all") && typeof v === "string") return v.split(",");
  return [v];
};

function checkValue(kind: FieldKind, operator: string, value: unknown, path: string) {
  if (operator === "exists") {
    if (!(typeof value === "boolean" || (typeof value === "string" && BOOLEAN.test(value)))) throw new BadQuery(`${path}: exists takes true or false`);
    return;
  }
  // Text matching compares text: any value, on text fields only (PostgreSQL has no ILIKE on numbers, enums or dates).
  if (operator === "like" || operator === "not_like" || operator === "contains") {
    if (kind !== "other") throw new BadQuery(`${path}: ${operator} matches text fields only`);
    return;
  }
  const list = operator === "in" || operator === "not_in";
  if (!list && Array.isArray(value)) throw new BadQuery(`${path}: ${operator} takes one value`);
  // One value, or a polymorphic relationship's { relationTo, value }.
  if (!list && isObject(value) && Object.keys(value).some((k) => k !== "relationTo" && k !== "value"))
    throw new BadQuery(`${path}: ${operator} takes one value`);
  for (const v of valuesOf(value, operator)) {
    if (v === null || v === "null" || v === undefined) continue;
    if (isObject(v) || Array.isArray(v)) throw new BadQuery(`${path}: a value must be a string or a number`);
    const text = String(v);
    if (typeof kind === "object") {
      if (!kind.has(text)) throw new BadQuery(`${path}: one of ${[...kind].join(", ")}`);
    } else if (kind === "id") {
      if (!/^\d{1,10}$/.test(text) || Number(text) > INT4_MAX) throw new BadQuery(`${path}: an id is a whole number`);
    } else if (kind === "number") {
      if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(Number(text)) || Math.abs(Number(text)) > 1e15) throw new BadQuery(`${path}: a number`);
    } else if (kind === "date") {
      const t = Date.parse(text);
      if (!Number.isFinite(t) || new Date(t).getUTCFullYear() < 1 || new Date(t).getUTCFullYear() > 9999) throw new BadQuery(`${path}: a date`);
    } else if (kind === "checkbox") {
      if (!BOOLEAN.test(text)) throw new BadQuery(`${path}: true or false`);
    }
  }
}

function checkWhere(where: unknown, kinds: Kinds | null, depth = 0) {
  if (!isObject(where)) throw new BadQuery("where must be an object");
  if (depth > 6) throw new BadQuery("where is nested too deeply");
  for (const [key, condition] of Object.entries(where)) {
    if (key === "and" || key === "or") {
      const parts = Array.isArray(condition) ? condition : isObject(condition) ? Object.values(condition) : null;
      if (!parts) throw new BadQuery(`${key} must be a list of conditions`);
      for (const part of parts) checkWhere(part, kinds, depth + 1);
      continue;
    }
    if (!isObject(condition)) throw new BadQuery(`${key}: a condition is { operator: value }`);
    const kind: FieldKind = kinds?.get(key) ?? "other";
    for (const [operator, value] of Object.entries(condition)) {
      if (!OPERATORS.has(operator)) throw new BadQuery(`${key}: unknown operator ${operator}`);
      checkValue(kind, operator, value, key);
    }
  }
}

function integerParam(name: string, value: unknown, min: number, max: number) {
  if (value === undefined) return;
  if (typeof value !== "string" || !/^\d{1,7}$/.test(value) || Number(value) < min || Number(value) > max)
    throw new BadQuery(`${name} must be a whole number from ${min} to ${max}`);
}

/** The kind of each top-level field of every collection (and `id`), from the Payload config. */
function fieldKinds(payload: Payload): Map<string, Kinds> {
  const bySlug = new Map<string, Kinds>();
  for (const collection of payload.config.collections) {
    if ((collection as { endpoints?: unknown }).endpoints === false) {
      noEndpoints.add(collection.slug);
      continue;
    }
    const kinds: Kinds = new Map([["id", "id"]]);
    const add = (
      prefix: string,
      fields: readonly { name?: string; type: string; hasMany?: boolean; relationTo?: unknown; options?: readonly (string | { value: string })[] }[],
    ) => {
      for (const f of fields) {
        if (!f.name) continue;
        const name = `${prefix}${f.name}`;
        if (f.type === "relationship" || f.type === "upload") kinds.set(name, Array.isArray(f.relationTo) ? "other" : "id");
        else if (f.type === "number") kinds.set(name, "number");
        else if (f.type === "date") kinds.set(name, "date");
        else if (f.type === "checkbox") kinds.set(name, "checkbox");
        else if ((f.type === "select" || f.type === "radio") && f.options)
          kinds.set(name, new Set(f.options.map((o) => (typeof o === "string" ? o : o.value))));
        else kinds.set(name, "other");
      }
    };
    add("", collection.flattenedFields as never);
    bySlug.set(collection.slug, kinds);
  }
  return bySlug;
}

/** The first path segments of a collection's own endpoints (`/preview/:id` → preview). */
const endpointWords = new Map<string, Set<string>>();
function customEndpoints(payload: Payload, slug: string): Set<string> {
  let words = endpointWords.get(slug);
  if (!words) {
    const collection = payload.config.collections.find((c) => c.slug === slug) as { endpoints?: false | { path: string }[] } | undefined;
    // A parameter other than :id (payload-preferences' `/:key`) takes any word: "*".
    words = new Set(
      (collection?.endpoints || [])
        .map((e) => e.path.split("/").filter(Boolean)[0] ?? "")
        .filter((w) => w && w !== ":id" && w !== ":id?")
        .map((w) => (w.startsWith(":") ? "*" : w)),
    );
    endpointWords.set(slug, words);
  }
  return words;
}

/** Whether the query string (raw, percent-encoded or as qs decodes it) holds a NUL: PostgreSQL refuses it in text. */
export function queryHasNul(url: string): boolean {
  const q = url.indexOf("?");
  if (q < 0) return false;
  const query = url.slice(q + 1);
  return query.includes("\u0000") || /%00/i.test(query);
}

export function restQueryGuard(payload: Payload) {
  let kinds: Map<string, Kinds> | null = null;
  return (req: Request, res: Response, next: NextFunction) => {
    kinds ??= fieldKinds(payload);
    // A path that does not decode, or decodes to control characters (`/media/file/x%00`), names nothing here.
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return notFound(res);
    }
    if ([...decoded].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === "\\")) return notFound(res);
    // /api/<collection>/<id>[/…] and /api/<collection>/versions/<id>: an id is a PostgreSQL integer (`abc` and
    // 99999999999 were 500s), unless the collection has an endpoint of that name.
    const [slug, second, third] = req.path.split("/").filter(Boolean);
    if (slug && second !== undefined && kinds.has(slug)) {
      if (POST_ONLY.has(second) && req.method !== "POST")
        return res
          .status(405)
          .set("Allow", "POST")
          .json({ errors: [{ message: "Method Not Allowed" }] });
      if (
        second === "versions"
          ? third !== undefined && !isRecordId(third)
          : !RESERVED.has(second) && !customEndpoints(payload, slug).has(second) && !customEndpoints(payload, slug).has("*") && !isRecordId(second)
      )
        return notFound(res);
    }
    if (queryHasNul(req.originalUrl)) return void res.status(400).json({ errors: [{ message: "Invalid query: a NUL character is not allowed" }] });
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/media/file/")) return next();
    const q = req.query as Record<string, unknown>;
    try {
      const segments = req.path.split("/").filter(Boolean);
      if (noEndpoints.has(segments[0] ?? "")) {
        res.status(404).json({ errors: [{ message: "Not Found" }] });
        return;
      }
      const collection = segments[0] === "globals" ? null : kinds.get(segments[0] ?? "") ?? null;
      // Versions are queried on `parent` and `version.*`: only the shape and the operators are checked.
      const versions = segments[1] === "versions";
      if (q.where !== undefined)
        checkWhere(
          q.where,
          versions
            ? new Map([
                ["parent", "id"],
                ["id", "id"],
              ])
            : collection,
        );
      integerParam("depth", q.depth, 0, 10);
      integerParam("limit", q.limit, 0, 1000);
      integerParam("page", q.page, 1, 1_000_000);
      for (const flag of ["draft", "pagination", "trash"]) {
        if (q[flag] !== undefined && !(typeof q[flag] === "string" && BOOLEAN.test(q[flag] as string))) throw new BadQuery(`${flag} must be true or false`);
      }
      if (q.locale !== undefined && !(typeof q.locale === "string" && LOCALES.has(q.locale))) throw new BadQuery("locale must be en or fr");
      const fallback = q["fallback-locale"] ?? q.fallbackLocale;
      if (
        fallback !== undefined &&
        !(typeof fallback === "string" && (LOCALES.has(fallback) || fallback === "none" || fallback === "false" || fallback === "null"))
      )
        throw new BadQuery("fallback-locale must be en, fr or none");
      if (q.sort !== undefined && !(typeof q.sort === "string" && /^-?[A-Za-z0-9_.]+(,-?[A-Za-z0-9_.]+)*$/.test(q.sort)))
        throw new BadQuery("sort must be field names");
      for (const key of ["select", "populate", "joins"]) {
        if (q[key] !== undefined && !isObject(q[key]) && q[key] !== "false") throw new BadQuery(`${key} must be an object`);
      }
    } catch (err) {
      if (!(err instanceof BadQuery)) return next(err);
      res.status(400).json({ errors: [{ message: `Invalid query: ${err.message}` }] });
      return;
    }
    next();
  };
}
