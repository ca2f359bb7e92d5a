import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { ForgotPasswordForm } from "./ForgotPasswordForm";

/** An unknown, used or expired reset link (SES-038): say so, and offer a new one right here. */
export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Alert variant="destructive" data-testid="invalid-reset-link">
        <AlertTitle>{t("auth.password.invalidLinkTitle")}</AlertTitle>
        <AlertDescription>{t("auth.password.invalidLink")}</AlertDescription>
      </Alert>
      <section aria-labelledby="request-new-link" className="space-y-3">
        <h2 id="request-new-link" className="text-lg font-semibold">
          {t("auth.password.requestNew")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("auth.password.requestNewHelp")}</p>
        <ForgotPasswordForm />
      </section>
    </div>
  );
}
