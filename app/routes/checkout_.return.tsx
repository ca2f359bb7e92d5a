import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { paymentFailureText } from "~/components/commerce/paymentFailure";
import { useCommerceMessage } from "~/components/commerce/useCommerceMessage";
import { pageMeta } from "~/lib/meta";
import { trpc } from "~/lib/trpc";

/**
 * Issue 27: where the processor's hosted page sends the customer after paying (success_url with the session id).
 * The GET changes nothing: the page POSTs confirmHostedCheckout, which asks the processor and writes the order
 * (exactly once, whichever of this and the webhook comes first), then goes to the thank-you page.
 */
export const meta: MetaFunction = pageMeta("pages.checkout");

export default function CheckoutReturnPage() {
  const { t, i18n } = useTranslation();
  const message = useCommerceMessage();
  const confirm = trpc.commerce.confirmHostedCheckout.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const sessionId = new URLSearchParams(window.location.search).get("session_id") ?? "";
    confirm.mutateAsync({ sessionId }).then(
      (res) => {
        if (res.results === "SUCCESS" && res.id) {
          sessionStorage.removeItem("sb-sc");
          sessionStorage.setItem("sc-orderId", String(res.id));
          window.location.replace(`/thankyou?orderId=${res.id}`);
          return;
        }
        setFailure(res.errorCode || res.errorMsg ? paymentFailureText(t, res, message, i18n.language) : t("commerce.checkout.returnFailed"));
      },
      () => setFailure(t("commerce.checkout.returnFailed")),
    );
  }, [confirm, message, t, i18n.language]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12" aria-labelledby="return-title">
      <h1 id="return-title" className="text-3xl font-semibold">
        {t("pages.checkout")}
      </h1>
      {failure ? (
        <div className="mt-6 space-y-4">
          <p role="alert" data-testid="return-error">
            {failure}
          </p>
          <Button asChild>
            <Link to="/checkout">{t("commerce.checkout.backToCheckout")}</Link>
          </Button>
        </div>
      ) : (
        <p className="mt-6" role="status">
          <Spinner label={t("commerce.checkout.returnConfirming")} iconClassName="size-4" /> {t("commerce.checkout.returnConfirming")}
        </p>
      )}
    </section>
  );
}
