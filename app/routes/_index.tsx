import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoginForm } from "~/components/auth/LoginForm";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useRootData } from "~/lib/useRootData";

/** PUB-001: the home page. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { units: await context.trpc.content.listUnits() };
}

export default function Home() {
  const { t } = useTranslation();
  const { units } = useLoaderData<typeof loader>();
  const root = useRootData();
  const [params] = useSearchParams();
  const [invalidOpen, setInvalidOpen] = useState(params.has("invalidLogin"));
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{t("home.headline")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{t("home.subhead")}</p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="tiles-title">
        <h2 id="tiles-title" className="text-2xl font-semibold">{t("home.tilesTitle")}</h2>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <Card>
            <CardHeader><CardTitle>{t("header.classroom")}</CardTitle></CardHeader>
            <CardContent className="space-y-4">
              <p>{t("home.classroomTile")}</p>
              <div className="flex gap-2">
                <Button asChild><Link to="/buy/class">{t("classroomModal.student")}</Link></Button>
                <Button asChild variant="secondary"><Link to="/subjects">{t("classroomModal.educator")}</Link></Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader><CardTitle>{t("header.academy")}</CardTitle></CardHeader>
            <CardContent className="space-y-4">
              <p>{t("home.academyTile")}</p>
              <Button asChild variant="outline">
                <a href={root?.academyUrl} target="_blank" rel="noreferrer noopener">
                  {t("header.academy")} <span className="sr-only">{t("header.opensNewTab")}</span>
                </a>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader><CardTitle>{t("header.enterprise")}</CardTitle></CardHeader>
            <CardContent className="space-y-4">
              <p>{t("home.enterpriseTile")}</p>
              <Button asChild variant="outline"><Link to="/contact-us?type=enterprise">{t("header.enterprise")}</Link></Button>
            </CardContent>
          </Card>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="units-title">
        <h2 id="units-title" className="text-2xl font-semibold">{t("home.unitsTitle")}</h2>
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
