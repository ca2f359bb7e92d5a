import type * as React from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

const control =
  "flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm";

type Common = { name: string; label: string; error?: string; required?: boolean; idPrefix: string; className?: string; hint?: string };

/** A labelled text input, textarea or select with its inline error (aria-describedby, aria-invalid). */
export function Field({
  name,
  label,
  error,
  required,
  idPrefix,
  className,
  hint,
  as = "input",
  children,
  ...rest
}: Common & { as?: "input" | "textarea" | "select"; children?: React.ReactNode } & Omit<React.ComponentProps<"input">, "name" | "children" | "as">) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const common = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "aria-required": required || undefined };
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {required ? <span className="sr-only"> ({t("forms.contact.required")})</span> : null}
      </Label>
      {as === "textarea" ? (
        <textarea {...common} rows={5} className={cn(control, "min-h-28")} defaultValue={rest.defaultValue as string | undefined} maxLength={rest.maxLength} />
      ) : as === "select" ? (
        <select {...common} className={cn(control, "h-9 py-1")} defaultValue={rest.defaultValue as string | undefined} onChange={rest.onChange as never}>
          {children}
        </select>
      ) : (
        <Input {...common} {...rest} />
      )}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
