import { LoaderCircle } from "lucide-react";
import * as React from "react";
import { cn } from "~/lib/utils";

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children" | "role"> & {
  /** Text announced to screen readers (visually hidden); pass a translated string. */
  label?: string;
  /** Class names for the spinning icon (e.g. `size-8`). */
  iconClassName?: string;
};

/** An accessible loading indicator: a live `role="status"` region whose visually hidden label is announced. */
export function Spinner({ label = "Loading", className, iconClassName, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center gap-2", className)} {...props}>
      <LoaderCircle className={cn("size-5 animate-spin text-primary motion-reduce:animate-none", iconClassName)} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
