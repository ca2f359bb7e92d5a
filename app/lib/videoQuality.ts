/**
 * Issue 46 (decision 151): which rendition of a lesson video the player loads. The student's setting
 * ("Auto", "Standard", "Low data") is remembered in this browser; "Auto" takes the low-data rendition
 * when the browser says the connection is slow or data is to be saved (`navigator.connection`:
 * `saveData`, or an `effectiveType` of "slow-2g" or "2g"; a lesson video is about 45 kb/s, so "3g" plays
 * the standard one), and the standard one when it says nothing (Firefox, Safari). With the audio
 * description on, the described version (decision 152) is played whatever the setting.
 */
export type VideoQuality = "auto" | "standard" | "low";
export type VideoKind = "standard" | "low" | "described";
export type ConnectionHint = { effectiveType?: string; saveData?: boolean } | null | undefined;

export const VIDEO_QUALITIES: readonly VideoQuality[] = ["auto", "standard", "low"];
export const VIDEO_QUALITY_KEY = "biotext.videoQuality";

/** Whether the browser reports a connection on which the low-data rendition is the better choice. */
export function slowConnection(connection: ConnectionHint): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === "slow-2g" || connection.effectiveType === "2g";
}

/** The rendition for a setting and a connection (the standard one when the lesson has no low-data rendition). */
export function chooseRendition(quality: VideoQuality, connection: ConnectionHint, hasLow: boolean): "standard" | "low" {
  if (!hasLow || quality === "standard") return "standard";
  if (quality === "low") return "low";
  return slowConnection(connection) ? "low" : "standard";
}

/** The file the player loads and which version it is. */
export function videoSource(o: {
  describing: boolean;
  quality: VideoQuality;
  connection: ConnectionHint;
  src: string;
  lowSrc: string | null;
  describedSrc: string | null;
}): { kind: VideoKind; src: string } {
  if (o.describing && o.describedSrc) return { kind: "described", src: o.describedSrc };
  return chooseRendition(o.quality, o.connection, !!o.lowSrc) === "low" && o.lowSrc ? { kind: "low", src: o.lowSrc } : { kind: "standard", src: o.src };
}

/** The remembered setting ("auto" when none, or when storage is unavailable). */
export function storedQuality(storage: Pick<Storage, "getItem"> | null | undefined): VideoQuality {
  try {
    const value = storage?.getItem(VIDEO_QUALITY_KEY);
    return (VIDEO_QUALITIES as readonly string[]).includes(value ?? "") ? (value as VideoQuality) : "auto";
  } catch {
    return "auto";
  }
}

export function storeQuality(storage: Pick<Storage, "setItem"> | null | undefined, quality: VideoQuality) {
  try {
    storage?.setItem(VIDEO_QUALITY_KEY, quality);
  } catch {
    // Private mode or storage full: the setting lasts for this page only.
  }
}

/** `navigator.connection` where the browser has it (Chromium). */
export function connectionHint(): ConnectionHint {
  if (typeof navigator === "undefined") return null;
  return (navigator as Navigator & { connection?: ConnectionHint }).connection ?? null;
}
