import { renderToReadableStream, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ProductListState } from "../../app/components/store/ProductListState";
import { createI18n } from "../../app/i18n";
import "../../app/i18n/resources";

type Products = Parameters<typeof ProductListState>[0]["products"];

const wrap = (products: Products, loading?: boolean) => (
  <I18nextProvider i18n={createI18n("en")}>
    <ProductListState products={products} loading={loading} />
  </I18nextProvider>
);

/** The whole server render, Suspense boundaries settled. */
async function renderAll(node: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(node, { onError: () => {} });
  await stream.allReady;
  return new Response(stream).text();
}

describe("the product list's states (ProductListState)", () => {
  it("PUB-041 a loading spinner first, then on a failed load the alert 'Error has occured, Please reload and retry.'", async () => {
    // Still loading: the spinner (a status region) and no list, no alert.
    const pending = renderToString(wrap(new Promise<never>(() => {})));
    expect(pending).toContain('role="status"');
    expect(pending).toContain("Loading products…");
    expect(pending).not.toContain("Error has occured");
    // A new search under way (the navigation is loading): the spinner again.
    const searching = renderToString(wrap(Promise.resolve({ products: [] }), true));
    expect(searching).toContain("Loading products…");

    // The load fails: the error alert, word for word (typo kept), and no spinner left.
    const failed = Promise.reject(new Error("down")) as Products;
    failed.catch(() => {});
    const html = await renderAll(wrap(failed));
    expect(html).toContain('data-testid="products-error"');
    expect(html).toContain('role="alert"');
    expect(html).toContain("Error has occured, Please reload and retry.");
  });
});
