import { replayOfflineWrite } from "#core/offline/replay";
import { offlineReplayInput } from "#shared/offlineSchemas";
import { progressRecorderProcedure } from "../../init";

/** Issue 46 item 2: one write made offline, applied once per idempotency key (core/offline/replay.ts). */
export const replay = progressRecorderProcedure.input(offlineReplayInput).mutation(({ ctx, input }) => replayOfflineWrite(ctx, input));
