import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTitle } from "~/components/ui/dialog";

export type Figure = { image: string | null; thumbnail: string | null; caption: string; alt: string };

/** LRN-029: 150 x 150 thumbnails; each opens the 'Lesson Figure' modal, closed by 'Close (esc)' or Escape. */
export function LessonFigures({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const shown = open != null ? figures[open] : null;
  return (
    <>
      <ul className="flex flex-wrap gap-4">
        {figures.map((f, i) =>
          f.thumbnail ? (
            <li key={i}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                className="block overflow-hidden rounded-md border bg-muted hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-label={t("learning.lesson.openFigure", { n: i + 1, caption: f.caption || f.alt })}
                data-testid="figure-thumbnail"
              >
                <img src={f.thumbnail} alt="" width={150} height={150} loading="lazy" className="size-[150px] object-cover" />
              </button>
            </li>
          ) : null,
        )}
      </ul>
      <Dialog open={open != null} onOpenChange={(v) => !v && setOpen(null)}>
        <DialogContent showCloseButton={false} className="sm:max-w-3xl" aria-describedby={shown?.caption ? "figure-caption" : undefined}>
          <DialogTitle>{t("learning.lesson.figureTitle")}</DialogTitle>
          {shown ? (
            <figure className="space-y-3">
              {shown.image ? <img src={shown.image} alt={shown.alt || shown.caption} className="mx-auto max-h-[60dvh] w-auto rounded-md" /> : null}
              {shown.caption ? (
                <figcaption id="figure-caption" className="text-sm leading-relaxed text-muted-foreground">
                  {shown.caption}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("learning.lesson.figureClose")}
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
