import { createTRPCReact, httpBatchLink } from "@trpc/react-query";
import superjson from "superjson";
import type { AppRouter } from "../../trpc/router";
import { TRPC_MAX_BATCH_SIZE } from "#shared/trpcLimits";

/** Browser hooks for procedures (loaders use the server-side caller instead). */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: "/trpc", transformer: superjson, maxItems: TRPC_MAX_BATCH_SIZE })],
  });
}
