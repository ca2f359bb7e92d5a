/**
 * `npx tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [--from <regex>] [--top 40] [--inclusive <regex>]`: where a
 * V8 CPU profile (`npm run bench:render -- --profile`, test-results/cpu-render/) spent its time — self time by package
 * and by function, idle excluded; `--from` skips the samples before the first whose stack has a function matching it
 * (e.g. `requestHandler`: the server's start-up is left out); `--inclusive` adds the time under functions matching it.
 * The profile samples wall-clock time on the main thread: on a loaded machine a sample also counts the time the thread
 * waited for a core, so read the shares, and compare them with bench:render's CPU ms per request.
 */
import fs from "node:fs";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const arg = (flag: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const file = process.argv[2];
if (!file || file.startsWith("--")) throw new Error("usage: cpu-profile-summary.ts <file.cpuprofile> [--from regex] [--top n] [--inclusive regex]");
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const top = Number(arg("--top") ?? 40);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stack = function* (id: number) {
  for (let c: number | undefined = id; c != null; c = parent.get(c)) yield byId.get(c)!;
};

let first = 0;
const from = arg("--from");
if (from) {
  const re = new RegExp(from);
  first = Math.max(
    0,
    profile.samples.findIndex((s) => [...stack(s)].some((n) => re.test(n.callFrame.functionName))),
  );
}
const self = new Map<number, number>();
let total = 0;
for (let i = first; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i])!;
  if (node.callFrame.functionName === "(idle)") continue;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  self.set(node.id, (self.get(node.id) ?? 0) + dt);
}

const packageOf = (url: string) => {
  if (!url) return "(native)";
  const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith("node:")) return url;
  if (url.includes("/build/server/")) return "app (build/server)";
  if (url.includes("/build/app/")) return "server (build/app)";
  return url.split("/").slice(-2).join("/");
};
const nameOf = (n: ProfileNode) => `${n.callFrame.functionName || "(anonymous)"} ${packageOf(n.callFrame.url)}:${n.callFrame.lineNumber}`;
const share = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const table = (title: string, key: (n: ProfileNode) => string) => {
  const sums = new Map<string, number>();
  for (const [id, t] of self) {
    const k = key(byId.get(id)!);
    sums.set(k, (sums.get(k) ?? 0) + t);
  }
  console.log(`--- ${title}`);
  for (const [k, t] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(share(t), k);
};

console.log(`${(total / 1000).toFixed(0)} ms sampled (idle excluded) from sample ${first} of ${profile.samples.length}`);
table("self time by package", (n) => packageOf(n.callFrame.url));
table("self time by function", nameOf);
const inclusive = arg("--inclusive");
if (inclusive) {
  const re = new RegExp(inclusive);
  const sums = new Map<string, number>();
  for (const [id, t] of self) {
    const seen = new Set<string>();
    for (const n of stack(id)) {
      const k = nameOf(n);
      if (re.test(k) && !seen.has(k)) {
        seen.add(k);
        sums.set(k, (sums.get(k) ?? 0) + t);
      }
    }
  }
  console.log(`--- time under functions matching ${re}`);
  for (const [k, t] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(share(t), k);
}
