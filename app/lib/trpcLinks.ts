import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "#trpc/router";
import { TRPC_MAX_BATCH_SIZE } from "#shared/trpcLimits";

/** How the browser reaches the procedures: one batched POST/GET to /trpc, superjson on the wire. */
export const trpcLinks = () => [httpBatchLink({ url: "/trpc", transformer: superjson, maxItems: TRPC_MAX_BATCH_SIZE })];

/** A plain client (no React Query): for the header's and sign-in forms' calls (./trpcClient.ts). */
export function createVanillaClient() {
  return createTRPCClient<AppRouter>({ links: trpcLinks() });
}
