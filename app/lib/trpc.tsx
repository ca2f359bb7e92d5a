import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCReact } from "@trpc/react-query";
import { useState, type ReactNode } from "react";
import type { AppRouter } from "#trpc/router";
import { trpcLinks } from "./trpcLinks";
import { registerTrpcProvider } from "./trpcSlot";

/**
 * Browser hooks for procedures (loaders use the server-side caller instead). Only the pages and
 * components that use the hooks import this module; its provider then wraps the page (./trpcSlot.tsx).
 */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({ links: trpcLinks() });
}

type Clients = { queryClient: QueryClient; trpcClient: ReturnType<typeof createTrpcClient> };

const createClients = (): Clients => ({
  queryClient: new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  trpcClient: createTrpcClient(),
});

/** One cache in the browser, shared by the page's provider and the header dialogs'. */
let browserClients: Clients | null = null;

/** React Query and tRPC for the hooks under it: a pair per server render, one pair for the browser's whole visit. */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const [{ queryClient, trpcClient }] = useState(() => (typeof window === "undefined" ? createClients() : (browserClients ??= createClients())));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

registerTrpcProvider(TrpcProvider);
