import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useCommerceMessage } from "~/components/commerce/useCommerceMessage";

type Result = { ok: true } | { ok: false; error: string };

/**
 * CART-009, CART-012, PUB-051: posts the product to the cart's action (works without JavaScript);
 * shows a spinner while pending, then a message with a link to the cart. LTI-only products are
 * disabled here and refused by the server outside an LTI session.
 */
export function AddToCartButton({ productId, ltiOnly, isLti = false }: { productId: number; ltiOnly: boolean; isLti?: boolean }) {
  const { t } = useTranslation();
  const message = useCommerceMessage();
  const fetcher = useFetcher<Result>();
  const pending = fetcher.state !== "idle";
  if (ltiOnly && !isLti) {
    return (
      <Button type="button" disabled>
        {t("commerce.onlyLti")}
      </Button>
    );
  }
  return (
    <fetcher.Form method="post" action="/cart" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <Button type="submit" busy={pending}>
        {pending ? <Spinner label={t("commerce.adding")} iconClassName="size-4 text-current" /> : null}
        {pending ? t("commerce.adding") : t("commerce.addToCart")}
      </Button>
      <span aria-live="polite" className="text-sm">
        {fetcher.state === "idle" && fetcher.data?.ok ? (
          <>
            {t("commerce.added")}{" "}
            <Link to="/cart" className="font-medium underline underline-offset-4">
              {t("commerce.viewCart")}
            </Link>
          </>
        ) : null}
        {fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? <span className="text-destructive">{message(fetcher.data.error)}</span> : null}
      </span>
    </fetcher.Form>
  );
}
