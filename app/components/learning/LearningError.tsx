import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { NotFound } from "~/components/layout/NotFound";
import { Button } from "~/components/ui/button";

/** Error boundary of the learning pages: 404 → not found; 403 → the unit is not open to this learner (memberships or LTI lock). */
export function LearningError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t("learning.unit.forbiddenTitle")}</h1>
        <p className="mt-4 text-muted-foreground">{t("learning.unit.forbidden")}</p>
        <Button asChild className="mt-6">
          <Link to="/account">{t("learning.unit.toDashboard")}</Link>
        </Button>
      </section>
    );
  }
  throw error;
}
