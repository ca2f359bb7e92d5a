import { useSyncExternalStore } from "react";
import { keptList, subscribeKept } from "./keptModules";
import { subscribeSync, syncState } from "./queue";

const subscribeOnline = (fn: () => void) => {
  window.addEventListener("online", fn);
  window.addEventListener("offline", fn);
  return () => {
    window.removeEventListener("online", fn);
    window.removeEventListener("offline", fn);
  };
};

/** Whether the browser has a network (true on the server and while hydrating: the page renders as online). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

const EMPTY = { owner: "", modules: [] };
/** The modules kept offline on this device (none on the server). */
export const useKeptModules = () => useSyncExternalStore(subscribeKept, keptList, () => EMPTY);

const IDLE = { pending: 0, phase: "idle" as const, dropped: 0 };
/** The queue of writes made offline: how many wait and what the last sync did. */
export const useSyncState = () => useSyncExternalStore(subscribeSync, syncState, () => IDLE);

/** "12 MB" / "12 Mo" in the page's language. */
export function formatBytes(bytes: number, language: string) {
  const mb = bytes / (1024 * 1024);
  return new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-CA", {
    style: "unit",
    unit: mb >= 1 ? "megabyte" : "kilobyte",
    maximumFractionDigits: mb >= 10 || mb < 1 ? 0 : 1,
  }).format(mb >= 1 ? mb : Math.max(1, bytes / 1024));
}
