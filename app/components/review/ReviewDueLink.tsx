import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";

/** Issue 28: a unit card's "Review: N due", a link to the unit's review session. */
export function ReviewDueLink({ unitId, title, due }: { unitId: number; title: string; due: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/textbook/review?unit=${unitId}`}
      className="inline-flex w-fit items-center rounded-md border border-primary px-3 py-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      aria-label={t("review.dueLink", { n: due, title })}
      data-testid={`review-due-${unitId}`}
    >
      {t("review.due", { n: due })}
    </Link>
  );
}
