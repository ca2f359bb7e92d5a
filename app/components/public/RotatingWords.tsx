import { useTranslation } from "~/i18n/useTranslation";
import { ABOUT_WORDS_MS } from "#shared/publicMotion";
import { useAutoAdvance } from "./motion";
import { PauseButton } from "./PauseButton";

/**
 * PUB-025: "We are …" with the words 'Educators, Disrupters, Scientists, Animators' one at a time,
 * every 10 s, announced politely; a pause/play control, and hover/focus pause it. For users who
 * prefer reduced motion the line is static and names all four.
 */
export function RotatingWords({ words }: { words: string[] }) {
  const { t } = useTranslation();
  const { index, stopped, toggle, containerProps, reducedMotion } = useAutoAdvance(words.length, ABOUT_WORDS_MS);
  if (reducedMotion && stopped) {
    return (
      <p className="mt-4 text-2xl font-semibold text-primary md:text-3xl" data-testid="about-words" data-static="true">
        {t("public.about.weAre")} {words.join(", ")}
      </p>
    );
  }
  return (
    <div className="mt-4 flex items-center gap-3" {...containerProps}>
      <p className="text-2xl font-semibold md:text-3xl" data-testid="about-words" data-static="false">
        {t("public.about.weAre")}{" "}
        <span aria-live="polite" aria-atomic="true" className="text-primary" data-testid="about-word">
          {words[index]}
        </span>
      </p>
      <PauseButton paused={stopped} onToggle={toggle} what={t("public.about.wordsWhat")} />
    </div>
  );
}
