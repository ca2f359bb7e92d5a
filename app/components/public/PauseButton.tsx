import { Pause, Play } from "lucide-react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";

/** The pause/play control of auto-moving content (WCAG 2.2.2). `paused` is the user's choice, not a hover pause. */
export function PauseButton({ paused, onToggle, what, className }: { paused: boolean; onToggle: () => void; what: string; className?: string }) {
  const { t } = useTranslation();
  const label = t(paused ? "public.motion.play" : "public.motion.pause", { what });
  return (
    <Button type="button" variant="outline" size="icon" className={className} onClick={onToggle} aria-label={label} title={label} data-testid="pause-toggle">
      {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
    </Button>
  );
}
