import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";
import type { Role } from "#shared/roles";
import { logUnexpected, newReference, type Context } from "#core/context";
import { domainError, Forbidden, Unauthorized } from "#core/errors";
import { isDataException, TRPC_CODE_OF_KIND } from "#shared/errors";
import { QUIZ_REFUSALS } from "#shared/quizzes";

/** Codes whose messages we write ourselves and may show to the user as they are. */
const SAFE_CODES = new Set(["BAD_REQUEST", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "CONFLICT", "TOO_MANY_REQUESTS", "PRECONDITION_FAILED"]);

export { newReference };

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  /**
   * One formatter for every error that reaches a browser: zod issues become field errors
   * for forms; anything unexpected is logged with a reference id and redacted.
   */
  errorFormatter({ shape, error, ctx, path }) {
    if (error.cause instanceof ZodError) {
      const flat = z.flattenError(error.cause);
      return {
        ...shape,
        message: "Invalid input",
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path, fieldErrors: flat.fieldErrors, formErrors: flat.formErrors },
      };
    }
    const domain = domainError(error.cause);
    if (domain) {
      return { ...shape, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path, kind: domain.kind, domainCode: domain.code } };
    }
    if (SAFE_CODES.has(error.code)) {
      return { ...shape, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path } };
    }
    const reference = newReference();
    logUnexpected(ctx, { err: error.cause ?? error, reference, path, requestId: ctx?.requestId }, `tRPC ${path ?? "?"} failed (ref ${reference})`);
    return {
      ...shape,
      message: `Something went wrong. Reference: ${reference}`,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path, reference },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * The one place a domain error (core/errors.ts) becomes a tRPC error: its kind picks the code, its
 * message is kept (it is ours to show), and the domain error stays the cause so server-side callers
 * (Remix loaders) can branch on `domainError(err)`.
 */
function toTRPCError(error: TRPCError): TRPCError | undefined {
  const domain = domainError(error.cause);
  if (!domain || error.code !== "INTERNAL_SERVER_ERROR") return undefined;
  return new TRPCError({ code: TRPC_CODE_OF_KIND[domain.kind], message: domain.message, cause: domain });
}

export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error);
    if (mapped) throw mapped;
  }
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR" && isDataException(result.error.cause)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Invalid input value.", cause: result.error.cause });
  }
  return result;
});

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new Unauthorized("auth.required", "Please log in to continue.");
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * Signed in to one's own account: library sessions (a shared account, SES-029) and
 * multi-session sessions (SES-051) are refused — their password, quizzes and orders are not
 * the visitor's to see or change.
 */
export const accountOwnerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.isLib || ctx.session.multiSession) {
    throw new Forbidden("auth.sharedSession", "This is not available in a shared session.");
  }
  return next();
});

function roleProcedure(...roles: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role as Role)) {
      throw new Forbidden("auth.role", "You do not have access to this.");
    }
    return next();
  });
}

export const teacherProcedure = roleProcedure("teacher", "admin");
export const editorProcedure = roleProcedure("editor", "admin");
export const adminProcedure = roleProcedure("admin");

export const MULTI_SESSION_REFUSED = "A multi-session session records no progress.";

/**
 * Procedures that record progress. Signed-in callers only (visitors are refused by
 * authedProcedure); multi-session sessions record nothing (SES-056, LRN-046), so the server
 * refuses them here — not only the page that hides the buttons.
 */
export const progressRecorderProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.multiSession) throw new Forbidden("progress.multiSession", MULTI_SESSION_REFUSED);
  return next();
});

/**
 * QUIZ-012, SES-056: a multi-session (shared-computer) session takes no quiz — start, answer, score and
 * submit are refused here, before their input is read, and again in core/quizzes (docs/decisions/137-shared-computer-quizzes.md).
 */
export const quizRecorderProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.multiSession) throw new Forbidden("quiz.multiSession", QUIZ_REFUSALS.multiSession);
  return next();
});
