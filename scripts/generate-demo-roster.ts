import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEMO_ROSTER_ZIP, demoRosterRows, rosterZip } from "../seeds/roster";

/**
 * Issue 47: writes the demo school's OneRoster 1.2 CSV ZIP (seeds/roster.ts) to seeds/data/roster/, where it is
 * shipped: `npm run seed:roster`. The same bytes every time (fixed dates), so a run changes nothing unless the
 * demo data did. docs/rosters.md says how to import it.
 */
const zip = await rosterZip(demoRosterRows());
await mkdir(path.dirname(DEMO_ROSTER_ZIP), { recursive: true });
await writeFile(DEMO_ROSTER_ZIP, zip);
console.log(`wrote ${DEMO_ROSTER_ZIP} (${zip.length} bytes)`);
