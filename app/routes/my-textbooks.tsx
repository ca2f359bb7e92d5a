import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { UnitCard } from "~/components/learning/UnitCard";
import { requireUser } from "~/.server/requireUser";
import { pageMeta } from "~/lib/meta";

/** LRN-002 (fixed), LRN-003: the signed-in user's own textbooks — the units their memberships open — not a sample student's. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await context.trpc.session.details();
  // SES-032: signed-in users only (an expired session gets the invalid-session modal, anyone else the login page).
  await requireUser({ request, context });
  const textbooks = await context.trpc.textbook.myTextbooks();
  return { ...textbooks, multiSession: session.multiSession };
}

export const meta: MetaFunction = pageMeta("pages.myTextbooks");

export default function MyTextbooks() {
  const { t } = useTranslation();
  const { units, locked, multiSession } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="my-textbooks-title">
      <h1 id="my-textbooks-title" className="text-3xl font-semibold tracking-tight">
        {t("learning.myTextbooks.title")}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t("learning.myTextbooks.intro")}</p>
      {units.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          <p>{t("learning.units.empty")}</p>
          <Link to="/bookstore" className="mt-2 inline-block font-medium text-primary underline underline-offset-4">
            {t("learning.units.browse")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {units.map((unit) => (
            <UnitCard key={unit.id} unit={unit} locked={locked} multiSession={multiSession} headingLevel="h2" />
          ))}
        </ul>
      )}
    </section>
  );
}
