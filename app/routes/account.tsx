import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { trpc } from "~/lib/trpc";

/** SES-011: the dashboard after login. Visitors are sent to log in first. */
export async function loader({ context }: LoaderFunctionArgs) {
  const session = await context.trpc.session.details();
  if (!session.validLogin) throw redirect("/login?next=/account");
  return { session };
}

export default function Account() {
  const { t } = useTranslation();
  const { session } = useLoaderData<typeof loader>();
  const logout = trpc.auth.logout.useMutation({ onSettled: () => window.location.assign("/") });
  const name = [session.firstName, session.lastName].filter(Boolean).join(" ") || session.email;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="account-title">
      <h1 id="account-title" className="text-3xl font-semibold">{t("account.title")}</h1>
      <p className="mt-4 text-lg">{t("account.greeting", { name })}</p>
      <p className="mt-1 text-muted-foreground" data-testid="account-role">{t("account.role", { role: session.role })}</p>
      <Button className="mt-6" variant="outline" onClick={() => logout.mutate()}>
        {t("header.logout")}
      </Button>
    </section>
  );
}
