import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPCError } from "@trpc/server";
import type { Payload } from "payload";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createContext } from "#core/context";
import { Conflict, NotFound, RateLimited, domainError } from "#core/errors";
import { domainErrorData } from "#shared/errors";
import { createCallerFactory, publicProcedure, router } from "../../trpc/init";

const logged: unknown[] = [];
const payload = { logger: { error: vi.fn((obj: unknown) => logged.push(obj)) } } as unknown as Payload;

const testRouter = router({
  form: publicProcedure.input(z.object({ email: z.email(), age: z.number().min(18) })).mutation(() => "ok"),
  boom: publicProcedure.query(() => {
    throw new Error('relation "users" does not exist at character 15');
  }),
  closed: publicProcedure.query(() => {
    throw new Conflict("quiz.closed", "This quiz is closed.");
  }),
  missing: publicProcedure.query(() => {
    throw new NotFound("unit.missing", "Not Found");
  }),
  slowDown: publicProcedure.query(() => {
    throw new RateLimited("login.tooMany", "auth.tooMany");
  }),
  denied: publicProcedure.query(() => {
    throw new TRPCError({ code: "FORBIDDEN", message: "You do not have access to this." });
  }),
});

async function call(path: string, init?: RequestInit) {
  const res = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`http://localhost/trpc/${path}`, init),
    router: testRouter,
    createContext: () => createContext({ payload, session: null, ip: "127.0.0.1", secureCookies: false, setCookie: () => {} }),
  });
  return { status: res.status, body: (await res.json()) as { error: { json: { message: string; data: Record<string, unknown> } } } };
}

describe("the one error formatter", () => {
  it("returns zod field errors for forms", async () => {
    const { status, body } = await call("form", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { email: "not-an-email", age: 12 } }),
    });
    expect(status).toBe(400);
    expect(body.error.json.message).toBe("Invalid input");
    expect(Object.keys(body.error.json.data.fieldErrors as object).sort()).toEqual(["age", "email"]);
  });

  it("redacts unexpected errors behind a logged reference id", async () => {
    const { status, body } = await call("boom");
    expect(status).toBe(500);
    const { message, data } = body.error.json;
    expect(message).toMatch(/^Something went wrong\. Reference: [0-9A-F]{8}$/);
    expect(JSON.stringify(body)).not.toContain("relation");
    expect(JSON.stringify(body)).not.toContain("stack");
    expect(logged.at(-1)).toMatchObject({ reference: data.reference, path: "boom" });
  });

  it("keeps the messages we write for expected refusals", async () => {
    const { status, body } = await call("denied");
    expect(status).toBe(403);
    expect(body.error.json.message).toBe("You do not have access to this.");
    expect(JSON.stringify(body)).not.toContain("stack");
  });

  it("maps each domain error of core/errors.ts to one tRPC code, keeping its message and stable code (issue 24 item 3)", async () => {
    const before = logged.length;
    const closed = await call("closed");
    expect(closed.status).toBe(409);
    expect(closed.body.error.json.message).toBe("This quiz is closed.");
    expect(closed.body.error.json.data).toMatchObject({ code: "CONFLICT", kind: "Conflict", domainCode: "quiz.closed" });
    expect(domainErrorData(closed.body.error.json)).toEqual({ kind: "Conflict", domainCode: "quiz.closed" });
    const missing = await call("missing");
    expect(missing.status).toBe(404);
    expect(missing.body.error.json.data).toMatchObject({ code: "NOT_FOUND", kind: "NotFound", domainCode: "unit.missing" });
    const slow = await call("slowDown");
    expect(slow.status).toBe(429);
    expect(slow.body.error.json.data).toMatchObject({ code: "TOO_MANY_REQUESTS", kind: "RateLimited" });
    expect(logged.length).toBe(before);
  });

  it("lets a server-side caller (a Remix loader) find the domain error in the cause chain", async () => {
    const caller = createCallerFactory(testRouter)(createContext({ payload, session: null, ip: "127.0.0.1", secureCookies: false, setCookie: () => {} }));
    const err = await caller.closed().catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe("CONFLICT");
    expect(domainError(err)).toBeInstanceOf(Conflict);
    expect(domainError(err)?.code).toBe("quiz.closed");
  });

  it("issue 24 item 3: finds a domain error thrown by another bundled copy of core/errors.ts (the production build has two)", () => {
    // What Remix's server build sees: an error of a DomainError class that is not its own copy's.
    const foreign = Object.assign(new Error("Quiz not found."), { [Symbol.for("biotext.DomainError")]: true, kind: "NotFound", code: "quiz.notFound" });
    const wrapped = new TRPCError({ code: "NOT_FOUND", message: "Quiz not found.", cause: foreign });
    expect(domainError(wrapped)?.code).toBe("quiz.notFound");
    expect(domainError(new Error("plain"))).toBeUndefined();
  });
});
