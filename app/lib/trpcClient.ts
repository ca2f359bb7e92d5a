import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "#trpc/router";

export type TrpcClient = TRPCClient<AppRouter>;

let client: Promise<TrpcClient> | null = null;

/**
 * The browser's plain tRPC client, loaded when first wanted: the header (sign-in, sign-out, language,
 * forgotten password) is on every page, and importing ./trpc.ts there would put the tRPC client and
 * React Query in every page's first JavaScript (docs/performance.md). The forms call
 * `preloadTrpcClient()` when they mount, so the code is there by the time they are submitted.
 */
export function loadTrpcClient(): Promise<TrpcClient> {
  if (!client) {
    const loading = import("./trpcLinks").then((m) => m.createVanillaClient());
    // A failed chunk load (offline, a new deployment) is tried again on the next call.
    loading.catch(() => {
      if (client === loading) client = null;
    });
    client = loading;
  }
  return client;
}

export function preloadTrpcClient() {
  loadTrpcClient().catch(() => undefined);
}
