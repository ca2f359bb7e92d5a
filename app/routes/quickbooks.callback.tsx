import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { useAccountingError } from "~/components/admin/AccountingTab";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { requireUser } from "~/.server/requireUser";
import { pageError } from "~/.server/formError";
import { pageMeta } from "~/lib/meta";
import { trpc } from "~/lib/trpc";

/**
 * Issue 27: where Intuit sends the admin back after the QuickBooks consent (the redirect URI registered in the Intuit
 * app: PUBLIC_URL/quickbooks/callback, with code, state and realmId, or error). The GET changes nothing: the page
 * POSTs accounting.completeQuickBooksConnect, which checks the state and stores the tokens, then goes back to the
 * dashboard's Accounting tab.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  // Only an admin connects the company: anyone else gets the site's 403 page in their language (the admin procedure
  // refuses them), not this page's POST refused with the server's English text. A read: the GET still changes nothing.
  await context.trpc.accounting.quickBooksConnection().catch(pageError);
  return null;
}

export const meta: MetaFunction = pageMeta("pages.quickbooksCallback");

export default function QuickBooksCallbackPage() {
  const { t } = useTranslation();
  const complete = trpc.accounting.completeQuickBooksConnect.useMutation();
  const errorText = useAccountingError();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = new URLSearchParams(window.location.search);
    const [code, state, realmId] = [q.get("code"), q.get("state"), q.get("realmId")];
    if (q.get("error") || !code || !state || !realmId) {
      setFailure(q.get("error") === "access_denied" ? t("admin.accounting.canceledAtIntuit") : t("admin.accounting.errors.connectFailed"));
      return;
    }
    complete.mutateAsync({ code, state, realmId }).then(
      () => window.location.replace("/account?tab=accounting&qbo=connected"),
      (err: unknown) => setFailure(errorText(err)),
    );
  }, [complete, errorText, t]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12" aria-labelledby="qbo-callback-title">
      <h1 id="qbo-callback-title" className="text-3xl font-semibold">
        {t("pages.quickbooksCallback")}
      </h1>
      {failure ? (
        <div className="mt-6 space-y-4">
          <p role="alert" data-testid="qbo-callback-error">
            {failure}
          </p>
          <Button asChild>
            <Link to="/account?tab=accounting">{t("admin.accounting.backToTab")}</Link>
          </Button>
        </div>
      ) : (
        <p className="mt-6" role="status">
          <Spinner label={t("admin.accounting.completing")} iconClassName="size-4" /> {t("admin.accounting.completing")}
        </p>
      )}
    </section>
  );
}
