import { useTranslation } from "~/i18n/useTranslation";
import { messageKey } from "#shared/commerce";

/** A message the server sent (English, word for word from the requirements) in the page's language. */
export function useCommerceMessage() {
  const { t } = useTranslation();
  return (message: string | null | undefined) => {
    if (!message) return "";
    const key = messageKey(message);
    if (message === "INVALID") return t("commerce.messages.generic");
    return key ? t(`commerce.messages.${key}`) : message;
  };
}
