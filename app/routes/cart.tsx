import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { OrderLines } from "~/components/commerce/OrderLines";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { AddToCartButton } from "~/components/commerce/AddToCartButton";
import { useCommerceMessage } from "~/components/commerce/useCommerceMessage";
import { formError } from "~/.server/formError";
import { formatMoney } from "#shared/commerce";
import { pageMeta } from "~/lib/meta";

/** CART-001…CART-017: the visitor's (or account's) server-side cart. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [cart, catalogue, session] = await Promise.all([context.trpc.commerce.cart(), context.trpc.commerce.catalogue(), context.trpc.session.details()]);
  return { cart, catalogue, isLti: session.isLTI };
}

type ActionResult = { ok: true; intent: string; coupon?: string | null } | { ok: false; error: string };

/** Every change is a form post (works without JavaScript); amounts are recomputed by the server. */
export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const productId = Number(form.get("productId"));
  try {
    if (intent === "add") await context.trpc.commerce.addToCart({ productId, quantity: Number(form.get("quantity") ?? 1) });
    else if (intent === "quantity") await context.trpc.commerce.setQuantity({ productId, quantity: Number(form.get("quantity")) });
    else if (intent === "remove") await context.trpc.commerce.setQuantity({ productId, quantity: 0 });
    else if (intent === "coupon") {
      const cart = await context.trpc.commerce.applyCoupon({ couponCode: String(form.get("couponCode") ?? "").trim() });
      return { ok: true, intent, coupon: cart.couponCode };
    } else throw new Response("Bad Request", { status: 400 });
    return { ok: true, intent };
  } catch (err) {
    // A refused commerce request (bad coupon, LTI-only, bad input…) is a message for the form.
    const refused = ({ message }: { message: string }): ActionResult => ({ ok: false, error: message });
    return formError(err, {
      Input: (refusal) => refused(refusal.schema ? { message: "INVALID" } : refusal),
      Invalid: refused,
      Forbidden: refused,
      NotFound: refused,
      Conflict: refused,
    });
  }
}

export const meta: MetaFunction = pageMeta("pages.cart");

export default function CartPage() {
  const { t, i18n } = useTranslation();
  const message = useCommerceMessage();
  const { cart, catalogue, isLti } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const lang = i18n.language === "fr" ? "fr" : "en";
  const money = (cents: number) => formatMoney(cents, cart.cartTotal.cartCurrency, lang);

  // CART-008: the cart id is also kept in session storage under 'sb-sc'.
  useEffect(() => {
    if (cart.shoppingCartID) sessionStorage.setItem("sb-sc", cart.shoppingCartID);
  }, [cart.shoppingCartID]);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="cart-title">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex gap-1">
          <li>
            <Link to="/" className="underline-offset-4 hover:underline">
              {t("commerce.cart.breadcrumbHome")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/buy" className="underline-offset-4 hover:underline">
              {t("commerce.cart.breadcrumbLibrary")}
            </Link>{" "}
            /
          </li>
          <li aria-current="page">{t("commerce.cart.breadcrumbCart")}</li>
        </ol>
      </nav>
      <h1 id="cart-title" className="mt-4 text-3xl font-semibold">
        {cart.shoppingCartID ? t("commerce.cart.cartId", { id: cart.shoppingCartID }) : t("commerce.cart.title")}
      </h1>

      {result && !result.ok ? (
        <Alert variant="destructive" className="mt-6">
          <AlertDescription>{message(result.error)}</AlertDescription>
        </Alert>
      ) : null}

      {!cart.cartItems.length ? (
        <div className="mt-8 rounded-lg border p-8 text-center">
          <p>{t("commerce.cart.empty")}</p>
          <Button asChild className="mt-4">
            <Link to="/buy">{t("commerce.cart.browse")}</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 md:grid-cols-[1fr_18rem]">
          <OrderLines
            caption={t("commerce.cart.title")}
            className="text-base"
            money={money}
            rowTestId="cart-line"
            totalLabel={t("commerce.cart.price")}
            actionLabel={t("commerce.cart.remove")}
            lines={cart.cartItems.map((item) => ({ key: item.productId, productName: item.productName, quantity: item.quantity, totalCents: item.lineTotal }))}
            quantityCell={(line) => (
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="intent" value="quantity" />
                <input type="hidden" name="productId" value={line.key} />
                <Input
                  type="number"
                  name="quantity"
                  min={1}
                  max={99}
                  defaultValue={line.quantity}
                  aria-label={t("commerce.cart.quantityOf", { name: line.productName })}
                  className="w-20"
                  onBlur={(e) => {
                    if (Number(e.currentTarget.value) !== line.quantity) e.currentTarget.form?.requestSubmit();
                  }}
                />
              </Form>
            )}
            actionCell={(line) => (
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="productId" value={line.key} />
                <Button type="submit" variant="ghost" size="sm" disabled={busy} aria-label={t("commerce.cart.removeItem", { name: line.productName })}>
                  {t("commerce.cart.remove")}
                </Button>
              </Form>
            )}
          />

          <aside className="space-y-4 rounded-lg border p-5" aria-label={t("commerce.cart.total")}>
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="coupon" />
              <Label htmlFor="couponCode">{t("commerce.cart.couponLabel")}</Label>
              <div className="flex gap-2">
                <Input id="couponCode" name="couponCode" defaultValue={cart.couponCode ?? ""} autoComplete="off" maxLength={40} />
                <Button type="submit" variant="secondary" disabled={busy}>
                  {busy && navigation.formData?.get("intent") === "coupon" ? t("commerce.cart.applying") : t("commerce.cart.apply")}
                </Button>
              </div>
              {result?.ok && result.intent === "coupon" && result.coupon ? (
                <p role="status" className="text-sm text-green-700 dark:text-green-400">
                  {t("commerce.cart.couponApplied", { code: result.coupon })}
                </p>
              ) : null}
            </Form>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between">
                <dt>{t("commerce.cart.subtotal")}</dt>
                <dd data-testid="cart-subtotal">{money(cart.cartTotal.cartSubtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t("commerce.cart.discounts")}</dt>
                <dd data-testid="cart-discount">-{money(cart.cartTotal.cartTotalDiscountValue)}</dd>
              </div>
              <div className="flex justify-between border-t pt-2 text-base font-semibold">
                <dt>{t("commerce.cart.total")}</dt>
                <dd data-testid="cart-total">{money(cart.cartTotal.cartSubtotal - cart.cartTotal.cartTotalDiscountValue)}</dd>
              </div>
            </dl>
            {/* Issue 46 F16: after the list, whose children may only be dt/dd groups (axe definition-list). */}
            <p className="text-sm text-muted-foreground">{t("commerce.cart.taxNote")}</p>
            <Button asChild className="w-full">
              <Link to="/checkout">{t("commerce.cart.checkout")}</Link>
            </Button>
          </aside>
        </div>
      )}

      {catalogue.length ? (
        <section className="mt-12" aria-labelledby="cart-add-title">
          <h2 id="cart-add-title" className="text-xl font-semibold">
            {t("commerce.cart.addProduct")}
          </h2>
          <ul className="mt-4 divide-y rounded-lg border">
            {catalogue.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="catalogue-item">
                <span>
                  <span className="font-medium">{p.title}</span> <span className="text-muted-foreground">{formatMoney(p.priceCents, p.currency, lang)}</span>
                </span>
                <AddToCartButton productId={p.id} ltiOnly={p.ltiOnly} isLti={isLti} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
