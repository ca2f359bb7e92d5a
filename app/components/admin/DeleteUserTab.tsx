import { PlannedTab } from "~/components/dashboard/tabs/PlannedTab";

/** Placeholder: the admin user tools replace this file. */
export function DeleteUserTab() {
  return <PlannedTab titleKey="dashboard.tabs.deleteUser" />;
}
