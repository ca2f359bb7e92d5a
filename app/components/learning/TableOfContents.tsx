import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { ProgressStatus } from "#shared/progress";
import { chapterHeading } from "#shared/textbook";
import { formatPercent } from "#shared/language";
import { cn } from "~/lib/utils";

export type TocData = {
  readonly chapters: readonly {
    readonly id: number;
    readonly chapterTitle: string;
    readonly order: number;
    readonly modules: readonly { readonly id: number; readonly title: string; readonly lessons: readonly { readonly id: number; readonly title: string }[] }[];
  }[];
};
/** A value no string contains: translated in its place, then replaced (`filled`). */
const SLOT = "\u0000";
/** A translation with one value, as a function of that value: the template translated once (`SLOT` for the value). */
export function filled(template: string): (value: string) => string {
  const at = template.indexOf(SLOT);
  if (at < 0) return () => template;
  const before = template.slice(0, at);
  const after = template.slice(at + SLOT.length);
  return (value) => before + value + after;
}

export type ModuleStatuses = ReadonlyMap<number, { status: ProgressStatus; grade: number | null }>;

const STATUS_STYLE: Record<ProgressStatus, string> = {
  "Not Started": "border-border text-muted-foreground",
  "IN-PROGRESS": "border-amber-600 text-amber-900 bg-amber-50",
  COMPLETE: "border-primary text-primary bg-accent",
};

/**
 * LRN-051, LRN-038: chapters as an accordion; each module links to its page and shows its status
 * and grade; its lessons are listed below it. `statuses` is null when nothing is recorded
 * (multi-session sessions). Under the LTI lock the server already left out the other chapters.
 */
export function TableOfContents({
  toc,
  statuses,
  currentModuleId,
  idPrefix,
}: {
  toc: TocData;
  statuses: ModuleStatuses | null;
  currentModuleId?: number;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  if (!toc.chapters.length) return <p className="text-sm text-muted-foreground">{t("learning.toc.empty")}</p>;
  // The strings repeated for every module, translated once per render (issue 25: i18next's t() for each module was the
  // largest part of the unit page's server CPU): a status label per status, the others filled in from their template.
  const statusLabel = new Map<ProgressStatus, string>();
  const statusOf = (status: ProgressStatus) => {
    let label = statusLabel.get(status);
    if (label === undefined) statusLabel.set(status, (label = t("learning.toc.moduleStatus", { status: t(`learning.status.${status}`) })));
    return label;
  };
  const gradeOf = filled(t("learning.toc.moduleGrade", { grade: SLOT }));
  const lessonsOf = filled(t("learning.toc.lessonsOf", { title: SLOT }));
  const current = toc.chapters.find((c) => c.modules.some((m) => m.id === currentModuleId)) ?? toc.chapters[0];
  return (
    <Accordion type="multiple" defaultValue={[`${idPrefix}-${current.id}`]} className="w-full">
      {toc.chapters.map((chapter) => (
        <AccordionItem key={chapter.id} value={`${idPrefix}-${chapter.id}`}>
          <AccordionTrigger className="text-base font-semibold">
            {t("learning.toc.chapter", { n: chapter.order, title: chapterHeading(chapter.chapterTitle) })}
          </AccordionTrigger>
          <AccordionContent>
            <ol className="space-y-3">
              {chapter.modules.map((m) => {
                const s = statuses?.get(m.id);
                const here = m.id === currentModuleId;
                return (
                  <li key={m.id} className={cn("rounded-md border p-3", here && "border-primary bg-accent/40")}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Link
                        to={`/textbook/module?id=${m.id}`}
                        aria-current={here ? "page" : undefined}
                        className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {m.title}
                      </Link>
                      {s ? (
                        <span className="flex flex-wrap items-center gap-2 text-xs">
                          <span className={cn("rounded-full border px-2 py-0.5 font-medium", STATUS_STYLE[s.status])}>{statusOf(s.status)}</span>
                          {s.grade != null ? <span className="text-muted-foreground">{gradeOf(formatPercent(s.grade, i18n.language))}</span> : null}
                        </span>
                      ) : null}
                    </div>
                    {here ? <p className="sr-only">{t("learning.toc.current")}</p> : null}
                    {m.lessons.length ? (
                      <ul aria-label={lessonsOf(m.title)} className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                        {m.lessons.map((l) => (
                          <li key={l.id}>{l.title}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
