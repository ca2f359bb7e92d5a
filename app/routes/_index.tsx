import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { EntryTiles } from "~/components/public/EntryTiles";
import { HeroVideo } from "~/components/public/HeroVideo";
import { LogoStrip } from "~/components/public/LogoStrip";
import { SlideCarousel } from "~/components/public/SlideCarousel";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogHeader, DialogTitle, dialogBody } from "~/components/ui/dialog";
import { useRootData } from "~/lib/useRootData";
import { pageMeta } from "~/lib/meta";

// The 'invalid login' dialog's contents come with the dialogs' code, not in the page's first JavaScript.
const LoginForm = dialogBody("LoginForm", () => import("~/components/auth/LoginForm").then((m) => m.LoginForm));
const Alert = dialogBody("Alert", () => import("~/components/ui/alert").then((m) => m.Alert));
const AlertDescription = dialogBody("AlertDescription", () => import("~/components/ui/alert").then((m) => m.AlertDescription));

/**
 * PUB-001, PUB-019…023: the home page — hero video, value cards, the slide carousel, the school
 * logos and the entry tiles, from the site read model (no write on a GET). PUB-024's forced
 * reload is not reproduced (docs/decisions/011-no-forced-reload.md).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [home, units] = await Promise.all([context.trpc.publicSite.home(), context.trpc.content.listUnits()]);
  return { home, units };
}

export const meta = pageMeta("pages.home");

export default function Home() {
  const { t } = useTranslation();
  const { home, units } = useLoaderData<typeof loader>();
  const root = useRootData();
  const [params] = useSearchParams();
  const [invalidOpen, setInvalidOpen] = useState(params.has("invalidLogin"));
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:py-20 min-[769px]:grid-cols-2">
          <div>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{t("home.headline")}</h1>
            <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{t("home.subhead")}</p>
          </div>
          {home.hero ? <HeroVideo {...home.hero} label={t("public.home.heroLabel")} /> : null}
        </div>
      </section>

      {home.valueCards.length ? (
        <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="values-title">
          <h2 id="values-title" className="text-2xl font-semibold">
            {t("public.home.valuesTitle")}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3" data-testid="value-cards">
            {home.valueCards.map((c) => (
              <li key={c.id}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>{c.title}</CardTitle>
                  </CardHeader>
                  {c.text ? <CardContent className="text-muted-foreground">{c.text}</CardContent> : null}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {home.slides.length ? (
        <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="slides-title">
          <h2 id="slides-title" className="sr-only">
            {t("public.home.carouselLabel")}
          </h2>
          <SlideCarousel slides={home.slides} />
        </section>
      ) : null}

      <EntryTiles academyUrl={root?.academyUrl} />

      <LogoStrip logos={home.logos} />

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="units-title">
        <h2 id="units-title" className="text-2xl font-semibold">
          {t("home.unitsTitle")}
        </h2>
        {units.length === 0 ? (
          <p className="mt-4 text-muted-foreground">{t("home.unitsEmpty")}</p>
        ) : (
          <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="home-units">
            {units.map((u) => (
              <li key={u.id} className="rounded-lg border p-4">
                <h3 className="font-semibold">{u.title}</h3>
                {u.summary ? <p className="mt-2 text-sm text-muted-foreground">{u.summary}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      <Dialog open={invalidOpen} onOpenChange={setInvalidOpen}>
        <DialogContent closeLabel={t("common.close")}>
          <DialogHeader>
            <DialogTitle>{t("login.title")}</DialogTitle>
          </DialogHeader>
          <Alert role="alert">
            <AlertDescription>{t("login.invalidSession")}</AlertDescription>
          </Alert>
          <LoginForm />
        </DialogContent>
      </Dialog>
    </>
  );
}
