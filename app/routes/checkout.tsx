import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { CheckoutForm } from "~/components/commerce/CheckoutForm";
import { SandboxBanner } from "~/components/commerce/HostedPaymentStep";
import { PublicVideo } from "~/components/public/PublicVideo";
import { pageMeta } from "~/lib/meta";

/** CHK-001…CHK-032: the three-step checkout of the caller's server-side cart. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [cart, session, payments, video] = await Promise.all([
    context.trpc.commerce.cart(),
    context.trpc.session.details(),
    context.trpc.commerce.paymentMode(),
    context.trpc.publicSite.checkoutVideo(),
  ]);
  // CHK-006: signed-in (and LTI) users have their name and e-mail from the account, locked.
  const account = session.validLogin ? { email: session.email, firstName: session.firstName ?? "", lastName: session.lastName ?? "" } : null;
  return { cart, account, payments, video };
}

export const meta: MetaFunction = pageMeta("pages.checkout");

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { cart, account, payments, video } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="text-3xl font-semibold">
        {t("commerce.checkout.title")}
      </h1>
      {/* CHK-003: the intro video (the site's player, PUB-018) above the marketing text and the three sections. */}
      {video ? (
        <div className="mt-6" data-testid="checkout-video">
          <PublicVideo src={video.src} poster={video.poster} captions={video.captions} label={t("commerce.checkout.videoLabel")} />
        </div>
      ) : null}
      <p className="mt-3 text-muted-foreground">{t("commerce.checkout.intro")}</p>
      {payments.sandboxBanner ? (
        <div className="mt-6">
          <SandboxBanner />
        </div>
      ) : null}
      <div className="mt-8">
        {cart.cartItems.length ? (
          <CheckoutForm initialCart={cart} account={account} paymentMode={payments.mode} />
        ) : (
          <div className="rounded-lg border p-8 text-center">
            <p>{t("commerce.checkout.emptyCart")}</p>
            <Button asChild className="mt-4">
              <Link to="/cart">{t("commerce.checkout.goToCart")}</Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
