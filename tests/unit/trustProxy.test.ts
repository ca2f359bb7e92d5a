import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { readEnv } from "#core/env";
import { ipv4Of } from "#shared/ipPatterns";

/**
 * SES-026, SES-028: library login uses the request's own address — Express's req.ip with
 * 'trust proxy' set from TRUST_PROXY exactly as server.ts does — never an address the browser
 * reports. With 0 an X-Forwarded-For header is ignored (anyone can send one); with 1 the
 * address the one trusted proxy appended is used.
 */
async function ipSeenWith(trustProxy: string, headers: Record<string, string>) {
  const app = express();
  app.set("trust proxy", readEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  app.get("/", (req, res) => res.json({ ip: ipv4Of(req.ip) }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return ((await res.json()) as { ip: string | null }).ip;
  } finally {
    server.close();
  }
}

describe("client address behind proxies (TRUST_PROXY)", () => {
  it("SES-026 TRUST_PROXY=0 (the default) ignores X-Forwarded-For", async () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(await ipSeenWith("0", { "x-forwarded-for": "10.20.30.40" })).toBe("127.0.0.1");
  });

  it("SES-026 TRUST_PROXY=1 takes the address the trusted proxy appended (the last hop), not one the client made up", async () => {
    expect(await ipSeenWith("1", { "x-forwarded-for": "10.20.30.40" })).toBe("10.20.30.40");
    // A client that sends its own X-Forwarded-For through the proxy: the proxy appends the real address.
    expect(await ipSeenWith("1", { "x-forwarded-for": "10.20.30.40, 203.0.113.9" })).toBe("203.0.113.9");
  });
});
