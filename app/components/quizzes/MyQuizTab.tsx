import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { formatPercent } from "#shared/language";
import { averageQuizGrade, NOT_TAKEN } from "#shared/quizzes";

/** QUIZ-023…QUIZ-026: the learner's own quiz grades by unit, chapter and module, with the unit average and an XLSX export. */
export function MyQuizTab() {
  const { t, i18n } = useTranslation();
  const grades = trpc.quizzes.teacher.myGrades.useQuery();
  if (grades.isLoading) return <Spinner label={t("quizzes.students.loading")} />;
  if (grades.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("quizzes.myQuiz.error")}
      </p>
    );
  const records = (grades.data ?? []).filter((r) => r.hasQuiz);
  if (!records.length) return <p className="text-sm text-muted-foreground">{t("quizzes.myQuiz.empty")}</p>;
  const units = [...new Map(records.map((r) => [r.UnitId, r.Unit])).entries()];
  return (
    <div className="space-y-6" data-testid="my-quiz">
      <Button asChild variant="outline">
        <a href="/account/my-quiz-export" download>
          {t("quizzes.myQuiz.export")}
        </a>
      </Button>
      {units.map(([unitId, unitName]) => {
        const rows = records.filter((r) => r.UnitId === unitId);
        const avg = averageQuizGrade(rows.map((r) => (r.Grade === NOT_TAKEN ? null : Number(r.Grade))));
        return (
          <Table key={unitId}>
            <TableCaption className="mt-0 mb-2 caption-top text-left font-semibold text-foreground">
              {unitName} · {t("quizzes.myQuiz.average", { grade: formatPercent(avg, i18n.language) })}
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("quizzes.myQuiz.chapter")}</TableHead>
                <TableHead>{t("quizzes.myQuiz.module")}</TableHead>
                <TableHead>{t("quizzes.myQuiz.grade")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={i}>
                  <TableCell>{r.Chapter}</TableCell>
                  <TableCell>{r.Module}</TableCell>
                  <TableCell>{r.Grade === NOT_TAKEN ? t("quizzes.myQuiz.notTaken") : formatPercent(Number(r.Grade), i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        );
      })}
    </div>
  );
}
