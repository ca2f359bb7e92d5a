import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { idParam } from "~/lib/learning.server";
import { pageError } from "~/.server/formError";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/.server/requireUser";

const selectClass = "h-9 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";
const COLLECTION = { unit: "units", module: "modules", lesson: "lessons" } as const;

/** Where a title goes in a translated sentence (split there, so that the title can carry its own `lang`). */
const SLOT = "\u0000";

/**
 * Issue 46 F5 (language of parts, WCAG 3.1.2): a title shown in another language than the page's (a French page
 * falls back to the English title) is marked with its language.
 */
function Title({ title, lang, page }: { title: string; lang: string; page: string }) {
  return lang === page ? <>{title}</> : <span lang={lang}>{title}</span>;
}

/** A translated sentence `text` (made with SLOT for the title) with the title in it, marked as `Title` does. */
function Sentence({ text, title, lang, page }: { text: string; title: string; lang: string; page: string }) {
  const [before, ...after] = text.split(SLOT);
  return (
    <>
      {before}
      <Title title={title} lang={lang} page={page} />
      {after.join(title)}
    </>
  );
}

/** A day the form sent (YYYY-MM-DD that is a real date), else none (the procedure's default: a week ago). */
function dayParam(url: URL): string | null {
  const v = url.searchParams.get("since");
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : null;
}

/**
 * Issue 28, "changes since" (docs/decisions/120-changes-since.md): `/content/changes?unit=<id>&since=<YYYY-MM-DD>`.
 * Editors and admins pick a unit and a day; the page lists what was published (or saved as a draft,
 * or unpublished) in it since then, when and by whom, from the versions tables. A GET form: reading only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const view = await context.trpc.content.changesSince({ unitId: idParam(url, "unit"), since: dayParam(url) }).catch(pageError);
  return { view };
}

export const meta: MetaFunction<typeof loader> = pageMeta("pages.contentChanges", [{ name: "robots", content: "noindex" }]);

export default function ContentChangesPage() {
  const { t, i18n } = useTranslation();
  const { view } = useLoaderData<typeof loader>();
  const id = useId();
  const unit = view.units.find((u) => u.id === view.unitId) ?? null;
  // UTC on the server and in the browser alike (no hydration mismatch), and said so in the column's name.
  const format = new Intl.DateTimeFormat(i18n.language === "fr" ? "fr-CA" : "en-CA", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  const day = (d: string) =>
    new Intl.DateTimeFormat(i18n.language === "fr" ? "fr-CA" : "en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`));

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8" aria-labelledby={`${id}-title`}>
      <Button asChild variant="outline" size="sm">
        <Link to="/account">{t("admin.changes.back")}</Link>
      </Button>
      <h1 id={`${id}-title`} className="mt-4 text-3xl font-semibold tracking-tight">
        {t("admin.changes.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("admin.changes.intro")}</p>

      <Form method="get" className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end" data-testid="changes-form">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-unit`}>{t("admin.changes.unit")}</Label>
          <select id={`${id}-unit`} name="unit" className={selectClass} defaultValue={view.unitId ?? ""} required>
            <option value="">{t("admin.changes.chooseUnit")}</option>
            {view.units.map((u) => (
              <option key={u.id} value={u.id} lang={u.title && u.titleLang !== i18n.language ? u.titleLang : undefined}>
                {u.title || t("admin.changes.untitled")}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-since`}>{t("admin.changes.since")}</Label>
          <Input id={`${id}-since`} name="since" type="date" defaultValue={view.since} required />
        </div>
        <Button type="submit">{t("admin.changes.show")}</Button>
      </Form>

      {!unit ? (
        <p className="mt-8 rounded-md border p-4" data-testid="changes-pick">
          {t("admin.changes.pickUnit")}
        </p>
      ) : view.changes.length === 0 ? (
        <p className="mt-8 rounded-md border p-4" data-testid="changes-empty">
          <Sentence text={t("admin.changes.empty", { unit: SLOT, date: day(view.since) })} title={unit.title} lang={unit.titleLang} page={i18n.language} />
        </p>
      ) : (
        <div className="mt-8">
          {view.truncated ? (
            <p className="mb-3 text-sm text-muted-foreground" data-testid="changes-truncated">
              {t("admin.changes.truncated", { count: view.changes.length })}
            </p>
          ) : null}
          <Table data-testid="changes-table">
            <TableCaption className="mt-0 mb-2 caption-top text-left">
              <Sentence
                text={t("admin.changes.caption", { unit: SLOT, date: day(view.since) })}
                title={unit.title}
                lang={unit.titleLang}
                page={i18n.language}
              />
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t("admin.changes.when")}</TableHead>
                <TableHead scope="col">{t("admin.changes.what")}</TableHead>
                <TableHead scope="col">{t("admin.changes.name")}</TableHead>
                <TableHead scope="col">{t("admin.changes.change")}</TableHead>
                <TableHead scope="col">{t("admin.changes.by")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {view.changes.map((c) => (
                <TableRow key={`${c.kind}-${c.versionId}`} data-testid="change-row">
                  <TableCell className="whitespace-nowrap tabular-nums">
                    <time dateTime={c.at}>{format.format(new Date(c.at))}</time>
                  </TableCell>
                  <TableCell>{t(`admin.changes.kinds.${c.kind}`)}</TableCell>
                  <TableCell>
                    {c.id != null ? (
                      <a className="underline underline-offset-2" href={`/admin/collections/${COLLECTION[c.kind]}/${c.id}`}>
                        {c.title ? <Title title={c.title} lang={c.titleLang} page={i18n.language} /> : t("admin.changes.untitled")}
                      </a>
                    ) : (
                      <>
                        {c.title ? <Title title={c.title} lang={c.titleLang} page={i18n.language} /> : t("admin.changes.untitled")} {t("admin.changes.deleted")}
                      </>
                    )}
                  </TableCell>
                  <TableCell data-status={c.status}>{t(`admin.changes.status.${c.status}`)}</TableCell>
                  <TableCell>{c.by ? c.by.name : <span className="text-muted-foreground">{t("admin.changes.nobody")}</span>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
