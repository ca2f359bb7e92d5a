import stylesheet from "~/tailwind.css?url";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError } from "@remix-run/react";
import { useEffect, useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { useTranslation } from "~/i18n/useTranslation";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { NotFound } from "~/components/layout/NotFound";
import { Toaster } from "~/components/ui/toaster";
import { createI18n, STRINGS_URL_ATTRIBUTE, type Language } from "~/i18n";
import { stringsUrl } from "~/i18n/strings.server";
import { useNonce, useRequestId } from "~/lib/nonce";
import { isFooterHidden } from "#shared/site";
import { useRootData } from "~/lib/useRootData";
import { TrpcSlot } from "~/lib/trpcSlot";
import { metaT } from "~/lib/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  // The session id is shown by the error page's own loader only: the root data of a visitor's page
  // is then the same for every visitor of a language, so public pages can be cached (server/pageCache.ts).
  const { sessionId: _sessionId, ...session } = await context.trpc.session.details();
  return {
    session,
    language: context.language,
    // The page's interface strings, loaded by the browser before hydrating (~/i18n).
    stringsUrl: stringsUrl(context.language),
    // Both languages' strings: the language select fetches the chosen one before reloading (LanguageSelect).
    stringsUrls: { en: stringsUrl("en"), fr: stringsUrl("fr") },
    supportEmail: context.supportEmail,
    academyUrl: context.academyUrl,
  };
}

/**
 * From one module page to another (a lesson tab, the next lesson, the next module) with no form submitted, the root's
 * data — the session's details and language, which such a move does not change — is not asked again: the module
 * page's data comes alone, and the next lesson a completion answered comes with no request at all (issue 25;
 * app/routes/textbook.module.tsx `clientLoader`). Its data carries its language: the module page reloads itself when
 * that is not the interface's (the language was switched in another tab). A signed-out session is caught by the module
 * page's own loader (SES-032). Everything else revalidates as Remix decides.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === MODULE_PAGE && nextUrl.pathname === MODULE_PAGE ? false : defaultShouldRevalidate;
const MODULE_PAGE = "/textbook/module";

/**
 * The site's title, for a route without its own `meta` (every page has one: ~/lib/meta.ts), and the 404
 * and error pages' titles when a loader throws. The only `<title>`: the layout writes none (issue 26).
 */
export const meta: MetaFunction = ({ matches, error }) => {
  const t = metaT(matches);
  if (error) return [{ title: t("meta.pageTitle", { page: t(isRouteErrorResponse(error) && error.status === 404 ? "pages.notFound" : "pages.error") }) }];
  return [{ title: t("meta.title") }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const language: Language = data?.language ?? "en";
  const i18n = useMemo(() => createI18n(language), [language]);
  // Without the root's data (its loader failed), the language's stable URL.
  const strings = data?.stringsUrl ?? `/i18n/strings.${language}.json`;
  // The page has hydrated (its controls answer), error pages included: tests wait for it instead of racing it.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang={language} dir="ltr" {...{ [STRINGS_URL_ATTRIBUTE]: strings }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={i18n.t("meta.description")} />
        {/* The stylesheet first: render-blocking, it must not queue behind the modulepreloads of <Links /> (Lighthouse: FCP on slow 4G). With a precedence React 19 emits it as a stylesheet resource, ahead of the preloads it hoists. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The strings entry.client.tsx loads before hydrating: fetched from here, alongside the page's modules. */}
        <link rel="preload" as="fetch" crossOrigin="anonymous" href={strings} />
        {/* Before any module runs: zod builds its parsers without `new Function` (its probe for it is a
            CSP violation under our policy, which allows no 'unsafe-eval'). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true};" }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
      <Toaster />
    </>
  );
}

export default function App() {
  // tRPC and React Query only for the pages that use them (~/lib/trpcSlot.tsx); the header calls its
  // few procedures through a plain client loaded when first wanted (~/lib/trpcClient.ts).
  return (
    <Shell>
      <TrpcSlot>
        <Outlet />
      </TrpcSlot>
    </Shell>
  );
}

/**
 * A page's error that its route does not handle itself (a loader's 404 or 403, an unexpected error): inside the
 * site's header and footer like every page, so the visitor can go on from it (the header shows a visitor's
 * controls when the root loader itself failed: its data is then missing).
 */
export function ErrorBoundary() {
  return (
    <Shell>
      <RootError />
    </Shell>
  );
}

function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const requestId = useRequestId();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A page refused to the caller's role (403) is not an unexpected problem: say what it is.
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t(forbidden ? "errors.forbiddenTitle" : "errors.errorTitle")}</h1>
      <p className="mt-4 text-muted-foreground">{t(forbidden ? "errors.forbiddenText" : "errors.genericTitle")}</p>
      {requestId ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {t("errors.reference")}: <code data-request-id>{requestId}</code>
        </p>
      ) : null}
      <a className="mt-6 inline-block underline" href="/">
        {t("common.backHome")}
      </a>
    </section>
  );
}
