/**
 * `npm run page-storm -- --base http://localhost:3000 [--views 200] [--media-rounds 5]`: what a class does to a
 * freshly started site (issue 22 "done when"). The four demo roles sign in; then `views` signed-in page views,
 * all at once, spread over the roles' pages; then every unit's cover and sample (the images and videos the
 * dashboards show, 20 files or more) fetched all at once, `media-rounds` times. Prints the status counts and
 * exits 1 on any 5xx, network failure or media file that did not load whole.
 * Also used by tests/integration/embeddedPages.test.ts against the embedded database.
 */
import fs from "node:fs";

export const DEMO_PASSWORD = "BioText-demo-2026";

export type StormReport = {
  views: number;
  byStatus: Record<string, number>;
  fiveXx: number;
  failures: string[];
  media: { requested: number; loaded: number; failures: string[] };
  ms: number;
};

async function login(base: string, identifier: string): Promise<string> {
  const res = await fetch(`${base}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ json: { identifier, password: DEMO_PASSWORD } }),
  });
  const sid = res.headers.get("set-cookie")?.match(/(?:^|,\s*)(sid=[^;]+)/)?.[1];
  if (res.status !== 200 || !sid) throw new Error(`${identifier} could not sign in: ${res.status} ${await res.text()}`);
  return sid;
}

/** The pages each demo role opens (its dashboard, its learning pages, the CMS for the admin and editor). */
function pagesOf(role: string, moduleId: number | null): string[] {
  const module = moduleId ? [`/textbook/module?id=${moduleId}`] : [];
  switch (role) {
    case "student":
      return ["/textbook", "/account", ...module, "/account?tab=quizzes"];
    case "teacher":
      return ["/account", "/textbook", ...module];
    case "admin":
      return ["/account", "/admin", "/account?tab=orders"];
    default:
      return ["/admin", "/account"];
  }
}

export async function pageStorm(base: string, opts: { views?: number; mediaRounds?: number } = {}): Promise<StormReport> {
  const views = opts.views ?? 200;
  const t0 = Date.now();
  const roles = ["student", "teacher", "admin", "editor"];
  const cookies = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await login(base, `${r}@biotext.test`)] as const)));
  const units = (await (await fetch(`${base}/trpc/content.listUnits`, { headers: { cookie: cookies.student } })).json()) as {
    result: { data: { json: { id: number }[] } };
  };
  const contents = (await (
    await fetch(
      `${base}/trpc/textbook.unitContents?input=${encodeURIComponent(JSON.stringify({ json: { unitId: units.result.data.json[0].id, lang: "EN" } }))}`,
      {
        headers: { cookie: cookies.student },
      },
    )
  ).json()) as { result?: { data: { json: { chapters: { modules: { id: number }[] }[] } } } };
  const moduleId = contents.result?.data.json.chapters[0]?.modules[0]?.id ?? null;

  const byStatus: Record<string, number> = {};
  const failures: string[] = [];
  const requests = Array.from({ length: views }, (_, i) => {
    const role = roles[i % roles.length];
    const pages = pagesOf(role, moduleId);
    return { role, url: pages[Math.floor(i / roles.length) % pages.length] };
  });
  await Promise.all(
    requests.map(async ({ role, url }) => {
      try {
        const res = await fetch(`${base}${url}`, { headers: { cookie: cookies[role], "accept-encoding": "gzip, deflate, br" }, redirect: "manual" });
        await res.arrayBuffer();
        byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
        if (res.status >= 500) failures.push(`${role} ${url}: ${res.status}`);
      } catch (err) {
        byStatus.network = (byStatus.network ?? 0) + 1;
        failures.push(`${role} ${url}: ${(err as Error).message}`);
      }
    }),
  );

  // The dashboards' media: every unit's cover and sample, all at once, several times.
  const names = fs.existsSync("seeds/media/out/units") ? fs.readdirSync("seeds/media/out/units").filter((n) => /\.(png|jpe?g|webp|mp4)$/.test(n)) : [];
  const media = { requested: 0, loaded: 0, failures: [] as string[] };
  for (let round = 0; round < (opts.mediaRounds ?? 5); round++) {
    await Promise.all(
      names.map(async (name) => {
        media.requested++;
        try {
          const res = await fetch(`${base}/api/media/file/${name}`, { headers: { cookie: cookies.admin } });
          const body = await res.arrayBuffer();
          const length = Number(res.headers.get("content-length") ?? body.byteLength);
          if (res.status === 200 && body.byteLength > 0 && body.byteLength === length) media.loaded++;
          else media.failures.push(`${name}: ${res.status}, ${body.byteLength} of ${length} bytes`);
        } catch (err) {
          media.failures.push(`${name}: ${(err as Error).message}`);
        }
      }),
    );
  }
  return { views, byStatus, fiveXx: failures.length, failures, media, ms: Date.now() - t0 };
}

export function formatStorm(r: StormReport): string[] {
  return [
    `${r.views} concurrent signed-in page views (student, teacher, admin, editor): ${JSON.stringify(r.byStatus)}; 5xx or failed: ${r.fiveXx} (goal 0: ${
      r.fiveXx === 0 ? "met" : "NOT met"
    })`,
    ...r.failures.slice(0, 10).map((f) => `  ${f}`),
    `media (unit covers and samples, all at once): ${r.media.loaded} of ${r.media.requested} loaded whole (goal all: ${
      r.media.loaded === r.media.requested && r.media.requested > 0 ? "met" : "NOT met"
    })`,
    ...r.media.failures.slice(0, 10).map((f) => `  ${f}`),
    `in ${(r.ms / 1000).toFixed(1)} s`,
  ];
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === fs.realpathSync(process.argv[1]);
if (isMain) {
  const arg = (flag: string) => {
    const i = process.argv.indexOf(flag);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const base = arg("--base") ?? "http://localhost:3000";
  const report = await pageStorm(base, { views: Number(arg("--views") ?? 200), mediaRounds: Number(arg("--media-rounds") ?? 5) });
  console.log(`page storm against ${base}, ${new Date().toISOString()}`);
  for (const line of formatStorm(report)) console.log(line);
  process.exit(report.fiveXx === 0 && report.media.loaded === report.media.requested ? 0 : 1);
}
