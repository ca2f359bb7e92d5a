import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { safeNext } from "~/lib/safeNext";
import { trpc } from "~/lib/trpc";

type Props = { next?: string | null; onForgotPassword?: () => void };

const WARNING_IDS = new Set(["M101-LTI", "M101"]);


/** SES-019…: e-mail or username and password; messages by errorId, in the session's language. */
export function LoginForm({ next, onForgotPassword }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!identifier.trim() || !password) {
      setError("required");
      return;
    }
    try {
      const result = await login.mutateAsync({ identifier, password });
      if (result.validLogin) {
        // A full navigation: /admin is served by the CMS, not by Remix.
        window.location.assign(safeNext(next) ?? result.redirectTo);
        return;
      }
      setError(result.errorId);
    } catch {
      setError("NETWORK");
    }
  }

  const message = error === "required" ? t("login.required") : error ? t(`login.errors.${error}`) : null;
  const fieldInvalid = error === "M101-LTI" || error === "required";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={message ? `${id}-error` : undefined}>
      {message ? (
        <Alert variant={error && WARNING_IDS.has(error) ? "default" : "destructive"} id={`${id}-error`} role="alert">
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-identifier`}>{t("login.identifier")}</Label>
        <Input
          id={`${id}-identifier`}
          name="identifier"
          type="text"
          inputMode="email"
          autoComplete="username"
          required
          aria-invalid={fieldInvalid || undefined}
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>{t("login.password")}</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={fieldInvalid || undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? t("login.submitting") : t("login.submit")}
        </Button>
        {onForgotPassword ? (
          <Button type="button" variant="link" className="px-0" onClick={onForgotPassword}>
            {t("header.forgotPassword")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
