import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { safeRedirect } from "#shared/safeRedirect";
import { trpc } from "~/lib/trpc";

export type Library = { id: number; name: string };

type Props = {
  next?: string | null;
  onForgotPassword?: () => void;
  /** The library list when the page's loader already has it (the header modal fetches it when opened). */
  libraries?: Library[];
};

/** Warnings (SES-019, SES-020) rather than errors: the account exists but must sign in another way. */
const WARNING_IDS = new Set(["M101-LTI", "M101"]);

type LoginError = { id: string; retryAfterSeconds?: number };

/**
 * SES-012…SES-028: e-mail or username and password; the 'or' divider; the library dropdown
 * and 'Library Login'. Messages by errorId, in the session's language; passwords go to the
 * server as typed (hashed there).
 */
export function LoginForm({ next, onForgotPassword, libraries }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<LoginError | null>(null);
  const login = trpc.auth.login.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!identifier.trim() || !password) {
      setError({ id: "required" });
      return;
    }
    try {
      const result = await login.mutateAsync({ identifier, password });
      if (result.validLogin) {
        // A full navigation: /admin is served by the CMS, not by Remix. `next` is checked again
        // here, against this page's own origin, whatever handed it to the form.
        window.location.assign(safeRedirect(next, window.location.origin) ?? result.redirectTo);
        return;
      }
      setError({ id: result.errorId, retryAfterSeconds: "retryAfterSeconds" in result ? result.retryAfterSeconds : undefined });
    } catch {
      setError({ id: "NETWORK" });
    }
  }

  const message = !error
    ? null
    : error.id === "required"
    ? t("login.required")
    : error.id === "LOCKED"
    ? t("auth.login.locked", { count: Math.ceil((error.retryAfterSeconds ?? 60) / 60) })
    : t(`login.errors.${error.id}`);
  const fieldInvalid = error?.id === "M101-LTI" || error?.id === "required";
  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={message ? `${id}-error` : undefined}>
        {message ? (
          <Alert variant={error && WARNING_IDS.has(error.id) ? "default" : "destructive"} id={`${id}-error`} data-testid="login-message">
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
      <div className="flex items-center gap-3 text-sm text-muted-foreground" role="separator" aria-orientation="horizontal">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        <span>{t("login.or")}</span>
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <LibraryLoginForm libraries={libraries} />
    </div>
  );
}

/** SES-025…SES-028: library (IP) login. The server decides from the request's own address. */
function LibraryLoginForm({ libraries }: { libraries?: Library[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [libraryId, setLibraryId] = useState("0");
  const [error, setError] = useState<string | null>(null);
  const list = trpc.auth.libraries.useQuery(undefined, { initialData: libraries, staleTime: 5 * 60 * 1000 });
  const libraryLogin = trpc.auth.libraryLogin.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const chosen = Number(libraryId);
    if (!chosen) {
      setError("NO_LIBRARY");
      return;
    }
    try {
      const result = await libraryLogin.mutateAsync({ libraryId: chosen });
      if (result.validLogin) {
        window.location.assign(result.redirectTo);
        return;
      }
      setError(result.errorId);
    } catch {
      setError("NETWORK");
    }
  }

  const message = error === "NETWORK" ? t("login.errors.NETWORK") : error ? t(`auth.library.errors.${error}`) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-describedby={message ? `${id}-error` : undefined}>
      {message ? (
        <Alert variant="destructive" id={`${id}-error`} data-testid="library-message">
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-library`}>{t("auth.library.label")}</Label>
        <select
          id={`${id}-library`}
          name="libraryId"
          value={libraryId}
          aria-invalid={error === "NO_LIBRARY" || undefined}
          onChange={(e) => setLibraryId(e.target.value)}
          className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive"
        >
          <option value="0">{t("auth.library.placeholder")}</option>
          {(list.data ?? []).map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={libraryLogin.isPending}>
        {libraryLogin.isPending ? t("auth.library.submitting") : t("auth.library.submit")}
      </Button>
    </form>
  );
}
