import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TRPCError } from "@trpc/server";
import { useTranslation } from "react-i18next";
import { RichText } from "~/components/RichText";
import { Button } from "~/components/ui/button";
import { chapterHeading } from "~/lib/textbook";
import { cn } from "~/lib/utils";

/**
 * LRN-013, LRN-015, LRN-016, LRN-019, LRN-020, LRN-031: the module page — chapter and module
 * titles, the module's content and its lessons as tabs; `s` selects a lesson (deep links and the
 * CMS preview). The full lesson panel, progress and the table of contents come with the learning area.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await context.trpc.session.details();
  if (!session.validLogin) throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  const moduleId = Number(url.searchParams.get("id"));
  if (!Number.isInteger(moduleId) || moduleId <= 0) throw new Response("Not Found", { status: 404 });
  const mod = await context.trpc.textbook.moduleDetails({ moduleId }).catch((err) => {
    if (err instanceof TRPCError && err.code === "NOT_FOUND") throw new Response("Not Found", { status: 404 });
    throw err;
  });
  const wanted = Number(url.searchParams.get("s"));
  const selected = mod.lessons.find((l) => l.id === wanted) ?? mod.lessons[0] ?? null;
  const lesson = selected ? await context.trpc.textbook.lessonDetails({ lessonId: selected.id }) : null;
  return { module: mod, lesson };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.module.title} · BioText` : "BioText" }];

export default function ModulePage() {
  const { t } = useTranslation();
  const { module: mod, lesson } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="module-title">
      <Button asChild variant="outline" size="sm">
        <Link to="/textbook">{t("module.back")}</Link>
      </Button>
      {mod.chapter ? (
        <p className="mt-6 text-sm font-medium uppercase tracking-wide text-muted-foreground" data-testid="chapter-heading">
          {t("module.chapterHeading", { n: mod.chapter.order, title: chapterHeading(mod.chapter.title) })}
        </p>
      ) : null}
      <h1 id="module-title" className="mt-1 text-3xl font-semibold tracking-tight">{mod.title}</h1>
      <RichText value={mod.content} className="prose mt-4 max-w-3xl space-y-3 text-muted-foreground" />

      <div className="mt-8 grid gap-6 md:grid-cols-[16rem_1fr]">
        <nav aria-label={t("module.lessons")}>
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t("module.lessons")}</h2>
          <ol className="space-y-1" role="tablist" aria-orientation="vertical">
            {mod.lessons.map((l) => (
              <li key={l.id}>
                <Link
                  role="tab"
                  aria-selected={l.id === lesson?.id}
                  aria-controls="lesson-panel"
                  to={`?id=${mod.id}&s=${l.id}`}
                  preventScrollReset
                  className={cn(
                    "block rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                    l.id === lesson?.id && "bg-primary text-primary-foreground hover:bg-primary/90",
                  )}
                >
                  {l.title}
                </Link>
              </li>
            ))}
          </ol>
          {mod.lessons.length === 0 ? <p className="text-sm text-muted-foreground">{t("module.noLessons")}</p> : null}
        </nav>
        {lesson ? (
          <article id="lesson-panel" role="tabpanel" aria-labelledby="lesson-title" className="rounded-lg border p-6">
            <h2 id="lesson-title" className="text-2xl font-semibold">{lesson.title}</h2>
            <h3 className="mt-6 text-lg font-semibold">{t("module.lessonText")}</h3>
            <RichText value={lesson.text} className="mt-2 max-w-3xl space-y-3 leading-relaxed" />
          </article>
        ) : null}
      </div>
    </section>
  );
}
