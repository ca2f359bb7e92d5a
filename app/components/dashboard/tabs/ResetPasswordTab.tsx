import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";

/** SES-041: the Reset Password tab leads to the password screen in change mode. */
export function ResetPasswordTab() {
  const { t } = useTranslation();
  return (
    <div className="max-w-xl space-y-4">
      <p className="text-muted-foreground">{t("dashboard.resetPasswordIntro")}</p>
      <Button asChild>
        <Link to="/password">{t("dashboard.resetPasswordAction")}</Link>
      </Button>
    </div>
  );
}
