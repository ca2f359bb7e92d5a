import { useId } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { VIDEO_QUALITIES, type VideoQuality } from "~/lib/videoQuality";

const LABEL: Record<VideoQuality, string> = {
  auto: "learning.lesson.qualityAuto",
  standard: "learning.lesson.qualityStandard",
  low: "learning.lesson.qualityLow",
};

/**
 * Issue 46 (decision 151): the lesson player's "Quality: Auto / Standard / Low data" setting, a native select
 * (keyboard and screen readers as the platform gives them), remembered in this browser by the player. "Auto"
 * says when it plays the low-data rendition.
 */
export function QualitySelect({ value, onChange, autoLow }: { value: VideoQuality; onChange: (quality: VideoQuality) => void; autoLow: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-2 flex items-center justify-end gap-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        {t("learning.lesson.quality")}
      </label>
      <select
        id={id}
        data-testid="video-quality"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value as VideoQuality)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {VIDEO_QUALITIES.map((q) => (
          <option key={q} value={q}>
            {q === "auto" && autoLow ? t("learning.lesson.qualityAutoLow") : t(LABEL[q])}
          </option>
        ))}
      </select>
    </div>
  );
}
