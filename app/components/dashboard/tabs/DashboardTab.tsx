import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { trpc } from "~/lib/trpc";
import { forgetOfflineOnSignOut } from "~/lib/offline/signOut";
import { useRootData } from "~/lib/useRootData";
import { trialEndDate } from "#shared/commerce";
import { MyDataButton } from "../MyDataButton";
import { MyUnits } from "../MyUnits";

export type DashboardSession = { firstName: string | null; lastName: string | null; email: string; role: string | null; isLib: boolean; multiSession: boolean };

/** SES-050: greeting, logout link, the user's role and the progress view. */
export function DashboardTab({ session }: { session: DashboardSession }) {
  const { t, i18n } = useTranslation();
  const logout = trpc.auth.logout.useMutation({ onSettled: () => window.location.assign("/") });
  const userId = useRootData()?.session.userId ?? null;
  // Issue 46 item 2: the modules kept offline and the queued writes leave the device with the student.
  const signOut = () =>
    void forgetOfflineOnSignOut(userId)
      .catch(() => undefined)
      .then(() => logout.mutate());
  const name = [session.firstName, session.lastName].filter(Boolean).join(" ") || session.email;
  // Decision 135: an instructor in a trial sees when it ends (the same date as its e-mails), and where to buy.
  const trial = trpc.commerce.myTrial.useQuery(undefined, { enabled: !session.isLib && !session.multiSession });
  const lang = i18n.language === "fr" ? "fr" : "en";
  return (
    <div>
      <p className="text-lg">{t("account.greeting", { name })}</p>
      <p className="mt-1 text-muted-foreground" data-testid="account-role">
        {t("account.role", { role: t(`dashboard.roles.${session.role ?? "none"}`) })}
      </p>
      <Button className="mt-4 px-0" variant="link" onClick={signOut} disabled={logout.isPending}>
        {t("header.logout")}
      </Button>
      {trial.data ? (
        <p className="mt-4 rounded-lg border border-primary/40 bg-accent p-4 text-sm text-accent-foreground" data-testid="trial-ends">
          {t("dashboard.trial.endsOn", { date: trialEndDate(lang, trial.data.endsAt) })}{" "}
          <Link className="font-medium underline underline-offset-2" to="/buy/individual">
            {t("dashboard.trial.buy")}
          </Link>
        </p>
      ) : null}
      {session.role === "editor" || session.role === "admin" ? (
        // Issue 28: editors and admins see what changed in a unit, when and by whom (a page, not a tab: SES-054).
        <p>
          <Link className="text-sm underline underline-offset-2" to="/content/changes">
            {t("admin.changes.dashboardLink")}
          </Link>
        </p>
      ) : null}
      {!session.isLib && !session.multiSession ? <MyDataButton /> : null}
      <MyUnits />
    </div>
  );
}
