import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { AccountingTab } from "~/components/admin/AccountingTab";
import { AuditTab } from "~/components/admin/AuditTab";
import { PrivacyTab } from "~/components/admin/PrivacyTab";
import { ArManagementTab } from "~/components/admin/ArManagementTab";
import { BulkCouponsTab } from "~/components/admin/BulkCouponsTab";
import { CreateUserTab } from "~/components/admin/CreateUserTab";
import { DeleteUserTab } from "~/components/admin/DeleteUserTab";
import { DuplicateContentTab } from "~/components/admin/DuplicateContentTab";
import { IpAccessTab } from "~/components/admin/IpAccessTab";
import { LtiConsumersTab } from "~/components/admin/LtiConsumersTab";
import { SsoProvidersTab } from "~/components/admin/SsoProvidersTab";
import { RosterImportTab } from "~/components/admin/RosterImportTab";
import { SearchUsersTab } from "~/components/admin/SearchUsersTab";
import { ViewOrdersTab } from "~/components/admin/ViewOrdersTab";
import { DashboardTab } from "~/components/dashboard/tabs/DashboardTab";
import { OrdersTab } from "~/components/dashboard/tabs/OrdersTab";
import { ResetPasswordTab } from "~/components/dashboard/tabs/ResetPasswordTab";
import { GeneralSettingsTab } from "~/components/study/GeneralSettingsTab";
import { LiveClassTab } from "~/components/liveClass/LiveClassTab";
import { MyQuizTab } from "~/components/quizzes/MyQuizTab";
import { QuizSettingsTab } from "~/components/quizzes/QuizSettingsTab";
import { StudentsTab } from "~/components/quizzes/StudentsTab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { requireUser } from "~/.server/requireUser";
import { visibleTabs, type DashboardTab as TabId } from "#shared/dashboardTabs";
import { pageMeta } from "~/lib/meta";

/** SES-011, SES-050…SES-054: the dashboard after login, with the tabs the user's role and session allow. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  // Visitors log in first; a session that ended (logout elsewhere, expiry, deleted account) gets the invalid-session modal.
  await requireUser({ request, context });
  // LTI-006: a chapter launch opens the first module of the stored chapter.
  if (new URL(request.url).searchParams.get("ltiChapter") === "true") {
    const { moduleId } = await context.trpc.lti.chapterStart();
    if (moduleId != null) throw redirect(`/textbook/module?id=${moduleId}`);
  }
  const session = await context.trpc.session.details();
  return { session, tabs: visibleTabs(session) };
}

/** Switching tabs only changes ?tab=: no need to reload the session. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** The tab's name, then the dashboard's: "Orders · Dashboard · BioText" (the default tab: "Dashboard · BioText"). */
export const meta: MetaFunction<typeof loader> = pageMeta((t, { data, location }) => {
  const tab = new URLSearchParams(location.search).get("tab");
  const dashboard = t("account.title");
  return tab && tab !== "dashboard" && data?.tabs.includes(tab as TabId) ? `${t(`dashboard.tabs.${tab}`)} · ${dashboard}` : dashboard;
});

export default function Account() {
  const { t } = useTranslation();
  const { session, tabs } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab") as TabId | null;
  const inUrl = wanted && tabs.includes(wanted) ? wanted : "dashboard";
  // Issue 46 F4: the selected tab is state, changed in the same event as the arrow key that moves the focus (Radix
  // selects the tab it focuses); ?tab= follows by a navigation. Derived from the URL alone, it lagged behind quick
  // ArrowUp/ArrowDown presses: a tab focused while the URL still named it was not selected again when a later
  // navigation landed, and the focus stayed on one tab while another was selected.
  const [active, setActive] = useState<TabId>(inUrl);
  const location = useLocation();
  const requests = useRef(0);
  useEffect(() => {
    // A navigation of our own that a later key press overtook is ignored; any other (a link, back/forward) selects its tab.
    const request = (location.state as { tabRequest?: number } | null)?.tabRequest;
    if (request === undefined || request >= requests.current) setActive(inUrl);
    // Only on a new location: `inUrl` is read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const panels: Record<TabId, () => ReactNode> = {
    dashboard: () => <DashboardTab session={session} />,
    resetPassword: () => <ResetPasswordTab />,
    createUser: () => <CreateUserTab />,
    deleteUser: () => <DeleteUserTab />,
    searchUsers: () => <SearchUsersTab />,
    ipAccess: () => <IpAccessTab />,
    myQuiz: () => <MyQuizTab />,
    orders: () => <OrdersTab />,
    students: () => <StudentsTab />,
    quizSettings: () => <QuizSettingsTab />,
    generalSettings: () => <GeneralSettingsTab />,
    liveClass: () => <LiveClassTab />,
    bulkCoupons: () => <BulkCouponsTab />,
    viewOrders: () => <ViewOrdersTab />,
    accounting: () => <AccountingTab />,
    duplicateContent: () => <DuplicateContentTab />,
    createLtiConsumer: () => <LtiConsumersTab />,
    arManagement: () => <ArManagementTab />,
    sso: () => <SsoProvidersTab />,
    rosterImport: () => <RosterImportTab />,
    privacy: () => <PrivacyTab />,
    audit: () => <AuditTab />,
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="account-title">
      <h1 id="account-title" className="text-3xl font-semibold tracking-tight">
        {t("account.title")}
      </h1>
      <Tabs
        value={active}
        onValueChange={(value) => {
          const tab = value as TabId;
          setActive(tab);
          requests.current += 1;
          setParams(tab === "dashboard" ? {} : { tab }, { replace: true, preventScrollReset: true, state: { tabRequest: requests.current } });
        }}
        orientation="vertical"
        className="mt-6 gap-6 md:flex-row"
      >
        <TabsList
          aria-label={t("dashboard.tabsLabel")}
          className="h-auto w-full flex-row flex-wrap justify-start md:w-56 md:shrink-0 md:flex-col md:items-stretch md:self-start"
        >
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="justify-start px-3 py-2">
              {t(`dashboard.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab} value={tab} className="min-w-0">
            <h2 className="mb-4 text-2xl font-semibold">{t(`dashboard.tabs.${tab}`)}</h2>
            {tab === active ? panels[tab]() : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
