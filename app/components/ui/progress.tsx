import * as React from "react";
import { cn } from "~/lib/utils";

/** shadcn/ui Progress (without Radix): a determinate progress bar, 0–100. */
export function Progress({ className, value, ...props }: React.ComponentProps<"div"> & { value: number }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <div data-slot="progress-indicator" className="h-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${clamped}%` }} />
    </div>
  );
}
