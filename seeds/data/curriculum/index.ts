import { hs1 } from "./hs-1";
import { icb1 } from "./icb-1";
import { life1 } from "./life-1";
import { life2 } from "./life-2";
import { life3 } from "./life-3";
import { life4 } from "./life-4";
import { life5 } from "./life-5";
import type { UnitSpec } from "./types";
export const units: UnitSpec[] = [life1, life2, life3, life4, life5, hs1, icb1];
