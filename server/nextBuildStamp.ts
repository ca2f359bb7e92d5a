/**
 * The files that say whether the CMS admin's Next build (cms/.next) is current or still to be made
 * (docs/decisions/140-first-start.md). Apart from server/cmsAdmin.ts so that scripts/build.ts, which the
 * test runners import, loads no JSON module (Playwright's loader refuses JSON imports without an attribute).
 */
import fs from "node:fs";
import path from "node:path";

/** Written by `scripts/build.ts --defer-next` (what `npm start` runs) when Next's build is out of date: the source hash to build. */
export const NEXT_PENDING_FILE = ".next-build-pending";
/** The source hash Next's build (cms/.next) was made from. */
export const NEXT_STAMP_FILE = ".build-stamp-next";
/** The hash a deferred Next build is waiting for, or null when none is pending. */
export function pendingNextBuild(root: string): string | null {
  const file = path.join(root, NEXT_PENDING_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null;
}

/** Records that Next's build matches `hash` and that nothing is pending any more. */
export function recordNextBuilt(root: string, hash: string) {
  fs.writeFileSync(path.join(root, NEXT_STAMP_FILE), hash);
  fs.rmSync(path.join(root, NEXT_PENDING_FILE), { force: true });
}
