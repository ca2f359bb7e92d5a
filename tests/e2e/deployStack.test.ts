import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { expect, test, type Deployment } from "./fixtures";
import { buyUnitSmoke, studentSmoke } from "./smokeSteps";

/**
 * Issue 29, "Done when" (second point): docs/deploy.md's shape, from deploy/'s templates, on this machine — nginx in
 * front of two production instances (TRUST_PROXY=1), PgBouncer in transaction mode between them and PostgreSQL
 * (DATABASE_URL through it, DATABASE_DIRECT_URL direct for LISTEN and the worker's lock), and Payload's jobs in one
 * `npm run worker` (JOBS=worker): `test.use({ stack: "nginx" })` (tests/e2e/fixtures.ts). Every request of this file
 * goes through nginx. The e2e smoke passes through it (issue 22's steps, tests/e2e/smokeSteps.ts); the app's headers,
 * the static files' long cache and the live class's Server-Sent Events come through nginx as the app sends them; the
 * paid order's accounting sync is run by the worker; both instances served requests.
 */
test.use({ stack: "nginx" });
test.describe.configure({ mode: "serial" });

const LIVE_EMAIL = "nginx-live-student@biotext.test";
const BUYER = `nginx-${Date.now()}@e2e.test`;

let deployment: Deployment;
let db: pg.Client;

test.beforeAll(async ({ server, db: client }) => {
  deployment = server.deployment!;
  db = client;
});

/** The upstream address ("127.0.0.1:PORT") that answered each request in nginx's access log (`"$upstream_addr"`). */
function upstreamsInAccessLog(): string[] {
  const text = fs.readFileSync(deployment.nginx.accessLog, "utf8");
  return [...text.matchAll(/" \d{3} "([^"]*)"/g)].map((m) => m[1].split(",").pop()!.trim());
}

test.describe("issue 29: the deployment shape (nginx, two instances, PgBouncer, a jobs worker) in a browser", () => {
  test("issue 29: through nginx, a student signs in through the form, opens a module, completes a lesson and takes the module's quiz", async ({
    page,
    errors,
  }) => {
    test.setTimeout(180_000);
    await studentSmoke(page);
    expect(errors).toEqual([]);
  });

  test("issue 29: through nginx, a visitor buys a unit with the sandbox's test card, finds it on the dashboard, and the worker syncs the order", async ({
    page,
    errors,
  }) => {
    test.setTimeout(180_000);
    await buyUnitSmoke(page, BUYER);
    expect(errors).toEqual([]);
    const order = async () =>
      (
        await db.query<{ id: number; status: string; sync: string | null }>("SELECT id, status, qb_sync_status_status AS sync FROM orders WHERE email = $1", [
          BUYER,
        ])
      ).rows;
    expect((await order()).map((o) => o.status)).toEqual(["paid"]);
    // The web instances run no jobs (JOBS=worker): the accounting sync is the worker's, through PgBouncer.
    await expect.poll(async () => (await order())[0]?.sync, { timeout: 60_000 }).toBe("SUCCESS");
    const [{ id }] = await order();
    expect(fs.existsSync(path.join(deployment.accountingSyncDir, `order-${id}.json`))).toBe(true);
    // The worker holds its lock on its direct connection, and says it runs the queues.
    const locks = await db.query(
      `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = 'biotext-jobs-worker'`,
    );
    expect(locks.rowCount).toBe(1);
    expect(deployment.worker.log()).toContain("worker: ready");
  });

  test("issue 29: nginx passes the app's headers through: CSP and the other security headers, gzip as the app sent it", async ({ goto, baseURL }) => {
    const res = await goto("/");
    const headers = res!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // nginx compresses nothing itself (gzip off) and decompresses nothing: the app's gzip reaches the client, and an
    // answer asked without gzip comes as identity.
    const gz = await fetch(`${baseURL}/`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary") ?? "").toMatch(/accept-encoding/i);
    expect(await gz.text()).toContain("<html");
    const plain = await fetch(`${baseURL}/`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
  });

  test("issue 29: /assets/ files come through nginx with a year-long cache, gzipped, then from nginx's own cache", async ({ baseURL }) => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const first = await fetch(`${baseURL}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const maxAge = Number(first.headers.get("cache-control")?.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(new Date(first.headers.get("expires")!).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    await first.arrayBuffer();
    const again = await fetch(`${baseURL}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    await again.arrayBuffer();
  });

  test("issue 29: the teacher's live class stream is not buffered by nginx: a completion appears within 2 s", async ({ teacherPage, openPage }) => {
    test.setTimeout(120_000);
    // A student of the demo class of their own (the demo student's password and memberships), as tests/e2e/liveClass.test.ts.
    const user = (
      await db.query<{ id: number }>(
        `INSERT INTO users (email, username, role, password_hash, first_name, last_name, updated_at, created_at)
         SELECT $1, 'nginx-live-student', role, password_hash, 'Nina', 'Nginx', now(), now() FROM users WHERE email = 'student@biotext.test'
         ON CONFLICT DO NOTHING RETURNING id`,
        [LIVE_EMAIL],
      )
    ).rows[0]?.id;
    if (user != null)
      await db.query(
        `INSERT INTO users_rels (parent_id, path, memberships_id, classes_id, "order")
         SELECT $1, path, memberships_id, classes_id, "order" FROM users_rels
          WHERE path IN ('memberships', 'classes') AND parent_id = (SELECT id FROM users WHERE email = 'student@biotext.test')`,
        [user],
      );
    const lesson = (
      await db.query<{ lesson: number; module: number; title: string }>(
        `SELECT l.id AS lesson, l.module_id AS module, lo.title
           FROM classes c
           JOIN classes_rels cr ON cr.parent_id = c.id AND cr.path = 'memberships'
           JOIN memberships_rels mr ON mr.parent_id = cr.memberships_id AND mr.path = 'units'
           JOIN lessons l ON l.unit_id = mr.units_id AND l._status = 'published'
           JOIN lessons_locales lo ON lo._parent_id = l.id AND lo._locale = 'en'
           JOIN lessons n ON n.module_id = l.module_id AND n._status = 'published' AND n."order" > l."order"
          WHERE c.key = 'DEMO-LIFE-11'
          ORDER BY l.unit_id DESC, l.module_id DESC, l."order", n."order" LIMIT 1`,
      )
    ).rows[0];

    const { page } = teacherPage;
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/live/"));
    await teacherPage.goto("/account?tab=liveClass");
    await expect(page.getByTestId("live-mode")).toHaveAttribute("data-mode", "live");
    await expect(page.getByRole("rowheader", { name: "Nina Nginx" })).toBeVisible();
    const sse = await stream;
    expect(sse.headers()["content-type"]).toMatch(/^text\/event-stream/);
    expect(sse.headers()["content-encoding"]).toBeUndefined();

    const student = await openPage({ as: LIVE_EMAIL });
    await student.goto(`/textbook/module?id=${lesson.module}&s=${lesson.lesson}`);
    const complete = student.page.getByRole("button", { name: "Complete & Move to Next Lesson" });
    await expect(complete).toBeEnabled();
    const [answer] = await Promise.all([student.page.waitForResponse((r) => r.request().method() === "POST" && r.status() < 400), complete.click()]);
    expect(answer.ok()).toBe(true);
    const completed = Date.now();
    await expect(page.getByTestId("live-feed").locator("li").first()).toContainText(`Nina Nginx completed the lesson “${lesson.title}”`, { timeout: 2000 });
    expect(Date.now() - completed).toBeLessThan(2000);
  });

  test("issue 29: nginx spread this file's requests over both instances (its access log)", async () => {
    const served = upstreamsInAccessLog();
    for (const instance of deployment.instances) {
      const host = new URL(instance.base).host;
      expect(served.filter((u) => u === host).length, `requests answered by ${host}`).toBeGreaterThan(10);
    }
    // Nothing else answered: an upstream address is one of the two instances, or "-" (nginx's cache answered a file).
    const known = new Set([...deployment.instances.map((i) => new URL(i.base).host), "-"]);
    expect(served.filter((u) => !known.has(u))).toEqual([]);
  });
});
