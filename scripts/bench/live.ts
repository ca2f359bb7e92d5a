/**
 * `npm run bench:live [-- --teachers 30] [-- --students 500] [-- --lessons 2] [-- --rate 50]`: issue 28's load
 * check of the live class view. Two production instances (build/app/server.mjs) on a scratch copy of the
 * seeded demo database; `--teachers` copies of the demo teacher (so, teachers of the demo class) watch
 * it through the Server-Sent Events of /live/classes/<id>/events, half on each instance; `--students`
 * copies of the demo student (members of the class) each complete `--lessons` lessons through
 * `progress.completeLesson`, alternately on each instance, `--rate` completions a second in all.
 *
 * Printed: completions, deliveries expected and received (every teacher should get every completion),
 * delivery latency p50/p95/max (from the moment the completion was sent to its arrival on a teacher's
 * stream: the write, the NOTIFY, the hub and the stream), against the 2 s goal, and the two instances'
 * CPU time (user + system, from /proc) per completion and per delivery during the load.
 */
import pg from "pg";
import { openSse, type SseStream } from "../../tests/support/sse";
import { copiesOfUser, numberArg, percentile, procCpuMs, scratchDatabase, sessionsFor, startBenchServer, type RunningServer } from "./harness";

const TEACHERS = numberArg("--teachers", 30);
const STUDENTS = numberArg("--students", 500);
const LESSONS = numberArg("--lessons", 2);
const RATE = numberArg("--rate", 50);
const GOAL_MS = 2000;

const db = await scratchDatabase("biotext_live_bench", "seeded");
const database = db.name;
const servers: RunningServer[] = [];
const streams: SseStream[] = [];
try {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const classId = Number((await c.query("SELECT id FROM classes WHERE key = 'DEMO-LIFE-11'")).rows[0].id);
  const teacherCookies = await sessionsFor(c, await copiesOfUser(c, "teacher@biotext.test", "live-bench-teacher", TEACHERS));
  const studentIds = await copiesOfUser(c, "student@biotext.test", "live-bench-student", STUDENTS);
  const studentCookies = await sessionsFor(c, studentIds);
  const lessons = (
    await c.query(
      `SELECT l.id FROM classes_rels cr JOIN memberships_rels mr ON mr.parent_id = cr.memberships_id AND mr.path = 'units'
         JOIN lessons l ON l.unit_id = mr.units_id AND l._status = 'published'
        WHERE cr.parent_id = $1 AND cr.path = 'memberships' ORDER BY l.id LIMIT $2`,
      [classId, LESSONS],
    )
  ).rows.map((r) => Number(r.id));
  await c.end();
  const env = { DATA_DIR: db.dataDir! };
  for (let k = 0; k < 2; k++) servers.push(await startBenchServer({ databaseName: database, name: `live-bench-${k}`, env }));
  for (let i = 0; i < TEACHERS; i++) streams.push(await openSse(`${servers[i % 2].base}/live/classes/${classId}/events`, { cookie: teacherCookies[i] }));
  await Promise.all(streams.map((s) => s.next((e) => e.event === "hello", 10_000)));
  console.log(`live bench: ${TEACHERS} teachers watching (2 instances), ${STUDENTS} students × ${LESSONS} lessons at ${RATE}/s`);

  const sentAt = new Map<string, number>();
  const cpuBefore = servers.map((s) => procCpuMs(s.child.pid));
  const jobs: { student: number; lesson: number }[] = [];
  for (const lesson of lessons) for (let s = 0; s < STUDENTS; s++) jobs.push({ student: s, lesson });
  let errors = 0;
  const started = Date.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < jobs.length; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { student, lesson } = jobs[i];
    const server = servers[i % 2];
    sentAt.set(`${studentIds[student]}:${lesson}`, Date.now());
    inFlight.push(
      fetch(`${server.base}/trpc/progress.completeLesson?batch=1`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base, cookie: studentCookies[student] },
        body: JSON.stringify({ 0: { json: { lessonId: lesson } } }),
      }).then(
        async (r) => {
          await r.text();
          if (!r.ok) errors++;
        },
        () => void errors++,
      ),
    );
  }
  await Promise.all(inFlight);
  const expected = (jobs.length - errors) * TEACHERS;
  const deliveries = () => streams.reduce((n, s) => n + s.events.filter((e) => e.event === "update" && e.data.includes('"completed"')).length, 0);
  const deadline = Date.now() + 10_000;
  while (deliveries() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const cpuAfter = servers.map((s) => procCpuMs(s.child.pid));
  const latencies: number[] = [];
  for (const s of streams) {
    for (const e of s.events) {
      if (e.event !== "update") continue;
      const u = JSON.parse(e.data) as { kind: string; userId: number; lessonId: number };
      if (u.kind !== "completed") continue;
      const at = sentAt.get(`${u.userId}:${u.lessonId}`);
      if (at != null) latencies.push(e.receivedAt - at);
    }
  }
  latencies.sort((a, b) => a - b);
  const cpu = cpuAfter.reduce((t, v, i) => t + v - cpuBefore[i], 0);
  const p95 = percentile(latencies, 95);
  const max = latencies[latencies.length - 1] ?? NaN;
  console.log(`completions: ${jobs.length} (${errors} errors) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`deliveries: ${latencies.length} of ${expected} expected`);
  console.log(`delivery latency: p50 ${percentile(latencies, 50)} ms, p95 ${p95} ms, max ${max} ms (goal: every event within ${GOAL_MS} ms)`);
  console.log(
    `server CPU (both instances): ${cpu.toFixed(0)} ms, ${(cpu / Math.max(1, jobs.length - errors)).toFixed(2)} ms per completion, ${(
      cpu / Math.max(1, latencies.length)
    ).toFixed(3)} ms per delivery`,
  );
  const met = latencies.length === expected && max <= GOAL_MS;
  console.log(met ? "goal met" : "goal NOT met");
  process.exitCode = met ? 0 : 1;
} finally {
  for (const s of streams) s.close();
  await Promise.all(servers.map((s) => s.stop()));
  await db.drop();
}
