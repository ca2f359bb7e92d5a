import { Form, useNavigation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { RichText } from "~/components/RichText";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { cn } from "~/lib/utils";
import { formatPercent } from "#shared/language";

export type UnitCardData = {
  id: number;
  title: string;
  cover: string | null;
  summary: string | null;
  content: unknown;
  status: "Not Started" | "IN-PROGRESS" | "COMPLETE";
  percentCompleted: number;
  grade: number | null;
};

/**
 * LRN-053…LRN-057: a unit with its cover, title, progress bar, unit total grade and Start /
 * Continue. The button posts to /textbook (works without JavaScript), whose action records the
 * start on the server and opens the unit. Multi-session: a full-width cover and the unit's
 * content text instead of progress. LTI lock: the button is disabled, with the portal warning.
 */
export function UnitCard({
  unit,
  locked,
  multiSession,
  headingLevel = "h3",
  extra,
}: {
  unit: UnitCardData;
  locked: boolean;
  multiSession: boolean;
  headingLevel?: "h2" | "h3";
  /** More about the unit for this reader, under its progress (the dashboard's review count, issue 28). */
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formData?.get("unitId") === String(unit.id);
  const Heading = headingLevel;
  const started = !multiSession && unit.status !== "Not Started";
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      {unit.cover ? <img src={unit.cover} alt="" className={cn("w-full bg-muted object-cover", multiSession ? "aspect-[16/9]" : "aspect-[16/7]")} /> : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading id={`${id}-title`} className="text-lg font-semibold leading-snug">
          {unit.title}
        </Heading>
        {multiSession ? (
          <div className="text-sm text-muted-foreground">
            <RichText value={unit.content} className="space-y-2" />
            {!unit.content && unit.summary ? <p>{unit.summary}</p> : null}
          </div>
        ) : (
          <div className="space-y-2">
            <Progress value={unit.percentCompleted} aria-label={t("learning.units.progressLabel", { title: unit.title })} />
            <p className="flex flex-wrap justify-between gap-x-4 text-sm text-muted-foreground">
              <span>{t("learning.units.percent", { percent: formatPercent(unit.percentCompleted, i18n.language) })}</span>
              <span>{unit.grade == null ? t("learning.units.noGrade") : t("learning.units.grade", { grade: formatPercent(unit.grade, i18n.language) })}</span>
            </p>
          </div>
        )}
        {extra}
        <Form method="post" action="/textbook?index" className="mt-auto pt-2">
          <input type="hidden" name="unitId" value={unit.id} />
          <Button
            type="submit"
            className="w-full sm:w-auto"
            disabled={locked || starting}
            aria-describedby={locked ? `${id}-lti` : undefined}
            aria-label={t(started ? "learning.units.continueUnit" : "learning.units.startUnit", { title: unit.title })}
          >
            {t(started ? "learning.units.continue" : "learning.units.start")}
          </Button>
          {locked ? (
            <p id={`${id}-lti`} className="mt-2 text-sm text-muted-foreground">
              {t("learning.units.ltiWarning")}
            </p>
          ) : null}
        </Form>
      </div>
    </li>
  );
}
