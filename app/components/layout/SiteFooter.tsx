import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { LazyContactForm, preloadContactForm } from "~/components/forms/LazyContactForm";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, preloadDialog } from "~/components/ui/dialog";
import { SOCIAL_LINKS } from "#shared/site";

const preloadContact = () => {
  preloadDialog();
  preloadContactForm();
};

/** PUB-012: copyright, terms and privacy, Contact Us (modal), social links. */
export function SiteFooter() {
  const { t } = useTranslation();
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className="mt-12 border-t bg-muted/40" data-testid="site-footer">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm md:flex-row md:items-center md:justify-between">
        <p>{t("footer.copyright")}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Link to="/privacy-and-terms" className="underline-offset-4 hover:underline">
            {t("footer.terms")}
          </Link>
          <button
            type="button"
            className="underline-offset-4 hover:underline"
            onPointerEnter={preloadContact}
            onFocus={preloadContact}
            onClick={() => setContactOpen(true)}
          >
            {t("footer.contact")}
          </button>
        </div>
        <nav aria-label={t("footer.social")}>
          <ul className="flex flex-wrap gap-3">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.key}>
                <a href={s.href} target="_blank" rel="noreferrer noopener" className="underline-offset-4 hover:underline">
                  {t(`footer.${s.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Dialog open={contactOpen} onOpenChange={setContactOpen}>
        <DialogContent closeLabel={t("common.close")} className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{t("contactModal.title")}</DialogTitle>
            <DialogDescription>{t("contactModal.description")}</DialogDescription>
          </DialogHeader>
          {contactOpen ? <LazyContactForm variant="contact" /> : null}
        </DialogContent>
      </Dialog>
    </footer>
  );
}
