import type { Payload } from "payload";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createContext } from "#core/context";
import { Forbidden, Invalid, NotFound, Precondition, RateLimited } from "#core/errors";
import { formError, pageError } from "../../app/.server/formError";
import { createCallerFactory, publicProcedure, router } from "../../trpc/init";

/**
 * Issue 45 item 4: the one helper that turns a procedure's error into a page's answer (app/.server/formError.ts),
 * fed the errors a page's server-side caller really receives (TRPCErrors wrapping a domain error, a zod error or a
 * PostgreSQL data exception). It branches on the domain kind or on what makes an input error, never on a tRPC code.
 */
const payload = { logger: { error: vi.fn() } } as unknown as Payload;
const dataException = Object.assign(new Error('value "99999999999" is out of range for type integer'), { code: "22003" });

const testRouter = router({
  form: publicProcedure.input(z.object({ email: z.email() })).mutation(() => "ok"),
  outOfRange: publicProcedure.query(() => {
    throw dataException;
  }),
  missing: publicProcedure.query(() => {
    throw new NotFound("lesson.notFound", "Lesson not found.");
  }),
  denied: publicProcedure.query(() => {
    throw new Forbidden("unit.locked", "Locked.");
  }),
  incomplete: publicProcedure.query(() => {
    throw new Precondition("module.incomplete", "Complete the lessons first.");
  }),
  tooMany: publicProcedure.query(() => {
    throw new RateLimited("forms.tooMany", "forms.errors.tooMany");
  }),
  refusedCoupon: publicProcedure.query(() => {
    throw new Invalid("cart.couponExpired", "This coupon has expired.");
  }),
  boom: publicProcedure.query(() => {
    throw new Error("the mail server is down");
  }),
});
const caller = createCallerFactory(testRouter)(createContext({ payload, session: null, ip: "127.0.0.1", secureCookies: false, setCookie: () => {} }));
const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable("the call should fail"),
    (e: unknown) => e,
  );
const thrownBy = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return expect.unreachable("nothing was thrown");
};

describe("issue 45 item 4: formError, the one mapping of a procedure's error to a page", () => {
  it("a refusal a page does not answer is the page of its kind's status (the domain code as status text); an input error a 400", async () => {
    const page = thrownBy(() => formError(missingError, { Forbidden: () => "refused" })) as Response;
    expect([page.status, page.statusText, page instanceof Response]).toEqual([404, "lesson.notFound", true]);
    const denied = thrownBy(() => pageError(deniedError)) as Response;
    expect(denied.status).toBe(403);
    for (const input of [formInputError, outOfRangeError]) {
      const bad = thrownBy(() => pageError(input)) as Response;
      expect([bad.status, bad instanceof Response]).toEqual([400, true]);
    }
  });

  it("per-kind answers: the refusal's kind picks the answer (a domain kind, or Input for a schema error or a value PostgreSQL refused)", () => {
    const answers = {
      Precondition: () => ({ incomplete: true as const }),
      Invalid: ({ message }: { message: string }) => ({ error: message }),
      Input: ({ schema, message }: { schema: unknown; message: string }) => ({ error: schema ? "INVALID" : message }),
    };
    expect(formError(incompleteError, answers)).toEqual({ incomplete: true });
    expect(formError(couponError, answers)).toEqual({ error: "This coupon has expired." });
    expect(formError(formInputError, answers)).toEqual({ error: "INVALID" });
    expect(formError(outOfRangeError, answers)).toEqual({ error: "Invalid input value." });
  });

  it("an unexpected failure is rethrown as it is (the unexpected-error page), and a thrown Response goes on", () => {
    expect(thrownBy(() => formError(boomError, { Invalid: () => "x" }))).toBe(boomError);
    expect(thrownBy(() => pageError(boomError))).toBe(boomError);
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    expect(thrownBy(() => formError(redirect, { Invalid: () => "x" }))).toBe(redirect);
  });

  it("with a fallback key (the forms): field messages, a forms.… refusal's own key, else the fallback — an unexpected failure logged", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(formError(formInputError, "forms.errors.failed")).toMatchObject({ ok: false, fields: { email: expect.any(String) } });
    expect(formError(tooManyError, "forms.errors.failed")).toEqual({ ok: false, fields: {}, form: "forms.errors.tooMany" });
    expect(formError(couponError, "forms.errors.failed")).toEqual({ ok: false, fields: {}, form: "forms.errors.failed" });
    expect(formError(outOfRangeError, "forms.errors.failed")).toEqual({ ok: false, fields: {}, form: "forms.errors.failed" });
    expect(spy).not.toHaveBeenCalled();
    expect(formError(boomError, "forms.contact.failed")).toEqual({ ok: false, fields: {}, form: "forms.contact.failed" });
    expect(spy).toHaveBeenCalledWith("form submission failed", boomError);
    spy.mockRestore();
  });
});

const [missingError, deniedError, incompleteError, tooManyError, couponError, formInputError, outOfRangeError, boomError] = await Promise.all([
  caught(caller.missing()),
  caught(caller.denied()),
  caught(caller.incomplete()),
  caught(caller.tooMany()),
  caught(caller.refusedCoupon()),
  caught(caller.form({ email: "not an e-mail" })),
  caught(caller.outOfRange()),
  caught(caller.boom()),
]);
