import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { ModelViewer } from "~/components/learning/ModelViewer";
import { PublicVideo } from "~/components/public/PublicVideo";
import { RotatingWords } from "~/components/public/RotatingWords";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { pageMeta } from "~/lib/meta";

/**
 * PUB-025…029: About — the rotating headline words, the mission video (PUB-018 controls), the
 * story and its stats with a 3D model, the four founders. On mobile (≤ 768 px, PUB-017; Tailwind's
 * `max-[769px]` means `width < 769px`) the second paragraph and the 3D viewer are hidden. Content
 * from the site read model; no forced reload (docs/decisions/011-no-forced-reload.md).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return { about: await context.trpc.publicSite.about() };
}

const initials = (name: string) =>
  name
    .replace(/^(Dr|Prof)\.\s*/i, "")
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

export const meta = pageMeta("pages.about");

export default function About() {
  const { t } = useTranslation();
  const { about } = useLoaderData<typeof loader>();
  const words = t("public.about.words", { returnObjects: true }) as string[];
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-20">
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t("pages.about")}</h1>
          <RotatingWords words={words} />
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-12 min-[769px]:grid-cols-2" aria-labelledby="mission-title">
        <div>
          <h2 id="mission-title" className="text-2xl font-semibold">
            {t("public.about.missionTitle")}
          </h2>
          <p className="mt-4 text-lg">{t("public.about.mission1")}</p>
          <p className="mt-4 text-lg text-muted-foreground max-[769px]:hidden" data-testid="about-second-paragraph">
            {t("public.about.mission2")}
          </p>
        </div>
        {about.mission ? <PublicVideo {...about.mission} label={t("public.about.missionVideo")} /> : null}
      </section>

      <section className="bg-muted/50" aria-labelledby="story-title">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 min-[769px]:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="story-title" className="text-2xl font-semibold">
              {t("public.about.storyTitle")}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="about-stats">
              {about.stats.map((s) => (
                <li key={s.id} className="rounded-lg border bg-card p-6 text-center">
                  <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{s.label}</p>
                  <p className="mt-2 text-4xl font-bold text-primary">{s.value}</p>
                </li>
              ))}
            </ul>
          </div>
          {about.model ? (
            <div className="max-[769px]:hidden" data-testid="about-3d">
              <ModelViewer
                src={about.model.url}
                alt={about.model.alt ?? t("public.about.modelAlt")}
                loadingLabel={t("public.about.modelLoading")}
                className="h-72 w-full"
                askWhenSoftware={{ label: t("public.about.modelShow"), hint: t("public.about.modelSoftwareHint") }}
              />
            </div>
          ) : null}
        </div>
      </section>

      {about.founders.length ? (
        <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="founders-title">
          <h2 id="founders-title" className="text-2xl font-semibold">
            {t("public.about.foundersTitle")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="founders">
            {about.founders.map((f) => (
              <li key={f.id}>
                <Card className="h-full">
                  <CardHeader className="items-center text-center">
                    {f.photo ? (
                      <img src={f.photo.url} alt="" className="size-24 rounded-full object-cover" />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex size-24 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
                      >
                        {initials(f.name)}
                      </span>
                    )}
                    <CardTitle className="mt-3">{f.name}</CardTitle>
                    {f.role ? <p className="text-sm text-muted-foreground">{f.role}</p> : null}
                  </CardHeader>
                  {f.bio ? <CardContent className="text-sm">{f.bio}</CardContent> : null}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
