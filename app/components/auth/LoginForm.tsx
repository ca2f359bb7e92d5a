import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { safeRedirect } from "#shared/safeRedirect";
import { loadTrpcClient, preloadTrpcClient } from "~/lib/trpcClient";
import type { SsoButton } from "#shared/sso";
import { SsoButtons } from "./SsoButtons";

export type Library = { id: number; name: string };

type Props = {
  next?: string | null;
  onForgotPassword?: () => void;
  /** The library list when the page's loader already has it (the header modal fetches it when opened). */
  libraries?: Library[];
  /** Issue 47: the schools' "Sign in with …" buttons (the /login page's loader gives them). */
  ssoButtons?: SsoButton[];
};

/** Warnings (SES-019, SES-020) rather than errors: the account exists but must sign in another way. */
const WARNING_IDS = new Set(["M101-LTI", "M101"]);

type LoginError = { id: string; retryAfterSeconds?: number };

/**
 * SES-012…SES-028: e-mail or username and password; the 'or' divider; the library dropdown
 * and 'Library Login'. Messages by errorId, in the session's language; passwords go to the
 * server as typed (hashed there).
 */
export function LoginForm({ next, onForgotPassword, libraries, ssoButtons }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [sharedDevice, setSharedDevice] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [pending, setPending] = useState(false);
  // The form is in the header of every page: its client is loaded when the form is shown, not with the page.
  useEffect(preloadTrpcClient, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!identifier.trim() || !password) {
      setError({ id: "required" });
      return;
    }
    setPending(true);
    try {
      const result = await (await loadTrpcClient()).auth.login.mutate({ identifier, password, ...(sharedDevice ? { sharedDevice } : {}) });
      if (result.validLogin) {
        // A full navigation: /admin is served by the CMS, not by Remix. `next` is checked again
        // here, against this page's own origin, whatever handed it to the form.
        window.location.assign(safeRedirect(next, window.location.origin) ?? result.redirectTo);
        return;
      }
      // SES-004, ERR-005: no session could be started: the error page says so.
      if (result.errorId === "SESSION_START_FAILED") {
        window.location.assign(result.redirectTo);
        return;
      }
      setError({ id: result.errorId, retryAfterSeconds: "retryAfterSeconds" in result ? result.retryAfterSeconds : undefined });
    } catch {
      setError({ id: "NETWORK" });
    } finally {
      setPending(false);
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
        {/* LRN-047 (decision 076): a shared computer's login keeps no progress or quiz answers. */}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="sharedDevice" checked={sharedDevice} onChange={(e) => setSharedDevice(e.target.checked)} />
          {t("auth.login.sharedDevice")}
        </label>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? t("login.submitting") : t("login.submit")}
          </Button>
          {onForgotPassword ? (
            <Button type="button" variant="link" className="px-0" onClick={onForgotPassword}>
              {t("header.forgotPassword")}
            </Button>
          ) : null}
        </div>
      </form>
      {ssoButtons?.length ? <SsoButtons buttons={ssoButtons} sharedDevice={sharedDevice} next={next} /> : null}
      <div className="flex items-center gap-3 text-sm text-muted-foreground" role="separator" aria-orientation="horizontal">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        <span>{t("login.or")}</span>
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <LibraryLoginForm libraries={libraries} />
    </div>
  );
}

/**
 * The library list for 5 minutes, shared by every form of the page: given by the page's loader
 * (/login), or fetched when a form without it (the header's) is shown.
 */
const LIBRARIES_FRESH_MS = 5 * 60 * 1000;
let librariesCache: { at: number; list: Library[] } | null = null;
let librariesLoading: Promise<Library[]> | null = null;

function cachedLibraries(): Library[] | undefined {
  return librariesCache && Date.now() - librariesCache.at < LIBRARIES_FRESH_MS ? librariesCache.list : undefined;
}

function fetchLibraries(): Promise<Library[]> {
  librariesLoading ??= loadTrpcClient()
    .then((c) => c.auth.libraries.query())
    .then((list) => {
      librariesCache = { at: Date.now(), list };
      return list;
    })
    .finally(() => {
      librariesLoading = null;
    });
  return librariesLoading;
}

function useLibraries(initial?: Library[]): Library[] | undefined {
  if (initial && librariesCache?.list !== initial) librariesCache = { at: Date.now(), list: initial };
  const [list, setList] = useState(() => initial ?? cachedLibraries());
  useEffect(() => {
    if (initial || cachedLibraries()) return;
    let live = true;
    fetchLibraries().then(
      (l) => live && setList(l),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [initial]);
  return initial ?? list;
}

/** SES-025…SES-028: library (IP) login. The server decides from the request's own address. */
function LibraryLoginForm({ libraries }: { libraries?: Library[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [libraryId, setLibraryId] = useState("0");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const list = useLibraries(libraries);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const chosen = Number(libraryId);
    if (!chosen) {
      setError("NO_LIBRARY");
      return;
    }
    setPending(true);
    try {
      const result = await (await loadTrpcClient()).auth.libraryLogin.mutate({ libraryId: chosen });
      if (result.validLogin || result.errorId === "SESSION_START_FAILED") {
        window.location.assign(result.redirectTo);
        return;
      }
      setError(result.errorId);
    } catch {
      setError("NETWORK");
    } finally {
      setPending(false);
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
          {(list ?? []).map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? t("auth.library.submitting") : t("auth.library.submit")}
      </Button>
    </form>
  );
}
