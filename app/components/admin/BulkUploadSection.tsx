import { Download, Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  BULK_BATCH_SIZE,
  BULK_COLUMNS,
  BULK_MAX_ROWS,
  exampleCsv,
  parseCsv,
  rowsFromTable,
  splitFileDuplicates,
  toCsv,
  type BulkRow,
  type BulkRowResult,
} from "#shared/bulkUpload";
import { trpc } from "~/lib/trpc";
import { downloadFile, ErrorAlert, SuccessAlert, useErrorText, type AdminError } from "./shared";

/** A row's outcome as the tab reports it: the server's, or 'notSent' when the upload stopped first. */
type RowResult = BulkRowResult | { line: number; email: string; status: "refused"; reason: "notSent"; detail?: string };
type Run = { total: number; done: number; results: RowResult[]; running: boolean; stopped: string | null };

const REFUSED_SHOWN = 200;
const isXlsx = (file: File) => /\.xlsx$/i.test(file.name) || file.type.includes("spreadsheetml");

/**
 * ADM-012/ADM-013: the file is read here (CSV, or XLSX with exceljs), its columns and repeated
 * e-mails checked, then its rows go in batches to admin.bulkCreateUsers, which checks each row
 * again and creates the valid ones; the progress shows rows done / total, and every row ends
 * created or refused with its reason (format: docs/bulk-upload.md).
 */
export function BulkUploadSection() {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const errorText = useErrorText();
  const fileRef = useRef<HTMLInputElement>(null);
  const stopRef = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [run, setRun] = useState<Run | null>(null);

  const reasonText = (r: RowResult) => (r.status === "created" ? t("admin.bulk.created") : t(`admin.bulk.reasons.${r.reason}`, { detail: r.detail ?? "" }));

  async function readRows(file: File): Promise<BulkRow[] | null> {
    let table: { line: number; cells: string[] }[];
    try {
      if (isXlsx(file)) {
        const { tableFromXlsx } = await import("./spreadsheet");
        table = await tableFromXlsx(await file.arrayBuffer());
      } else table = parseCsv(await file.text());
    } catch {
      setProblem(t("admin.bulk.unreadable"));
      return null;
    }
    const { rows, missingColumns, unknownColumns } = rowsFromTable(table);
    const refusal = missingColumns.length
      ? t("admin.bulk.missingColumns", { columns: missingColumns.join(", ") })
      : !rows.length
      ? t("admin.bulk.empty")
      : rows.length > BULK_MAX_ROWS
      ? t("admin.bulk.tooMany", { count: rows.length, max: BULK_MAX_ROWS })
      : null;
    if (refusal) {
      setProblem(refusal);
      return null;
    }
    if (unknownColumns.length) setNotice(t("admin.bulk.ignoredColumns", { columns: unknownColumns.join(", ") }));
    return rows;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setNotice(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return setProblem(t("admin.bulk.noFile"));
    setReading(true);
    const rows = await readRows(file);
    setReading(false);
    if (!rows) return;

    const { unique, duplicates } = splitFileDuplicates(rows);
    const results: RowResult[] = [...duplicates];
    let done = duplicates.length;
    stopRef.current = false;
    setRun({ total: rows.length, done, results: [...results], running: true, stopped: null });
    for (let i = 0; i < unique.length; i += BULK_BATCH_SIZE) {
      const notSent = (from: number) => unique.slice(from).map((r): RowResult => ({ line: r.line, email: r.email, status: "refused", reason: "notSent" }));
      if (stopRef.current) {
        results.push(...notSent(i));
        setRun({ total: rows.length, done, results: [...results], running: false, stopped: t("admin.bulk.stoppedByUser") });
        return;
      }
      const batch = unique.slice(i, i + BULK_BATCH_SIZE);
      try {
        const answer = await utils.client.admin.bulkCreateUsers.mutate({ rows: batch });
        results.push(...answer.results);
      } catch (err) {
        results.push(...notSent(i));
        setRun({
          total: rows.length,
          done,
          results: [...results],
          running: false,
          stopped: t("admin.bulk.stopped", { message: errorText(err as AdminError) }),
        });
        return;
      }
      done += batch.length;
      setRun({ total: rows.length, done, results: [...results], running: true, stopped: null });
    }
    setRun({ total: rows.length, done, results: [...results], running: false, stopped: null });
    if (fileRef.current) fileRef.current.value = "";
  }

  function downloadReport() {
    if (!run) return;
    const sorted = [...run.results].sort((a, b) => a.line - b.line);
    const csv = toCsv([
      [t("admin.bulk.line"), t("admin.bulk.email"), t("admin.bulk.result"), "reason"],
      ...sorted.map((r) => [
        String(r.line),
        r.email,
        r.status === "created" ? t("admin.bulk.created") : t("admin.bulk.refused"),
        r.status === "created" ? "" : reasonText(r),
      ]),
    ]);
    downloadFile("trial-users-report.csv", "\uFEFF" + csv, "text/csv;charset=utf-8");
  }

  async function downloadExample(kind: "csv" | "xlsx") {
    if (kind === "csv") return downloadFile("trial-users-example.csv", exampleCsv(), "text/csv;charset=utf-8");
    const { exampleXlsx } = await import("./spreadsheet");
    const descriptions = Object.fromEntries(BULK_COLUMNS.map((c) => [c.name, t(`admin.bulk.columns.${c.name}`)]));
    downloadFile("trial-users-example.xlsx", await exampleXlsx(descriptions), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  }

  const created = run?.results.filter((r) => r.status === "created") ?? [];
  const refused = (run?.results.filter((r) => r.status === "refused") ?? []).sort((a, b) => a.line - b.line);
  const mailFailures = created.filter((r) => r.status === "created" && !r.emailSent).length;
  const percent = run ? Math.round((run.done / run.total) * 100) : 0;

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-4xl space-y-4">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {t("admin.bulk.heading")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("admin.bulk.intro")}</p>
      <Table>
        <TableCaption className="mt-0 mb-2 caption-top text-left">{t("admin.bulk.columnsCaption")}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t("admin.bulk.column")}</TableHead>
            <TableHead>{t("admin.bulk.required")}</TableHead>
            <TableHead>{t("admin.bulk.meaning")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {BULK_COLUMNS.map((c) => (
            <TableRow key={c.name}>
              <TableCell className="font-mono text-xs">{c.name}</TableCell>
              <TableCell>{c.required ? t("admin.bulk.requiredYes") : t("admin.bulk.requiredNo")}</TableCell>
              <TableCell className="whitespace-normal">{t(`admin.bulk.columns.${c.name}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t("admin.bulk.example")}</span>
        <Button type="button" variant="outline" size="sm" onClick={() => void downloadExample("csv")}>
          <Download aria-hidden="true" />
          {t("admin.bulk.exampleCsv")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => void downloadExample("xlsx")}>
          <Download aria-hidden="true" />
          {t("admin.bulk.exampleXlsx")}
        </Button>
      </div>

      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-file`}>{t("admin.bulk.file")}</Label>
          <Input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="max-w-sm"
            disabled={run?.running}
          />
        </div>
        <Button type="submit" disabled={reading || run?.running}>
          {reading ? <Spinner label={t("admin.bulk.reading")} /> : <Upload aria-hidden="true" />}
          {t("admin.bulk.upload")}
        </Button>
        {run?.running ? (
          <Button type="button" variant="outline" onClick={() => (stopRef.current = true)}>
            {t("admin.bulk.stop")}
          </Button>
        ) : null}
      </form>
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      {notice ? <p className="text-sm text-muted-foreground">{notice}</p> : null}

      {run ? (
        <div className="space-y-3">
          <div
            role="progressbar"
            aria-label={t("admin.bulk.progressLabel")}
            aria-valuemin={0}
            aria-valuemax={run.total}
            aria-valuenow={run.done}
            aria-valuetext={t("admin.bulk.progress", { done: run.done, count: run.total })}
            className="h-2 w-full max-w-xl overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p aria-live="polite" className="text-sm tabular-nums">
            {run.running ? <Spinner label="" className="mr-2 align-middle" iconClassName="size-4" /> : null}
            {t("admin.bulk.progress", { done: run.done, count: run.total })}
          </p>
          {run.stopped ? <ErrorAlert>{run.stopped}</ErrorAlert> : null}
          {!run.running ? (
            <SuccessAlert>
              <p>{t("admin.bulk.summary", { created: created.length, refused: refused.length, count: run.total })}</p>
              {mailFailures ? <p>{t("admin.bulk.emailsNotSent", { count: mailFailures })}</p> : null}
            </SuccessAlert>
          ) : null}
          {!run.running ? (
            <Button type="button" variant="outline" size="sm" onClick={downloadReport}>
              <Download aria-hidden="true" />
              {t("admin.bulk.report")}
            </Button>
          ) : null}
          {refused.length ? (
            <Table>
              <TableCaption className="mt-0 mb-2 caption-top text-left">{t("admin.bulk.refusedCaption")}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-16">{t("admin.bulk.line")}</TableHead>
                  <TableHead>{t("admin.bulk.email")}</TableHead>
                  <TableHead>{t("admin.bulk.result")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {refused.slice(0, REFUSED_SHOWN).map((r) => (
                  <TableRow key={r.line}>
                    <TableCell className="tabular-nums">{r.line}</TableCell>
                    <TableCell>{r.email}</TableCell>
                    <TableCell className="whitespace-normal">{reasonText(r)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {refused.length > REFUSED_SHOWN ? (
            <p className="text-sm text-muted-foreground">{t("admin.bulk.refusedMore", { count: refused.length - REFUSED_SHOWN })}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
