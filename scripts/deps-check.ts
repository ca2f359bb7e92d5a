/**
 * `npm run deps:check` (a step of `npm test`): fails on a dependency nobody reviewed.
 *
 * 1. It asks the registry's advisory endpoint (`npm audit`); when that answers, any advisory not
 *    accepted in docs/dependencies.json fails the step.
 * 2. Whether or not it answers (on these machines the registry proxy refuses the bulk advisory POST
 *    with 405), every package of package-lock.json must be one that was reviewed: a new package or
 *    a changed version fails with what to do. `npm run deps:record` records the current set, with
 *    the review date, in docs/dependencies.json and the direct dependencies in docs/dependencies.md.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const RECORD = "docs/dependencies.json";
const TABLE = "docs/dependencies.md";
type Record = { reviewed: string; advisoryEndpoint: string; acceptedAdvisories: string[]; packages: string[] };

function lockPackages(): string[] {
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
    packages: { [path: string]: { version?: string; link?: boolean; optional?: boolean } };
  };
  const out = new Set<string>();
  for (const [p, info] of Object.entries(lock.packages)) {
    if (!p || info.link || !info.version) continue;
    // Optional packages are the other platforms' builds of a reviewed package (rollup, Next's swc,
    // Tailwind's oxide) and what they bundle. npm 11 writes them into the lock file on some installs
    // and drops them on others, so a clean clone's `npm install` could add them and fail this step
    // although nothing new is used: they are reviewed with the package that pulls them in.
    if (info.optional) continue;
    out.add(`${p.slice(p.lastIndexOf("node_modules/") + "node_modules/".length)}@${info.version}`);
  }
  return [...out].sort();
}

/** The advisories npm audit reports ("name: title (severity)"), or null when the endpoint does not answer. */
function advisories(): { list: string[] | null; why: string } {
  const r = spawnSync("npm", ["audit", "--json"], { encoding: "utf8", timeout: 20_000 });
  let json: { vulnerabilities?: { [name: string]: { severity: string; via: unknown[] } }; statusCode?: number; message?: string } | null = null;
  try {
    json = JSON.parse(r.stdout || "null");
  } catch {
    json = null;
  }
  if (!json?.vulnerabilities) return { list: null, why: json?.message ?? r.error?.message ?? `npm audit exited with ${r.status}` };
  const list = Object.entries(json.vulnerabilities).flatMap(([name, v]) =>
    v.via
      .filter((x): x is { title: string; url: string } => typeof x === "object" && x !== null && "url" in x)
      .map((x) => `${name}: ${x.title} (${v.severity}) ${x.url}`),
  );
  return { list: list.sort(), why: "answered" };
}

function directDependencies(): string {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { dependencies: { [k: string]: string }; devDependencies: { [k: string]: string } };
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: { [path: string]: { version?: string } } };
  const row = (name: string, range: string, kind: string) => `| ${name} | ${lock.packages[`node_modules/${name}`]?.version ?? "?"} | ${range} | ${kind} |`;
  return [
    "| package | locked version | range in package.json | kind |",
    "|---|---|---|---|",
    ...Object.entries(pkg.dependencies).map(([n, r]) => row(n, r, "runtime")),
    ...Object.entries(pkg.devDependencies).map(([n, r]) => row(n, r, "development")),
  ].join("\n");
}

const audit = advisories();
if (process.argv.includes("--record")) {
  const record: Record = {
    reviewed: new Date().toISOString().slice(0, 10),
    advisoryEndpoint: audit.list ? "answered" : `unreachable here: ${audit.why}`,
    acceptedAdvisories: audit.list ?? (fs.existsSync(RECORD) ? (JSON.parse(fs.readFileSync(RECORD, "utf8")) as Record).acceptedAdvisories : []),
    packages: lockPackages(),
  };
  fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
  const doc = fs.readFileSync(TABLE, "utf8");
  const begin = "<!-- deps:begin -->";
  const end = "<!-- deps:end -->";
  const block = `${begin}\nReviewed ${record.reviewed}; advisory endpoint: ${record.advisoryEndpoint}; ${
    record.packages.length
  } packages in the lock file.\n\n${directDependencies()}\n${end}`;
  fs.writeFileSync(
    TABLE,
    doc.includes(begin) ? doc.slice(0, doc.indexOf(begin)) + block + doc.slice(doc.indexOf(end) + end.length) : `${doc.trimEnd()}\n\n${block}\n`,
  );
  console.log(`recorded ${record.packages.length} packages and ${record.acceptedAdvisories.length} accepted advisories (${RECORD}, ${TABLE})`);
  process.exit(0);
}

const record = JSON.parse(fs.readFileSync(RECORD, "utf8")) as Record;
let failed = false;
const known = new Set(record.packages);
const current = lockPackages();
const added = current.filter((p) => !known.has(p));
const addedNames = new Set(added.map((p) => p.slice(0, p.lastIndexOf("@"))));
if (audit.list) {
  // A new (or upgraded) dependency with a known advisory fails; advisories on reviewed packages are listed for the next review.
  const onNew = audit.list.filter((a) => addedNames.has(a.slice(0, a.indexOf(":"))));
  const unreviewed = audit.list.filter((a) => !onNew.includes(a) && !record.acceptedAdvisories.includes(a));
  if (unreviewed.length) console.log(`advisories on reviewed packages, for the next review:\n  ${unreviewed.join("\n  ")}`);
  if (onNew.length) {
    failed = true;
    console.error(`✖ ${onNew.length} advisory(ies) on new or upgraded dependencies:\n  ${onNew.join("\n  ")}`);
  } else console.log(`advisories: ${audit.list.length}, none on a new dependency`);
} else {
  console.log(`advisory endpoint unreachable (${audit.why.slice(0, 120)}): checking the lock file against the reviewed list`);
}
if (added.length) {
  failed = true;
  console.error(
    `✖ ${added.length} package(s) in package-lock.json were not reviewed:\n  ${added.join("\n  ")}\n` +
      "Review each one (its changelog, https://github.com/advisories), then run `npm run deps:record` and commit docs/dependencies.*.",
  );
} else console.log(`lock file: ${current.length} packages, all reviewed on or before ${record.reviewed}`);
process.exit(failed ? 1 : 0);
