import { Link } from "@remix-run/react";
import { BookOpen, LayoutDashboard, LogOut, Menu, Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { LazyContactForm, preloadContactForm } from "~/components/forms/LazyContactForm";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, dialogBody, lazyDialog, preloadDialog } from "~/components/ui/dialog";
import { checkOfflineOwner, forgetOfflineOnSignOut } from "~/lib/offline/signOut";
import { loadTrpcClient, preloadTrpcClient } from "~/lib/trpcClient";
import { withTrpcProvider } from "~/lib/trpcSlot";
import { useRootData } from "~/lib/useRootData";
import { LanguageSelect } from "./LanguageSelect";

// The search and notebook dialogs are loaded when first wanted (on hover or focus of their button), so
// every page's first JavaScript does not carry the Lexical editor, or the search UI (docs/performance.md).
const loadSearch = () => import("~/components/study/SearchDialog");
const loadNotebook = () => import("~/components/study/NotebookDialog");
// They use the tRPC hooks, which the page may not have loaded: each brings its provider (~/lib/trpcSlot.tsx).
const SearchDialog = lazy(() => loadSearch().then((m) => ({ default: withTrpcProvider(m.SearchDialog) })));
const NotebookDialog = lazy(() => loadNotebook().then((m) => ({ default: withTrpcProvider(m.NotebookDialog) })));
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
// The login and forgotten-password forms come with the dialogs' code (after hydration, or on hover or focus
// of a button that opens a dialog), not in every page's first JavaScript (docs/performance.md).
const LoginForm = dialogBody("LoginForm", () => import("~/components/auth/LoginForm").then((m) => m.LoginForm));
const ForgotPasswordDialog = lazyDialog("ForgotPasswordDialog", () => import("~/components/auth/ForgotPasswordDialog").then((m) => m.ForgotPasswordDialog));
const preloadEnterprise = () => {
  preloadDialog();
  preloadContactForm();
};

type Modal = null | "classroom" | "enterprise" | "login" | "forgot" | "search" | "notebook";

/** PUB-013 … PUB-016: the header, with its modals. */
export function SiteHeader() {
  const { t } = useTranslation();
  const data = useRootData();
  const session = data?.session;
  const [modal, setModal] = useState<Modal>(null);
  // Where focus returns when the forgotten-password dialog closes: its opener was inside the login dialog, gone by then.
  const loginButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = () => {
    setLoggingOut(true);
    // Issue 46 item 2: nothing kept offline stays on the device for the next person (app/lib/offline/signOut.ts).
    forgetOfflineOnSignOut(session?.validLogin ? session.userId : null)
      .catch(() => undefined)
      .then(loadTrpcClient)
      .then((c) => c.auth.logout.mutate())
      .catch(() => undefined)
      .then(() => window.location.assign("/"));
  };
  const currentUser = session?.validLogin ? session.userId : null;
  useEffect(() => checkOfflineOwner(currentUser), [currentUser]);
  const close = (open: boolean) => !open && setModal(null);
  const navLink = "rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground";

  return (
    <header className="border-b bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t("header.skipToMain")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3">
        <Link to="/" className="mr-4 flex items-center gap-2 text-lg font-bold text-primary" aria-label={t("header.home")}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>{t("brand")}</span>
        </Link>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          aria-label={t("header.menu")}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Menu aria-hidden="true" />
        </Button>
        <nav
          id="main-nav"
          aria-label={t("header.mainNav")}
          className={`${
            menuOpen ? "flex" : "hidden"
          } order-last w-full flex-col items-start gap-1 md:order-none md:flex md:w-auto md:flex-1 md:flex-row md:items-center`}
        >
          <Link to="/about-us" className={navLink}>
            {t("header.about")}
          </Link>
          <button type="button" className={navLink} onPointerEnter={preloadDialog} onFocus={preloadDialog} onClick={() => setModal("classroom")}>
            {t("header.classroom")}
          </button>
          <a href={data?.academyUrl} className={navLink} target="_blank" rel="noreferrer noopener">
            {t("header.academy")} <span className="sr-only">{t("header.opensNewTab")}</span>
          </a>
          <button type="button" className={navLink} onPointerEnter={preloadEnterprise} onFocus={preloadEnterprise} onClick={() => setModal("enterprise")}>
            {t("header.enterprise")}
          </button>
        </nav>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageSelect />
          {session?.validLogin ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("header.search")}
                onPointerEnter={preload(loadSearch)}
                onFocus={preload(loadSearch)}
                onClick={() => setModal("search")}
              >
                <Search aria-hidden="true" />
              </Button>
              <Button asChild variant="ghost">
                <Link to="/account">
                  <LayoutDashboard aria-hidden="true" /> {t("header.dashboard")}
                </Link>
              </Button>
              {/* NOTE-001, NOTE-002: no Notebook in library or multi-session sessions (docs/decisions/041-notes-and-bookmarks.md). */}
              {session.isLib || session.multiSession ? null : (
                <Button variant="ghost" onPointerEnter={preload(loadNotebook)} onFocus={preload(loadNotebook)} onClick={() => setModal("notebook")}>
                  <BookOpen aria-hidden="true" /> {t("header.notebook")}
                </Button>
              )}
              <Button variant="outline" onPointerEnter={preloadTrpcClient} onFocus={preloadTrpcClient} onClick={logout} disabled={loggingOut}>
                <LogOut aria-hidden="true" /> {t("header.logout")}
              </Button>
            </>
          ) : (
            <Button ref={loginButton} onPointerEnter={preloadDialog} onFocus={preloadDialog} onClick={() => setModal("login")}>
              {t("header.login")}
            </Button>
          )}
        </div>
      </div>

      <Dialog open={modal === "classroom"} onOpenChange={close}>
        <DialogContent closeLabel={t("common.close")}>
          <DialogHeader>
            <DialogTitle>{t("classroomModal.title")}</DialogTitle>
            <DialogDescription>{t("classroomModal.description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button asChild size="lg">
              <Link to="/buy/class" onClick={() => setModal(null)}>
                {t("classroomModal.student")}
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/subjects" onClick={() => setModal(null)}>
                {t("classroomModal.educator")}
              </Link>
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      <Dialog open={modal === "enterprise"} onOpenChange={close}>
        <DialogContent closeLabel={t("common.close")} className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{t("enterpriseModal.title")}</DialogTitle>
            <DialogDescription>{t("enterpriseModal.description")}</DialogDescription>
          </DialogHeader>
          {modal === "enterprise" ? <LazyContactForm variant="enterprise" /> : null}
        </DialogContent>
      </Dialog>

      <Dialog open={modal === "login"} onOpenChange={close}>
        <DialogContent closeLabel={t("common.close")}>
          <DialogHeader>
            <DialogTitle>{t("login.title")}</DialogTitle>
            <DialogDescription>{t("login.intro")}</DialogDescription>
          </DialogHeader>
          <LoginForm onForgotPassword={() => setModal("forgot")} />
        </DialogContent>
      </Dialog>

      <ForgotPasswordDialog open={modal === "forgot"} onOpenChange={close} returnFocusTo={() => loginButton.current} />

      {modal === "search" ? (
        <Suspense fallback={null}>
          <SearchDialog open onOpenChange={close} />
        </Suspense>
      ) : null}

      {modal === "notebook" && session?.validLogin && !session.isLib && !session.multiSession ? (
        <Suspense fallback={null}>
          <NotebookDialog open onOpenChange={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
