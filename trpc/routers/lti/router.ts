import { router } from "../../init";
import { chapterStart } from "./chapterStart";
import { consumerDetails } from "./consumerDetails";
import { createConsumer } from "./createConsumer";
import { forceSync } from "./forceSync";
import { listConsumers } from "./listConsumers";
import { rotateSecret } from "./rotateSecret";
import { rotateToolKey } from "./rotateToolKey";
import { session } from "./session";
import { syncLog } from "./syncLog";
import { syncRoster } from "./syncRoster";
import { toolKeys } from "./toolKeys";

/** LTI: launches' session details, consumers, tool keys, grade passback and rosters; one file per procedure. */
export const ltiRouter = router({
  toolKeys,
  rotateToolKey,
  syncRoster,
  syncLog,
  forceSync,
  session,
  chapterStart,
  listConsumers,
  createConsumer,
  rotateSecret,
  consumerDetails,
});
