import fs from "node:fs";
import path from "node:path";
import bcrypt from "bcrypt";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePglite } from "#core/db/database";
import { ensureEmbeddedTemplate } from "../support/embedded";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../support/postgres";
import { startProductionServer, type RunningServer } from "../support/server";

/**
 * Issue 22 item 3, on PostgreSQL and on the embedded database: an unexpected error renders the site's own
 * error page (EN and FR, no stack, a reference the log also shows) or JSON for API clients; the malformed
 * ids, locales and file names the probe found answer 4xx, never 500.
 */
const PASSWORD = "Errors-test-2026";

async function addStudent(connectionString: string) {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    await c.query("INSERT INTO users (email, username, role, password_hash) VALUES ('errors@school.test', 'errors@school.test', 'student', $1)", [
      await bcrypt.hash(PASSWORD, 10),
    ]);
  } finally {
    await c.end();
  }
}

const targets = [
  {
    name: "PostgreSQL",
    async start(): Promise<{ server: RunningServer; cleanup: () => Promise<void> }> {
      const database = await createDatabaseFromTemplate("biotext_errors");
      await addStudent(serverUrl(database));
      const server = await startProductionServer({ databaseName: database, name: "errors-pg" });
      return { server, cleanup: () => dropDatabase(database) };
    },
  },
  {
    name: "embedded",
    async start(): Promise<{ server: RunningServer; cleanup: () => Promise<void> }> {
      // The migrated embedded template, where a production server looks for it (DATA_DIR/pglite).
      const dataDir = path.resolve(`.data/test/errors-embedded-${process.pid}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.cpSync(path.join(ensureEmbeddedTemplate(), "pglite-dev"), path.join(dataDir, "pglite"), { recursive: true });
      const served = await servePglite(path.join(dataDir, "pglite"));
      await addStudent(served.url);
      await served.close();
      const server = await startProductionServer({ databaseName: null, name: "errors-embedded", env: { DATA_DIR: dataDir } });
      return { server, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
];

for (const target of targets) {
  describe(`unexpected errors and malformed requests (${target.name})`, () => {
    let server: RunningServer;
    let cleanup: () => Promise<void>;
    let cookie = "";
    beforeAll(async () => {
      ({ server, cleanup } = await target.start());
      const login = await fetch(`${server.base}/trpc/auth.login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify({ json: { identifier: "errors@school.test", password: PASSWORD } }),
      });
      cookie = login.headers.get("set-cookie")?.match(/sid=[^;]+/)?.[0] ?? "";
      expect(cookie).not.toBe("");
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
      await cleanup?.();
    }, 60_000);

    it("ERR-001 an unexpected error shows the site's error page with a reference the log also has, in English and French", async () => {
      const en = await fetch(`${server.base}/__test/unexpected-error`, { headers: { accept: "text/html" } });
      expect(en.status).toBe(500);
      const id = en.headers.get("x-request-id")!;
      expect(id).toMatch(/^[\w-]{6,}$/);
      const html = await en.text();
      expect(html).toContain("Whoops, something unexpected happened!");
      expect(html).toContain(`<code data-request-id>${id}</code>`);
      expect(html).not.toMatch(/on purpose|at \w+ \(|\.ts:\d+/);
      const fr = await fetch(`${server.base}/__test/unexpected-error`, { headers: { accept: "text/html", "accept-language": "fr-CA,fr;q=0.9" } });
      expect(await fr.text()).toContain("Oups, un problème inattendu est survenu !");
      await expect.poll(() => fs.readFileSync(server.logFile, "utf8"), { timeout: 5000 }).toContain(id);
    });

    it("ERR-001 an API client gets JSON with the reference instead of a page", async () => {
      const res = await fetch(`${server.base}/__test/unexpected-error`, { headers: { accept: "application/json" } });
      expect(res.status).toBe(500);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ error: { code: "INTERNAL", message: "An unexpected error occurred.", requestId: res.headers.get("x-request-id") } });
    });

    it.each([
      ["/api/lessons/abc", 404],
      ["/api/lessons/99999999999", 404],
      ["/api/lessons/versions/abc", 404],
      ["/api/lessons/1?locale=all", 400],
      ["/api/lessons?locale=zz", 400],
      ["/api/media/file/x%00", 404],
      ["/api/media/file/%E0%A4%A", 404],
    ])("issue 22 item 3: GET %s answers %i, not 500", async (url, status) => {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const res = await fetch(`${server.base}${url}`, { headers });
        expect(res.status).toBe(status);
        expect(res.headers.get("content-type")).toContain("application/json");
      }
    });

    it("issue 22 item 3: GET /api/users/logout (and the other POST-only auth endpoints) ends nothing and answers 405", async () => {
      for (const word of ["logout", "login", "refresh-token", "unlock"]) {
        const res = await fetch(`${server.base}/api/users/${word}`, { headers: { cookie } });
        expect(res.status, word).toBe(405);
      }
      const me = await fetch(`${server.base}/trpc/session.details`, { headers: { cookie } });
      expect(me.status).toBe(200);
    });

    it("issue 22 item 3: a quiz id beyond any record is a 404 page for a signed-in student, not a 500", async () => {
      for (const id of ["99999999999", "abc", "-1", "1e3"]) {
        const res = await fetch(`${server.base}/textbook/quiz?id=${id}`, { headers: { cookie, accept: "text/html" }, redirect: "manual" });
        expect(res.status, id).toBe(404);
      }
    });

    it("issue 44 finding 6: a NUL in the REST query (`where[title][equals]=%00`, `like`, a key) answers 400 with a JSON error, not 500; the process keeps serving", async () => {
      for (const query of ["where[title][equals]=%00", "where[title][like]=%00", "where[title][equals]=a%00b", "where[title%00][equals]=a", "sort=title%00"]) {
        for (const headers of [{}, { cookie }] as Record<string, string>[]) {
          const res = await fetch(`${server.base}/api/lessons?${query}`, { headers });
          expect(res.status, query).toBe(400);
          expect(res.headers.get("content-type"), query).toMatch(/^application\/json/);
          const body = (await res.json()) as { errors?: { message?: string }[] };
          expect(body.errors?.[0]?.message, query).toMatch(/^Invalid query/);
        }
      }
      expect((await fetch(`${server.base}/api/lessons?where[title][like]=cell&limit=1`)).status).toBe(200);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    });

    it("issue 22 item 3: the valid forms still answer (ids, both locales, a missing file is a 404)", async () => {
      expect((await fetch(`${server.base}/api/lessons/1?locale=fr`)).status).toBeLessThan(500);
      expect((await fetch(`${server.base}/api/lessons?locale=en&limit=1`)).status).toBe(200);
      const missing = (await fetch(`${server.base}/api/media/file/no-such-file.png`)).status;
      expect(missing === 403 || missing === 404).toBe(true);
      expect((await fetch(`${server.base}/api/users/me`, { headers: { cookie } })).status).toBe(200);
    });
  });
}
