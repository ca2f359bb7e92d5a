import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "~/i18n/useTranslation";
import { ProductListState } from "~/components/store/ProductListState";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { PRODUCT_FILTERS, type ProductFilterValue } from "#shared/catalog";
import { pageMeta } from "~/lib/meta";

/** /buy/individual (PUB-039…043, PUB-046): the product list with its filters as URL parameters (?filter=…). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("filter");
  const filter: ProductFilterValue = PRODUCT_FILTERS.includes(raw as ProductFilterValue) ? (raw as ProductFilterValue) : "all";
  return { filter, products: context.trpc.catalog.list({ filter }) };
}

export const meta: MetaFunction = pageMeta("pages.buyIndividual");

const ORDER: ProductFilterValue[] = ["animated-textbook", "ebook", "all"];

export default function BuyIndividual() {
  const { t } = useTranslation();
  const { filter, products } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/buy/individual";
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="buy-individual-title">
      <h1 id="buy-individual-title" className="text-3xl font-semibold">
        {t("forms.buyIndividual.title")}
      </h1>
      <div role="note" className="mt-6 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <TriangleAlert className="size-5" aria-hidden="true" />
        <p className="font-medium">{t("forms.buyIndividual.instructorBanner")}</p>
        <Button asChild size="sm" className="ml-auto">
          <Link to="/buy/class">{t("forms.buyIndividual.searchMyClass")}</Link>
        </Button>
      </div>
      <nav aria-label={t("forms.buyIndividual.filters")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {ORDER.map((f) => (
            <li key={f}>
              <Link
                to={f === "all" ? "/buy/individual" : `/buy/individual?filter=${f}`}
                aria-current={filter === f ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  filter === f ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
                )}
              >
                {t(`forms.buyIndividual.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8" aria-busy={loading}>
        <ProductListState products={products} loading={loading} />
      </div>
    </section>
  );
}
