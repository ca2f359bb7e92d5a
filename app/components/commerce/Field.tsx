import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";

/** A labelled field of the commerce forms (checkout, bookstore invoice, address). */
export function Field({ id, label, children, className }: { id: string; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `space-y-1.5 ${className}` : "space-y-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
