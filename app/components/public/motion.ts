import { useEffect, useState } from "react";

/** True when the user asks for less motion (prefers-reduced-motion: reduce); false on the server and before hydration. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * Auto-advancing content (WCAG 2.2.2): one step every `ms` while running. Hovering it or moving
 * keyboard focus into it pauses it (the container's handlers); the explicit control stops it until
 * pressed again. For users who prefer reduced motion it starts stopped (they may still start it).
 */
export function useAutoAdvance(count: number, ms: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"auto" | "paused" | "playing">("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const stopped = choice === "paused" || (choice === "auto" && reducedMotion);
  const running = !stopped && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ms);
    return () => window.clearInterval(timer);
  }, [running, count, ms]);
  const containerProps = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: React.FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  const toggle = () => setChoice(stopped ? "playing" : "paused");
  return { index, setIndex, running, stopped, toggle, containerProps, reducedMotion };
}
