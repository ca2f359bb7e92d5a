import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-[color,background-color,border-color,box-shadow] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-[color-mix(in_oklab,var(--color-primary),black_12%)]",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
        outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-9 px-4 py-2 has-[>svg]:px-3",
        sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
        lg: "h-10 rounded-md px-6 has-[>svg]:px-4",
        icon: "size-9",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a Remix `<Link>`) with button styling instead of a `<button>`. */
    asChild?: boolean;
    /**
     * Waiting for its own action (issue 46 F3, F10, F12): announced busy and unavailable (aria-busy, aria-disabled)
     * and its clicks ignored, but not `disabled`: a disabled button loses the focus, which falls to <body>.
     */
    busy?: boolean;
  };

export function Button({ className, variant, size, asChild = false, busy, onClick, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  const waiting = busy
    ? {
        "aria-busy": true,
        "aria-disabled": true,
        // Also stops the form submission of a submit button (Enter in a field clicks it too).
        onClick: (event: React.MouseEvent<HTMLButtonElement>) => event.preventDefault(),
      }
    : { onClick };
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }), busy && "cursor-progress opacity-50")} {...props} {...waiting} />;
}
