/** A payment answer that did not succeed, as placeOrder and the bookstore's pay procedure return it. */
export type PaymentFailure = { validation?: boolean | null; errorCode?: string | null; errorMsg?: { message?: string | null } | null };

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Issue 46 F17: the reason a decline code means (the sandbox's numeric codes, Stripe's decline codes), as a key of
 * commerce.declineReasons; a code not listed gets "other" (the code itself).
 */
const DECLINE_REASONS: Record<string, string> = {
  "62": "restricted",
  "51": "insufficientFunds",
  insufficient_funds: "insufficientFunds",
  "54": "expired",
  expired_card: "expired",
  "82": "cvv",
  incorrect_cvc: "cvv",
  invalid_cvc: "cvv",
  "14": "number",
  incorrect_number: "number",
  invalid_number: "number",
  invalid_expiry_month: "expiry",
  invalid_expiry_year: "expiry",
  "13": "amount",
  invalid_amount: "amount",
  card_declined: "declined",
  generic_decline: "declined",
  do_not_honor: "declined",
  card_not_supported: "notSupported",
  currency_not_supported: "notSupported",
  processing_error: "processing",
};

/**
 * CHK-028…CHK-030, BOOK-012: the message the checkout and the bookstore show for a failed payment, in the
 * page's language. `message` translates a server validation message (useCommerceMessage). English keeps the legacy
 * text (the processor's own message after ours); French never shows the processor's English: our reason for the
 * decline code instead (issue 46 F17).
 */
export function paymentFailureText(t: T, res: PaymentFailure, message: (m: string | null) => string, language: string): string {
  const server = res.errorMsg?.message ?? null;
  if (res.validation) return message(server);
  if (!res.errorCode) return t("commerce.messages.failNoCode");
  const lead = t(res.errorCode === "62" ? "commerce.messages.decline62" : "commerce.messages.declineOther");
  if (language === "fr") {
    const reason = DECLINE_REASONS[res.errorCode] ?? "other";
    return `${lead} ${t(`commerce.declineReasons.${reason}`, { code: res.errorCode })}`;
  }
  if (res.errorCode === "62") return `${lead} ${server || t("commerce.messages.unknownServerMessage")}`;
  return `${lead} ${server ?? ""}`.trim();
}
