import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { usePrefersReducedMotion } from "./motion";
import { PauseButton } from "./PauseButton";

type Logo = { id: string; name: string; logo: { url: string; alt: string | null } | null };

/**
 * PUB-022: the rolling strip of school logos (names where no logo file is set). It scrolls with a
 * CSS animation that the pause/play control, hovering and keyboard focus stop (WCAG 2.2.2); for
 * users who prefer reduced motion it does not move and wraps instead. The second copy that makes
 * the loop seamless is hidden from assistive technology.
 */
export function LogoStrip({ logos }: { logos: Logo[] }) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  if (!logos.length) return null;
  const item = (l: Logo, copy: boolean) => (
    <li key={`${copy ? "copy-" : ""}${l.id}`} className="flex h-16 shrink-0 items-center rounded-md border bg-card px-5 text-sm font-medium whitespace-nowrap text-card-foreground">
      {l.logo ? <img src={l.logo.url} alt={copy ? "" : l.name} className="max-h-10" /> : l.name}
    </li>
  );
  const moving = !reduced && !paused;
  return (
    <section aria-labelledby="logos-title" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-center justify-between gap-4">
        <h2 id="logos-title" className="text-2xl font-semibold">
          {t("public.home.logosTitle")}
        </h2>
        {!reduced ? <PauseButton paused={paused} onToggle={() => setPaused((p) => !p)} what={t("public.home.logosWhat")} /> : null}
      </div>
      <div className="public-marquee-frame mt-6 overflow-hidden" data-testid="logo-strip" data-moving={moving ? "true" : "false"}>
        {reduced ? (
          <ul className="flex flex-wrap gap-3">{logos.map((l) => item(l, false))}</ul>
        ) : (
          <div className="public-marquee flex w-max gap-3" data-paused={moving ? undefined : "true"}>
            <ul className="flex gap-3">{logos.map((l) => item(l, false))}</ul>
            <ul className="flex gap-3" aria-hidden="true">
              {logos.map((l) => item(l, true))}
            </ul>
          </div>
        )}
      </div>
      {/* Issue 46 F14: the pause rules sit beside the animation, in the same unlayered sheet. As Tailwind utilities they
          lost to it (unlayered CSS beats any layer, and the `animation` shorthand sets the play state to running): the
          button said "paused" while the strip moved. */}
      <style>{`@keyframes public-marquee{from{transform:translateX(0)}to{transform:translateX(calc(-50% - 0.375rem))}}.public-marquee{animation:public-marquee 60s linear infinite}.public-marquee[data-paused],.public-marquee-frame:hover .public-marquee,.public-marquee-frame:focus-within .public-marquee{animation-play-state:paused}@media (prefers-reduced-motion: reduce){.public-marquee{animation:none}}`}</style>
    </section>
  );
}
