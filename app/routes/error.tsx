import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { useRootData } from "~/lib/useRootData";
import { pageMeta } from "~/lib/meta";

/** ERR-001: the generic error page. errMsg is shown as text (React escapes it), never as HTML. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const errMsg = new URL(request.url).searchParams.get("errMsg") ?? "";
  const { sessionId } = await context.trpc.session.details();
  // SES-004: a session that could not be started shows 'error' as its id.
  return { errMsg: errMsg.slice(0, 500), sessionId: errMsg === "Session-Start-Failed" ? "error" : sessionId };
}

export const meta = pageMeta("pages.error");

export default function ErrorPage() {
  const { t } = useTranslation();
  const { errMsg, sessionId } = useLoaderData<typeof loader>();
  const root = useRootData();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="error-title">
      <h1 id="error-title" className="text-2xl font-semibold">
        {t("errors.errorTitle")}
      </h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border bg-muted/40 p-4 text-sm">
        <dt className="font-medium">{t("errors.sessionId")}</dt>
        <dd data-testid="error-session-id" className="break-all font-mono">
          {sessionId}
        </dd>
        <dt className="font-medium">{t("errors.message")}</dt>
        <dd data-testid="error-message" className="break-all">
          {errMsg}
        </dd>
      </dl>
      <p className="mt-6 text-muted-foreground">{t("errors.errorText", { email: root?.supportEmail })}</p>
    </section>
  );
}
