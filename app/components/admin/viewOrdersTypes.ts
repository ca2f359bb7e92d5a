import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { Translation } from "~/i18n/useTranslation";
import type { AppRouter } from "#trpc/router";

/** The View Orders tab's search (commerce.adminOrders' input) and what it answers. */
export type OrderFilters = inferRouterInputs<AppRouter>["commerce"]["adminOrders"];
export type AdminOrders = inferRouterOutputs<AppRouter>["commerce"]["adminOrders"];
export type AdminOrder = AdminOrders["orders"][number];
export type ExportedOrders = inferRouterOutputs<AppRouter>["commerce"]["adminOrdersExport"];

/** ORD-019: 'SUCCESS' is a success, any other value an error, no status 'Not Completed'. */
export function qbText(t: Translation["t"], q: { status: string; error: string | null } | null): string {
  if (!q) return t("commerce.viewOrders.notCompleted");
  return q.status === "SUCCESS" ? t("commerce.viewOrders.qbSuccess") : t("commerce.viewOrders.qbError");
}
