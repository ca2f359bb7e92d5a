import { useId, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { trpc } from "~/lib/trpc";
import { qbText, type AdminOrder } from "./viewOrdersTypes";

/**
 * ORD-012…ORD-020: one order's detail (address, coupon, card, accounting records), its receipt, re-running its
 * accounting sync, and its refund after a confirmation. Closing it forgets the confirmation and the last notice.
 */
export function OrderDetailDialog({
  open,
  onClose,
  money,
}: {
  open: AdminOrder | null;
  onClose: () => void;
  money: (cents: number, currency: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const refund = trpc.commerce.refundOrder.useMutation();
  const rerun = trpc.commerce.rerunAccountingSync.useMutation();

  async function onRefund(orderId: number) {
    setNotice(null);
    try {
      await refund.mutateAsync({ orderId });
      setNotice({ kind: "ok", text: t("commerce.viewOrders.refunded") });
      await utils.commerce.adminOrders.invalidate();
    } catch (err) {
      setNotice({ kind: "error", text: t("commerce.viewOrders.refundFailed", { message: err instanceof Error ? err.message : "" }) });
    } finally {
      setConfirmRefund(false);
    }
  }

  async function onRerun(orderId: number) {
    setNotice(null);
    const r = await rerun.mutateAsync({ orderId }).catch(() => null);
    if (r?.queued) setNotice({ kind: "ok", text: t("commerce.viewOrders.rerunQueued") });
    await utils.commerce.adminOrders.invalidate();
  }

  return (
    <Dialog
      open={open != null}
      onOpenChange={(v) => {
        if (!v) {
          onClose();
          setConfirmRefund(false);
          setNotice(null);
        }
      }}
    >
      <DialogContent closeLabel={t("common.close")}>
        {open ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("commerce.orders.order", { id: open.id })}</DialogTitle>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>{t("commerce.viewOrders.col.date")}</dt>
              <dd>{open.date.slice(0, 10)}</dd>
              <dt>{t("commerce.viewOrders.col.customer")}</dt>
              <dd>
                {open.customer} ({open.email})
              </dd>
              <dt>{t("commerce.viewOrders.col.product")}</dt>
              <dd>{open.products}</dd>
              <dt>{t("commerce.viewOrders.col.total")}</dt>
              <dd>{money(open.totalCents, open.currency)}</dd>
              <dt>{t("commerce.viewOrders.col.status")}</dt>
              <dd>{t(`commerce.viewOrders.statuses.${open.status}`, { defaultValue: open.status })}</dd>
              <dt>{t("commerce.viewOrders.address")}</dt>
              <dd>{[open.address?.province, open.address?.postalCode, open.address?.country].filter(Boolean).join(", ")}</dd>
              {open.couponCode ? (
                <>
                  <dt>{t("commerce.cart.couponLabel")}</dt>
                  <dd>{open.couponCode}</dd>
                </>
              ) : null}
              {open.payment.last4 ? (
                <>
                  <dt>{t("commerce.viewOrders.payment")}</dt>
                  <dd>{t("commerce.thankyou.card", { brand: open.payment.brand?.toUpperCase(), last4: open.payment.last4 })}</dd>
                </>
              ) : null}
              {open.refundedAt ? (
                <>
                  <dt>{t("commerce.viewOrders.refundedAt")}</dt>
                  <dd>{open.refundedAt.slice(0, 10)}</dd>
                </>
              ) : null}
              <dt>{t("commerce.viewOrders.col.qbStatus")}</dt>
              <dd data-testid="detail-qb-status">{qbText(t, open.qbSyncStatus)}</dd>
              {open.qbSyncStatus?.qbId ? (
                <>
                  <dt>{t("commerce.viewOrders.col.qbId")}</dt>
                  <dd>{open.qbSyncStatus.qbId}</dd>
                </>
              ) : null}
              {open.qbSyncStatus?.error ? (
                <>
                  <dt>{t("commerce.viewOrders.qbErrorMessage")}</dt>
                  <dd>{open.qbSyncStatus.error}</dd>
                </>
              ) : null}
              {open.refundSyncStatus ? (
                <>
                  <dt>{t("commerce.viewOrders.refundQbStatus")}</dt>
                  <dd data-testid="detail-refund-qb-status">
                    {qbText(t, open.refundSyncStatus)}
                    {open.refundSyncStatus.qbId ? ` (${open.refundSyncStatus.qbId})` : ""}
                    {open.refundSyncStatus.error ? <span className="block text-xs text-destructive">{open.refundSyncStatus.error}</span> : null}
                  </dd>
                </>
              ) : null}
            </dl>
            {notice ? (
              <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? "text-sm text-destructive" : "text-sm"}>
                {notice.text}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2 pt-2">
              <Button variant="secondary" asChild>
                <a href={`/receipt/${open.id}`} target="_blank" rel="noreferrer">
                  {t("commerce.orders.receipt")}
                </a>
              </Button>
              {(open.status === "paid" || open.status === "refunded") && open.qbSyncStatus?.status !== "SUCCESS" ? (
                <Button variant="secondary" onClick={() => onRerun(open.id)} disabled={rerun.isPending}>
                  {t("commerce.viewOrders.rerunSync")}
                </Button>
              ) : null}
              {open.status === "paid" && !confirmRefund ? (
                <Button variant="destructive" onClick={() => setConfirmRefund(true)}>
                  {t("commerce.viewOrders.refund")}
                </Button>
              ) : null}
            </div>
            {open.status === "paid" && confirmRefund ? (
              <div role="group" aria-labelledby={`${id}-refund-title`} className="space-y-2 rounded-md border border-destructive p-3">
                <p id={`${id}-refund-title`} className="font-semibold">
                  {t("commerce.viewOrders.refundTitle", { id: open.id })}
                </p>
                <p className="text-sm">{t("commerce.viewOrders.refundBody", { amount: money(open.totalCents, open.currency) })}</p>
                <div className="flex gap-2">
                  <Button variant="destructive" onClick={() => onRefund(open.id)} disabled={refund.isPending} aria-busy={refund.isPending}>
                    {t("commerce.viewOrders.refundConfirm")}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirmRefund(false)}>
                    {t("commerce.viewOrders.cancel")}
                  </Button>
                </div>
              </div>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
