import { useTranslation } from "~/i18n/useTranslation";
import { messageKey } from "#shared/commerce";
import { PASSWORD_PROBLEM_TEXT } from "#shared/passwordPolicy";

/** A message the server sent (English, word for word from the requirements) in the page's language. */
export function useCommerceMessage() {
  const { t } = useTranslation();
  return (message: string | null | undefined) => {
    if (!message) return "";
    const key = messageKey(message);
    if (message === "INVALID") return t("commerce.messages.generic");
    // The password rule's refusals (checkout, trial) in the page's language.
    const password = Object.entries(PASSWORD_PROBLEM_TEXT).find(([, text]) => text === message)?.[0];
    if (password) return t(`auth.${password}`);
    return key ? t(`commerce.messages.${key}`) : message;
  };
}
