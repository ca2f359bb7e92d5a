import { Slot, Slottable } from "@radix-ui/react-slot";
import { ChevronLeft, ChevronRight, MoreHorizontal } from "lucide-react";
import * as React from "react";
import { type ButtonProps, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** `label` names the navigation landmark for screen readers (pass a translated string). */
export function Pagination({ className, label = "Pagination", ...props }: React.ComponentProps<"nav"> & { label?: string }) {
  return <nav aria-label={label} data-slot="pagination" className={cn("mx-auto flex w-full justify-center", className)} {...props} />;
}

export function PaginationContent({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul data-slot="pagination-content" className={cn("flex flex-row flex-wrap items-center gap-1", className)} {...props} />;
}

export function PaginationItem(props: React.ComponentProps<"li">) {
  return <li data-slot="pagination-item" {...props} />;
}

export type PaginationLinkProps = React.ComponentProps<"a"> &
  Pick<ButtonProps, "size"> & {
    isActive?: boolean;
    /** Render the single child (e.g. a Remix `<Link to="?page=2" />`) instead of an `<a>`. */
    asChild?: boolean;
  };

const linkStateClasses = "aria-disabled:pointer-events-none aria-disabled:opacity-50";

/** A page link; the current page is marked `aria-current="page"`. Mark unavailable links with `aria-disabled` and no href. */
export function PaginationLink({ className, isActive, size = "icon", asChild = false, ...props }: PaginationLinkProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      aria-current={isActive ? "page" : undefined}
      data-slot="pagination-link"
      data-active={isActive}
      className={cn(buttonVariants({ variant: isActive ? "outline" : "ghost", size }), linkStateClasses, className)}
      {...props}
    />
  );
}

type PaginationButtonProps = React.ComponentProps<"button"> & Pick<ButtonProps, "size"> & { isActive?: boolean };

/** A page control for client-side state (no URL); the current one is marked `aria-current="page"`. */
export function PaginationButton({ className, isActive, size = "icon", type = "button", ...props }: PaginationButtonProps) {
  return (
    <button
      type={type}
      aria-current={isActive ? "page" : undefined}
      data-slot="pagination-button"
      data-active={isActive}
      className={cn(buttonVariants({ variant: isActive ? "outline" : "ghost", size }), className)}
      {...props}
    />
  );
}

type PaginationStepProps = Omit<PaginationLinkProps, "size" | "isActive"> & {
  /** Visible (and accessible) text of the control; pass a translated string. */
  label?: string;
};

/**
 * With `asChild`, pass one empty element (a Remix `<Link to="?page=1" />` or a `<button type="button" onClick={…} />`);
 * the chevron and label are placed inside it.
 */
export function PaginationPrevious({ className, label = "Previous", asChild = false, children, ...props }: PaginationStepProps) {
  return (
    <PaginationLink asChild={asChild} size="default" className={cn("gap-1 px-2.5 sm:pl-2.5", className)} {...props}>
      <ChevronLeft aria-hidden="true" />
      {asChild ? <Slottable>{children}</Slottable> : null}
      <span>{label}</span>
    </PaginationLink>
  );
}

export function PaginationNext({ className, label = "Next", asChild = false, children, ...props }: PaginationStepProps) {
  return (
    <PaginationLink asChild={asChild} size="default" className={cn("gap-1 px-2.5 sm:pr-2.5", className)} {...props}>
      {asChild ? <Slottable>{children}</Slottable> : null}
      <span>{label}</span>
      <ChevronRight aria-hidden="true" />
    </PaginationLink>
  );
}

/** `label` is read by screen readers in place of the ellipsis (pass a translated string). */
export function PaginationEllipsis({ className, label = "More pages", ...props }: React.ComponentProps<"span"> & { label?: string }) {
  return (
    <span data-slot="pagination-ellipsis" className={cn("flex size-9 items-center justify-center", className)} {...props}>
      <MoreHorizontal className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
