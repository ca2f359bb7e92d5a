import { lazy, Suspense, type ComponentProps } from "react";
import { useTranslation } from "~/i18n/useTranslation";

/**
 * The Contact Us / Enterprise form for the header's and footer's dialogs, loaded when first wanted, so every
 * page's first JavaScript does not carry the form and its validation (docs/performance.md). Call
 * `preloadContactForm` on hover or focus of the button that opens the dialog.
 */
const load = () => import("./ContactForm");
const ContactForm = lazy(() => load().then((m) => ({ default: m.ContactForm })));

export function preloadContactForm() {
  void load().catch(() => undefined);
}

export function LazyContactForm(props: ComponentProps<typeof ContactForm>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-center text-sm text-muted-foreground">
          {t("common.loading")}
        </p>
      }
    >
      <ContactForm {...props} />
    </Suspense>
  );
}
