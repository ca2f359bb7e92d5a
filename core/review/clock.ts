/**
 * The review scheduler's "now" (issue 28). The server decides what is due, so tests that need
 * "tomorrow" move this clock, not the data: `setReviewClockOffset` works only when APP_ENV=test
 * (tests/e2e through `POST /__test/review-clock`, integration tests directly); everywhere else the
 * offset stays 0 and this is the machine's clock.
 */
let offsetMs = 0;

export function reviewNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export function setReviewClockOffset(ms: number): void {
  if (process.env.APP_ENV !== "test") throw new Error("The review clock moves only in tests (APP_ENV=test).");
  if (!Number.isFinite(ms)) throw new Error("The review clock offset must be a number of milliseconds.");
  offsetMs = ms;
}
