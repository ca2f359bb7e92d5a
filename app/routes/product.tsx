import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { AddToCartButton } from "~/components/commerce/AddToCartButton";
import { RichText } from "~/components/RichText";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { idParam } from "~/lib/learning.server";
import { pageError } from "~/.server/formError";
import { formatPrice } from "#shared/catalog";
import { pageMeta } from "~/lib/meta";

/**
 * /product?id= (PUB-047…051, PUB-057/058): description, price, currency, the purchase note, the
 * short description and sample lesson, the 'Product Information' / 'Example Images' tabs. An
 * unknown or unpublished id is the 404 page. For an LTI-only product outside an LTI session the
 * server says so (`canPurchase`) and the page shows the disabled 'Only LTI can purchase'.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idParam(new URL(request.url), "id");
  if (!id) throw new Response("Not Found", { status: 404 });
  const product = await context.trpc.catalog.product({ id }).catch(pageError);
  return { product };
}

export const meta: MetaFunction<typeof loader> = pageMeta((t, { data }) => data?.product?.title ?? t("pages.product"));

export default function ProductPage() {
  const { t, i18n } = useTranslation();
  const { product } = useLoaderData<typeof loader>();
  const [open, setOpen] = useState<number | null>(null);
  const ebook = product.categories.includes("ebook") && product.externalPurchaseUrl;
  const image = open == null ? null : product.exampleImages[open];
  return (
    <article className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="product-title">
      <p>
        <Link to="/buy/individual" className="text-sm underline underline-offset-4">
          {t("forms.product.back")}
        </Link>
      </p>
      <div className="mt-4 grid gap-8 md:grid-cols-[2fr_3fr]">
        {product.cover ? (
          // The page's largest paint: fetched first, with the covers' 16:9 box reserved (no layout shift).
          <img
            src={product.cover.url}
            alt={product.cover.alt}
            width={480}
            height={270}
            fetchPriority="high"
            className="aspect-video w-full rounded-lg border object-cover"
          />
        ) : (
          <div className="aspect-video w-full rounded-lg bg-muted" aria-hidden="true" />
        )}
        <div>
          <h1 id="product-title" className="text-3xl font-semibold">
            {product.title}
          </h1>
          {product.shortDescription ? <p className="mt-3 text-lg text-muted-foreground">{product.shortDescription}</p> : null}
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t("forms.product.price")}</dt>
            <dd data-testid="product-price">{formatPrice(product.price, product.currency, i18n.language)}</dd>
            <dt className="font-medium">{t("forms.product.currency")}</dt>
            <dd data-testid="product-currency">{product.currency}</dd>
          </dl>
          <p className="mt-4 rounded-md border-l-4 border-primary bg-muted p-3 text-sm font-medium">{t("forms.product.note")}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            {ebook ? (
              <Button asChild>
                <a href={product.externalPurchaseUrl!} target="_blank" rel="noopener noreferrer">
                  {t("forms.products.purchase")}
                  <ExternalLink className="ml-1 size-4" aria-hidden="true" />
                </a>
              </Button>
            ) : product.canPurchase ? (
              <AddToCartButton productId={product.id} ltiOnly={product.ltiOnly} isLti={product.canPurchase} />
            ) : (
              <Button disabled data-testid="only-lti">
                {t("forms.products.onlyLti")}
              </Button>
            )}
          </div>
          {product.description ? <RichText value={product.description} className="mt-6" /> : null}
          {product.lessonExample ? (
            <p className="mt-4">
              <span className="font-medium">{t("forms.product.sampleLesson")}: </span>
              {product.lessonExample.title}
            </p>
          ) : null}
        </div>
      </div>
      <Tabs defaultValue="information" className="mt-10">
        <TabsList aria-label={t("forms.product.tabsLabel")}>
          <TabsTrigger value="information">{t("forms.product.information")}</TabsTrigger>
          <TabsTrigger value="images">{t("forms.product.images")}</TabsTrigger>
        </TabsList>
        <TabsContent value="information" className="pt-4">
          {product.productInformation ? <RichText value={product.productInformation} /> : <p>{t("forms.product.noInformation")}</p>}
        </TabsContent>
        <TabsContent value="images" className="pt-4">
          {product.exampleImages.length === 0 ? (
            <p>{t("forms.product.noImages")}</p>
          ) : (
            <ul className="flex flex-wrap gap-4">
              {product.exampleImages.map((img, i) => (
                <li key={img.id}>
                  <button
                    type="button"
                    onClick={() => setOpen(i)}
                    aria-label={t("forms.product.openImage", { n: i + 1 })}
                    className="block rounded-md border focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <img
                      src={img.thumbnail ?? img.url}
                      alt={img.alt || t("forms.product.imageOf", { n: i + 1, title: product.title })}
                      width={150}
                      height={150}
                      loading="lazy"
                      className="size-[150px] rounded-md object-cover"
                      data-testid="example-thumbnail"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <Dialog open={image != null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent closeLabel={t("forms.product.close")} className="max-w-3xl">
          <DialogTitle>{product.title}</DialogTitle>
          <DialogDescription className="sr-only">{t("forms.product.imageOf", { n: (open ?? 0) + 1, title: product.title })}</DialogDescription>
          {image ? (
            <img
              src={image.url}
              alt={image.alt || t("forms.product.imageOf", { n: (open ?? 0) + 1, title: product.title })}
              className="max-h-[70vh] w-full object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </article>
  );
}
