import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Issue "One core…", done-when: ESLint fails on an import against the layer rules (eslint.config.js,
 * docs/architecture.md), and there is no import cycle between the top-level folders.
 */
const root = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the import rules between top-level folders", () => {
  it("ESLint refuses an import against the direction of the layers", { timeout: 60_000 }, async () => {
    const refused: [string, string][] = [
      ["core/x.ts", 'import { a } from "../app/lib/utils";'],
      ["core/x.ts", 'import { a } from "~/lib/utils";'],
      ["core/x.ts", 'import { appRouter } from "../trpc/router";'],
      ["core/x.ts", 'import { a } from "../server/app";'],
      ["core/x.ts", 'import { Users } from "../cms/collections/Users";'],
      ["trpc/x.ts", 'import { a } from "../app/lib/utils";'],
      ["trpc/x.ts", 'import { a } from "../server/app";'],
      ["cms/x.ts", 'import { a } from "../app/lib/utils";'],
      ["cms/x.ts", 'import { appRouter } from "../trpc/router";'],
      ["shared/x.ts", 'import { env } from "#core/env";'],
      ["app/routes/x.tsx", 'import { env } from "#core/env";'],
      ["app/routes/x.tsx", 'import { a } from "../../server/app";'],
      ["app/.server/x.ts", 'import { a } from "../../server/app";'],
      // issue 24 item 5: the #trpc and #cms aliases are held to the same rules.
      ["core/x.ts", 'import { appRouter } from "#trpc/router";'],
      ["core/x.ts", 'import { Users } from "#cms/collections/Users";'],
      ["app/routes/x.tsx", 'import { Users } from "#cms/collections/Users";'],
      ["cms/x.ts", 'import { appRouter } from "#trpc/router";'],
    ];
    for (const [file, code] of refused) {
      const messages = await restricted(file, `${code}\nexport const b = a;\n`.replace("a;\n", `${code.match(/\{ (\w+) \}/)![1]};\n`));
      expect(messages, `${file}: ${code}`).toHaveLength(1);
      expect(messages[0]).toMatch(/may not import .+ \(docs\/architecture\.md\)/);
    }
  });

  it("ESLint accepts the imports the layers allow", { timeout: 60_000 }, async () => {
    const allowed: [string, string][] = [
      ["core/x.ts", 'import { LANGUAGES } from "#shared/language";'],
      ["core/x.ts", 'import type { User } from "../cms/payload-types";'],
      ["core/x.ts", 'import type { User } from "#cms/payload-types";'],
      ["app/routes/x.tsx", 'import type { AppRouter } from "#trpc/router";'],
      ["trpc/x.ts", 'import { env } from "#core/env";'],
      ["cms/x.ts", 'import { env } from "#core/env";'],
      ["app/.server/x.ts", 'import { env } from "#core/env";'],
      ["app/routes/x.tsx", 'import { LANGUAGES } from "#shared/language";'],
      ["server/x.ts", 'import { LANGUAGES } from "../app/i18n";'],
    ];
    for (const [file, code] of allowed) expect(await restricted(file, `${code}\nexport {};\n`), `${file}: ${code}`).toEqual([]);
  });

  it("no runtime import cycle between the top-level folders", () => {
    const FOLDERS = ["app", "core", "shared", "trpc", "cms", "server"];
    const edges = new Map<string, Set<string>>(FOLDERS.map((f) => [f, new Set()]));
    const targetOf = (from: string, spec: string): string | null => {
      if (spec.startsWith("~/")) return "app";
      const alias = /^#(core|shared|trpc|cms)\//.exec(spec);
      if (alias) return alias[1];
      if (spec === "@payload-config") return "cms";
      if (!spec.startsWith(".")) return null;
      const top = path.relative(root, path.resolve(path.dirname(from), spec)).split(path.sep)[0];
      return FOLDERS.includes(top) ? top : null;
    };
    const walk = (dir: string, top: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!["node_modules", ".next", "migrations"].includes(entry.name)) walk(full, top);
        } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && entry.name !== "payload-types.ts") {
          const src = fs.readFileSync(full, "utf8");
          // Runtime imports only: `import type …` and `export type …` are erased.
          for (const m of src.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm)) {
            const to = targetOf(full, m[1]);
            if (to && to !== top) edges.get(top)!.add(to);
          }
          for (const m of src.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
            const to = targetOf(full, m[1]);
            if (to && to !== top) edges.get(top)!.add(to);
          }
        }
      }
    };
    for (const f of FOLDERS) walk(path.join(root, f), f);
    // Depth-first search for a back edge.
    const state = new Map<string, "open" | "done">();
    const cycle: string[] = [];
    const visit = (n: string, trail: string[]): boolean => {
      if (state.get(n) === "done") return false;
      if (state.get(n) === "open") {
        cycle.push(...trail.slice(trail.indexOf(n)), n);
        return true;
      }
      state.set(n, "open");
      for (const m of edges.get(n)!) if (visit(m, [...trail, n])) return true;
      state.set(n, "done");
      return false;
    };
    for (const f of FOLDERS) if (visit(f, [])) break;
    expect(cycle, `cycle: ${cycle.join(" → ")}`).toEqual([]);
    // The graph is what docs/architecture.md draws: server composes everything, nothing imports server.
    for (const f of FOLDERS) expect(edges.get(f)!.has("server"), `${f} → server`).toBe(false);
    expect(edges.get("core")!.has("app") || edges.get("core")!.has("trpc")).toBe(false);
  });
});
