import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { loadTrpcClient, preloadTrpcClient } from "~/lib/trpcClient";

type Outcome = "required" | "notFound" | "sent" | "rateLimited" | "unknown";

/**
 * SES-035…SES-037: asks for a password-reset e-mail. The e-mail (in the session's language)
 * carries a single-use link to /passwordReset/{id} that works for one hour.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(preloadTrpcClient, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    if (!email.trim()) {
      setOutcome("required");
      return;
    }
    setPending(true);
    try {
      const { result } = await (await loadTrpcClient()).auth.requestPasswordReset.mutate({ email });
      setOutcome(result === "userNotFound" ? "notFound" : result);
    } catch {
      setOutcome("unknown");
    } finally {
      setPending(false);
    }
  }

  const sent = outcome === "sent";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={outcome ? `${id}-message` : undefined}>
      {outcome ? (
        <Alert variant={sent ? "success" : "destructive"} id={`${id}-message`} role={sent ? "status" : "alert"} data-testid="forgot-message">
          <AlertDescription>{t(`auth.forgot.${outcome}`)}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-email`}>{t("auth.forgot.email")}</Label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={outcome === "required" || outcome === "notFound" || undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
      </Button>
    </form>
  );
}
