import { Link } from "@remix-run/react";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "~/i18n/useTranslation";
import { AddToCartButton } from "~/components/commerce/AddToCartButton";
import { useRootData } from "~/lib/useRootData";
import { Button } from "~/components/ui/button";
import { formatPrice } from "#shared/catalog";

export type ProductCardData = {
  id: number;
  title: string;
  price: number;
  currency: string;
  categories: string[];
  ltiOnly: boolean;
  externalPurchaseUrl: string | null;
  cover: { url: string; thumbnail: string | null; alt: string } | null;
};

/** PUB-042/043: cover, title, price, 'More Details', and 'Add to Cart' — or 'Purchase' for an eBook. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { t, i18n } = useTranslation();
  // LTI-only products can be bought in an LTI session (the server checks it again when adding).
  const root = useRootData();
  const ebook = product.categories.includes("ebook") && product.externalPurchaseUrl;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm" data-testid="product-card">
      {product.cover ? (
        <img src={product.cover.url} alt="" width={400} height={225} loading="lazy" className="aspect-video w-full object-cover" />
      ) : (
        <div className="aspect-video w-full bg-muted" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold leading-snug">{product.title}</h2>
        <p className="text-base font-medium" data-testid="product-price">
          {formatPrice(product.price, product.currency, i18n.language)}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild variant="outline">
            <Link to={`/product?id=${product.id}`} aria-label={t("forms.products.moreDetailsOf", { title: product.title })}>
              {t("forms.products.moreDetails")}
            </Link>
          </Button>
          {ebook ? (
            <Button asChild>
              <a
                href={product.externalPurchaseUrl!}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("forms.products.purchaseOf", { title: product.title })}
              >
                {t("forms.products.purchase")}
                <ExternalLink className="ml-1 size-4" aria-hidden="true" />
              </a>
            </Button>
          ) : (
            <AddToCartButton productId={product.id} ltiOnly={product.ltiOnly} isLti={!!root?.session.isLTI} />
          )}
        </div>
      </div>
    </li>
  );
}

/** PUB-041: the loaded list (an empty result says so). */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="sr-only" role="status">
        {t("forms.products.count", { count: products.length })}
      </p>
      {products.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{t("forms.products.empty")}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-list">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      )}
    </>
  );
}
