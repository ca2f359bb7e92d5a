import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "~/components/ui/toast";
import { useToast } from "~/components/ui/use-toast";

export type ToasterProps = {
  /** Screen-reader label of each toast's close button. */
  closeLabel?: string;
  /** Announced before each toast by screen readers (Radix default "Notification"). */
  label?: string;
  /** Accessible name of the toast region; `{hotkey}` is replaced by the shortcut (Radix default "Notifications ({hotkey})"). */
  viewportLabel?: string;
  /** Milliseconds before a toast closes itself (Radix default 5000). */
  duration?: number;
};

/** Loaded by ./toaster.tsx when the first toast is shown; show toasts with `toast({ title, description })` from `~/components/ui/use-toast`. */
export function Toaster({ closeLabel = "Close", label, viewportLabel, duration }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastProvider {...(label !== undefined ? { label } : {})} {...(duration !== undefined ? { duration } : {})}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport {...(viewportLabel !== undefined ? { label: viewportLabel } : {})} />
    </ToastProvider>
  );
}
