/**
 * `npm run bench`: throughput of the production server's pages as a ratio of a static file's,
 * measured in one run on PostgreSQL (a scratch database cloned from the seeded demo template):
 *
 *   bare node:http (the same bytes from memory) · the static file · /healthz · home and
 *   /privacy-and-terms (returning visitor) · the unit page and the module page (200 distinct
 *   signed-in demo students, lesson opened)
 *
 * with requests/s, p50/p97.5 latency, the ratio to the static file and the issue's target, and the
 * first-load JavaScript (gzip) per page. `--embedded` adds the home page (returning visitor, and a first visit
 * without a cookie with privacy too) and the signed-in unit and module pages (returning and uncached) on the
 * embedded database.
 * `--scale` runs on the district-sized database of `npm run data:scale` (10,080 more lessons, 5,000
 * students, 500,000 progress rows…) with 200 of its students (each with 100 progress rows and 40 quiz
 * attempts) instead of copies of the demo student.
 * BENCH_SECONDS (default 10) per target, 50 connections. A page rendered from scratch (the uncached rows) is first
 * requested BENCH_WARMUP times (default 3,000, discarded) on its own server: V8 goes on compiling the render's code for
 * ≈ 2,000–3,000 pages after a start (its compiler threads' CPU counts in the process's), and a server in service has
 * long passed that; a server's first pages are measured by `npm run bench:render` ("cold" column).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { servePglite } from "#core/db/database";
import { copyOfSeededEmbedded } from "../../tests/support/seededTemplate";
import { freePort } from "../../tests/support/server";
import {
  BROWSER,
  buildIfNeeded,
  copiesOfUser,
  measure as measureRun,
  procCpuMs,
  reportFigure,
  scratchDatabase,
  sessionsFor,
  startBenchServer,
  statementsOf,
  warmUp as warmUpRun,
  type RunningServer,
} from "./harness";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3000);
const STUDENTS = 200;

type Row = {
  label: string;
  rps: number;
  p50: number;
  p975: number;
  errors: number;
  target?: number;
  statements?: number | string;
  /** Issue 25: the most statements the page may send, and the most server CPU ms it may take. */
  maxStatements?: number;
  cpuMs?: number;
  maxCpuMs?: number;
};

/** `measure`, plus the server process's CPU ms per answered request over the run (hardly moves with the machine's other load). */
async function measureCpu(label: string, url: string, headerSets: Record<string, string>[], pid: number | undefined, target?: number): Promise<Row> {
  const before = procCpuMs(pid);
  const row = await measure(label, url, headerSets, target);
  const after = procCpuMs(pid);
  return { ...row, cpuMs: row.total ? (after - before) / row.total : undefined };
}

/** `WARMUP` requests of a page before it is measured (answers discarded): the server's JIT settles (see above). */
const warmUp = (url: string, headerSets: Record<string, string>[]) => warmUpRun(url, headerSets, { connections: CONNECTIONS, amount: WARMUP });

async function measure(label: string, url: string, headerSets: Record<string, string>[], target?: number): Promise<Row & { total: number }> {
  return { ...(await measureRun(label, url, headerSets, { connections: CONNECTIONS, seconds: DURATION })), target };
}

/** A bare node:http server answering every request with the same bytes and headers as the static file. */
async function startBare(body: Buffer, headers: Record<string, string>) {
  const port = await freePort();
  const file = path.resolve(".cache/bench-bare.bin");
  fs.mkdirSync(".cache", { recursive: true });
  fs.writeFileSync(file, body);
  const code = `const b=require("fs").readFileSync(${JSON.stringify(file)});const h=${JSON.stringify(
    headers,
  )};require("http").createServer((q,s)=>{s.writeHead(200,h);s.end(b)}).listen(${port},"127.0.0.1",()=>console.log("up"))`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((r) => child.stdout!.once("data", r));
  return { base: `http://127.0.0.1:${port}`, child };
}

/** The first published lesson (its unit and module) of the units the join selects. */
async function firstPlace(c: pg.Client, membershipJoin: string, values: unknown[]) {
  return (
    await c.query(
      `SELECT l.unit_id AS unit, l.module_id AS module, l.id AS lesson FROM lessons l
       JOIN memberships_rels mr ON mr.units_id = l.unit_id AND mr.path = 'units'
       ${membershipJoin}
       WHERE l._status = 'published' ORDER BY l.unit_id, l.module_id, l.id LIMIT 1`,
      values,
    )
  ).rows[0] as { unit: number; module: number; lesson: number };
}

/** Header sets of signed-in students: their session cookie, as a browser sends it. */
const asBrowser = (cookies: string[]) => cookies.map((cookie) => ({ cookie, "accept-encoding": "gzip", "user-agent": BROWSER }));

/** 200 students like the demo student (same memberships), each with a live session on the unit; returns their cookies and a module/lesson of that unit. */
async function demoStudents(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const student = (await c.query("SELECT id FROM users WHERE email = 'student@biotext.test'")).rows[0];
    const place = await firstPlace(c, "JOIN users_rels ur ON ur.memberships_id = mr.parent_id AND ur.path = 'memberships' AND ur.parent_id = $1", [student.id]);
    const users = await copiesOfUser(c, "student@biotext.test", "bench", STUDENTS);
    return { cookies: asBrowser(await sessionsFor(c, users, { activeUnit: place.unit })), place };
  } finally {
    await c.end();
  }
}

/** `--scale`: 200 generated students of the classes holding the first scale membership, each with a live session on the unit. */
async function scaleStudents(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const place = await firstPlace(c, "JOIN memberships m ON m.id = mr.parent_id AND m.key = 'SCALE-M1'", []);
    const users = (
      await c.query(
        `SELECT ur.parent_id AS id FROM users_rels ur
         JOIN classes_rels cr ON cr.parent_id = ur.classes_id AND cr.path = 'memberships'
         JOIN memberships m ON m.id = cr.memberships_id AND m.key = 'SCALE-M1'
         JOIN users u ON u.id = ur.parent_id AND u.role = 'student'
         WHERE ur.path = 'classes' ORDER BY ur.parent_id LIMIT ${STUDENTS}`,
      )
    ).rows.map((r) => r.id as number);
    if (users.length < STUDENTS) throw new Error(`the scale database has ${users.length} students of SCALE-M1, not ${STUDENTS}`);
    return { cookies: asBrowser(await sessionsFor(c, users, { activeUnit: place.unit })), place };
  } finally {
    await c.end();
  }
}

/** The gzip size of the JavaScript a page loads first (its module scripts and modulepreloads). */
function firstLoadJs(html: string) {
  const files = [...new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const f of files) {
    const file = path.join("build/client", f);
    if (fs.existsSync(file)) bytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return { files: files.length, kib: bytes / 1024 };
}

/** The production server on the run's database (or the embedded one), stopped at the end. */
const servers: RunningServer[] = [];
async function startServer(database: string | null, env: Record<string, string>) {
  const server = await startBenchServer({ databaseName: database, name: `bench-pages-${servers.length}`, env: { LOG_LEVEL: "warn", ...env } });
  servers.push(server);
  return server;
}

buildIfNeeded();
const SCALE_RUN = process.argv.includes("--scale");
const PRIVATE_ON = process.env.PRIVATE_PAGE_CACHE === "off" ? ", private page cache off" : "";
const db = await scratchDatabase("biotext_bench", SCALE_RUN ? "scale" : "seeded");
const database = db.name;
const dataDir = db.dataDir!;
const children: ChildProcess[] = [];
try {
  const { cookies, place } = SCALE_RUN ? await scaleStudents(db.url) : await demoStudents(db.url);
  const app = await startServer(database, { DATA_DIR: dataDir });
  const first = await fetch(`${app.base}/`, { headers: { "user-agent": BROWSER } });
  const visitor = { cookie: (first.headers.get("set-cookie") ?? "").split(";")[0], "accept-encoding": "gzip", "user-agent": BROWSER };
  const homeHtml = await first.text();
  const asset = homeHtml.match(/<link[^>]+href="(\/assets\/root-[^"]+\.css)"/)?.[1] ?? homeHtml.match(/"(\/assets\/[^"]+\.css)"/)![1];
  const assetRes = await fetch(`${app.base}${asset}`, { headers: { "accept-encoding": "gzip" } });
  const assetHeaders: Record<string, string> = {};
  assetRes.headers.forEach((v, k) => {
    if (!["date", "connection", "keep-alive", "content-length"].includes(k)) assetHeaders[k] = v;
  });
  const bare = await startBare(zlib.gzipSync(fs.readFileSync(path.join("build/client", asset)), { level: 9 }), { ...assetHeaders, "content-encoding": "gzip" });
  children.push(bare.child);
  const modulePath = `/textbook/module?id=${place.module}&s=${place.lesson}`;
  // Warm-up: every student's first page (session lookups, read model).
  for (const c of cookies) await (await fetch(`${app.base}${modulePath}`, { headers: c })).text();
  const moduleHtml = await (await fetch(`${app.base}${modulePath}`, { headers: cookies[0] })).text();
  const unitHtml = await (await fetch(`${app.base}/textbook`, { headers: cookies[0] })).text();

  // SQL statements of one request per page, as the server counts them (Server-Timing; none on a page-cache hit).
  const statements = {
    healthz: await statementsOf(`${app.base}/healthz`, {}),
    home: await statementsOf(`${app.base}/`, visitor),
    privacy: await statementsOf(`${app.base}/privacy-and-terms`, visitor),
    // The signed-in pages' first render (the private page cache's miss): its statements; a hit then costs 1.
    unit: await statementsOf(`${app.base}/textbook`, cookies[1]),
    module: await statementsOf(`${app.base}${modulePath}&first=1`, cookies[1]),
  };

  const rows: Row[] = [];
  rows.push(await measure("bare node:http, same bytes", `${bare.base}${asset}`, [{ "accept-encoding": "gzip" }]));
  rows.push(await measure(`static ${path.basename(asset)}`, `${app.base}${asset}`, [{ "accept-encoding": "gzip" }]));
  rows.push({ ...(await measure("/healthz", `${app.base}/healthz`, [{}])), statements: statements.healthz });
  rows.push({ ...(await measure("home / (returning visitor)", `${app.base}/`, [visitor], 0.5)), statements: statements.home });
  rows.push({ ...(await measure("/privacy-and-terms (returning visitor)", `${app.base}/privacy-and-terms`, [visitor], 0.5)), statements: statements.privacy });
  // Issue 25 item 1: a first visit (no cookie at all, as a browser's first request, a crawler or a link preview).
  const firstVisit = { "accept-encoding": "gzip, deflate, br", "user-agent": BROWSER };
  const firstHome = await statementsOf(`${app.base}/`, firstVisit);
  rows.push({ ...(await measure("home / (first visit, no cookie)", `${app.base}/`, [firstVisit], 0.5)), statements: firstHome });
  const firstPrivacy = await statementsOf(`${app.base}/privacy-and-terms`, firstVisit);
  rows.push({
    ...(await measure("/privacy-and-terms (first visit, no cookie)", `${app.base}/privacy-and-terms`, [firstVisit], 0.5)),
    statements: firstPrivacy,
  });
  // Each student has seen the page once just before (a returning student: reload, Back, another tab), as the
  // visitors above have: the private page cache (docs/decisions/045; PRIVATE_PAGE_CACHE=off turns it off) answers from a kept copy while their data is unchanged.
  const seen = async (url: string) => {
    for (const c of cookies) await (await fetch(url, { headers: c })).arrayBuffer();
  };
  /** The first render's statements and a returning student's (what the measurement below requests). */
  const both = (first: number | undefined, returning: number | undefined) => `${first ?? "?"} first render, ${returning ?? "?"} returning`;
  await seen(`${app.base}/textbook`);
  const unitStatements = both(statements.unit, await statementsOf(`${app.base}/textbook`, cookies[1]));
  rows.push({
    ...(await measure(`unit page /textbook (${STUDENTS} students${PRIVATE_ON})`, `${app.base}/textbook`, cookies, 0.3)),
    statements: unitStatements,
  });
  await seen(`${app.base}${modulePath}`);
  const moduleStatements = both(statements.module, await statementsOf(`${app.base}${modulePath}`, cookies[1]));
  rows.push({ ...(await measure(`module page (${STUDENTS} students${PRIVATE_ON})`, `${app.base}${modulePath}`, cookies, 0.25)), statements: moduleStatements });
  // Issue 25 item 2: the signed-in pages rendered from scratch every time — a second instance on the same database with
  // PRIVATE_PAGE_CACHE=off (what every student's page after a write costs) — with their statements and server CPU per page.
  const uncached = await startServer(database, { DATA_DIR: dataDir, PRIVATE_PAGE_CACHE: "off" });
  for (const c of cookies) await (await fetch(`${uncached.base}${modulePath}`, { headers: c })).arrayBuffer();
  await warmUp(`${uncached.base}/textbook`, cookies);
  const uncachedUnit = await statementsOf(`${uncached.base}/textbook`, cookies[2]);
  rows.push({
    ...(await measureCpu(
      `unit page /textbook, uncached (${STUDENTS} students, private page cache off)`,
      `${uncached.base}/textbook`,
      cookies,
      uncached.child.pid,
      0.06,
    )),
    statements: uncachedUnit,
    maxStatements: 4,
    maxCpuMs: 6,
  });
  await warmUp(`${uncached.base}${modulePath}`, cookies);
  const uncachedModule = await statementsOf(`${uncached.base}${modulePath}`, cookies[2]);
  rows.push({
    ...(await measureCpu(
      `module page, uncached (${STUDENTS} students, private page cache off)`,
      `${uncached.base}${modulePath}`,
      cookies,
      uncached.child.pid,
      0.06,
    )),
    statements: uncachedModule,
    maxStatements: 4,
    maxCpuMs: 6,
  });
  await uncached.stop();
  if (process.argv.includes("--embedded")) {
    // The seeded demo on the embedded database (a copy), with the bench's students added before a server opens
    // it (one process at a time may); then the signed-in pages with the private page cache on, and off (issue 22).
    const dir = copyOfSeededEmbedded("bench-embedded");
    const served = await servePglite(path.join(dir, "pglite"));
    const demo = await demoStudents(served.url);
    await served.close();
    const modulePathE = `/textbook/module?id=${demo.place.module}&s=${demo.place.lesson}`;
    for (const cache of ["on", "off"] as const) {
      const embedded = await startServer(null, { DATA_DIR: dir, PRIVATE_PAGE_CACHE: cache });
      if (cache === "on") {
        const e1 = await fetch(`${embedded.base}/`, { headers: { "user-agent": BROWSER } });
        const ev = { cookie: (e1.headers.get("set-cookie") ?? "").split(";")[0], "accept-encoding": "gzip", "user-agent": BROWSER };
        rows.push(await measure("embedded: home / (returning visitor)", `${embedded.base}/`, [ev], 0.3));
        // What `npm start` gives a newcomer: a first visit (no cookie at all) on the embedded database, as on PostgreSQL.
        rows.push(await measure("embedded: home / (first visit, no cookie)", `${embedded.base}/`, [firstVisit], 0.5));
        rows.push(await measure("embedded: /privacy-and-terms (first visit, no cookie)", `${embedded.base}/privacy-and-terms`, [firstVisit], 0.5));
        for (const c of demo.cookies) {
          await (await fetch(`${embedded.base}/textbook`, { headers: c })).arrayBuffer();
          await (await fetch(`${embedded.base}${modulePathE}`, { headers: c })).arrayBuffer();
        }
      }
      const label = cache === "on" ? "returning student, private page cache" : "uncached: PRIVATE_PAGE_CACHE=off";
      if (cache === "off") {
        await warmUp(`${embedded.base}/textbook`, demo.cookies);
        await warmUp(`${embedded.base}${modulePathE}`, demo.cookies);
      }
      rows.push({
        ...(await measure(`embedded: unit page /textbook (${label})`, `${embedded.base}/textbook`, demo.cookies, cache === "on" ? 0.3 : 0.06)),
        statements: await statementsOf(`${embedded.base}/textbook`, demo.cookies[0]),
      });
      rows.push({
        ...(await measure(`embedded: module page (${label})`, `${embedded.base}${modulePathE}`, demo.cookies, cache === "on" ? 0.25 : 0.06)),
        statements: await statementsOf(`${embedded.base}${modulePathE}`, demo.cookies[0]),
      });
      await embedded.stop();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const statics = rows[1].rps;
  const bench = `pages${SCALE_RUN ? " (scale)" : ""}`;
  const n = (x: number) => Math.round(x).toLocaleString("en");
  for (const [i, r] of rows.entries()) {
    const detail = `${n(r.rps)} req/s, p50 ${n(r.p50)} ms, p97.5 ${n(r.p975)} ms${r.errors ? `, ${n(r.errors)} errors` : ""}`;
    if (i === 0) continue;
    if (i === 1)
      reportFigure({
        bench,
        figure: "static file vs bare node:http",
        value: r.rps / rows[0].rps,
        unit: "×",
        digits: 2,
        target: { op: ">=", value: 0.6 },
        detail: `${detail}; bare ${n(rows[0].rps)} req/s`,
      });
    else {
      reportFigure({
        bench,
        figure: r.label,
        value: r.rps / statics,
        unit: "× static",
        digits: 3,
        target: r.target ? { op: ">=", value: r.target } : undefined,
        detail: r.cpuMs != null ? `${detail}, server CPU ${r.cpuMs.toFixed(2)} ms per page` : detail,
        sql: r.statements,
      });
      if (r.maxStatements != null && typeof r.statements === "number")
        reportFigure({ bench, figure: `${r.label}: SQL statements`, value: r.statements, unit: "", target: { op: "<=", value: r.maxStatements } });
      if (r.maxCpuMs != null && r.cpuMs != null)
        reportFigure({ bench, figure: `${r.label}: server CPU per page`, value: r.cpuMs, unit: "ms", digits: 2, target: { op: "<=", value: r.maxCpuMs } });
    }
  }
  console.log(
    `\nBioText bench — ${new Date().toISOString().slice(0, 10)}, ${CONNECTIONS} connections, ${DURATION} s per target, PostgreSQL${
      SCALE_RUN ? " (scale data)" : ""
    }`,
  );
  console.log(["target", "req/s", "p50 ms", "p97.5 ms", "errors", "× static", "goal", "statements", "server CPU ms/request"].join("\t"));
  for (const r of rows) {
    const ratio = r.rps / statics;
    const goal = r.target ? `≥ ${r.target} ${ratio >= r.target ? "met" : "NOT met"}` : "";
    const sql =
      r.statements == null
        ? ""
        : `${r.statements}${r.maxStatements != null ? ` (≤ ${r.maxStatements} ${Number(r.statements) <= r.maxStatements ? "met" : "NOT met"})` : ""}`;
    const cpu = r.cpuMs == null ? "" : `${r.cpuMs.toFixed(2)}${r.maxCpuMs != null ? ` (≤ ${r.maxCpuMs} ${r.cpuMs <= r.maxCpuMs ? "met" : "NOT met"})` : ""}`;
    console.log([r.label, r.rps.toFixed(0), r.p50, r.p975, r.errors, ratio.toFixed(3), goal, sql, cpu].join("\t"));
  }
  const staticVsBare = statics / rows[0].rps;
  console.log(`static file vs bare node:http: ${staticVsBare.toFixed(2)} (goal ≥ 0.6 ${staticVsBare >= 0.6 ? "met" : "NOT met"})`);
  console.log("\nfirst-load JavaScript (gzip):");
  for (const [label, html, limit] of [
    ["home /", homeHtml, 150],
    ["unit page /textbook", unitHtml, 250],
    ["module page", moduleHtml, 250],
  ] as const) {
    const js = firstLoadJs(html);
    reportFigure({
      bench: `pages${SCALE_RUN ? " (scale)" : ""}`,
      figure: `first-load JavaScript (gzip), ${label}`,
      value: js.kib,
      unit: "KiB",
      digits: 1,
      target: { op: "<=", value: limit },
      detail: `${js.files} files`,
    });
    console.log(`  ${label}: ${js.files} files, ${js.kib.toFixed(1)} KiB (goal ≤ ${limit} ${js.kib <= limit ? "met" : "NOT met"})`);
  }
} finally {
  for (const c of children) c.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.stop().catch(() => {})));
  await db.drop().catch(() => {});
}
process.exit(0);
