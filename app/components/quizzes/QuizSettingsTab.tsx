import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { formatPercent } from "#shared/language";
import { ATTEMPT_CHOICES, attemptsMessage, DATE_UPDATE_TYPES, type DateUpdateType, formatQuizDate, UNLIMITED_ATTEMPTS } from "#shared/quizzes";
import { ClassSelect, PAGE_SIZE, Pager } from "./ClassSelect";

const selectClass = "h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/**
 * TEA-013…TEA-022: the Quiz Settings tab — the class's attempt limit (1 to 10 or unlimited) and
 * its textbook rows with each quiz's open and close dates ('MMMM D YYYY' in the page's language),
 * changed through an edit dialog (ADD-OPEN, REMOVE-OPEN, ADD-CLOSE, REMOVE-CLOSE), for one quiz
 * or every quiz of the class.
 */
export function QuizSettingsTab() {
  const [classId, setClassId] = useState<number | null>(null);
  return (
    <div className="space-y-6" data-testid="quiz-settings-tab">
      <ClassSelect id="settings-class" value={classId} onChange={setClassId} />
      {classId != null ? <Attempts key={`a${classId}`} classId={classId} /> : null}
      {classId != null ? <Dates key={`d${classId}`} classId={classId} /> : null}
    </div>
  );
}

function Attempts({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const current = trpc.quizzes.teacher.attempts.useQuery({ classId });
  const [choice, setChoice] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = trpc.quizzes.teacher.setAttempts.useMutation({
    onSuccess: (r) => {
      const m = attemptsMessage(r.attempts);
      setMessage({ ok: true, text: t(m.key, { count: m.n }) });
      void current.refetch();
    },
    onError: () => setMessage({ ok: false, text: t("quizzes.settings.attemptsError") }),
  });
  const value = choice ?? current.data?.attempts ?? UNLIMITED_ATTEMPTS;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        save.mutate({ classId, attempts: value });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="quiz-attempts" className="text-sm font-medium">
          {t("quizzes.settings.attempts")}
        </label>
        <select id="quiz-attempts" className={selectClass} value={value} onChange={(e) => setChoice(Number(e.target.value))} disabled={current.isLoading}>
          {ATTEMPT_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === UNLIMITED_ATTEMPTS ? t("quizzes.settings.unlimited") : n}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending || current.isLoading}>
        {t("quizzes.settings.saveAttempts")}
      </Button>
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? "w-full text-sm text-green-800" : "w-full text-sm text-destructive"}
          data-testid="attempts-message"
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

type Row = {
  quizId: number;
  unit: { unitName_en: string };
  chapter: { chapterName_en: string };
  module: { moduleName_en: string };
  openDate: string;
  closeDate: string;
};

function Dates({ classId }: { classId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "fr" ? "fr" : "en";
  const rows = trpc.quizzes.teacher.textbook.useQuery({ classId });
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Row | null>(null);
  const [analysing, setAnalysing] = useState<Row | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (rows.isLoading) return <Spinner label={t("quizzes.students.loading")} />;
  if (rows.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("quizzes.students.error")}
      </p>
    );
  const data = rows.data ?? [];
  if (!data.length) return <p className="text-sm text-muted-foreground">{t("quizzes.settings.empty")}</p>;
  const pages = Math.ceil(data.length / PAGE_SIZE);
  return (
    <div className="space-y-3">
      {done ? (
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("quizzes.settings.unit")}</TableHead>
            <TableHead>{t("quizzes.settings.chapter")}</TableHead>
            <TableHead>{t("quizzes.settings.module")}</TableHead>
            <TableHead>{t("quizzes.settings.openDate")}</TableHead>
            <TableHead>{t("quizzes.settings.closeDate")}</TableHead>
            <TableHead>{t("quizzes.settings.membership")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("quizzes.settings.edit")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE).map((r) => (
            <TableRow key={r.quizId}>
              <TableCell>{r.unit.unitName_en}</TableCell>
              <TableCell>{r.chapter.chapterName_en}</TableCell>
              <TableCell>{r.module.moduleName_en}</TableCell>
              <TableCell>{formatQuizDate(r.openDate, language)}</TableCell>
              <TableCell>{formatQuizDate(r.closeDate, language)}</TableCell>
              <TableCell className="font-mono text-xs">{r.membershipKey ?? ""}</TableCell>
              <TableCell className="whitespace-nowrap">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="mr-2"
                  onClick={() => setAnalysing(r)}
                  aria-label={`${t("quizzes.settings.analysis")}: ${r.module.moduleName_en}`}
                >
                  {t("quizzes.settings.analysis")}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(r)}
                  aria-label={`${t("quizzes.settings.edit")}: ${r.module.moduleName_en}`}
                >
                  {t("quizzes.settings.edit")}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager page={page} total={pages} onPage={setPage} />
      {analysing ? <ItemAnalysis classId={classId} row={analysing} onClose={() => setAnalysing(null)} /> : null}
      {editing ? (
        <EditDates
          classId={classId}
          row={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setDone(t("quizzes.settings.saved"));
              void rows.refetch();
            }
          }}
        />
      ) : null}
    </div>
  );
}

function EditDates({ classId, row, onClose }: { classId: number; row: Row; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<DateUpdateType>("ADD-OPEN");
  const [date, setDate] = useState("");
  const [all, setAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = trpc.quizzes.teacher.updateDates.useMutation({
    onSuccess: () => onClose(true),
    onError: (e) =>
      setError(
        e.message === "The open date must not be after the close date."
          ? t("quizzes.settings.openAfterClose")
          : e.message === "Choose a date."
          ? t("quizzes.settings.needDate")
          : t("quizzes.settings.dateError"),
      ),
  });
  const adding = type.startsWith("ADD");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose(false)}>
      <DialogContent closeLabel={t("quizzes.settings.cancel")} aria-describedby={undefined}>
        <DialogTitle>{t("quizzes.settings.editTitle", { module: row.module.moduleName_en })}</DialogTitle>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            if (adding && !date) return setError(t("quizzes.settings.needDate"));
            update.mutate({ classId, quizId: all ? "all" : row.quizId, updateType: type, date: adding ? date : null });
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="date-update-type" className="text-sm font-medium">
              {t("quizzes.settings.updateType")}
            </label>
            <select id="date-update-type" className={selectClass} value={type} onChange={(e) => setType(e.target.value as DateUpdateType)}>
              {DATE_UPDATE_TYPES.map((u) => (
                <option key={u} value={u}>
                  {t(`quizzes.settings.${u}`)}
                </option>
              ))}
            </select>
          </div>
          {adding ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="date-value" className="text-sm font-medium">
                {t("quizzes.settings.date")}
              </label>
              <input id="date-value" type="date" className={selectClass} value={date} onChange={(e) => setDate(e.target.value)} required />
            </div>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} className="size-4" />
            {t("quizzes.settings.applyAll")}
          </label>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onClose(false)}>
              {t("quizzes.settings.cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {t("quizzes.settings.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Item analysis of one module quiz: each question's share correct in the class, most missed first. */
function ItemAnalysis({ classId, row, onClose }: { classId: number; row: Row; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const analysis = trpc.quizzes.teacher.itemAnalysis.useQuery({ classId, quizId: row.quizId });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("quizzes.settings.close")} className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{t("quizzes.settings.analysisTitle", { module: row.module.moduleName_en })}</DialogTitle>
        <DialogDescription>{t("quizzes.settings.analysisHelp", { count: analysis.data?.students ?? 0 })}</DialogDescription>
        {analysis.isLoading ? <Spinner label={t("quizzes.students.loading")} /> : null}
        {analysis.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("quizzes.students.error")}
          </p>
        ) : null}
        {analysis.data ? (
          analysis.data.students ? (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("quizzes.settings.question")}</TableHead>
                  <TableHead>{t("quizzes.settings.shareCorrect")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {analysis.data.questions.map((q) => (
                  <TableRow key={q.questionId}>
                    <TableCell className="whitespace-normal">{q.question}</TableCell>
                    <TableCell>{q.shareCorrect == null ? "—" : formatPercent(q.shareCorrect, i18n.language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <p className="text-sm text-muted-foreground">{t("quizzes.settings.noAnswers")}</p>
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
