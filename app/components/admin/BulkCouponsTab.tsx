import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { BULK_COUPON_FILE } from "#shared/commerce";
import { spreadsheetCell } from "#shared/spreadsheetSafety";
import { downloadFile, ErrorAlert, SuccessAlert } from "./shared";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The 'Bulk Generated Coupons' workbook (ADM-030), built in the browser with exceljs; every cell formula-safe. */
export async function couponsXlsx(codes: string[], value: number, desc: string): Promise<ArrayBuffer> {
  const ExcelJS = (await import("exceljs")).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(BULK_COUPON_FILE);
  ws.columns = [
    { header: "couponCode", key: "couponCode", width: 20 },
    { header: "couponDollarValue", key: "value", width: 18 },
    { header: "couponDesc", key: "desc", width: 40 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const code of codes) ws.addRow({ couponCode: spreadsheetCell(code), value, desc: spreadsheetCell(desc) });
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

type BulkResult = { codes: string[]; value: number; desc: string };

/** ADM-030: the created codes as the 'Bulk Generated Coupons' workbook, downloaded by the browser. */
export async function downloadCoupons(result: BulkResult) {
  downloadFile(
    `${BULK_COUPON_FILE}.xlsx`,
    await couponsXlsx(result.codes, result.value, result.desc),
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
}

/** ADM-029: after a successful creation, the success text and the download. */
export function BulkCouponsResult({ result }: { result: BulkResult }) {
  const { t } = useTranslation();
  return (
    <>
      <SuccessAlert>{t("commerce.bulk.success")}</SuccessAlert>
      <Button type="button" variant="secondary" onClick={() => void downloadCoupons(result)}>
        {t("commerce.bulk.download", { count: result.codes.length })}
      </Button>
    </>
  );
}

/** ADM-027…ADM-031: checked inputs (product and membership chosen from lists, numbers in range), unguessable codes. */
export function BulkCouponsTab() {
  const { t } = useTranslation();
  const id = useId();
  const products = trpc.commerce.catalogue.useQuery();
  const memberships = trpc.admin.listMemberships.useQuery();
  const create = trpc.commerce.bulkCoupons.useMutation();
  const [form, setForm] = useState({ productId: "", membershipId: "", value: "", count: "", desc: "", validUntil: "" });
  const [result, setResult] = useState<BulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setResult(null);
    const value = Number(form.value);
    const count = Number(form.count);
    try {
      const res = await create.mutateAsync({
        productId: form.productId ? Number(form.productId) : null,
        membershipId: form.membershipId ? Number(form.membershipId) : null,
        couponDollarValue: value,
        numberOfCoupons: count,
        couponDesc: form.desc,
        validUntil: form.validUntil || null,
      });
      setResult({ codes: res.codes, value, desc: form.desc });
    } catch (err) {
      const data = (err as { data?: { reference?: string; fieldErrors?: Record<string, string[]> } }).data;
      const detail = data?.fieldErrors ? Object.keys(data.fieldErrors).join(", ") : (err as Error).message;
      // ADM-031: 'Error creating Coupons: {id}: {msg}'
      setError(t("commerce.bulk.error", { id: data?.reference ?? "E001", msg: detail }));
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid max-w-2xl gap-4 sm:grid-cols-2" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-muted-foreground sm:col-span-2">
        {t("commerce.bulk.intro")}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-product`}>{t("commerce.bulk.product")}</Label>
        <select id={`${id}-product`} className={selectClass} value={form.productId} onChange={(e) => setForm({ ...form, productId: e.target.value })}>
          <option value="">{t("commerce.bulk.anyProduct")}</option>
          {products.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-membership`}>{t("commerce.bulk.membership")}</Label>
        <select id={`${id}-membership`} className={selectClass} value={form.membershipId} onChange={(e) => setForm({ ...form, membershipId: e.target.value })}>
          <option value="">{t("commerce.bulk.anyMembership")}</option>
          {memberships.data?.map((m) => (
            <option key={m.membershipId} value={m.membershipId}>
              {m.membershipKey} — {m.membershipName}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-value`}>{t("commerce.bulk.value")}</Label>
        <Input
          id={`${id}-value`}
          type="number"
          min={0.01}
          max={10000}
          step={0.01}
          required
          value={form.value}
          onChange={(e) => setForm({ ...form, value: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-count`}>{t("commerce.bulk.count")}</Label>
        <Input
          id={`${id}-count`}
          type="number"
          min={1}
          max={10000}
          step={1}
          required
          value={form.count}
          onChange={(e) => setForm({ ...form, count: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-desc`}>{t("commerce.bulk.desc")}</Label>
        <Input id={`${id}-desc`} maxLength={200} value={form.desc} onChange={(e) => setForm({ ...form, desc: e.target.value })} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-until`}>{t("commerce.bulk.validUntil")}</Label>
        <Input id={`${id}-until`} type="date" value={form.validUntil} onChange={(e) => setForm({ ...form, validUntil: e.target.value })} />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <Spinner label={t("commerce.bulk.creating")} iconClassName="size-4 text-current" /> : null}
          {t("commerce.bulk.create")}
        </Button>
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        {result ? <BulkCouponsResult result={result} /> : null}
      </div>
    </form>
  );
}
