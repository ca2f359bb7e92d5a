/**
 * Issue 46 item 2: what the sign-out buttons and the site header call (docs/offline.md) — the offline code is loaded
 * only when something is kept on this device or on sign-out, not with every page.
 */
const KEPT_KEY = "biotext.offline.kept";

/** Before signing out: the queued writes are sent if possible, then every kept module and queued write is removed. */
export async function forgetOfflineOnSignOut(userId: string | null) {
  if (typeof window === "undefined" || !("caches" in window)) return;
  const { forgetOfflineData } = await import("./keptModules");
  await forgetOfflineData({ syncFirstFor: userId });
}

/** A page shown to another student than the kept modules' owner (signed in without the owner signing out): forget them. */
export function checkOfflineOwner(userId: string | null) {
  if (!userId || typeof window === "undefined" || !localStorage.getItem(KEPT_KEY)) return;
  void import("./keptModules").then((m) => m.keepOnlyOwnerData(userId)).catch(() => undefined);
}
