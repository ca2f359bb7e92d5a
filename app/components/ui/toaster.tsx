import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import type * as Impl from "./toasterImpl";
import { useToast } from "./use-toast";

export type ToasterProps = Impl.ToasterProps;

/*
 * Radix's toast (its viewport, swipe and focus handling) is fetched once the page has hydrated and the
 * browser is idle, or with the first toast if that comes sooner, so it is not in the pages' first
 * JavaScript (docs/performance.md). Toasts are shown from event handlers and effects, never in the
 * server's HTML, so nothing is rendered before the first one.
 */
let loaded: typeof Impl | null = null;
const load = () => import("./toasterImpl").then((m) => (loaded = m));
const LazyToaster = lazy(() => load().then((m) => ({ default: m.Toaster })));

/** Mount once (in root.tsx); show toasts with `toast({ title, description })` from `~/components/ui/use-toast`. */
export function Toaster(props: ToasterProps) {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1000);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (toasts.length > 0) setWanted(true);
  }, [toasts.length]);
  if (!wanted) return null;
  return <ToasterNow {...props} />;
}

function ToasterNow(props: ToasterProps) {
  const [Component] = useState<ComponentType<ToasterProps>>(() => loaded?.Toaster ?? LazyToaster);
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
