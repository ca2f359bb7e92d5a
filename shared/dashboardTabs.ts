/**
 * The /account dashboard tabs and who sees them (SES-050…SES-054). The same rules are enforced
 * on the server by each tab's procedures (their procedure builders); this list only decides
 * what the page shows.
 */
export const DASHBOARD_TABS = [
  "dashboard",
  "myQuiz",
  "orders",
  "resetPassword",
  "students",
  "quizSettings",
  "generalSettings",
  "liveClass",
  "bulkCoupons",
  "viewOrders",
  "accounting",
  "duplicateContent",
  "createUser",
  "deleteUser",
  "searchUsers",
  "createLtiConsumer",
  "ipAccess",
  "arManagement",
  "sso",
  "rosterImport",
  "privacy",
  "audit",
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Shown only to people signed in to their own account: not library (isLib) and not multi-session sessions (SES-051, SES-029). */
const OWN_ACCOUNT_TABS: DashboardTab[] = ["myQuiz", "orders", "resetPassword"];
/** Admins and teachers (SES-052). */
const TEACHING_TABS: DashboardTab[] = ["students", "quizSettings", "generalSettings", "liveClass"];
/** Admins only (SES-053). */
const ADMIN_TABS: DashboardTab[] = [
  "bulkCoupons",
  "viewOrders",
  "accounting",
  "duplicateContent",
  "createUser",
  "deleteUser",
  "searchUsers",
  "createLtiConsumer",
  "ipAccess",
  "arManagement",
  "sso",
  "rosterImport",
  // Issue 50: a family's request (export, erasure) and the audit trail.
  "privacy",
  "audit",
];

export type TabViewer = { role: string | null; isLib: boolean; multiSession: boolean };

export function visibleTabs(viewer: TabViewer): DashboardTab[] {
  const ownAccount = !viewer.isLib && !viewer.multiSession;
  const teaching = viewer.role === "admin" || viewer.role === "teacher";
  const admin = viewer.role === "admin";
  return DASHBOARD_TABS.filter(
    (tab) =>
      tab === "dashboard" || (OWN_ACCOUNT_TABS.includes(tab) && ownAccount) || (TEACHING_TABS.includes(tab) && teaching) || (ADMIN_TABS.includes(tab) && admin),
  );
}
