import { useLocation } from "@remix-run/react";
import { useRef, type ComponentType, type ReactNode } from "react";

type Provider = ComponentType<{ children: ReactNode }>;

let registered: Provider | null = null;

/** Called by ./trpc.ts when it is loaded: from then on the pages' hooks get a provider. */
export function registerTrpcProvider(provider: Provider) {
  registered = provider;
}

/**
 * The tRPC + React Query provider around the page (root.tsx), without importing them: ./trpc.ts
 * registers its provider when a page (or a component it imports) uses the hooks, and route modules
 * are loaded before they render. Pages that use no hooks (the public pages) so ship neither library.
 *
 * The choice is made once per location: if the library arrives later (a lazily loaded dialog), the
 * page keeps its tree until the next navigation, which mounts a new page anyway.
 */
export function TrpcSlot({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const choice = useRef<{ key: string; provider: Provider | null } | null>(null);
  if (choice.current === null || (choice.current.key !== key && choice.current.provider !== registered)) {
    choice.current = { key, provider: registered };
  }
  const Provider = choice.current.provider;
  return Provider ? <Provider>{children}</Provider> : <>{children}</>;
}

/** For a lazily loaded component outside the page (the header's dialogs) that uses the hooks. */
export function withTrpcProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Provider = registered;
  if (!Provider) return Component;
  return function WithTrpc(props: P) {
    return (
      <Provider>
        <Component {...props} />
      </Provider>
    );
  };
}
