import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and at once for a component first rendered
 * in the browser, e.g. after a client-side navigation). For widgets that only work in the browser: rendering their
 * server markup without their hooks keeps the server from building React Query observers and tRPC hooks for
 * nothing (issue 25, docs/performance.md), and hydration still finds the markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
