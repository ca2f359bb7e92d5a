import { useId, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";

type Student = { ID: number; fName: string; lName: string; Email: string };

/**
 * TEA-011, LTI-013…LTI-016: 'Force LTI Sync' — choose a student of the class, read the 20-30 seconds
 * warning, and see each portal's answer in the LTI results modal. Shown for every class (the legacy
 * site showed it for one hard-coded class id); the server checks that the caller teaches the class.
 */
export function ForceLtiSync({ classId, students }: { classId: number; students: Student[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [userId, setUserId] = useState<number | null>(null);
  const [step, setStep] = useState<"warning" | "results" | null>(null);
  const sync = trpc.lti.forceSync.useMutation({ onSuccess: () => setStep("results"), onError: () => setStep("results") });
  const student = students.find((s) => s.ID === userId);
  if (!students.length) return <LtiRosterSync classId={classId} />;
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="force-lti-sync">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-student`} className="text-sm font-medium">
          {t("lti.forceSync.label")}
        </label>
        <select
          id={`${id}-student`}
          className="h-10 rounded-md border bg-background px-3 text-sm"
          value={userId ?? ""}
          onChange={(e) => setUserId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t("lti.forceSync.choose")}</option>
          {students.map((s) => (
            <option key={s.ID} value={s.ID}>
              {s.fName} {s.lName} ({s.Email})
            </option>
          ))}
        </select>
      </div>
      <Button type="button" variant="outline" disabled={userId == null || sync.isPending} onClick={() => setStep("warning")}>
        {t("lti.forceSync.button")}
      </Button>
      <Dialog open={step != null} onOpenChange={(o) => !o && !sync.isPending && setStep(null)}>
        <DialogContent closeLabel={t("lti.forceSync.close")}>
          {step === "warning" ? (
            <>
              <DialogTitle>{t("lti.forceSync.title", { name: student ? `${student.fName} ${student.lName}` : "" })}</DialogTitle>
              <DialogDescription>{t("lti.forceSync.warning")}</DialogDescription>
              {sync.isPending ? <Spinner label={t("lti.forceSync.running")} /> : null}
              <DialogFooter>
                <Button type="button" variant="outline" disabled={sync.isPending} onClick={() => setStep(null)}>
                  {t("lti.forceSync.cancel")}
                </Button>
                <Button type="button" disabled={sync.isPending || userId == null} onClick={() => userId != null && sync.mutate({ classId, userId })}>
                  {t("lti.forceSync.start")}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogTitle>{t("lti.forceSync.resultsTitle")}</DialogTitle>
              <DialogDescription className="sr-only">{t("lti.forceSync.resultsTitle")}</DialogDescription>
              {sync.error ? (
                <Alert variant="destructive">
                  <AlertDescription>{sync.error.message}</AlertDescription>
                </Alert>
              ) : (
                <ul className="max-h-[300px] space-y-3 overflow-y-auto" data-testid="lti-sync-results">
                  {(sync.data ?? []).map((d, i) => (
                    <li key={d.syncId ?? `none-${i}`} className="rounded-md border p-3 text-sm">
                      {d.grade ? (
                        <p className="font-medium">
                          {d.grade.sbContentName}
                          {d.grade.resourceLinkName ? ` — ${d.grade.resourceLinkName}` : ""}: {t("lti.forceSync.grade", { grade: d.grade.averageGrade })}
                        </p>
                      ) : null}
                      {d.syncError ? (
                        <>
                          <p>{d.syncError}</p>
                          <p className="font-semibold text-destructive">{t("lti.forceSync.failed")}</p>
                        </>
                      ) : (
                        <p className="font-semibold text-green-700">{t("lti.forceSync.success")}</p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <DialogFooter>
                <Button type="button" onClick={() => setStep(null)}>
                  {t("lti.forceSync.close")}
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      <LtiRosterSync classId={classId} />
    </div>
  );
}

/** LTI 1.3 NRPS on demand: the class list of the course the teacher opened BioText from (decision 051). */
export function LtiRosterSync({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const roster = trpc.lti.syncRoster.useMutation();
  return (
    <div className="flex flex-col gap-1" data-testid="lti-roster-sync">
      <Button type="button" variant="outline" disabled={roster.isPending} onClick={() => roster.mutate({ classId })}>
        {roster.isPending ? <Spinner label={t("lti.forceSync.rosterRunning")} /> : null}
        {t("lti.forceSync.roster")}
      </Button>
      <p role="status" className="text-sm">
        {roster.isError
          ? t("lti.forceSync.rosterFailed")
          : roster.data
          ? roster.data.platforms
            ? `${t("lti.forceSync.rosterDone", { count: roster.data.members })} ${t("lti.forceSync.rosterAdded", { count: roster.data.added })}`
            : t("lti.forceSync.rosterNone")
          : ""}
      </p>
    </div>
  );
}
