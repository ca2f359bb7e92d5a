import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { QuizRefusal } from "#shared/quizzes";

export type QuizButtonStatus = { quizId: number; grade: number | null; refusal: QuizRefusal | null };

export function QuizRefusalMessage({ refusal, id }: { refusal: QuizRefusal; id: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-sm text-destructive" data-testid="quiz-button-refusal">
      {t(`quizzes.refusal.${refusal}`)}
    </p>
  );
}

/**
 * QUIZ-001, QUIZ-010, QUIZ-017, QUIZ-020: the module or lesson quiz button. It reads
 * 'Quiz Complete: N%' once graded; with no attempts left or outside the dates it is disabled
 * (struck through outside the dates) with the seed's message; the membership that hides module
 * quizzes (QUIZ-013) shows nothing. The server refuses the same cases on its own.
 */
export function QuizButton({ status, label, testId }: { status: QuizButtonStatus | null; label: string; testId: string }) {
  const { t } = useTranslation();
  if (!status || status.refusal === "hidden") return null;
  const text = status.grade != null ? t("quizzes.button.complete", { n: status.grade }) : label;
  const messageId = `${testId}-refusal`;
  if (status.refusal) {
    return (
      <div className="flex flex-col gap-1">
        <Button
          type="button"
          variant="outline"
          disabled
          aria-describedby={messageId}
          className={cn(status.refusal === "dates" && "line-through")}
          data-testid={testId}
        >
          {text}
        </Button>
        <QuizRefusalMessage refusal={status.refusal} id={messageId} />
      </div>
    );
  }
  return (
    <Button asChild variant={status.grade != null ? "secondary" : "outline"} data-testid={testId}>
      <Link to={`/textbook/quiz?id=${status.quizId}`}>{text}</Link>
    </Button>
  );
}
