import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";

type ModelViewerAttributes = {
  src: string;
  alt: string;
  ar?: boolean;
  "ar-modes"?: string;
  "camera-controls"?: boolean;
  "touch-action"?: string;
  "interaction-prompt"?: string;
  "shadow-intensity"?: string;
  "auto-rotate"?: boolean;
  loading?: "auto" | "lazy" | "eager";
  class?: string;
  style?: CSSProperties;
  children?: ReactNode;
  ref?: React.Ref<HTMLElement>;
};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "model-viewer": ModelViewerAttributes;
    }
  }
}

let loading: Promise<unknown> | null = null;
/** @google/model-viewer (with three.js, ~1 MB) is fetched from our own origin, once, the first time a model is about to be seen. */
export function loadModelViewer() {
  loading ??= import("@google/model-viewer");
  return loading;
}

/**
 * A 3D model (glTF/GLB) with camera controls, and AR where the device supports it (`ar`).
 * Nothing heavy is downloaded until the viewer scrolls near the screen.
 */
export function ModelViewer({
  src,
  alt,
  ar = false,
  loadingLabel,
  className,
  onArStatus,
  arButtonLabel,
}: {
  src: string;
  alt: string;
  ar?: boolean;
  loadingLabel: string;
  className?: string;
  /** Called once the element knows whether AR can start on this device. */
  onArStatus?: (canActivateAR: boolean) => void;
  /** Text of the button that starts AR (model-viewer shows it only where AR can start). */
  arButtonLabel?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const viewer = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let cancelled = false;
    const start = () => void loadModelViewer().then(() => !cancelled && setReady(true));
    if (typeof IntersectionObserver === "undefined") {
      start();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          start();
        }
      },
      { rootMargin: "200px" },
    );
    io.observe(el);
    return () => {
      cancelled = true;
      io.disconnect();
    };
  }, []);

  useEffect(() => {
    const el = viewer.current as (HTMLElement & { canActivateAR?: boolean }) | null;
    if (!ready || !el || !onArStatus) return;
    let cancelled = false;
    const report = () => !cancelled && onArStatus(!!el.canActivateAR);
    el.addEventListener("load", report);
    el.addEventListener("error", report);
    // Where the model cannot render (no WebGL), "load" may never come: answer anyway once the element has checked the device.
    const timer = window.setTimeout(report, 2000);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      el.removeEventListener("load", report);
      el.removeEventListener("error", report);
    };
  }, [ready, onArStatus]);

  return (
    <div ref={box} className={cn("relative overflow-hidden rounded-lg bg-muted", className)}>
      {ready ? (
        <model-viewer
          ref={viewer}
          src={src}
          alt={alt}
          ar={ar || undefined}
          ar-modes={ar ? "webxr scene-viewer quick-look" : undefined}
          camera-controls
          // Its default prompt wiggles the model, unasked and without end, until someone drags it: moving content that
          // cannot be paused (WCAG 2.2.2), and a software-rendered page kept at 55 % of a core while idle. The prompt
          // shows when the viewer has keyboard focus instead.
          interaction-prompt="when-focused"
          touch-action="pan-y"
          shadow-intensity="1"
          // Its camera controls take focus (Tab) inside its shadow root: show it on the host like every other control (WCAG 2.4.7).
          class="focus-within:outline focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-ring"
          style={{ width: "100%", height: "100%", display: "block", backgroundColor: "transparent" }}
        >
          {ar && arButtonLabel ? (
            <button
              slot="ar-button"
              type="button"
              className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow"
            >
              {arButtonLabel}
            </button>
          ) : null}
        </model-viewer>
      ) : (
        <div className="flex h-full w-full items-center justify-center">
          <Spinner label={loadingLabel} />
        </div>
      )}
    </div>
  );
}
