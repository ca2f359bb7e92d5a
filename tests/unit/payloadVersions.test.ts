/**
 * Issue 10, item 7 (docs/media-storage.md, "Version caveat"): the S3 storage adapter exists only at
 * 3.90.1, so cms/payload.config.ts turns off Payload's own start-up version check. This keeps that
 * check for everything else: payload and every other @payloadcms/* package at one version, the two
 * adapter packages only at their pinned version and with their payload peer overridden to ours.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const ADAPTER = ["@payloadcms/storage-s3", "@payloadcms/plugin-cloud-storage"];
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string }> };
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  overrides: Record<string, Record<string, string>>;
};

describe("issue 10 item 7: Payload package versions stay in step", () => {
  it("one payload, and every @payloadcms/* package but the S3 adapter's two at its version", () => {
    const installed = Object.entries(lock.packages)
      .filter(([p]) => /(^|\/)node_modules\/(payload|@payloadcms\/[^/]+)$/.test(p))
      .map(([p, info]) => ({ name: p.slice(p.lastIndexOf("node_modules/") + "node_modules/".length), path: p, version: info.version }));
    const payload = installed.filter((i) => i.name === "payload");
    expect(payload.map((i) => i.path)).toEqual(["node_modules/payload"]);
    const others = installed.filter((i) => i.name !== "payload" && !ADAPTER.includes(i.name));
    expect(others.filter((i) => i.version !== payload[0]!.version)).toEqual([]);
  });

  it("the adapter's two packages are pinned and resolve payload (and Payload UI) to the project's own", () => {
    for (const name of ADAPTER) {
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(pkg.dependencies[name]);
      expect(pkg.overrides[name]?.payload).toBe("$payload");
    }
    expect(pkg.overrides["@payloadcms/plugin-cloud-storage"]?.["@payloadcms/ui"]).toBe("$@payloadcms/ui");
  });
});
