import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Download } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { LearningError } from "~/components/learning/LearningError";
import { ModelViewer } from "~/components/learning/ModelViewer";
import { TableOfContents } from "~/components/learning/TableOfContents";
import { RichText } from "~/components/RichText";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { formError, pageError } from "~/.server/formError";
import { recordUnitOpened } from "~/lib/progressCalls";
import { requireUser } from "~/.server/requireUser";
import { tocText } from "~/.server/tocText";
import { readToc } from "~/components/learning/tocText";
import { pageMeta } from "~/lib/meta";
import { PublicVideo } from "~/components/public/PublicVideo";
import { formatPercent } from "#shared/language";

/**
 * The unit page (LRN-007…LRN-011): the session's active unit (kept on the server,
 * docs/decisions/004-…) with its table of contents, cover, 'Summary', optional 'Sample Video',
 * additional information, extra content and downloads. Opening it marks the unit IN-PROGRESS:
 * not in the loader (a GET changes nothing, so a cross-site link or a prefetch records nothing) but
 * by a POST the rendered page sends to the procedure progress.openUnit (app/lib/progressCalls.ts).
 * Multi-session sessions record nothing (SES-056).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await context.trpc.session.details();
  // SES-032: signed-in users only (an expired session gets the invalid-session modal, anyone else the login page).
  await requireUser({ request, context });
  // One call (textbook.unitPage): the active unit, its details, contents and the learner's progress, progress read once.
  const { unitId, unit, toc, progress } = await context.trpc.textbook.unitPage({ withProgress: !session.multiSession }).catch(pageError);
  if (!unitId) return { unit: null, toc: null, progress: null, multiSession: session.multiSession };
  // The page shows the summary and each module's status; the unit's every lesson status (≈ 170 on a large unit) is
  // left out of the page's data.
  const shown = progress
    ? {
        percentCompleted: progress.percentCompleted,
        lessonsCompleted: progress.lessonsCompleted,
        lessonsTotal: progress.lessonsTotal,
        modules: progress.modules,
      }
    : null;
  // The table of contents as one string (app/components/learning/tocText.ts): made once per unit and language.
  return { unit, toc: tocText(toc), progress: shown, multiSession: session.multiSession };
}

/** LRN-055: a unit card's Start/Continue (a form post, so it works without JavaScript) records the start and opens the unit. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const unitId = Number(form.get("unitId"));
  if (!Number.isInteger(unitId) || unitId <= 0) throw new Response("Bad Request", { status: 400 });
  await context.trpc.progress.startUnit({ unitId }).catch((err: unknown) =>
    formError(err, {
      Unauthorized: () => {
        throw redirect("/login?next=%2Faccount");
      },
    }),
  );
  throw redirect("/textbook");
}

export const meta: MetaFunction<typeof loader> = pageMeta((t, { data }) => data?.unit?.title ?? t("pages.textbook"));

export const ErrorBoundary = LearningError;

const paragraphs = (text: string | null) => (text ?? "").split(/\n{2,}/).filter((p) => p.trim());
const isModel = (url: string) => /\.(glb|gltf)(\?|$)/i.test(url);

export default function UnitPage() {
  const { t, i18n } = useTranslation();
  const { unit, toc: text, progress, multiSession } = useLoaderData<typeof loader>();
  const toc = useMemo(() => (text ? readToc(text) : null), [text]);
  const statuses = useMemo(() => (progress ? new Map(progress.modules.map((m) => [m.id, m])) : null), [progress]);
  const lastOpened = useRef<number | null>(null);
  useEffect(() => {
    // Record the unit shown once (not again when the data revalidates).
    if (multiSession || !unit || lastOpened.current === unit.id) return;
    lastOpened.current = unit.id;
    void recordUnitOpened(unit.id);
  }, [unit, multiSession]);

  if (!unit || !toc) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="unit-none-title">
        <h1 id="unit-none-title" className="text-2xl font-semibold">
          {t("learning.unit.noneTitle")}
        </h1>
        <p className="mt-4 text-muted-foreground">{t("learning.unit.none")}</p>
        <Button asChild className="mt-6">
          <Link to="/account">{t("learning.unit.toDashboard")}</Link>
        </Button>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="grid items-center gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {unit.cover ? (
          <img src={unit.cover} alt={t("learning.unit.coverAlt", { title: unit.title })} className="aspect-video w-full rounded-xl bg-muted object-cover" />
        ) : null}
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">{t("learning.unit.eyebrow")}</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">{unit.title}</h1>
          {progress && !multiSession ? (
            <div className="mt-4 max-w-md space-y-2">
              <Progress value={progress.percentCompleted} aria-label={t("learning.units.progressLabel", { title: unit.title })} />
              <p className="text-sm text-muted-foreground">
                {t("learning.unit.progress", {
                  percent: formatPercent(progress.percentCompleted, i18n.language),
                  count: progress.lessonsCompleted,
                  total: progress.lessonsTotal,
                })}
              </p>
            </div>
          ) : null}
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <aside aria-labelledby="unit-toc-title" className="min-w-0 lg:sticky lg:top-4 lg:order-last lg:self-start">
          <h2 id="unit-toc-title" className="text-2xl font-semibold">
            {t("learning.unit.contents")}
          </h2>
          <div className="mt-3 rounded-lg border px-4">
            <TableOfContents toc={toc} statuses={statuses} idPrefix="unit" />
          </div>
        </aside>
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="unit-summary-title">
            <h2 id="unit-summary-title" className="text-2xl font-semibold">
              {t("learning.unit.summary")}
            </h2>
            {unit.content ? (
              <RichText value={unit.content} className="mt-3 space-y-3 leading-relaxed" />
            ) : (
              paragraphs(unit.summary).map((p, i) => (
                <p key={i} className="mt-3 leading-relaxed">
                  {p}
                </p>
              ))
            )}
          </section>

          {unit.sampleVideo || unit.sampleVideoDescription ? (
            <section aria-labelledby="unit-sample-title">
              <h2 id="unit-sample-title" className="text-2xl font-semibold">
                {t("learning.unit.sampleVideo")}
              </h2>
              {unit.sampleVideoDescription ? <p className="mt-3 leading-relaxed text-muted-foreground">{unit.sampleVideoDescription}</p> : null}
              {unit.sampleVideo ? (
                <div className="mt-4" data-testid="unit-sample-video">
                  <PublicVideo src={unit.sampleVideo} poster={unit.sampleVideoPlaceholder ?? null} label={t("learning.unit.sampleVideo")} />
                </div>
              ) : unit.sampleVideoPlaceholder ? (
                <img src={unit.sampleVideoPlaceholder} alt="" className="mt-4 w-full rounded-lg" />
              ) : null}
            </section>
          ) : null}

          {unit.additionalInfo ? (
            <section aria-labelledby="unit-info-title">
              <h2 id="unit-info-title" className="text-2xl font-semibold">
                {t("learning.unit.additionalInfo")}
              </h2>
              {paragraphs(unit.additionalInfo).map((p, i) => (
                <p key={i} className="mt-3 leading-relaxed">
                  {p}
                </p>
              ))}
            </section>
          ) : null}

          {unit.extraContent.length ? (
            <section aria-labelledby="unit-extra-title">
              <h2 id="unit-extra-title" className="text-2xl font-semibold">
                {t("learning.unit.extraContent")}
              </h2>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2">
                {unit.extraContent.map((x, i) => (
                  <li key={i} className="space-y-2 rounded-lg border p-4" data-type={x.type}>
                    <h3 className="font-semibold">{x.title}</h3>
                    {x.type === "image" ? (
                      <img src={x.source} alt={x.title} loading="lazy" className="w-full rounded-md bg-muted" />
                    ) : x.type === "video" ? (
                      <PublicVideo src={x.source} poster={null} label={x.title} />
                    ) : isModel(x.source) ? (
                      <ModelViewer src={x.source} alt={x.summary ?? x.title} loadingLabel={t("learning.lesson.loading3d")} className="aspect-[4/3] w-full" />
                    ) : (
                      <Button asChild variant="outline" size="sm">
                        <a href={x.source} rel="noopener noreferrer">
                          {t("learning.unit.openInteractive", { title: x.title })}
                        </a>
                      </Button>
                    )}
                    {x.summary ? <p className="text-sm text-muted-foreground">{x.summary}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {unit.downloads.length ? (
            <section aria-labelledby="unit-downloads-title">
              <h2 id="unit-downloads-title" className="text-2xl font-semibold">
                {t("learning.unit.downloads")}
              </h2>
              {unit.downloadSummary ? <p className="mt-3 text-muted-foreground">{unit.downloadSummary}</p> : null}
              <ul className="mt-4 divide-y rounded-lg border">
                {unit.downloads.map((d, i) => (
                  <li key={i} className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <span className="font-medium">{d.title}</span>
                    <Button asChild variant="outline" size="sm">
                      <a href={d.link} download>
                        <Download aria-hidden="true" />
                        {/* A link always has a name (WCAG 2.4.4): the editor's button text, else the download's title. */}
                        {d.buttonText || d.title || t("learning.unit.downloads")}
                      </a>
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
