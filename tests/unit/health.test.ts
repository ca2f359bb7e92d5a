import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { healthHandler } from "../../server/health";

function fakeResponse() {
  const out: { status: number; body?: unknown } = { status: 200 };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    json(body: unknown) {
      out.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, out };
}

describe("/healthz", () => {
  it("answers 200 when the database answers", async () => {
    const { res, out } = fakeResponse();
    await healthHandler(() => ({ query: async () => ({ rows: [] }) }))({} as Request, res);
    expect(out).toEqual({ status: 200, body: { status: "ok", database: "ok" } });
  });

  it("answers 503 when the database refuses or hangs", async () => {
    const refused = fakeResponse();
    await healthHandler(() => ({ query: () => Promise.reject(new Error("ECONNREFUSED")) }))({} as Request, refused.res);
    expect(refused.out).toEqual({ status: 503, body: { status: "error", database: "unreachable" } });
    const hung = fakeResponse();
    await healthHandler(() => ({ query: () => new Promise(() => {}) }), 50)({} as Request, hung.res);
    expect(hung.out.status).toBe(503);
  });
});
