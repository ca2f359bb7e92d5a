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

/** "12 MB" / "12 Mo" in the page's language (kB under 1 MB; one decimal under 10 MB). */
export function formatBytes(bytes: number, language: string) {
  const mb = bytes / (1024 * 1024);
  const inMb = mb >= 0.95;
  return new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-CA", {
    style: "unit",
    unit: inMb ? "megabyte" : "kilobyte",
    maximumFractionDigits: inMb && mb < 10 ? 1 : 0,
  }).format(inMb ? mb : Math.max(1, bytes / 1024));
}
