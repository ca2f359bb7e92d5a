import { useTranslation } from "~/i18n/useTranslation";
import { HOME_CAROUSEL_MS } from "#shared/publicMotion";
import { cn } from "~/lib/utils";
import { useAutoAdvance } from "./motion";
import { PauseButton } from "./PauseButton";

type Slide = { id: string; title: string; text: string | null; image: { url: string; alt: string | null } | null };

/**
 * PUB-021: the home carousel — one slide at a time, advancing every 4000 ms, with one dot per
 * slide and a pause/play control; hovering it or focusing a control inside pauses it (WCAG 2.2.2).
 */
export function SlideCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const { index, setIndex, stopped, toggle, containerProps } = useAutoAdvance(slides.length, HOME_CAROUSEL_MS);
  if (!slides.length) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("public.home.carouselLabel")}
      className="relative rounded-xl border bg-card p-6 shadow-sm md:p-10"
      data-testid="home-carousel"
      data-index={index}
      {...containerProps}
    >
      <div aria-live={stopped ? "polite" : "off"} aria-atomic="true" className="grid">
        {slides.map((s, i) => (
          <div
            key={s.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t("public.home.slideOf", { n: i + 1, count: slides.length })}
            data-testid="home-slide"
            data-active={i === index ? "true" : "false"}
            // Every slide takes the same grid cell, so the box keeps the tallest slide's height as they change.
            className={cn("col-start-1 row-start-1 grid items-center gap-6 md:grid-cols-[2fr_1fr]", i !== index && "invisible")}
          >
            <div>
              <h3 className="text-2xl font-semibold">{s.title}</h3>
              {s.text ? <p className="mt-3 text-lg text-muted-foreground">{s.text}</p> : null}
            </div>
            {s.image ? <img src={s.image.url} alt={s.image.alt ?? ""} className="max-h-48 w-full rounded-lg object-cover" /> : null}
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center gap-3">
        <PauseButton paused={stopped} onToggle={toggle} what={t("public.home.carouselWhat")} />
        <div className="flex gap-1" role="group" aria-label={t("public.home.chooseSlide")}>
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="flex size-9 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              aria-label={t("public.home.goToSlide", { n: i + 1, title: s.title })}
              aria-current={i === index ? "true" : undefined}
              data-testid="home-carousel-dot"
              onClick={() => setIndex(i)}
            >
              <span aria-hidden="true" className={cn("block size-3 rounded-full border-2 border-primary", i === index ? "bg-primary" : "bg-transparent")} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
