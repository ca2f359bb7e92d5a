import { Box } from "lucide-react";
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { softwareWebGL } from "~/lib/softwareWebGL";
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

/** Once the page has loaded and its main thread is idle: what the page shows first (its video's controls) comes first. */
function whenIdle(fn: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const go = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(() => !cancelled && fn(), { timeout: 2000 });
    else idle = window.setTimeout(() => !cancelled && fn(), 50);
  };
  if (document.readyState === "complete") go();
  else window.addEventListener("load", go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", go);
    if (idle !== undefined) (typeof window.cancelIdleCallback === "function" ? window.cancelIdleCallback : window.clearTimeout)(idle);
  };
}

/**
 * A 3D model (glTF/GLB) with camera controls, and AR where the device supports it (`ar`).
 * Nothing heavy is downloaded until the viewer scrolls near the screen and the page is idle. With `askWhenSoftware`
 * (a model that illustrates a page rather than being what the visitor came for), a device that draws 3D without a
 * graphics processor (app/lib/softwareWebGL.ts) gets a button that starts the viewer instead of seconds of CPU unasked.
 */
export function ModelViewer({
  src,
  alt,
  ar = false,
  loadingLabel,
  className,
  onArStatus,
  arButtonLabel,
  askWhenSoftware,
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
  /** The button's label and its explanation, shown instead of starting where 3D is drawn in software. */
  askWhenSoftware?: { label: string; hint: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  const viewer = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  // "ask": the device draws 3D in software and the visitor has not asked for the model yet.
  const [phase, setPhase] = useState<"waiting" | "ask" | "starting">("waiting");
  const ask = !!askWhenSoftware;
  // Started from the button: the viewer takes the focus the button had (its prompt then shows how to turn the model).
  const asked = useRef(false);
  const hintId = useId();

  useEffect(() => {
    const el = box.current;
    if (!el || phase !== "waiting") return;
    let stopIdle: (() => void) | undefined;
    const near = () => (ask && softwareWebGL() ? setPhase("ask") : (stopIdle = whenIdle(() => setPhase("starting"))));
    if (typeof IntersectionObserver === "undefined") {
      near();
      return () => stopIdle?.();
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          near();
        }
      },
      { rootMargin: "200px" },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      stopIdle?.();
    };
  }, [phase, ask]);

  useEffect(() => {
    if (phase !== "starting") return;
    let cancelled = false;
    void loadModelViewer().then(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [phase]);

  useEffect(() => {
    const el = viewer.current;
    // Its focusable part (the camera controls' surface) is in its shadow root, shown once the model has loaded.
    if (!ready || !asked.current || !el) return;
    // It becomes focusable a few frames after "load" (when its poster is dismissed): tried each frame, for 2 s at most.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      (el.shadowRoot?.querySelector<HTMLElement>('[tabindex]:not([tabindex="-1"])') ?? el).focus();
      if (!el.matches(":focus-within") && ++tries < 120) frame = requestAnimationFrame(focus);
    };
    if ((el as HTMLElement & { loaded?: boolean }).loaded) focus();
    else el.addEventListener("load", focus, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener("load", focus);
    };
  }, [ready]);

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
      ) : phase === "ask" && askWhenSoftware ? (
        <div className="flex h-full w-full flex-col items-center justify-center gap-3 p-4 text-center" data-testid="model-ask">
          <Button
            type="button"
            variant="outline"
            aria-describedby={hintId}
            onClick={() => {
              asked.current = true;
              setPhase("starting");
            }}
          >
            <Box aria-hidden="true" />
            {askWhenSoftware.label}
          </Button>
          <p id={hintId} className="max-w-xs text-sm text-muted-foreground">
            {askWhenSoftware.hint}
          </p>
        </div>
      ) : (
        <div className="flex h-full w-full items-center justify-center">
          <Spinner label={loadingLabel} />
        </div>
      )}
    </div>
  );
}
