import { type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

export type FiltersForm = { from: string; to: string; orderId: string; status: string; hideTrial: boolean; qbErrors: boolean };

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** ORD-007…ORD-010: the View Orders tab's filters (dates, order number, status, trial orders, accounting errors). */
export function ViewOrdersFilters({
  id,
  form,
  onChange,
  onSearch,
}: {
  id: string;
  form: FiltersForm;
  onChange: (next: FiltersForm) => void;
  onSearch: (e: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSearch} className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6" aria-label={t("commerce.viewOrders.filters")}>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>{t("commerce.viewOrders.from")}</Label>
        <Input id={`${id}-from`} type="date" required value={form.from} onChange={(e) => onChange({ ...form, from: e.target.value })} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>{t("commerce.viewOrders.to")}</Label>
        <Input id={`${id}-to`} type="date" required value={form.to} onChange={(e) => onChange({ ...form, to: e.target.value })} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-order`}>{t("commerce.viewOrders.orderId")}</Label>
        <Input
          id={`${id}-order`}
          inputMode="numeric"
          value={form.orderId}
          onChange={(e) => onChange({ ...form, orderId: e.target.value.replace(/\D/g, "") })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>{t("commerce.orders.status")}</Label>
        <select id={`${id}-status`} className={selectClass} value={form.status} onChange={(e) => onChange({ ...form, status: e.target.value })}>
          <option value="">{t("commerce.viewOrders.anyStatus")}</option>
          {["pending", "paid", "failed", "refunded"].map((s) => (
            <option key={s} value={s}>
              {t(`commerce.viewOrders.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" checked={form.hideTrial} onChange={(e) => onChange({ ...form, hideTrial: e.target.checked })} />
        {t("commerce.viewOrders.hideTrial")}
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" checked={form.qbErrors} onChange={(e) => onChange({ ...form, qbErrors: e.target.checked })} />
        {t("commerce.viewOrders.showQbErrors")}
      </label>
      <Button type="submit" className="self-end">
        {t("commerce.viewOrders.search")}
      </Button>
    </form>
  );
}
