import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import type { CatalogueSeries } from "#shared/publicSite";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { PublicVideo } from "./PublicVideo";
import { TestimonialCarousel } from "./TestimonialCarousel";
import { pageMeta } from "~/lib/meta";

/** Where each catalogue URL lands (PUB-006, PUB-030): the tab, the sub-tab and the series shown. */
export type CatalogueTab = "highered-life" | "highered-icb" | "highschool";
const SERIES: Record<CatalogueTab, CatalogueSeries> = { "highered-life": "LIFE", "highered-icb": "ICB", highschool: "HS" };

/** The loader of every /subjects route: one series from the read models, the selected unit from `?unit=`. */
export function catalogueLoader(tab: CatalogueTab) {
  return async ({ context, request }: LoaderFunctionArgs) => {
    const catalogue = await context.trpc.publicSite.catalogue({ series: SERIES[tab] });
    const wanted = new URL(request.url).searchParams.get("unit");
    const selected = catalogue.units.find((u) => u.key === wanted) ?? catalogue.units[0] ?? null;
    return { tab, catalogue, selectedKey: selected?.key ?? null };
  };
}

type Data = Awaited<ReturnType<ReturnType<typeof catalogueLoader>>>;
type Unit = Data["catalogue"]["units"][number];

const tabClass = (active: boolean) =>
  cn(
    "inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
  );

const TAB_NAME: Record<CatalogueTab, string> = {
  "highered-life": "public.catalogue.firstYear",
  "highered-icb": "public.catalogue.secondYear",
  highschool: "public.catalogue.highSchool",
};

/** The catalogue's title names its tab: "First Year Biology · Classroom solutions · BioText". */
export const catalogueMeta = pageMeta<{ matches: { id: string; data?: unknown }[]; data?: unknown }>((t, { data }) => {
  const tab = (data as Data | undefined)?.tab;
  return tab ? `${t(TAB_NAME[tab])} · ${t("pages.subjects")}` : t("pages.subjects");
});

/** PUB-030: tabs and sub-tabs as links, so each URL renders its own tab on the server. */
function CatalogueTabs({ tab }: { tab: CatalogueTab }) {
  const { t } = useTranslation();
  const higher = tab !== "highschool";
  return (
    <div className="space-y-3">
      <nav aria-label={t("public.catalogue.tabsLabel")}>
        <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          <li>
            <Link to="/subjects/highered" className={tabClass(higher)} aria-current={higher ? "page" : undefined}>
              {t("public.catalogue.higherEd")}
            </Link>
          </li>
          <li>
            <Link to="/subjects/highschool" className={tabClass(!higher)} aria-current={!higher ? "page" : undefined}>
              {t("public.catalogue.highSchool")}
            </Link>
          </li>
        </ul>
      </nav>
      {higher ? (
        <nav aria-label={t("public.catalogue.subTabsLabel")}>
          <ul className="inline-flex flex-wrap gap-1 rounded-lg border p-1">
            <li>
              <Link to="/subjects/highered/first-year-biology" className={tabClass(tab === "highered-life")} aria-current={tab === "highered-life" ? "page" : undefined}>
                {t("public.catalogue.firstYear")}
              </Link>
            </li>
            <li>
              <Link to="/subjects/highered/upper-year-biology" className={tabClass(tab === "highered-icb")} aria-current={tab === "highered-icb" ? "page" : undefined}>
                {t("public.catalogue.secondYear")}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** PUB-034: the unit covers; choosing one shows that unit's section (a link, so it works without script too). */
function CoverPicker({ units, selectedKey }: { units: Unit[]; selectedKey: string | null }) {
  const { t } = useTranslation();
  if (units.length < 2) return null;
  return (
    <nav aria-label={t("public.catalogue.coversLabel")} className="mt-8">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="cover-picker">
        {units.map((u) => {
          const active = u.key === selectedKey;
          return (
            <li key={u.id}>
              <Link
                to={`?unit=${encodeURIComponent(u.key)}#unit-section`}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={cn(
                  "block h-full rounded-lg border-2 p-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active ? "border-primary bg-primary/10" : "border-transparent hover:border-muted-foreground/40",
                )}
              >
                {u.cover ? <img src={u.cover.url} alt="" className="aspect-video w-full rounded object-cover" loading="lazy" /> : null}
                <span className="mt-2 block">{u.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** PUB-036, PUB-037: the public table of contents — chapters, modules and lessons, without links. */
function PublicToc({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  if (!unit.toc.length) return <p className="text-muted-foreground">{t("public.catalogue.tocEmpty")}</p>;
  return (
    <ol className="space-y-4" data-testid="public-toc">
      {unit.toc.map((c, ci) => (
        <li key={ci}>
          <p className="font-semibold">{c.title}</p>
          <ol className="mt-1 ml-4 list-disc space-y-1 pl-4">
            {c.modules.map((m, mi) => (
              <li key={mi}>
                {m.title}
                {m.lessons.length ? (
                  <ol className="mt-1 ml-2 list-[circle] pl-4 text-sm text-muted-foreground">
                    {m.lessons.map((l, li) => (
                      <li key={li}>{l}</li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/** PUB-034, PUB-035: one unit's section — description, demo video, table of contents, instructor resources. */
function UnitSection({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const resources = t("public.catalogue.resources", { returnObjects: true }) as string[];
  return (
    <section id="unit-section" aria-labelledby="unit-title" className="mt-8 scroll-mt-24 rounded-xl border p-4 md:p-8" data-testid="unit-section">
      <h2 id="unit-title" className="text-2xl font-semibold">
        {unit.title}
      </h2>
      <div className="mt-4 grid gap-8 min-[769px]:grid-cols-2">
        <div className="space-y-4">
          {unit.summary ? <p className="text-lg">{unit.summary}</p> : null}
          {unit.video ? (
            <div>
              <h3 className="mb-2 font-semibold">{t("public.catalogue.demoVideo")}</h3>
              <PublicVideo src={unit.video.src} poster={unit.video.poster} label={t("public.catalogue.demoVideoOf", { title: unit.title })} />
              {unit.video.description ? <p className="mt-2 text-sm text-muted-foreground">{unit.video.description}</p> : null}
            </div>
          ) : null}
          <div>
            <h3 className="font-semibold">{t("public.catalogue.resourcesTitle")}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6" data-testid="instructor-resources">
              {resources.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <h3 className="mb-3 font-semibold">{t("public.catalogue.tocTitle")}</h3>
          <PublicToc unit={unit} />
        </div>
      </div>
    </section>
  );
}

/** PUB-030…038: the catalogue page ('CLASSROOM SOLUTIONS'), the same for every /subjects URL but its tab. */
export function CataloguePage() {
  const { t } = useTranslation();
  const { tab, catalogue, selectedKey } = useLoaderData<Data>();
  const selected = catalogue.units.find((u) => u.key === selectedKey) ?? null;
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-6 px-4 py-10 md:py-14">
          <div>
            <h1 className="text-4xl font-bold tracking-tight">{t("public.catalogue.title")}</h1>
            <p className="mt-3 text-xl font-semibold text-primary" data-testid="price-headline">
              {t("public.catalogue.priceHeadline")}
            </p>
            <p className="mt-2 max-w-2xl text-muted-foreground">{t("public.catalogue.intro")}</p>
          </div>
          <Button asChild size="lg">
            <Link to="/trial">{t("public.catalogue.trial")}</Link>
          </Button>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8" data-testid="catalogue" data-tab={tab}>
        <CatalogueTabs tab={tab} />
        <p className="mt-6 text-lg" data-testid="series-intro">
          {t(`public.catalogue.series.${tab}`)}
        </p>
        {catalogue.units.length ? (
          <>
            <CoverPicker units={catalogue.units} selectedKey={selectedKey} />
            {selected ? <UnitSection unit={selected} /> : null}
          </>
        ) : (
          <p className="mt-6 text-muted-foreground">{t("public.catalogue.noUnits")}</p>
        )}
      </div>

      <TestimonialCarousel testimonials={catalogue.testimonials} />

      <section className="mx-auto max-w-7xl px-4 pb-12" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="text-2xl font-semibold">
          {t("public.catalogue.privacyTitle")}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="font-semibold">{t("public.catalogue.privacyHeading")}</h3>
            <p className="mt-2 text-muted-foreground">{t("public.catalogue.privacyText")}</p>
          </div>
          <div>
            <h3 className="font-semibold">{t("public.catalogue.ferpaHeading")}</h3>
            <p className="mt-2 text-muted-foreground">{t("public.catalogue.ferpaText")}</p>
          </div>
        </div>
        <p className="mt-4">
          <Link to="/privacy-and-terms" className="font-medium text-primary underline underline-offset-4">
            {t("public.catalogue.privacyLink")}
          </Link>
        </p>
      </section>
    </>
  );
}
