import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Search } from "lucide-react";
import { useTranslation } from "~/i18n/useTranslation";
import { ProductListState } from "~/components/store/ProductListState";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { pageMeta } from "~/lib/meta";

/**
 * /buy/class (PUB-041, PUB-044/045): the class or school search. A GET form (works without
 * JavaScript, the query is in the URL); the server matches product titles, class and school names,
 * case- and accent-insensitively (core/catalog). The list streams in behind a spinner.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  return { q, products: context.trpc.catalog.search({ q }) };
}

export const meta: MetaFunction = pageMeta("pages.buyClass");

export default function BuyClass() {
  const { t } = useTranslation();
  const { q, products } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/buy/class";
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="buy-class-title">
      <h1 id="buy-class-title" className="text-3xl font-semibold">
        {t("forms.buyClass.title")}
      </h1>
      <Form method="get" role="search" className="mt-6 flex max-w-2xl flex-col gap-2">
        <Label htmlFor="class-search">{t("forms.buyClass.searchLabel")}</Label>
        <div className="flex gap-2">
          <Input id="class-search" name="q" type="search" defaultValue={q} key={q} maxLength={200} autoComplete="off" />
          <Button type="submit">
            <Search className="mr-1 size-4" aria-hidden="true" />
            {t("forms.buyClass.search")}
          </Button>
        </div>
        <p className="text-sm">
          <Link className="underline underline-offset-4" to="/contact-us">
            {t("forms.buyClass.contactUs")}
          </Link>
        </p>
      </Form>
      <div className="mt-8" aria-live="polite" aria-busy={searching}>
        <ProductListState products={products} loading={searching} />
      </div>
    </section>
  );
}
