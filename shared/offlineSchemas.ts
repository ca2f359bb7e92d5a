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

/**
 * The storage bound of modules kept offline (docs/decisions/150-offline-storage-bound.md): at most this many modules and
 * this many bytes together; keeping another is refused until one is removed.
 */
export const OFFLINE_MAX_MODULES = 5;
export const OFFLINE_MAX_BYTES = 300 * 1024 * 1024;
