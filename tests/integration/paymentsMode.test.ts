import { spawn } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ENTRY, SERVER_NODE_ARGS } from "../../scripts/build";
import { createDatabaseFromTemplate, dropDatabase, serverUrl } from "../support/postgres";
import { freePort, startProductionServer, type RunningServer } from "../support/server";

/**
 * Issue 27 item 2 ("Done when", second point), on the built server as `npm start` runs it: APP_ENV=production
 * without a payment processor exits at once with one clear line; with PAYMENTS=sandbox (a staging site) it starts,
 * says so loudly in its log, and the checkout shows the staging banner in English and French.
 */
const UA = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" };
const SECRET = "payments-mode-test-secret-0123456789abcdef";
let database: string;

beforeAll(async () => {
  database = await createDatabaseFromTemplate("biotext_paymode");
}, 60_000);
afterAll(async () => {
  if (database) await dropDatabase(database);
});

/** The built server run to its exit: its code and what it printed on each stream. */
function runToExit(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], { stdio: ["ignore", "pipe", "pipe"], env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not exit within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The checkout page's HTML for a new visitor in `lang` (the visitor's language is set as the header's menu sets it). */
async function checkoutHtml(server: RunningServer, lang: "EN" | "FR"): Promise<string> {
  const first = await fetch(`${server.base}/checkout`, { headers: { ...UA, accept: "text/html" } });
  const english = await first.text();
  if (lang === "EN") return english;
  const vid = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("vid="));
  expect(vid).toBeDefined();
  const set = await fetch(`${server.base}/trpc/session.setLanguage`, {
    method: "POST",
    headers: { ...UA, cookie: vid!, "content-type": "application/json", origin: server.base },
    body: JSON.stringify({ json: { lang } }),
  });
  expect(set.status).toBe(200);
  const cookie =
    set.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("vid=")) ?? vid!;
  return (await fetch(`${server.base}/checkout`, { headers: { ...UA, accept: "text/html", cookie } })).text();
}

describe("issue 27 item 2: the payment mode rules at start", () => {
  it("issue 27: APP_ENV=production without a processor exits non-zero with one line saying what to set, before opening the database", async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "production",
      PAYLOAD_SECRET: SECRET,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: serverUrl(database),
      SEED_ON_START: "false",
      LOG_LEVEL: "warn",
    };
    for (const k of ["PAYMENTS", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"]) delete env[k];
    const started = Date.now();
    const { code, stdout, stderr } = await runToExit(env);
    expect(code).not.toBe(0);
    const lines = stderr.split("\n").filter((l) => l.trim());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^start: FAILED .*APP_ENV=production needs a real payment processor: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(lines[0]).toContain("PAYMENTS=sandbox");
    // It stopped before the database and Payload: nothing else was attempted.
    expect(stdout).not.toMatch(/database:|Payload:|listening/);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 90_000);

  describe("issue 27: APP_ENV=production with PAYMENTS=sandbox (staging)", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startProductionServer({
        databaseName: database,
        name: "payments-mode-staging",
        env: { APP_ENV: "production", PAYMENTS: "sandbox", PAYLOAD_SECRET: SECRET, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" },
      });
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("issue 27: it starts, prints the warning loudly, and the checkout shows the staging banner in English and in French", async () => {
      expect(fs.readFileSync(server.logFile, "utf8")).toContain("PAYMENTS=sandbox with APP_ENV=production: NO MONEY IS TAKEN");
      const en = await checkoutHtml(server, "EN");
      expect(en).toContain('data-testid="sandbox-banner"');
      expect(en).toContain("Staging site: payments run on the sandbox. No money is taken and no real card should be used.");
      const fr = await checkoutHtml(server, "FR");
      expect(fr).toContain('data-testid="sandbox-banner"');
      expect(fr).toContain("Site de préproduction : les paiements passent par le bac à sable.");
    });
  });
});
