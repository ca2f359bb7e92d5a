import { useState, type CSSProperties } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { TESTIMONIALS_MS, TESTIMONIALS_TRANSITION_MS } from "#shared/publicMotion";
import { cn } from "~/lib/utils";
import { useAutoAdvance } from "./motion";
import { PauseButton } from "./PauseButton";

type Testimonial = { id: string; quote: string; author: string; role: string | null };

/**
 * PUB-038: the testimonials, 4 at a time on wide screens (2 on tablets, 1 on phones), moving on by
 * one every 3000 ms with a 500 ms slide; pausable (WCAG 2.2.2), paused by hover and focus, still for
 * users who prefer reduced motion. The track repeats the list once so the loop never shows a gap;
 * the repeat is hidden from assistive technology, which reads the list once.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation();
  const n = testimonials.length;
  const { index, setIndex, stopped, toggle, containerProps, reducedMotion } = useAutoAdvance(n + 1, TESTIMONIALS_MS);
  const [instant, setInstant] = useState(false);
  if (!n) return null;
  const onTransitionEnd = () => {
    if (index === n) {
      // The repeat's first card now sits where the first card was: jump back without a slide.
      setInstant(true);
      setIndex(0);
      requestAnimationFrame(() => requestAnimationFrame(() => setInstant(false)));
    }
  };
  const card = (x: Testimonial, copy: boolean) => (
    <li key={`${copy ? "copy-" : ""}${x.id}`} className="shrink-0 basis-[calc(100%/var(--visible))] px-2">
      <figure className="flex h-full flex-col justify-between rounded-lg border bg-card p-5 text-card-foreground">
        <blockquote className="text-base">{t("public.catalogue.quoted", { text: x.quote })}</blockquote>
        <figcaption className="mt-4 text-sm">
          <span className="font-semibold">{x.author}</span>
          {x.role ? <span className="block text-muted-foreground">{x.role}</span> : null}
        </figcaption>
      </figure>
    </li>
  );
  const style = {
    transform: `translateX(calc(-${index} * 100% / var(--visible)))`,
    transitionDuration: instant || reducedMotion ? "0ms" : `${TESTIMONIALS_TRANSITION_MS}ms`,
  } as CSSProperties;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-12" {...containerProps}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="testimonials-title" className="text-2xl font-semibold">
          {t("public.catalogue.testimonialsTitle")}
        </h2>
        <PauseButton paused={stopped} onToggle={toggle} what={t("public.catalogue.testimonialsWhat")} />
      </div>
      <div className="mt-6 overflow-hidden [--visible:1] sm:[--visible:2] lg:[--visible:4]" data-testid="testimonials" data-index={index % n}>
        <div className={cn("flex transition-transform ease-in-out")} style={style} onTransitionEnd={onTransitionEnd}>
          <ul className="contents">{testimonials.map((x) => card(x, false))}</ul>
          <ul className="contents" aria-hidden="true">
            {testimonials.map((x) => card(x, true))}
          </ul>
        </div>
      </div>
    </section>
  );
}
