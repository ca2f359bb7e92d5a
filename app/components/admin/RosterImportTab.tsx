import { FileCheck2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  ROSTER_IMPORT_PATH,
  ROSTER_LIMITS,
  type RosterBucket,
  type RosterEvent,
  type RosterMode,
  type RosterPlanSummary,
  type RosterRefusal,
} from "#shared/roster";
import { ErrorAlert, SuccessAlert } from "./shared";

type Progress =
  | { phase: "upload"; loaded: number; total: number }
  | { phase: "read"; file: string; rows: number }
  | { phase: "emails"; sent: number; total: number };
type Outcome =
  | { kind: "plan"; mode: RosterMode; plan: RosterPlanSummary; emailsSent: number }
  | { kind: "refused"; refusals: RosterRefusal[]; count: number }
  | { kind: "error"; message: string };

type Final = Exclude<RosterEvent, { type: "progress" } | { type: "emails" }> | { type: "http"; status: number; message: string };

/**
 * Sends the ZIP to POST /roster/import and reads the answer's lines as they come (an XMLHttpRequest: its upload
 * reports the bytes sent, its text grows with each line), so the tab shows the upload, then each file's rows read.
 */
function send(file: File, mode: RosterMode, query: Record<string, string>, onProgress: (p: Progress) => void): Promise<Final> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let seen = 0;
    let last: Final | null = null;
    const readLines = () => {
      const text = xhr.responseText;
      let end = text.indexOf("\n", seen);
      while (end !== -1) {
        const event = JSON.parse(text.slice(seen, end)) as RosterEvent;
        seen = end + 1;
        if (event.type === "progress") onProgress({ phase: "read", file: event.file, rows: event.rows });
        else if (event.type === "emails") onProgress({ phase: "emails", sent: event.sent, total: event.total });
        else last = event;
        end = text.indexOf("\n", seen);
      }
    };
    xhr.open("POST", `${ROSTER_IMPORT_PATH}?${new URLSearchParams({ mode, ...query })}`);
    xhr.setRequestHeader("Content-Type", "application/zip");
    xhr.upload.onprogress = (e) => onProgress({ phase: "upload", loaded: e.loaded, total: e.total || file.size });
    xhr.onprogress = () => {
      if (xhr.status === 200) readLines();
    };
    xhr.onload = () => {
      if (xhr.status !== 200) {
        let message = xhr.statusText;
        try {
          message = (JSON.parse(xhr.responseText) as { error: { message: string } }).error.message;
        } catch {
          // not JSON: the status text
        }
        return resolve({ type: "http", status: xhr.status, message });
      }
      readLines();
      resolve(last ?? { type: "http", status: 0, message: "" });
    };
    xhr.onerror = () => resolve({ type: "http", status: 0, message: "" });
    xhr.send(file);
  });
}

/**
 * Issue 47 item 2 (docs/rosters.md): the admin uploads the school's OneRoster 1.2 CSV ZIP; the dry run shows the
 * classes, teachers and students the import adds, changes and removes, and every refused row (file, line, reason);
 * "Import" then applies it in one transaction (only when nothing is refused), optionally e-mailing each new account a
 * link to choose a password.
 */
export function RosterImportTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<RosterMode | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sendEmails, setSendEmails] = useState(false);

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const number = (n: number) => n.toLocaleString(language === "fr" ? "fr-CA" : "en-CA");
  const reasonText = (r: RosterRefusal) => t(`admin.roster.reasons.${r.reason}`, { detail: r.detail ?? "" });

  async function run(mode: RosterMode) {
    setProblem(null);
    const chosen = mode === "dryRun" ? fileRef.current?.files?.[0] ?? null : file;
    if (!chosen) return setProblem(t("admin.roster.noFile"));
    if (chosen.size > ROSTER_LIMITS.uploadBytes) return setProblem(t("admin.roster.tooLarge", { max: ROSTER_LIMITS.uploadBytes / 1048576 }));
    if (mode === "dryRun") setOutcome(null);
    setFile(chosen);
    setBusy(mode);
    setProgress({ phase: "upload", loaded: 0, total: chosen.size });
    const query: Record<string, string> =
      mode === "apply" && outcome?.kind === "plan" ? { hash: outcome.plan.fileHash, ...(sendEmails ? { emails: "1" } : {}) } : {};
    const answer = await send(chosen, mode, query, setProgress);
    setBusy(null);
    setProgress(null);
    if (answer.type === "plan" || answer.type === "applied") {
      setOutcome({
        kind: "plan",
        mode: answer.type === "applied" ? "apply" : "dryRun",
        plan: answer.plan,
        emailsSent: answer.type === "applied" ? answer.emailsSent : 0,
      });
    } else if (answer.type === "refused") setOutcome({ kind: "refused", refusals: answer.refusals, count: answer.refusalCount });
    else if (answer.type === "error")
      setOutcome({
        kind: "error",
        message:
          answer.code === "roster.failed"
            ? t("admin.roster.failed", { id: answer.message })
            : t(`admin.roster.errors.${answer.code.replace(/\./g, "_")}`, { defaultValue: answer.message }),
      });
    else
      setOutcome({
        kind: "error",
        message: answer.status ? t("admin.roster.httpError", { status: answer.status, message: answer.message }) : t("admin.roster.network"),
      });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void run("dryRun");
  }

  const progressText = (p: Progress) =>
    p.phase === "upload"
      ? t("admin.roster.uploading", { percent: p.total ? Math.round((p.loaded / p.total) * 100) : 0 })
      : p.phase === "read"
      ? t("admin.roster.reading", { file: p.file, rows: number(p.rows) })
      : t("admin.roster.emailing", { sent: number(p.sent), total: number(p.total) });

  const plan = outcome?.kind === "plan" ? outcome.plan : null;
  const applied = outcome?.kind === "plan" && outcome.mode === "apply";
  const canApply = plan && !applied && plan.refusalCount === 0 && !plan.unchanged;
  const sections = plan
    ? ([
        ["classes", plan.classes],
        ["teachers", plan.teachers],
        ["students", plan.students],
      ] as const)
    : [];

  const bucketList = (label: string, bucket: RosterBucket) =>
    bucket.count ? (
      <details className="rounded border p-2">
        <summary className="cursor-pointer">{t("admin.roster.listOf", { label, count: bucket.count })}</summary>
        <ul className="mt-2 space-y-1 text-sm">
          {bucket.items.map((i) => (
            <li key={i.sourcedId || i.email}>
              <span className="font-medium">{i.name}</span>
              {i.email ? <span className="text-muted-foreground"> · {i.email}</span> : null}
              {i.fields?.length ? <span> · {t("admin.roster.fields", { fields: i.fields.map((f) => t(`admin.roster.field.${f}`)).join(", ") })}</span> : null}
              {i.joins?.length ? <span> · {t("admin.roster.joins", { classes: i.joins.join(", ") })}</span> : null}
              {i.leaves?.length ? <span> · {t("admin.roster.leaves", { classes: i.leaves.join(", ") })}</span> : null}
            </li>
          ))}
          {bucket.count > bucket.items.length ? (
            <li className="text-muted-foreground">{t("admin.roster.more", { count: bucket.count - bucket.items.length })}</li>
          ) : null}
        </ul>
      </details>
    ) : null;

  const refusalTable = (refusals: RosterRefusal[], count: number) => (
    <Table>
      <TableCaption className="mt-0 mb-2 caption-top text-left">{t("admin.roster.refusedCaption", { count })}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("admin.roster.fileColumn")}</TableHead>
          <TableHead className="w-16">{t("admin.roster.line")}</TableHead>
          <TableHead>{t("admin.roster.reason")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {refusals.map((r, i) => (
          <TableRow key={i}>
            <TableCell className="font-mono text-xs">{r.file}</TableCell>
            <TableCell className="tabular-nums">{r.line ?? "—"}</TableCell>
            <TableCell className="whitespace-normal">{reasonText(r)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-4xl space-y-4">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {t("admin.roster.heading")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("admin.roster.intro")}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-file`}>{t("admin.roster.file")}</Label>
          <Input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept=".zip,application/zip"
            className="max-w-sm"
            disabled={busy !== null}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t("admin.roster.fileHint")}
          </p>
        </div>
        <Button type="submit" disabled={busy !== null}>
          {busy === "dryRun" ? <Spinner label={t("admin.roster.working")} /> : <FileCheck2 aria-hidden="true" />}
          {t("admin.roster.dryRun")}
        </Button>
      </form>
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}

      <p aria-live="polite" className="min-h-5 text-sm tabular-nums">
        {progress ? progressText(progress) : ""}
      </p>
      {progress?.phase === "upload" ? (
        <div
          role="progressbar"
          aria-label={t("admin.roster.uploadLabel")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0}
          className="h-2 w-full max-w-xl overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress.total ? (progress.loaded / progress.total) * 100 : 0}%` }} />
        </div>
      ) : null}

      {outcome ? (
        <div className="space-y-3">
          <h4 ref={resultRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {outcome.kind === "refused" || outcome.kind === "error"
              ? t("admin.roster.refusedHeading")
              : applied
              ? t("admin.roster.appliedHeading")
              : t("admin.roster.dryRunHeading")}
          </h4>
          {outcome.kind === "error" ? <ErrorAlert>{outcome.message}</ErrorAlert> : null}
          {outcome.kind === "refused" ? (
            <>
              <ErrorAlert>{t("admin.roster.fileRefused")}</ErrorAlert>
              {refusalTable(outcome.refusals, outcome.count)}
            </>
          ) : null}
          {plan ? (
            <>
              {applied ? (
                <SuccessAlert>
                  <p>
                    {plan.unchanged
                      ? t("admin.roster.appliedNothing")
                      : t("admin.roster.applied", { add: plan.enrollments.add, remove: plan.enrollments.remove })}
                  </p>
                  {sendEmails && outcome?.kind === "plan" ? <p>{t("admin.roster.emailsSent", { count: outcome.emailsSent })}</p> : null}
                </SuccessAlert>
              ) : plan.unchanged && plan.refusalCount === 0 ? (
                <SuccessAlert>{t("admin.roster.unchanged")}</SuccessAlert>
              ) : null}
              <p className="text-sm text-muted-foreground">
                {t("admin.roster.read", {
                  classes: number(plan.counts.classes),
                  users: number(plan.counts.users),
                  enrollments: number(plan.counts.enrollments),
                  ignored: number(plan.counts.enrollmentsIgnored),
                })}
              </p>
              <Table>
                <TableCaption className="mt-0 mb-2 caption-top text-left">
                  {applied ? t("admin.roster.summaryApplied") : t("admin.roster.summaryCaption")}
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">
                      <span className="sr-only">{t("admin.roster.what")}</span>
                    </TableHead>
                    <TableHead scope="col">{t("admin.roster.add")}</TableHead>
                    <TableHead scope="col">{t("admin.roster.change")}</TableHead>
                    <TableHead scope="col">{t("admin.roster.remove")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {sections.map(([key, s]) => (
                    <TableRow key={key}>
                      <TableHead scope="row">{t(`admin.roster.${key}`)}</TableHead>
                      <TableCell className="tabular-nums">{number(s.add.count)}</TableCell>
                      <TableCell className="tabular-nums">{number(s.change.count)}</TableCell>
                      <TableCell className="tabular-nums">{number(s.remove.count)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableHead scope="row">{t("admin.roster.enrollments")}</TableHead>
                    <TableCell className="tabular-nums">{number(plan.enrollments.add)}</TableCell>
                    <TableCell>—</TableCell>
                    <TableCell className="tabular-nums">{number(plan.enrollments.remove)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
              <div className="space-y-2">
                {sections.flatMap(([key, s]) =>
                  (["add", "change", "remove"] as const).map((what) => (
                    <div key={`${key}-${what}`}>{bucketList(t(`admin.roster.list.${key}.${what}`), s[what])}</div>
                  )),
                )}
              </div>
              {plan.refusalCount ? (
                <>
                  <ErrorAlert>{t("admin.roster.rowsRefused", { count: plan.refusalCount })}</ErrorAlert>
                  {refusalTable(plan.refusals, plan.refusalCount)}
                </>
              ) : null}
              {canApply ? (
                <div className="flex flex-wrap items-center gap-4 rounded border p-3">
                  <div className="flex items-center gap-2">
                    <Checkbox id={`${id}-emails`} checked={sendEmails} onCheckedChange={(v) => setSendEmails(v === true)} disabled={busy !== null} />
                    <Label htmlFor={`${id}-emails`}>{t("admin.roster.sendEmails", { count: plan.teachers.add.count + plan.students.add.count })}</Label>
                  </div>
                  <Button type="button" onClick={() => void run("apply")} disabled={busy !== null}>
                    {busy === "apply" ? <Spinner label={t("admin.roster.working")} /> : <Upload aria-hidden="true" />}
                    {t("admin.roster.apply")}
                  </Button>
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
