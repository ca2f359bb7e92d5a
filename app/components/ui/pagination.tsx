import { ChevronLeft, ChevronRight, MoreHorizontal } from "lucide-react";
import * as React from "react";
import { type ButtonProps, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export const Pagination = ({ className, label = "Pagination", ...props }: React.ComponentProps<"nav"> & { label?: string }) => (
  <nav aria-label={label} className={cn("mx-auto flex w-full justify-center", className)} {...props} />
);

export const PaginationContent = React.forwardRef<HTMLUListElement, React.ComponentProps<"ul">>(({ className, ...props }, ref) => (
  <ul ref={ref} className={cn("flex flex-row items-center gap-1", className)} {...props} />
));
PaginationContent.displayName = "PaginationContent";

export const PaginationItem = React.forwardRef<HTMLLIElement, React.ComponentProps<"li">>(({ className, ...props }, ref) => (
  <li ref={ref} className={cn("", className)} {...props} />
));
PaginationItem.displayName = "PaginationItem";

type PaginationButtonProps = { isActive?: boolean } & Pick<ButtonProps, "size"> & React.ButtonHTMLAttributes<HTMLButtonElement>;

/** Pages are buttons (the caller owns the page state); the current one is marked aria-current. */
export const PaginationButton = ({ className, isActive, size = "icon", ...props }: PaginationButtonProps) => (
  <button
    type="button"
    aria-current={isActive ? "page" : undefined}
    className={cn(buttonVariants({ variant: isActive ? "outline" : "ghost", size }), className)}
    {...props}
  />
);

export const PaginationPrevious = ({ label = "Previous", className, ...props }: PaginationButtonProps & { label?: string }) => (
  <PaginationButton aria-label={label} size="default" className={cn("gap-1 pl-2.5", className)} {...props}>
    <ChevronLeft className="h-4 w-4" aria-hidden="true" />
    <span>{label}</span>
  </PaginationButton>
);

export const PaginationNext = ({ label = "Next", className, ...props }: PaginationButtonProps & { label?: string }) => (
  <PaginationButton aria-label={label} size="default" className={cn("gap-1 pr-2.5", className)} {...props}>
    <span>{label}</span>
    <ChevronRight className="h-4 w-4" aria-hidden="true" />
  </PaginationButton>
);

export const PaginationEllipsis = ({ className, label = "More pages", ...props }: React.ComponentProps<"span"> & { label?: string }) => (
  <span aria-hidden className={cn("flex h-9 w-9 items-center justify-center", className)} {...props}>
    <MoreHorizontal className="h-4 w-4" />
    <span className="sr-only">{label}</span>
  </span>
);
