import { domainErrorData, isInputError } from "#shared/errors";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { trpc } from "~/lib/trpc";
import { formatQuizDate, MAX_EXTRA_ATTEMPTS, OVERRIDE_REASON_MAX } from "#shared/quizzes";

const selectClass = "h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

type Override = {
  id: number;
  quizId: number | null;
  moduleName: string | null;
  extraAttempts: number;
  openDate: string | null;
  closeDate: string | null;
  reason: string;
};

/**
 * Per-student overrides (beyond the seed, docs/decisions/034-per-student-quiz-overrides.md), in
 * the Students tab's row of a student × unit: the overrides with their reason and a Remove
 * control, and 'Add override' (a dialog: one quiz of the unit or all of them, extra attempts,
 * own open/close dates, a required reason). The server enforces them at quiz start and submit.
 */
export function QuizOverrides({
  classId,
  student,
  unit,
  onChanged,
}: {
  classId: number;
  student: { ID: number; fName: string; lName: string };
  unit: { unitId: number; unitName: string; overrides: Override[]; chapters: { modules: { moduleName: string; quizId: number }[] }[] };
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "fr" ? "fr" : "en";
  const name = `${student.fName} ${student.lName}`;
  const [open, setOpen] = useState(false);
  const [quizId, setQuizId] = useState<string>("all");
  const [extra, setExtra] = useState(1);
  const [openDate, setOpenDate] = useState("");
  const [closeDate, setCloseDate] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const base = `override-${student.ID}-${unit.unitId}`;
  const set = trpc.quizzes.teacher.setOverride.useMutation({
    onSuccess: () => {
      setOpen(false);
      onChanged();
    },
    onError: (err) => setError(domainErrorData(err)?.kind === "Invalid" || isInputError(err) ? t("quizzes.overrides.invalid") : t("quizzes.overrides.error")),
  });
  const remove = trpc.quizzes.teacher.removeOverride.useMutation({ onSuccess: onChanged, onError: () => setError(t("quizzes.overrides.error")) });
  const modules = unit.chapters.flatMap((c) => c.modules);
  const describe = (o: Override) =>
    [
      o.moduleName ?? t("quizzes.overrides.allQuizzes"),
      o.extraAttempts ? t("quizzes.overrides.extraN", { count: o.extraAttempts }) : null,
      o.openDate ? t("quizzes.overrides.opens", { date: formatQuizDate(o.openDate, language) }) : null,
      o.closeDate ? t("quizzes.overrides.closes", { date: formatQuizDate(o.closeDate, language) }) : null,
    ]
      .filter(Boolean)
      .join(" · ");
  const send = () => {
    setError(null);
    if (!reason.trim()) return setError(t("quizzes.overrides.needReason"));
    if (!extra && !openDate && !closeDate) return setError(t("quizzes.overrides.needChange"));
    if (openDate && closeDate && openDate > closeDate) return setError(t("quizzes.overrides.openAfterClose"));
    set.mutate({
      classId,
      userId: student.ID,
      unitId: unit.unitId,
      quizId: quizId === "all" ? null : Number(quizId),
      extraAttempts: extra,
      openDate: openDate || null,
      closeDate: closeDate || null,
      reason: reason.trim(),
    });
  };
  return (
    <div className="space-y-1" data-testid="quiz-overrides">
      {unit.overrides.length ? (
        <ul className="space-y-1 text-xs" aria-label={t("quizzes.overrides.listLabel", { name, unit: unit.unitName })}>
          {unit.overrides.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-2" data-testid="quiz-override">
              <span>
                {describe(o)} — <span className="italic">{o.reason}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ classId, overrideId: o.id })}
                aria-label={t("quizzes.overrides.removeLabel", { name, what: describe(o) })}
              >
                {t("quizzes.students.remove")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        aria-label={t("quizzes.overrides.addLabel", { name, unit: unit.unitName })}
      >
        {t("quizzes.overrides.add")}
      </Button>
      {error && !open ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("quizzes.students.cancel")}>
          <form
            className="space-y-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <DialogTitle>{t("quizzes.overrides.title", { name, unit: unit.unitName })}</DialogTitle>
            <DialogDescription>{t("quizzes.overrides.help")}</DialogDescription>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${base}-quiz`} className="text-sm font-medium">
                {t("quizzes.overrides.quiz")}
              </label>
              <select id={`${base}-quiz`} className={selectClass} value={quizId} onChange={(e) => setQuizId(e.target.value)}>
                <option value="all">{t("quizzes.overrides.allQuizzes")}</option>
                {modules.map((m) => (
                  <option key={m.quizId} value={m.quizId}>
                    {m.moduleName}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${base}-extra`} className="text-sm font-medium">
                {t("quizzes.overrides.extra")}
              </label>
              <select id={`${base}-extra`} className={selectClass} value={extra} onChange={(e) => setExtra(Number(e.target.value))}>
                {Array.from({ length: MAX_EXTRA_ATTEMPTS + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={`${base}-open`} className="text-sm font-medium">
                  {t("quizzes.overrides.openDate")}
                </label>
                <Input id={`${base}-open`} type="date" value={openDate} onChange={(e) => setOpenDate(e.target.value)} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${base}-close`} className="text-sm font-medium">
                  {t("quizzes.overrides.closeDate")}
                </label>
                <Input id={`${base}-close`} type="date" value={closeDate} onChange={(e) => setCloseDate(e.target.value)} />
              </div>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${base}-reason`} className="text-sm font-medium">
                {t("quizzes.overrides.reason")}
              </label>
              <textarea
                id={`${base}-reason`}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={2}
                maxLength={OVERRIDE_REASON_MAX}
                required
                className="rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("quizzes.students.cancel")}
              </Button>
              <Button type="submit" disabled={set.isPending}>
                {t("quizzes.students.save")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
