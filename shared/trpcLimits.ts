/** Calls one tRPC request may batch: the server refuses more (400), the browser's batch link never sends more. */
export const TRPC_MAX_BATCH_SIZE = 10;
