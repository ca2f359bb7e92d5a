import { Link } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { passwordFormProblem } from "#shared/passwordForm";
import { trpc } from "~/lib/trpc";
import { InvalidResetLink } from "./InvalidResetLink";

/** What the form shows: a key under "auth.password." (problems, 'changed', 'unknown'). */
type Outcome = "empty" | "mismatch" | "tooShort" | "tooLong" | "tooCommon" | "existingMismatch" | "rateLimited" | "invalidLink" | "changed" | "unknown";

type Fields = { existingPassword: string; newPassword: string; repeatPassword: string };

/** Which fields an outcome points at (aria-invalid). */
function invalidFields(outcome: Outcome | null, values: Fields): Partial<Record<keyof Fields, boolean>> {
  switch (outcome) {
    case "empty":
      return { existingPassword: !values.existingPassword, newPassword: !values.newPassword, repeatPassword: !values.repeatPassword };
    case "mismatch":
      return { repeatPassword: true };
    case "existingMismatch":
      return { existingPassword: true };
    case "tooShort":
    case "tooLong":
    case "tooCommon":
      return { newPassword: true };
    default:
      return {};
  }
}

/**
 * SES-039…SES-047: the password screen's form. Change mode (signed in) asks for the existing
 * password too; reset mode carries the e-mailed link's id. Checks run here for instant
 * feedback and again on the server, which hashes the password (never the browser).
 */
function PasswordForm({ mode, submit }: { mode: "change" | "reset"; submit: (fields: Fields) => Promise<{ ok: true } | { ok: false; problem: Outcome }> }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Fields>({ existingPassword: "", newPassword: "", repeatPassword: "" });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    const local = passwordFormProblem({ ...values, existingPassword: mode === "change" ? values.existingPassword : undefined });
    if (local) {
      setOutcome(local);
      return;
    }
    setPending(true);
    try {
      const result = await submit(values);
      if (result.ok) {
        setValues({ existingPassword: "", newPassword: "", repeatPassword: "" });
        setOutcome("changed");
      } else {
        setOutcome(result.problem);
      }
    } catch {
      setOutcome("unknown");
    } finally {
      setPending(false);
    }
  }

  const invalid = invalidFields(outcome, values);
  const field = (name: keyof Fields, label: string, autoComplete: string, hint?: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={invalid[name] || undefined}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
      {hint ? (
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );

  const changed = outcome === "changed";
  if (outcome === "invalidLink") return <InvalidResetLink />;
  if (changed && mode === "reset") {
    return (
      <div className="space-y-4">
        <Alert variant="success" role="status" data-testid="password-message">
          <AlertDescription>{t("auth.password.changed")}</AlertDescription>
        </Alert>
        <Button asChild>
          <Link to="/login" reloadDocument>
            {t("auth.password.goToLogin")}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={outcome ? `${id}-message` : undefined}>
      {outcome ? (
        <Alert variant={changed ? "success" : "destructive"} role={changed ? "status" : "alert"} id={`${id}-message`} data-testid="password-message">
          <AlertDescription>{t(`auth.password.${outcome}`)}</AlertDescription>
        </Alert>
      ) : null}
      {mode === "change" ? field("existingPassword", t("auth.password.existing"), "current-password") : null}
      {field("newPassword", t("auth.password.new"), "new-password", t("auth.password.hint"))}
      {field("repeatPassword", t("auth.password.repeat"), "new-password")}
      <Button type="submit" disabled={pending}>
        {pending ? t("auth.password.submitting") : t("auth.password.submit")}
      </Button>
    </form>
  );
}

/** Change mode (SES-041, SES-042, SES-045): the signed-in user's own password. The dashboard's Reset Password tab may embed it. */
export function ChangePasswordForm() {
  const change = trpc.auth.changePassword.useMutation();
  return <PasswordForm mode="change" submit={(f) => change.mutateAsync(f)} />;
}

/** Reset mode (SES-038…SES-040): through the e-mailed link `token`. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = trpc.auth.resetPassword.useMutation();
  return <PasswordForm mode="reset" submit={({ newPassword, repeatPassword }) => reset.mutateAsync({ token, newPassword, repeatPassword })} />;
}
