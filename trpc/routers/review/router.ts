import { router } from "../../init";
import { answer } from "./answer";
import { dueSummary } from "./dueSummary";
import { session } from "./session";
import { setEnabled } from "./setEnabled";
import { settings } from "./settings";

/** Spaced-repetition review of missed quiz questions (issue 28, docs/decisions/100-review-with-fsrs.md). */
export const reviewRouter = router({ dueSummary, session, answer, settings, setEnabled });
