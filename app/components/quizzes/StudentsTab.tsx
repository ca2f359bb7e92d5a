import { useMemo, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { formatPercent } from "#shared/language";
import { formatQuizDate } from "#shared/quizzes";
import { ForceLtiSync } from "~/components/lti/ForceLtiSync";
import { ClassSelect, PAGE_SIZE, Pager } from "./ClassSelect";
import { QuizOverrides } from "./QuizOverrides";

/**
 * TEA-001…TEA-005, TEA-010: the Students tab — class selector, the grade table (one row per
 * student × unit, students by first then last name, TEA-004), 10 rows a page with a search, the
 * 'Grade Export' XLSX download (sheet 'My Quiz Export', streamed by the resource route) and the
 * per-student quiz overrides (decision 034).
 */
export function StudentsTab() {
  const { t, i18n } = useTranslation();
  const [classId, setClassId] = useState<number | null>(null);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);
  const grades = trpc.quizzes.teacher.grades.useQuery({ classId: classId ?? 0 }, { enabled: classId != null });
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (grades.data ?? [])
      .filter((s) => !q || `${s.fName} ${s.lName} ${s.Email}`.toLowerCase().includes(q))
      .flatMap((s) => s.grades.map((g) => ({ student: s, unit: g })));
  }, [grades.data, query]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE);
  return (
    <div className="space-y-4" data-testid="students-tab">
      <div className="flex flex-wrap items-end gap-4">
        <ClassSelect
          id="students-class"
          value={classId}
          onChange={(id) => {
            setClassId(id);
            setPage(0);
          }}
        />
        {classId != null ? (
          <Button asChild variant="outline">
            <a href={`/account/grade-export?classId=${classId}`} download data-testid="grade-export">
              {t("quizzes.students.export")}
            </a>
          </Button>
        ) : null}
        {classId != null && grades.data ? <ForceLtiSync classId={classId} students={grades.data} /> : null}
      </div>
      {classId != null ? (
        <div className="flex max-w-sm flex-col gap-1">
          <label htmlFor="students-search" className="text-sm font-medium">
            {t("quizzes.students.search")}
          </label>
          <Input
            id="students-search"
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(0);
            }}
          />
        </div>
      ) : null}
      {grades.isLoading && classId != null ? <Spinner label={t("quizzes.students.loading")} /> : null}
      {grades.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("quizzes.students.error")}
        </p>
      ) : null}
      {grades.data ? (
        rows.length ? (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("quizzes.students.name")}</TableHead>
                  <TableHead>{t("quizzes.students.email")}</TableHead>
                  <TableHead>{t("quizzes.students.unit")}</TableHead>
                  <TableHead>{t("quizzes.students.grade")}</TableHead>
                  <TableHead>{t("quizzes.students.extend")}</TableHead>
                  <TableHead>{t("quizzes.overrides.column")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map(({ student, unit }) => (
                  <TableRow key={`${student.ID}:${unit.unitId}`}>
                    <TableCell>
                      {student.fName} {student.lName}
                    </TableCell>
                    <TableCell>{student.Email}</TableCell>
                    <TableCell>
                      <details>
                        <summary className="cursor-pointer">{unit.unitName}</summary>
                        <ul
                          className="mt-1 space-y-0.5 text-xs text-muted-foreground"
                          aria-label={t("quizzes.students.details", { unit: unit.unitName, name: `${student.fName} ${student.lName}` })}
                        >
                          {unit.chapters.flatMap((c) =>
                            c.modules.map((m) => (
                              <li key={`${c.chapterName}:${m.moduleName}`}>
                                {m.moduleName}: {m.taken ? formatPercent(m.grade ?? 0, i18n.language) : t("quizzes.students.notTaken")}
                              </li>
                            )),
                          )}
                        </ul>
                      </details>
                    </TableCell>
                    <TableCell>{formatPercent(unit.unitGrade, i18n.language)}</TableCell>
                    <TableCell>
                      <ExtendDeadline classId={classId!} student={student} unit={unit} onChanged={() => void grades.refetch()} />
                    </TableCell>
                    <TableCell>
                      <QuizOverrides classId={classId!} student={student} unit={unit} onChanged={() => void grades.refetch()} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={page} total={pages} onPage={setPage} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t("quizzes.students.empty")}</p>
        )
      ) : null}
    </div>
  );
}

/**
 * TEA-005…TEA-009: 'Extend Deadline' for one student and unit — 'Add' opens a date dialog (ADD
 * needs a date), an extension shows its date and 'Remove' asks for confirmation (REMOVE).
 */
function ExtendDeadline({
  classId,
  student,
  unit,
  onChanged,
}: {
  classId: number;
  student: { ID: number; fName: string; lName: string };
  unit: { unitId: number; unitName: string; exceptionAllowed: "Y" | "N"; expireDate: string | null };
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<"add" | "remove" | null>(null);
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const name = `${student.fName} ${student.lName}`;
  const change = trpc.quizzes.teacher.extendDeadline.useMutation({
    onSuccess: () => {
      setOpen(null);
      onChanged();
    },
    onError: () => setError(t("quizzes.students.extendError")),
  });
  const send = (exceptionChange: "ADD" | "REMOVE") => {
    setError(null);
    if (exceptionChange === "ADD" && !date) return setError(t("quizzes.students.needDate"));
    change.mutate({ classId, userId: student.ID, unitId: unit.unitId, exceptionChange, expireDate: exceptionChange === "ADD" ? date : null });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {unit.exceptionAllowed === "Y" ? (
        <>
          <span className="text-sm">{t("quizzes.students.until", { date: formatQuizDate(unit.expireDate, i18n.language === "fr" ? "fr" : "en") })}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setOpen("remove")}
            aria-label={t("quizzes.students.extendRemove", { name, unit: unit.unitName })}
          >
            {t("quizzes.students.remove")}
          </Button>
        </>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => setOpen("add")}
          aria-label={t("quizzes.students.extendAdd", { name, unit: unit.unitName })}
        >
          {t("quizzes.students.add")}
        </Button>
      )}
      <Dialog open={open != null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent closeLabel={t("quizzes.students.cancel")}>
          {open === "add" ? (
            <form
              className="space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                send("ADD");
              }}
            >
              <DialogTitle>{t("quizzes.students.extendTitle", { unit: unit.unitName, name })}</DialogTitle>
              <DialogDescription>{t("quizzes.students.extendHelp")}</DialogDescription>
              <div className="flex flex-col gap-1">
                <label htmlFor={`extend-${student.ID}-${unit.unitId}`} className="text-sm font-medium">
                  {t("quizzes.settings.date")}
                </label>
                <Input id={`extend-${student.ID}-${unit.unitId}`} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
              </div>
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(null)}>
                  {t("quizzes.students.cancel")}
                </Button>
                <Button type="submit" disabled={change.isPending}>
                  {t("quizzes.students.save")}
                </Button>
              </DialogFooter>
            </form>
          ) : (
            <>
              <DialogTitle>{t("quizzes.students.removeTitle")}</DialogTitle>
              <DialogDescription>{t("quizzes.students.removeBody", { name, unit: unit.unitName })}</DialogDescription>
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(null)}>
                  {t("quizzes.students.cancel")}
                </Button>
                <Button type="button" variant="destructive" disabled={change.isPending} onClick={() => send("REMOVE")}>
                  {t("quizzes.students.remove")}
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
