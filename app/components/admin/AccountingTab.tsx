import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { ErrorAlert, formatDate, SuccessAlert, type AdminError } from "./shared";

/** The message of a failed accounting call in the interface language (by its domain code), else the server's text. */
export function useAccountingError() {
  const { t } = useTranslation();
  return (err: unknown) => {
    const e = err as AdminError;
    const code = (e.data as { domainCode?: string } | undefined)?.domainCode;
    return code?.startsWith("accounting.") ? t(`admin.accounting.errors.${code.slice("accounting.".length)}`, { defaultValue: e.message }) : e.message;
  };
}

/**
 * Issue 27: the admin's QuickBooks Online connection (core/accounting/quickbooksConnect.ts). Connect sends the browser
 * to Intuit's consent page (intuit-oauth's authorize URL); Intuit sends it back to /quickbooks/callback, which stores
 * the tokens and returns here with ?qbo=connected. Shows the connected company (realmId) and a disconnect.
 */
export function AccountingTab() {
  const { t, i18n } = useTranslation();
  const status = trpc.accounting.quickBooksConnection.useQuery();
  const start = trpc.accounting.startQuickBooksConnect.useMutation();
  const disconnect = trpc.accounting.disconnectQuickBooks.useMutation();
  const utils = trpc.useUtils();
  const errorText = useAccountingError();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  // Back from the callback page: say so once, and drop the flag from the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("qbo") !== "connected") return;
    setNotice({ kind: "ok", text: t("admin.accounting.connected") });
    url.searchParams.delete("qbo");
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  }, [t]);

  async function onConnect() {
    setNotice(null);
    try {
      const { url } = await start.mutateAsync();
      window.location.assign(url);
    } catch (err) {
      setNotice({ kind: "error", text: errorText(err) });
    }
  }

  async function onDisconnect() {
    setNotice(null);
    try {
      const res = await disconnect.mutateAsync();
      setConfirming(false);
      setNotice({ kind: "ok", text: res.revoked ? t("admin.accounting.disconnected") : t("admin.accounting.disconnectedNotRevoked") });
      await utils.accounting.quickBooksConnection.invalidate();
    } catch (err) {
      setNotice({ kind: "error", text: errorText(err) });
    }
  }

  const s = status.data;
  return (
    <section className="max-w-3xl space-y-4" aria-labelledby="qbo-title" data-testid="accounting-tab">
      <h3 id="qbo-title" className="text-xl font-semibold">
        QuickBooks Online
      </h3>
      <p className="text-sm text-muted-foreground">{t("admin.accounting.intro")}</p>
      {notice ? notice.kind === "ok" ? <SuccessAlert>{notice.text}</SuccessAlert> : <ErrorAlert>{notice.text}</ErrorAlert> : null}
      {status.isLoading ? (
        <Spinner label={t("admin.accounting.loading")} />
      ) : status.isError || !s ? (
        <ErrorAlert>{t("admin.accounting.statusFailed")}</ErrorAlert>
      ) : !s.configured ? (
        <p data-testid="qbo-status">{t("admin.accounting.notConfigured")}</p>
      ) : (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-medium">{t("admin.accounting.status")}</dt>
            <dd data-testid="qbo-status">{s.connected ? t("admin.accounting.statusConnected") : t("admin.accounting.statusNotConnected")}</dd>
            {s.connected ? (
              <>
                <dt className="font-medium">{t("admin.accounting.company")}</dt>
                <dd data-testid="qbo-realm">{s.realmId}</dd>
                {s.connectedAt ? (
                  <>
                    <dt className="font-medium">{t("admin.accounting.connectedAt")}</dt>
                    <dd>{formatDate(s.connectedAt, i18n.language)}</dd>
                  </>
                ) : null}
                {s.refreshExpiresAt ? (
                  <>
                    <dt className="font-medium">{t("admin.accounting.refreshExpiresAt")}</dt>
                    <dd>{formatDate(s.refreshExpiresAt, i18n.language)}</dd>
                  </>
                ) : null}
              </>
            ) : null}
            <dt className="font-medium">{t("admin.accounting.environment")}</dt>
            <dd>{s.environment === "production" ? t("admin.accounting.production") : t("admin.accounting.sandbox")}</dd>
            <dt className="font-medium">{t("admin.accounting.redirectUri")}</dt>
            <dd>
              <code className="break-all">{s.redirectUri}</code>
            </dd>
          </dl>
          {!s.connected ? (
            <Button type="button" onClick={() => void onConnect()} disabled={start.isPending}>
              {t("admin.accounting.connect")}
            </Button>
          ) : confirming ? (
            <div role="group" aria-labelledby="qbo-confirm" className="space-y-3 rounded-md border p-4">
              <p id="qbo-confirm">{t("admin.accounting.confirmDisconnect")}</p>
              <div className="flex gap-2">
                <Button type="button" variant="destructive" onClick={() => void onDisconnect()} disabled={disconnect.isPending}>
                  {t("admin.accounting.disconnectConfirm")}
                </Button>
                <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                  {t("admin.accounting.cancel")}
                </Button>
              </div>
            </div>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              {t("admin.accounting.disconnect")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
