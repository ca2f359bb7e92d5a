import { TRPCError } from "@trpc/server";
import type { Payload } from "payload";
import { z } from "zod";
import { contentView } from "#core/content/readModel";
import { idOf, type Ref } from "#core/ids";
import { ConsumerError, consumerDetails, createConsumer, listConsumers, rotateConsumerSecret } from "#core/lti/consumers";
import { forceSyncStudent, syncRosterOfClass } from "#core/lti/forceSync";
import { publishedJwks, rotateToolKey } from "#core/lti/toolKeys";
import { syncLog } from "#core/lti/outcomes";
import { nullIfNotFound } from "#core/notFound";
import { createConsumerInput, LTI_MESSAGES } from "#shared/lti";
import { adminProcedure, authedProcedure, publicProcedure, router, teacherProcedure } from "../../init";

/** LTI-007: the LTI details of the current session (LTI-008: these fields are ours). */
const session = publicProcedure.query(({ ctx }) => {
  const s = ctx.session;
  return {
    isLTI: !!s?.isLTI,
    ltiLock: !!s?.ltiLock,
    ltiChapter: idOf(s?.ltiChapter as Ref),
    consumerId: idOf(s?.ltiConsumer as Ref),
  };
});

/** LTI-006: the first module of the chapter the launch stored (null when there is none or it has no published module). */
const chapterStart = authedProcedure.query(async ({ ctx }) => {
  const chapterId = idOf(ctx.session.ltiChapter as Ref);
  if (!ctx.session.isLTI || chapterId == null) return { moduleId: null };
  const view = await contentView(ctx.payload, ctx.language);
  return { moduleId: view.modulesOfChapter.get(chapterId)?.[0]?.id ?? null };
});

/** LTI-019: every consumer, with its secret masked (the secret never leaves the server after creation). */
const listConsumersProc = adminProcedure.query(({ ctx }) => listConsumers(ctx.payload));

async function assertExists(ctx: { payload: Payload }, collection: "classes" | "memberships" | "products" | "lti-consumers", id: number | null | undefined) {
  if (id == null) return;
  const doc = await ctx.payload.findByID({ collection, id, depth: 0, overrideAccess: true, select: {} }).catch(nullIfNotFound);
  if (!doc && collection === "lti-consumers") throw new TRPCError({ code: "NOT_FOUND", message: "LTI consumer not found." });
  if (!doc) throw new TRPCError({ code: "BAD_REQUEST", message: LTI_MESSAGES.required });
}

/** LTI-026, LTI-027, LTI-029, LTI-030: creates the consumer; the answer holds the secret, once. */
const createConsumerProc = adminProcedure.input(createConsumerInput).mutation(async ({ ctx, input }) => {
  await assertExists(ctx, "classes", input.classSelected);
  await assertExists(ctx, "memberships", input.membership);
  await assertExists(ctx, "products", input.productId);
  try {
    const created = await createConsumer(ctx.payload, input);
    return { success: true as const, consumerDetails: created.consumerDetails, errorMsg: null, id: created.id };
  } catch (err) {
    if (err instanceof ConsumerError) return { success: false as const, consumerDetails: null, errorMsg: err.message, id: null };
    throw err;
  }
});

const byId = z.object({ id: z.number().int().positive() });

/** A new secret (the old one stops working); shown once, like at creation. */
const rotateSecret = adminProcedure.input(byId).mutation(async ({ ctx, input }) => {
  await assertExists(ctx, "lti-consumers", input.id);
  try {
    return await rotateConsumerSecret(ctx.payload, input.id);
  } catch (err) {
    if (err instanceof ConsumerError) throw new TRPCError({ code: "BAD_REQUEST", message: err.message });
    throw err;
  }
});

/** LTI-030 without the secret: the connection details for a later download. */
const details = adminProcedure.input(byId).query(async ({ ctx, input }) => {
  await assertExists(ctx, "lti-consumers", input.id);
  return consumerDetails(ctx.payload, input.id);
});

/** LTI-017, ADM-016: a student's grade passback attempts, newest first. */
const syncLogProc = adminProcedure.input(z.object({ userId: z.number().int().positive() })).query(({ ctx, input }) => syncLog(ctx.payload, input.userId));

/** TEA-011, LTI-013: 'Force LTI Sync' for one student of the teacher's class; answers LTI-013's syncDetails. */
const forceSyncProc = teacherProcedure
  .input(z.object({ classId: z.number().int().positive(), userId: z.number().int().positive() }))
  .mutation(({ ctx, input }) => forceSyncStudent(ctx, input.classId, input.userId));

/** LTI 1.3: the tool's public keys (what /.well-known/jwks.json publishes), for the consumers tab. */
const toolKeys = adminProcedure.query(async ({ ctx }) => (await publishedJwks(ctx.payload)).keys.map((k) => ({ kid: k.kid ?? "" })));

/** LTI 1.3: a new signing key; the previous public key stays published for 14 days. */
const rotateToolKeyProc = adminProcedure.mutation(async ({ ctx }) => ({ kid: await rotateToolKey(ctx.payload) }));

/** LTI 1.3 NRPS on demand: the course rosters of the teacher's platforms for this class. */
const syncRosterProc = teacherProcedure
  .input(z.object({ classId: z.number().int().positive() }))
  .mutation(({ ctx, input }) => syncRosterOfClass(ctx, input.classId));

export const ltiRouter = router({
  toolKeys,
  rotateToolKey: rotateToolKeyProc,
  syncRoster: syncRosterProc,
  syncLog: syncLogProc,
  forceSync: forceSyncProc,
  session,
  chapterStart,
  listConsumers: listConsumersProc,
  createConsumer: createConsumerProc,
  rotateSecret,
  consumerDetails: details,
});
