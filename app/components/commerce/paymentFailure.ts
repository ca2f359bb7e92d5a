/** A payment answer that did not succeed, as placeOrder and the bookstore's pay procedure return it. */
export type PaymentFailure = { validation?: boolean | null; errorCode?: string | null; errorMsg?: { message?: string | null } | null };

type T = (key: string) => string;

/**
 * CHK-028…CHK-030, BOOK-012: the message the checkout and the bookstore show for a failed payment, in the
 * page's language. `message` translates a server validation message (useCommerceMessage).
 */
export function paymentFailureText(t: T, res: PaymentFailure, message: (m: string | null) => string): string {
  const server = res.errorMsg?.message ?? null;
  if (res.validation) return message(server);
  if (res.errorCode === "62") return `${t("commerce.messages.decline62")} ${server || t("commerce.messages.unknownServerMessage")}`;
  if (res.errorCode) return `${t("commerce.messages.declineOther")} ${server ?? ""}`.trim();
  return t("commerce.messages.failNoCode");
}
