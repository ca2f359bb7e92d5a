import { hs1 } from "./hs-1";
import { icb1 } from "./icb-1";
import { life5 } from "./life-5";
import type { UnitSpec } from "./types";
export const units: UnitSpec[] = [life5, hs1, icb1];
