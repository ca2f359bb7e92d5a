import { z } from "zod";
import { createNoteInput } from "./studySchemas";
import { reviewAnswerInput } from "./reviewSchemas";

/**
 * Issue 46 item 2: a write made offline and sent once the network is back (docs/offline.md). The key is made by the
 * browser when the write is made (a UUID) and travels with every attempt; the server applies a key once per student.
 */
export const offlineWriteSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("completeLesson"), moduleId: z.number().int().positive(), lessonId: z.number().int().positive() }),
  createNoteInput.extend({ kind: z.literal("createNote") }),
  reviewAnswerInput.extend({ kind: z.literal("reviewAnswer") }),
]);
export type OfflineWrite = z.infer<typeof offlineWriteSchema>;

export const offlineReplayInput = z.object({ key: z.string().uuid(), write: offlineWriteSchema });
export const offlineManifestInput = z.object({ moduleId: z.number().int().positive() });
