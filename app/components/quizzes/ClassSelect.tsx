import { useEffect } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";

/** TEA-001, TEA-002: the class selector of the teacher's tabs (the classes the caller teaches; an admin: all). */
export function ClassSelect({ id, value, onChange }: { id: string; value: number | null; onChange: (classId: number | null) => void }) {
  const { t } = useTranslation();
  const classes = trpc.quizzes.teacher.classes.useQuery();
  useEffect(() => {
    if (value == null && classes.data?.length) onChange(classes.data[0].schoolId);
  }, [classes.data, value, onChange]);
  if (classes.isLoading) return <Spinner label={t("quizzes.students.loading")} />;
  if (classes.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("quizzes.students.classesError")}
      </p>
    );
  if (!classes.data?.length) return <p className="text-sm text-muted-foreground">{t("quizzes.students.noClasses")}</p>;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("quizzes.students.class")}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className="h-9 w-full max-w-sm rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {classes.data.map((c) => (
          <option key={c.schoolId} value={c.schoolId}>
            {c.schoolName}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous / next over pages of 10 rows (TEA-005, TEA-013). */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav aria-label={t("quizzes.students.page", { n: page + 1, total })} className="flex items-center gap-3 text-sm">
      <button
        type="button"
        className="rounded-md border px-3 py-1 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-ring"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t("quizzes.students.previous")}
      </button>
      <span>{t("quizzes.students.page", { n: page + 1, total })}</span>
      <button
        type="button"
        className="rounded-md border px-3 py-1 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-ring"
        disabled={page >= total - 1}
        onClick={() => onPage(page + 1)}
      >
        {t("quizzes.students.next")}
      </button>
    </nav>
  );
}

export const PAGE_SIZE = 10;
