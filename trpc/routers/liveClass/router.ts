import { router } from "../../init";
import { emailNeedsAttention } from "./emailNeedsAttention";
import { needsAttention } from "./needsAttention";
import { setAttentionThreshold } from "./setAttentionThreshold";
import { snapshot } from "./snapshot";

/** Issue 28: the teacher's live class view (the stream itself is server/liveClass.ts) and its needs-attention list. */
export const liveClassRouter = router({
  snapshot,
  needsAttention,
  setAttentionThreshold,
  emailNeedsAttention,
});
