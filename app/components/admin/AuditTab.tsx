import { Download, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { downloadBase64 } from "~/lib/downloadBase64";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditFilter } from "#shared/audit";
import { ErrorAlert, Field, NativeSelect, formatDate, formatTime, useErrorText } from "./shared";

/** An action's label key: i18next reads dots as nesting, so "user.created" is "user_created" in the locale files. */
const actionKey = (action: string) => action.replace(/\./g, "_");

const EMPTY = { actor: "", action: "", targetType: "", targetId: "", from: "", to: "" };

/** The form's values as the procedure's filters (empty fields left out). */
function filterOf(form: typeof EMPTY): AuditFilter {
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== "")) as AuditFilter;
}

/**
 * Issue 50 item 5 (docs/audit.md): the audit trail, newest first — filter by actor (e-mail or id), action, target
 * and dates, 25 rows a page; the filtered rows download as CSV or XLSX.
 */
export function AuditTab() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const errorText = useErrorText();
  const [form, setForm] = useState(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<"csv" | "xlsx" | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const result = trpc.audit.search.useQuery({ ...filter, page }, { placeholderData: (prev) => prev });
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));

  function onSearch(e: FormEvent) {
    e.preventDefault();
    setFilter(filterOf(form));
    setPage(1);
  }

  async function onExport(format: "csv" | "xlsx") {
    setExporting(format);
    setExportError(null);
    try {
      const out = await utils.audit.exportRows.fetch({ ...filter, format }, { staleTime: 0 });
      downloadBase64(out.filename, out.base64, out.contentType);
    } catch (err) {
      setExportError(errorText(err as never));
    } finally {
      setExporting(null);
    }
  }

  const data = result.data;
  return (
    <div className="space-y-6">
      <form onSubmit={onSearch} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("admin.audit.filters")}>
        <Field id={`${id}-actor`} label={t("admin.audit.actor")}>
          <Input id={`${id}-actor`} value={form.actor} onChange={set("actor")} maxLength={320} autoComplete="off" />
        </Field>
        <Field id={`${id}-action`} label={t("admin.audit.action")}>
          <NativeSelect id={`${id}-action`} value={form.action} onChange={set("action")}>
            <option value="">{t("admin.audit.any")}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`admin.audit.actions.${actionKey(a)}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-type`} label={t("admin.audit.targetType")}>
          <NativeSelect id={`${id}-type`} value={form.targetType} onChange={set("targetType")}>
            <option value="">{t("admin.audit.any")}</option>
            {AUDIT_TARGET_TYPES.map((a) => (
              <option key={a} value={a}>
                {t(`admin.audit.targets.${a}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-target`} label={t("admin.audit.targetId")}>
          <Input id={`${id}-target`} value={form.targetId} onChange={set("targetId")} maxLength={64} autoComplete="off" />
        </Field>
        <Field id={`${id}-from`} label={t("admin.audit.from")}>
          <Input id={`${id}-from`} type="date" value={form.from} onChange={set("from")} />
        </Field>
        <Field id={`${id}-to`} label={t("admin.audit.to")}>
          <Input id={`${id}-to`} type="date" value={form.to} onChange={set("to")} />
        </Field>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("admin.audit.search")}
          </Button>
          {(["csv", "xlsx"] as const).map((format) => (
            <Button key={format} type="button" variant="outline" onClick={() => void onExport(format)} disabled={exporting !== null}>
              {exporting === format ? <Spinner label={t("admin.audit.exporting")} /> : <Download aria-hidden="true" />}
              {t(`admin.audit.export.${format}`)}
            </Button>
          ))}
        </div>
      </form>
      {exportError ? <ErrorAlert>{t("admin.audit.failed", { message: exportError })}</ErrorAlert> : null}
      {result.isError ? <ErrorAlert>{t("admin.audit.failed", { message: errorText(result.error) })}</ErrorAlert> : null}
      <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="audit-count">
        {data ? t("admin.audit.count", { count: data.total }) : result.isLoading ? t("admin.audit.loading") : ""}
      </p>
      {data && data.rows.length ? (
        // A region the keyboard can reach and scroll at 375 px (axe scrollable-region-focusable).
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("admin.audit.caption")}>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t("admin.audit.caption")}</caption>
            <thead>
              <tr className="border-b">
                {(["when", "action", "actor", "ip", "target", "summary"] as const).map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 font-medium">
                    {t(`admin.audit.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.id} className="border-b align-top">
                  <td className="whitespace-nowrap px-2 py-2 tabular-nums">
                    {formatDate(r.at, i18n.language)} {formatTime(r.at, i18n.language)}
                  </td>
                  <td className="px-2 py-2">{t(`admin.audit.actions.${actionKey(r.action)}`, { defaultValue: r.action })}</td>
                  <td className="px-2 py-2">{r.actorEmail ?? (r.actorId ? `#${r.actorId}` : t("admin.audit.system"))}</td>
                  <td className="px-2 py-2 tabular-nums">{r.ip ?? ""}</td>
                  <td className="px-2 py-2">
                    {t(`admin.audit.targets.${r.targetType}`, { defaultValue: r.targetType })}
                    {r.targetId ? ` #${r.targetId}` : ""}
                  </td>
                  <td className="max-w-md break-words px-2 py-2 font-mono text-xs">{r.summary == null ? "" : JSON.stringify(r.summary)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.pages > 1 ? (
        <nav aria-label={t("admin.audit.pages")} className="flex items-center gap-3">
          <Button type="button" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("admin.audit.previous")}
          </Button>
          <span className="text-sm tabular-nums">{t("admin.audit.page", { page, pages: data.pages })}</span>
          <Button type="button" variant="outline" disabled={page >= data.pages} onClick={() => setPage((p) => p + 1)}>
            {t("admin.audit.next")}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
