import type * as DialogPrimitive from "@radix-ui/react-dialog";
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from "react";
import type * as Parts from "./dialogParts";

/*
 * The dialogs of the header and of the pages, without Radix in the page's first JavaScript: Radix's
 * dialog (focus trap, scroll lock, dismissable layer) is fetched once the page has hydrated and the
 * browser is idle, or on hover or focus of a button that opens one, whichever is first
 * (docs/performance.md). Once fetched, a dialog opens in the same render as before (no suspense), so a
 * click or key press that opens a dialog and then acts in it behaves as with a static import. A closed
 * Radix dialog renders nothing (no trigger is used), and an open one renders into a portal only after
 * mounting, so rendering nothing until then changes no HTML.
 */
let loaded: typeof Parts | null = null;
let loading: Promise<typeof Parts> | null = null;
/** The preloads of the dialogs' bodies (dialogBody below), started with the dialogs' code. */
const bodies: (() => void)[] = [];

function load(): Promise<typeof Parts> {
  if (!loading) {
    const attempt = import("./dialogParts").then((m) => (loaded = m));
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
    for (const preload of bodies) preload();
  }
  return loading;
}

/** Starts fetching the dialogs' code (on hover or focus of a button that opens one). */
export function preloadDialog() {
  void load().catch(() => undefined);
}

let idleScheduled = false;

/** After hydration, when the browser is idle: fetch the dialogs' code so the first one opens at once. */
function preloadWhenIdle() {
  if (idleScheduled || loaded) return;
  idleScheduled = true;
  if ("requestIdleCallback" in window) window.requestIdleCallback(preloadDialog, { timeout: 3000 });
  else setTimeout(preloadDialog, 1000);
}

function part<P extends object>(name: string, pick: (m: typeof Parts) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) })));
  const Part = (props: P) => {
    // Chosen once per element: loaded code renders at once; otherwise the lazy component suspends.
    const [Impl] = useState<ComponentType<P>>(() => (loaded ? pick(loaded) : Lazy));
    return <Impl {...props} />;
  };
  Part.displayName = name;
  return Part;
}

const Root = part("Dialog", (m) => m.Dialog);

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  const wanted = props.open ?? props.defaultOpen ?? false;
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    setMounted(true);
    preloadWhenIdle();
  }, []);
  // Once opened, it stays rendered (closed): Radix then plays the exit and returns the focus.
  if (wanted && mounted && !opened) setOpened(true);
  if (!mounted || !(opened || wanted)) return null;
  return (
    <Suspense fallback={null}>
      <Root {...props} />
    </Suspense>
  );
}

export const DialogTrigger = part("DialogTrigger", (m) => m.DialogTrigger);
export const DialogPortal = part("DialogPortal", (m) => m.DialogPortal);
export const DialogClose = part("DialogClose", (m) => m.DialogClose);
export const DialogOverlay = part("DialogOverlay", (m) => m.DialogOverlay);
export type DialogContentProps = Parts.DialogContentProps;
export const DialogContent = part("DialogContent", (m) => m.DialogContent);
export const DialogHeader = part("DialogHeader", (m) => m.DialogHeader);
export const DialogFooter = part("DialogFooter", (m) => m.DialogFooter);
export const DialogTitle = part("DialogTitle", (m) => m.DialogTitle);
export const DialogDescription = part("DialogDescription", (m) => m.DialogDescription);

/**
 * A component shown only inside an open dialog (the header's login form …), kept out of the page's first
 * JavaScript: its code is fetched with the dialogs' code (after hydration when the browser is idle, or on
 * hover or focus of a button that opens a dialog), so once fetched it renders in the same render as the
 * dialog. Opened before that, the dialog waits for it (the dialog's own suspense, as for its Radix code).
 */
export function dialogBody<P extends object>(name: string, importer: () => Promise<ComponentType<P>>): ComponentType<P> {
  let impl: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchBody = () => {
    if (!pending) {
      const attempt = importer().then((c) => (impl = c));
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
      pending = attempt;
    }
    return pending;
  };
  const preload = () => void fetchBody().catch(() => undefined);
  bodies.push(preload);
  if (loading) preload();
  const Lazy = lazy(() => fetchBody().then((c) => ({ default: c })));
  const Body = (props: P) => {
    const [Impl] = useState<ComponentType<P>>(() => impl ?? Lazy);
    return <Impl {...props} />;
  };
  Body.displayName = name;
  return Body;
}

/**
 * A whole dialog component (its `Dialog` inside) loaded as dialogBody does: nothing is rendered until it is
 * first opened, as `Dialog` renders nothing until then.
 */
export function lazyDialog<P extends { open: boolean }>(name: string, importer: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Body = dialogBody(name, importer);
  const LazyDialog = (props: P) => {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    );
  };
  LazyDialog.displayName = `Lazy${name}`;
  return LazyDialog;
}
