import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { CheckCircle2, ListTree } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { LearningError } from "~/components/learning/LearningError";
import { LessonPanel } from "~/components/learning/LessonPanel";
import { QuizButton } from "~/components/quizzes/QuizButton";
import { TableOfContents } from "~/components/learning/TableOfContents";
import { useUnitToc } from "~/components/learning/useUnitToc";
import { RichText } from "~/components/RichText";
import { QaSection } from "~/components/study/QaSection";
import { StudyBar } from "~/components/study/StudyBar";
import { KeepOffline } from "~/components/offline/KeepOffline";
import { OfflineSyncStatus } from "~/components/offline/OfflineSyncStatus";
import { keptList } from "~/lib/offline/keptModules";
import { isNetworkFailure, queueWrite } from "~/lib/offline/queue";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "~/components/ui/dialog";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { idParam } from "~/lib/learning.server";
import { formError, pageError } from "~/.server/formError";
import { completeLessonFromPage, recordLessonOpened, takeKeptPage, type LessonOpenedAnswer } from "~/lib/progressCalls";

type OpenedProgress = NonNullable<LessonOpenedAnswer["progress"]>;
import { modulePageUrlFields, modulePageView } from "#shared/modulePageView";
import { chapterHeading } from "#shared/textbook";
import { cn } from "~/lib/utils";
import { requireUser } from "~/.server/requireUser";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/useRootData";

/**
 * The module page (LRN-013…LRN-020, LRN-048…LRN-052): table-of-contents drawer, 'Back', chapter
 * and module titles, content, quiz button, lesson tabs and the selected lesson's panel.
 * `s` selects a lesson; with `c`/`u` too (a content-search deep link, LRN-014) the page scrolls to
 * it. The loader only reads: GET never writes, so a cross-site link or a prefetch records
 * nothing. Opening a lesson (LRN-040) is recorded by the page once it has rendered, with a POST
 * to the procedure progress.openLessonInModule (app/lib/progressCalls.ts), for the first lesson shown
 * and for each lesson chosen afterwards; its answer carries the recorded statuses, which the page
 * shows. Multi-session sessions record nothing (SES-056): the page does not post and the procedure refuses.
 * "Complete & Move to Next Lesson" posts the form to the action below; with the page's JavaScript it calls the
 * action's one procedure (progress.completeLessonAndAdvance) directly instead and moves to the page it names; the
 * next lesson of the module is then already recorded opened by the completion, so the page does not record it again,
 * and its data came with the completion's answer (`clientLoader` below: no request of its own).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await context.trpc.session.details();
  // SES-032: signed-in users only (an expired session gets the invalid-session modal, anyone else the login page).
  await requireUser({ request, context });
  const moduleId = idParam(url, "id");
  if (!moduleId) throw new Response("Not Found", { status: 404 });
  // One call (issue 25 item 2): content from the read model, the learner's progress and quiz buttons in one statement.
  const wanted = idParam(url, "s");
  const page = await context.trpc.textbook.modulePage({ moduleId, lessonId: wanted }).catch(pageError);
  // The same function shapes the next lesson's page that a completion answers (core/progress/lessonCompletion.ts).
  return {
    ...modulePageView(page, { multiSession: session.multiSession, language: context.language }),
    ...modulePageUrlFields(page.lesson, url, { shouldShowModal: context.session?.shouldShowModal !== false, lessonInUrl: wanted != null }),
  };
}

/**
 * A page a completion from this page already answered (the module's next lesson: `completeLessonFromPage` keeps it,
 * app/lib/progressCalls.ts) is shown without a request; any other navigation asks the server (`serverLoader`). The root's
 * data is not asked again between module pages (app/root.tsx `shouldRevalidate`).
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const kept = takeKeptPage(request.url);
  if (kept) return { ...kept, ...modulePageUrlFields(kept.lesson, new URL(request.url), { shouldShowModal: false, lessonInUrl: true }) };
  return serverLoader<typeof loader>();
}

/**
 * Completing a lesson or the module, and closing the one-time modal, when the form is posted (without the page's
 * JavaScript, or when its direct call failed). The server decides what comes next (the URL is never taken from the
 * form): the next lesson, the next module, or this module with the chapter-complete banner (LRN-048…LRN-050). On the
 * last lesson, completing it completes the module too when every lesson is COMPLETE (docs/decisions/003-…).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const moduleId = idParam(url, "id");
  if (!moduleId) throw new Response("Not Found", { status: 404 });
  const intent = form.get("intent");
  try {
    if (intent === "dismissModal") {
      await context.trpc.progress.dismissModuleModal();
      return { ok: true as const };
    }
    if (intent === "completeModule") {
      await context.trpc.progress.completeModule({ moduleId });
      return { ok: true as const };
    }
    if (intent === "completeLesson") {
      // One call (issue 25 item 3): the lesson checked against the module, access checked once, the completion
      // recorded, the module completed on its last lesson, and the next step decided on the server.
      const lessonId = Number(form.get("lessonId"));
      if (!Number.isSafeInteger(lessonId) || lessonId <= 0) throw new Response("Not Found", { status: 404 });
      const done = await context.trpc.progress.completeLessonAndAdvance({ moduleId, lessonId });
      throw redirect(done.nextUrl);
    }
  } catch (err) {
    // A lesson not in the module is the 404 page (formError's default for NotFound).
    return formError(err, {
      Precondition: () => ({ incomplete: true as const }),
      Unauthorized: () => ({ refused: true as const }),
      Forbidden: () => ({ refused: true as const }),
    });
  }
  throw new Response("Bad Request", { status: 400 });
}

export const meta: MetaFunction<typeof loader> = pageMeta((t, { data }) => data?.module.title ?? t("pages.textbook"));

export const ErrorBoundary = LearningError;

export default function ModulePage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const rootLanguage = useRootData()?.language;
  // The root's data is not asked again between module pages (app/root.tsx): data in another language than the
  // interface's (switched in another tab) reloads the page, which then shows one language.
  useEffect(() => {
    if (rootLanguage && data.language !== rootLanguage) window.location.reload();
  }, [data.language, rootLanguage]);
  const { module: mod, lesson, tocUnitId, multiSession } = data;
  const unitToc = useUnitToc(tocUnitId);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const dismiss = useFetcher();
  const navigate = useNavigate();
  const submit = useSubmit();
  const lastOpened = useRef<number | null>(null);
  // The lesson a completion from this page recorded opened (the one it moves to): not recorded again when it shows.
  const openedByCompletion = useRef<number | null>(null);
  // The lesson being completed through the procedure, until the next page's data is in; a refusal of it.
  const [completing, setCompleting] = useState<number | null>(null);
  const [completionRefused, setCompletionRefused] = useState(false);
  // The statuses the "opened" record answered with, newer than the loader's until it loads again.
  const [opened, setOpened] = useState<{ data: typeof data; progress: OpenedProgress } | null>(null);
  const [tocOpen, setTocOpen] = useState(false);
  const [nextModal, setNextModal] = useState(data.showNextModal);
  const [incompleteOpen, setIncompleteOpen] = useState(false);
  // Issue 46 item 2: lessons completed offline on this page (queued, not yet synced), shown complete.
  const [offlineDone, setOfflineDone] = useState<ReadonlySet<number>>(new Set());
  const userId = useRootData()?.session.userId ?? null;

  useEffect(() => setNextModal(data.showNextModal), [data.showNextModal, mod.id]);
  // The drawer opened (its button, or the next-module dialog's 'Open the Table of Contents'): its contents are fetched.
  const loadToc = unitToc.load;
  useEffect(() => {
    if (tocOpen) loadToc();
  }, [tocOpen, loadToc]);
  useEffect(() => {
    // LRN-040: record the lesson shown, once per lesson (not again when the data revalidates).
    if (multiSession || !lesson || lastOpened.current === lesson.id) return;
    lastOpened.current = lesson.id;
    if (openedByCompletion.current === lesson.id) {
      openedByCompletion.current = null;
      return;
    }
    const loaded = data;
    void recordLessonOpened(mod.id, lesson.id).then((res) => {
      if (res?.progress) setOpened({ data: loaded, progress: res.progress });
    });
  }, [data, lesson, mod.id, multiSession]);
  useEffect(() => {
    if (actionData && "incomplete" in actionData) setIncompleteOpen(true);
  }, [actionData]);
  useEffect(() => {
    // LRN-014: a content-search link lands on its lesson.
    if (!data.scrollToLesson) return;
    document.getElementById("lesson-panel")?.scrollIntoView({ block: "start" });
    document.getElementById("lesson-title")?.focus({ preventScroll: true });
  }, [data.scrollToLesson, lesson?.id]);

  // WCAG 2.4.3: after 'Complete & Move to Next Lesson' the page shows the next lesson; the focus goes to its
  // heading instead of dropping to <body> with the submit button that was replaced.
  // The lesson completed (its id), from the submission until the page settles.
  const completedLesson = useRef<number | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle" && navigation.formData?.get("intent") === "completeLesson")
      completedLesson.current = Number(navigation.formData.get("lessonId"));
  }, [navigation.state, navigation.formData]);
  useEffect(() => {
    if (completedLesson.current == null || navigation.state !== "idle") return;
    const completed = completedLesson.current;
    completedLesson.current = null;
    // Still on that lesson (refused, incomplete) or the next-module dialog (LRN-043) taking the focus: leave it.
    if (lesson?.id === completed || data.showNextModal) return;
    document.getElementById("lesson-title")?.focus();
  }, [navigation.state, lesson?.id, data.showNextModal]);

  // The next page's data is in: the completion that led here is over.
  useEffect(() => setCompleting(null), [data]);
  /**
   * The completion from the page's JavaScript: the procedure, then the page it names (as the action's redirect would,
   * replacing this entry). A refusal (signed out, no access) shows the page's save error; anything else (a lesson
   * no longer in the module, a server or network failure) submits the form to the action, which answers as it always has.
   */
  const completeLesson = (form: HTMLFormElement, lessonId: number) => {
    if (completing != null) return;
    setCompleting(lessonId);
    setCompletionRefused(false);
    completedLesson.current = lessonId;
    const fallBack = () => {
      setCompleting(null);
      completedLesson.current = null;
      submit(form, { method: "post", replace: true });
    };
    // Issue 46 item 2: without a network the completion is queued (sent once when it is back, docs/offline.md) and, in a
    // module kept offline, the page moves to the next lesson from its kept copy.
    const completeOffline = () => {
      if (!userId) return fallBack();
      void queueWrite(userId, { kind: "completeLesson", moduleId: mod.id, lessonId }).then(() => {
        setOfflineDone((done) => new Set(done).add(lessonId));
        setCompleting(null);
        const next = data.nextUrl;
        const inModule = next != null && new URL(next, window.location.href).searchParams.get("id") === String(mod.id) && next.includes("&s=");
        if (inModule && keptList().modules.some((m) => m.id === mod.id)) navigate(next, { replace: true });
        else completedLesson.current = null;
      }, fallBack);
    };
    if (!navigator.onLine) return completeOffline();
    completeLessonFromPage(mod.id, lessonId).then(
      (answer) => {
        if (answer.ok) {
          openedByCompletion.current = answer.data.opened;
          navigate(answer.data.nextUrl, { replace: true });
        } else if (answer.kind === "Unauthorized" || answer.kind === "Forbidden") {
          setCompleting(null);
          completedLesson.current = null;
          setCompletionRefused(true);
        } else fallBack();
      },
      // A failed call while the browser still says it is online (a proxy's error, a blip) posts the form (LRN-041); only a
      // browser that knows it is offline queues the completion.
      (err) => (isNetworkFailure(err) && !navigator.onLine ? completeOffline() : fallBack()),
    );
  };

  const fresh = opened && opened.data === data ? opened.progress : null;
  const moduleStatuses = fresh ? fresh.modules : data.moduleStatuses;
  const statuses = useMemo(() => (moduleStatuses ? new Map(moduleStatuses.map((m) => [m.id, m])) : null), [moduleStatuses]);
  const lessonStatus = new Map((fresh ? fresh.lessons : data.lessonStatuses ?? []).map((l) => [l.id, l.status]));
  for (const id of offlineDone) lessonStatus.set(id, "COMPLETE");
  const moduleDone = (fresh ? fresh.modules.find((m) => m.id === mod.id)?.status : data.moduleStatus) === "COMPLETE";
  const completingModule = navigation.state === "submitting" && navigation.formData?.get("intent") === "completeModule";
  const index = lesson ? mod.lessons.findIndex((l) => l.id === lesson.id) : -1;

  const closeNextModal = (openToc: boolean) => {
    setNextModal(false);
    dismiss.submit({ intent: "dismissModal" }, { method: "post" });
    if (openToc) setTocOpen(true);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8" aria-labelledby="module-title">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/textbook">{t("learning.module.back")}</Link>
        </Button>
        {tocUnitId ? (
          <Sheet open={tocOpen} onOpenChange={setTocOpen}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setTocOpen(true)}
              onPointerEnter={unitToc.load}
              onFocus={unitToc.load}
              onPointerDown={unitToc.load}
              aria-haspopup="dialog"
            >
              <ListTree aria-hidden="true" />
              {t("learning.toc.open")}
            </Button>
            <SheetContent side="left" closeLabel={t("common.close")} aria-describedby={undefined}>
              <SheetHeader>
                <SheetTitle>{t("learning.toc.title")}</SheetTitle>
              </SheetHeader>
              {unitToc.toc ? (
                <TableOfContents toc={unitToc.toc} statuses={statuses} currentModuleId={mod.id} idPrefix="drawer" />
              ) : unitToc.failed ? (
                <div role="alert" className="space-y-3 py-4 text-sm">
                  <p>{t("learning.toc.loadError")}</p>
                  <Button type="button" variant="outline" size="sm" onClick={unitToc.load}>
                    {t("learning.toc.retry")}
                  </Button>
                </div>
              ) : (
                <p role="status" className="py-4 text-sm text-muted-foreground">
                  {t("learning.toc.loading")}
                </p>
              )}
            </SheetContent>
          </Sheet>
        ) : null}
        {!multiSession ? (
          <Form method="post" className="ml-auto">
            <input type="hidden" name="intent" value="completeModule" />
            <Button
              type="submit"
              variant={moduleDone ? "secondary" : "default"}
              size="sm"
              disabled={moduleDone || completingModule}
              data-testid="complete-module"
            >
              {moduleDone ? <CheckCircle2 aria-hidden="true" /> : null}
              {t(moduleDone ? "learning.module.completed" : "learning.module.complete")}
            </Button>
          </Form>
        ) : null}
      </div>

      {data.chapterComplete ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-primary bg-accent p-4 text-lg font-semibold text-accent-foreground"
          data-testid="chapter-complete"
        >
          {t("learning.module.chapterComplete")}
        </p>
      ) : null}
      {(actionData && "refused" in actionData) || completionRefused ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {t("learning.module.saveError")}
        </p>
      ) : null}

      {mod.chapter ? (
        <p className="mt-6 text-sm font-medium uppercase tracking-wide text-muted-foreground" data-testid="chapter-heading">
          {t("learning.module.chapterHeading", { n: mod.chapter.order, title: chapterHeading(mod.chapter.title) })}
        </p>
      ) : null}
      <h1 id="module-title" className="mt-1 text-3xl font-semibold tracking-tight">
        {mod.title}
      </h1>
      {mod.mainImage ? <img src={mod.mainImage} alt="" className="mt-4 max-h-72 rounded-lg object-cover" /> : null}
      <RichText value={mod.content} className="mt-4 max-w-3xl space-y-3 text-muted-foreground" />
      {data.moduleQuiz ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <QuizButton status={data.moduleQuiz} label={t("learning.module.quiz")} testId="module-quiz" />
        </div>
      ) : null}

      <div className="mt-4">
        <StudyBar moduleId={mod.id} moduleTitle={mod.title} lessonId={lesson?.id ?? null} />
      </div>
      <div className="mt-3 space-y-2">
        <KeepOffline moduleId={mod.id} />
        <OfflineSyncStatus offlineNotice={t("learning.offline.offlineNow")} />
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="lessons-title">
          <h2 id="lessons-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {t("learning.module.lessons")}
          </h2>
          <div className="flex flex-col gap-1" role="tablist" aria-orientation="vertical" aria-labelledby="lessons-title">
            {mod.lessons.map((l) => {
              const selected = l.id === lesson?.id;
              const done = lessonStatus.get(l.id) === "COMPLETE";
              return (
                <Link
                  key={l.id}
                  role="tab"
                  aria-selected={selected}
                  aria-controls={selected ? "lesson-panel" : undefined}
                  to={`?id=${mod.id}&s=${l.id}`}
                  preventScrollReset
                  className={cn(
                    "flex items-start justify-between gap-2 rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                    selected && "bg-primary text-primary-foreground hover:bg-[color-mix(in_oklab,var(--color-primary),black_12%)]",
                  )}
                >
                  <span>{l.title}</span>
                  {done ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" role="img" aria-label={t("learning.status.COMPLETE")} /> : null}
                </Link>
              );
            })}
          </div>
          {mod.lessons.length === 0 ? <p className="text-sm text-muted-foreground">{t("learning.module.noLessons")}</p> : null}
        </nav>
        {lesson && data.nextUrl ? (
          <LessonPanel
            key={lesson.id}
            lesson={lesson}
            status={lessonStatus.get(lesson.id) ?? null}
            isLast={index === mod.lessons.length - 1}
            multiSession={multiSession}
            nextUrl={data.nextUrl}
            arUrl={data.arUrl}
            quiz={data.lessonQuiz}
            position={t("learning.module.lessonPosition", { n: index + 1, total: mod.lessons.length })}
            onComplete={completeLesson}
            completing={completing === lesson.id}
          />
        ) : null}
      </div>

      <QaSection moduleId={mod.id} />

      <Dialog open={incompleteOpen} onOpenChange={setIncompleteOpen}>
        <DialogContent role="alertdialog" closeLabel={t("common.close")} aria-describedby={undefined}>
          <DialogTitle className="leading-snug">{t("learning.module.incomplete")}</DialogTitle>
          <DialogFooter>
            <Button type="button" onClick={() => setIncompleteOpen(false)}>
              {t("learning.module.ok")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={nextModal} onOpenChange={(open) => !open && closeNextModal(false)}>
        <DialogContent closeLabel={t("common.close")}>
          <DialogTitle>{t("learning.module.nextModalTitle")}</DialogTitle>
          <DialogDescription className="leading-relaxed">{t("learning.module.nextModalBody")}</DialogDescription>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => closeNextModal(true)}>
              {t("learning.module.nextModalToc")}
            </Button>
            <Button type="button" onClick={() => closeNextModal(false)}>
              {t("learning.module.nextModalClose")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
