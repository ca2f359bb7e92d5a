import type { TRPCClientErrorLike } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import * as React from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Label } from "~/components/ui/label";
import { adminMessageKey } from "#shared/adminUsers";
import { trpc } from "~/lib/trpc";
import { cn } from "~/lib/utils";
import type { AppRouter } from "#trpc/router";

/** What the admin tabs share: message translation, form fields, the class and membership lists. */

export type AdminError = TRPCClientErrorLike<AppRouter>;
/** What the admin procedures answer. */
export type AdminOutputs = inferRouterOutputs<AppRouter>["admin"];
type ErrorData = { httpStatus?: number; fieldErrors?: Record<string, string[] | undefined>; reference?: string };

export const errorData = (error: AdminError | null | undefined): ErrorData => (error?.data ?? {}) as ErrorData;

/** A server message in the interface language (the procedures answer in English; unknown texts, e.g. with a reference, stay as they are). */
export function useServerMessage() {
  const { t } = useTranslation();
  return React.useCallback(
    (message: string | null | undefined) => {
      const key = adminMessageKey(message);
      return key ? t(`admin.messages.${key}`) : message ?? "";
    },
    [t],
  );
}

/** Field errors of a failed call, first message per field, translated. */
export function useFieldErrors(error: AdminError | null | undefined): Record<string, string> {
  const translate = useServerMessage();
  const fields = errorData(error).fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v?.[0] ? [[k, translate(v[0])]] : [])));
}

/** The message of an error the tab shows after its legacy prefix: the first field error, else the (translated) message. */
export function useErrorText() {
  const translate = useServerMessage();
  return React.useCallback(
    (error: AdminError) => {
      const first = Object.values(errorData(error).fieldErrors ?? {}).find((v) => v?.length)?.[0];
      return translate(first ?? error.message);
    },
    [translate],
  );
}

/** Field errors from the shared zod schema, keyed by the top-level field (nested ones joined with '.'). */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    out[key] ??= issue.message;
  }
  return out;
}

export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
  className,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? <span className="sr-only"> {t("admin.common.requiredMark")}</span> : null}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria props tying a control to its Field's hint and error. */
export function describedBy(id: string, opts: { error?: string; hint?: boolean }) {
  const ids = [opts.hint ? `${id}-hint` : null, opts.error ? `${id}-error` : null].filter(Boolean);
  return { "aria-invalid": opts.error ? true : undefined, "aria-describedby": ids.length ? ids.join(" ") : undefined } as const;
}

/** A native select styled like the inputs (reliable with keyboards, screen readers and form tests). */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

export function ErrorAlert({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <Alert variant="destructive" role="alert" className={className}>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

export function SuccessAlert({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <Alert variant="success" role="status" className={className}>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

/**
 * ADM-001/ADM-002: the class and membership lists the forms pick from, with the legacy
 * failure messages ('Error retrieving classes', 'Error retrieving memberships').
 */
export function useCatalog() {
  const { t } = useTranslation();
  const classes = trpc.admin.listClasses.useQuery(undefined, { retry: 1, staleTime: 60_000 });
  const memberships = trpc.admin.listMemberships.useQuery(undefined, { retry: 1, staleTime: 60_000 });
  const errors = [classes.isError ? t("admin.common.classesFailed") : null, memberships.isError ? t("admin.common.membershipsFailed") : null].filter(
    (m): m is string => !!m,
  );
  return { classes: classes.data ?? [], memberships: memberships.data ?? [], errors, loading: classes.isLoading || memberships.isLoading };
}

export function CatalogErrors({ errors }: { errors: string[] }) {
  return errors.length ? (
    <div className="space-y-2">
      {errors.map((e) => (
        <ErrorAlert key={e}>{e}</ErrorAlert>
      ))}
    </div>
  ) : null;
}

/** The legacy date display 'MMMM D YYYY' ("November 23 2026"), with the French month names in French. */
export function formatDate(iso: string, language: string): string {
  const d = new Date(iso);
  if (language === "fr") return d.toLocaleDateString("fr-CA", { day: "numeric", month: "long", year: "numeric" });
  return `${d.toLocaleDateString("en-US", { month: "long" })} ${d.getDate()} ${d.getFullYear()}`;
}

export function formatTime(iso: string, language: string): string {
  return new Date(iso).toLocaleTimeString(language === "fr" ? "fr-CA" : "en-US", { hour: "2-digit", minute: "2-digit" });
}

/** Saves text as a file download (example files, upload reports). */
export function downloadFile(name: string, data: BlobPart, type: string) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A multi-line text field styled like the inputs. */
export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
