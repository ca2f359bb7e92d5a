import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Spinner } from "~/components/ui/spinner";
import { ProductGrid, type ProductCardData } from "./ProductCard";

/** PUB-041: a spinner first, then the list or the error alert ('Error has occured, Please reload and retry.'). */
export function ProductListState({ products, loading }: { products: Promise<{ products: ProductCardData[] }>; loading?: boolean }) {
  const { t } = useTranslation();
  const spinner = (
    <div className="flex justify-center py-12">
      <Spinner label={t("forms.products.loading")} iconClassName="size-8" />
    </div>
  );
  if (loading) return spinner;
  return (
    <Suspense fallback={spinner}>
      <Await
        resolve={products}
        errorElement={
          <Alert variant="destructive" data-testid="products-error">
            <AlertDescription>{t("forms.products.loadError")}</AlertDescription>
          </Alert>
        }
      >
        {(data) => <ProductGrid products={data.products} />}
      </Await>
    </Suspense>
  );
}
