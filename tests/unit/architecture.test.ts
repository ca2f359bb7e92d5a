import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 45 item 3, "Folders that show the design", done-when: core/ is folders by domain plus one core/db/
 * for the database infrastructure (docs/architecture.md). A new file at core/'s root, a second pool helper
 * or an infrastructure module outside core/db/ fails here, with the files named.
 */
const root = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "core", "trpc", "cms", "server", "shared", "seeds", "scripts", "tests"];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return ["node_modules", ".next", "migrations"].includes(e.name) ? [] : sourceFiles(rel);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith(".d.ts") ? [rel] : [];
  });
}

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const matching = (files: string[], pattern: RegExp) => files.filter((f) => pattern.test(read(f)));

/** The database infrastructure: the pool, the embedded database and its wire server, statements' bookkeeping. */
const INFRASTRUCTURE = ["database.ts", "embeddedServer.ts", "checkedCommits.ts", "pgErrors.ts", "queryStats.ts", "pool.ts"];

describe("issue 45 item 3: core/ shows the design", () => {
  it("core/'s root holds at most 5 files (the request context, env, errors, ids, not-found); the rest is in a folder per domain", () => {
    const rootFiles = fs.readdirSync(path.join(root, "core"), { withFileTypes: true }).filter((e) => e.isFile());
    expect(rootFiles.map((e) => e.name).length, `core/ root: ${rootFiles.map((e) => e.name).join(", ")}`).toBeLessThanOrEqual(5);
  });

  it("poolOf is defined exactly once, in core/db/pool.ts, and every module reaches Payload's pool through it", () => {
    const all = SOURCE_DIRS.flatMap(sourceFiles);
    expect(all.length).toBeGreaterThan(200);
    expect(matching(all, /\b(function\s+poolOf\b|(const|let|var)\s+poolOf\s*=)/)).toEqual(["core/db/pool.ts"]);
    // Only the pool module casts the adapter to reach its pool (tests may reach pool.on/end, which the core never uses).
    const app = all.filter((f) => !f.startsWith("tests/"));
    expect(matching(app, /\.db\s+as\s+unknown\s+as\s+\{\s*pool\??\s*:/)).toEqual(["core/db/pool.ts"]);
  });

  it("the infrastructure modules live only in core/db/: none of their names elsewhere in core/, no PGlite, socket server or pg pool outside it", () => {
    const core = sourceFiles("core");
    for (const name of INFRASTRUCTURE) {
      expect(
        core.filter((f) => path.posix.basename(f) === name),
        name,
      ).toEqual([`core/db/${name}`]);
    }
    const outside = core.filter((f) => !f.startsWith("core/db/"));
    expect(matching(outside, /["']@electric-sql\/pglite|["']node:net["']|\bnew\s+(pg\.)?Pool\s*\(/)).toEqual([]);
  });
});

describe("issue 45 item 3: tests named after the feature they prove", () => {
  it("no test file under tests/ is named after a review round (review2…) or a requirement area (reqsCart…); only tests/unit/reqs.test.ts, the test of `npm run reqs`, keeps its name", () => {
    const tests = sourceFiles("tests");
    expect(tests.length).toBeGreaterThan(100);
    const misnamed = tests.filter((f) => /^(review[0-9]|reqs[A-Z])/.test(path.posix.basename(f)));
    expect(misnamed).toEqual([]);
  });
});
