import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { UnitCard } from "~/components/learning/UnitCard";
import { ReviewDueLink } from "~/components/review/ReviewDueLink";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { useRootData } from "~/lib/useRootData";

/** The progress view of the Dashboard tab (SES-050, LRN-053…LRN-058, LTI-010): the units the user's memberships open, as cards. */
export function MyUnits() {
  const { t } = useTranslation();
  const multiSession = !!useRootData()?.session.multiSession;
  const textbooks = trpc.textbook.myTextbooks.useQuery();
  // Issue 28: "Review: N due" per unit (the reader's own deck; shared sessions have none).
  const review = trpc.review.dueSummary.useQuery(undefined, { enabled: !multiSession, retry: false });
  const dueOf = new Map((review.data?.units ?? []).map((u) => [u.unitId, u.due]));
  return (
    <section aria-labelledby="my-units-title" className="mt-8">
      <h2 id="my-units-title" className="text-xl font-semibold">
        {t("learning.units.title")}
      </h2>
      {textbooks.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={t("learning.units.loading")} />
          <span aria-hidden="true">{t("learning.units.loading")}</span>
        </p>
      ) : textbooks.isError ? (
        <p className="mt-4 text-sm text-destructive" role="alert">
          {t("learning.units.error")}
        </p>
      ) : textbooks.data.units.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          <p>{t("learning.units.empty")}</p>
          <Link to="/bookstore" className="mt-2 inline-block font-medium text-primary underline underline-offset-4">
            {t("learning.units.browse")}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="unit-cards">
          {textbooks.data.units.map((unit) => (
            <UnitCard
              key={unit.id}
              unit={unit}
              locked={textbooks.data.locked}
              multiSession={multiSession}
              extra={dueOf.get(unit.id) ? <ReviewDueLink unitId={unit.id} title={unit.title} due={dueOf.get(unit.id)!} /> : null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
