import { Link } from "@remix-run/react";
import { Building2, GraduationCap, School } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";

/**
 * PUB-023: the three entry tiles. 'Classroom' opens the classroom-choice modal (PUB-016: Student →
 * /buy/class, Educator → /subjects), 'Academy' is the external courses site, 'Enterprise' goes
 * to /contact-us?type=enterprise.
 */
export function EntryTiles({ academyUrl }: { academyUrl: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="tiles-title">
      <h2 id="tiles-title" className="text-2xl font-semibold">
        {t("home.tilesTitle")}
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <School aria-hidden="true" className="size-8 text-primary" />
            <CardTitle>{t("header.classroom")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p>{t("home.classroomTile")}</p>
            <Button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="tile-classroom">
              {t("header.classroom")}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <GraduationCap aria-hidden="true" className="size-8 text-primary" />
            <CardTitle>{t("header.academy")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p>{t("home.academyTile")}</p>
            <Button asChild variant="outline">
              <a href={academyUrl} target="_blank" rel="noreferrer noopener">
                {t("header.academy")} <span className="sr-only">{t("header.opensNewTab")}</span>
              </a>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <Building2 aria-hidden="true" className="size-8 text-primary" />
            <CardTitle>{t("header.enterprise")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p>{t("home.enterpriseTile")}</p>
            <Button asChild variant="outline">
              <Link to="/contact-us?type=enterprise">{t("header.enterprise")}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("common.close")}>
          <DialogHeader>
            <DialogTitle>{t("classroomModal.title")}</DialogTitle>
            <DialogDescription>{t("classroomModal.description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button asChild size="lg">
              <Link to="/buy/class" onClick={() => setOpen(false)}>
                {t("classroomModal.student")}
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/subjects" onClick={() => setOpen(false)}>
                {t("classroomModal.educator")}
              </Link>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
