import { useTranslation } from "~/i18n/useTranslation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ForgotPasswordForm } from "./ForgotPasswordForm";

/**
 * SES-035…SES-037: the 'Forgot Password?' modal, opened from the login page and from the header.
 * `returnFocusTo`: where focus goes when it closes, for an opener that is gone by then (the header's
 * login dialog closes as this one opens); otherwise focus returns to the element that had it.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.close")}
        onCloseAutoFocus={
          returnFocusTo
            ? (event) => {
                const target = returnFocusTo();
                if (!target) return;
                event.preventDefault();
                target.focus();
              }
            : undefined
        }
      >
        <DialogHeader>
          <DialogTitle>{t("forgotModal.title")}</DialogTitle>
          <DialogDescription>{t("forgotModal.description")}</DialogDescription>
        </DialogHeader>
        <ForgotPasswordForm />
      </DialogContent>
    </Dialog>
  );
}
