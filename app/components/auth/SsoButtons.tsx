import { useTranslation } from "~/i18n/useTranslation";
import { ssoStartPath, type SsoButton } from "#shared/sso";
import { SsoBrandMark } from "./SsoBrandMark";

/**
 * Issue 47: a "Sign in with <school>" link per enabled provider. Links (not forms): the start answers a redirect to
 * the provider's origin, which the page's CSP form-action 'self' would block after a form submission. The
 * shared-computer choice of the password form travels with them.
 */
export function SsoButtons({ buttons, sharedDevice, next }: { buttons: SsoButton[]; sharedDevice: boolean; next?: string | null }) {
  const { t } = useTranslation();
  if (buttons.length === 0) return null;
  const href = (slug: string) => {
    const params = new URLSearchParams();
    if (sharedDevice) params.set("sharedDevice", "1");
    if (next) params.set("next", next);
    const query = params.toString();
    return `${ssoStartPath(slug)}${query ? `?${query}` : ""}`;
  };
  return (
    <section aria-labelledby="sso-heading" className="space-y-2">
      <h2 id="sso-heading" className="text-sm font-medium">
        {t("auth.sso.heading")}
      </h2>
      <ul className="space-y-2">
        {buttons.map((b) => (
          <li key={b.slug}>
            <a
              href={href(b.slug)}
              data-testid={`sso-${b.slug}`}
              className="inline-flex h-9 w-full items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {b.brand ? <SsoBrandMark brand={b.brand} /> : null}
              {t("auth.sso.signInWith", { name: b.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
