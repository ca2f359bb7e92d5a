import { Maximize } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { ModelViewer } from "./ModelViewer";

export type Structure = { model: string | null; embedUrl: string | null; name: string; description: string };

/** LRN-030: one interactive structure — a 3D viewer, 'Click here for full screen' and its text description. */
export function StructureViewer({ structure }: { structure: Structure }) {
  const { t } = useTranslation();
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const fullScreen = () => void frame.current?.requestFullscreen?.().catch(() => {});
  const label = t("learning.lesson.structureLabel", { name: structure.name });
  return (
    <figure className="space-y-2" aria-labelledby={`${id}-name`}>
      <figcaption id={`${id}-name`} className="font-medium">
        {structure.name}
      </figcaption>
      <div ref={frame} className="bg-muted [&:fullscreen]:bg-background">
        {structure.model ? (
          <ModelViewer
            src={structure.model}
            alt={`${label}. ${structure.description}`}
            loadingLabel={t("learning.lesson.loading3d")}
            className="aspect-[4/3] w-full [:fullscreen_&]:h-full"
          />
        ) : structure.embedUrl ? (
          <iframe
            src={structure.embedUrl}
            title={label}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-lg border-0"
            sandbox="allow-scripts allow-same-origin"
            allowFullScreen
          />
        ) : null}
      </div>
      <Button type="button" variant="outline" size="sm" onClick={fullScreen} aria-describedby={`${id}-name`}>
        <Maximize aria-hidden="true" />
        {t("learning.lesson.fullScreen")}
      </Button>
      <p id={`${id}-desc`} className="text-sm text-muted-foreground">
        {structure.description}
      </p>
    </figure>
  );
}
