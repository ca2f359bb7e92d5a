import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { LearningError } from "~/components/learning/LearningError";
import { QuizRefusalMessage } from "~/components/quizzes/QuizButton";
import { Button } from "~/components/ui/button";
import { QuizOfflineNotice } from "~/components/offline/QuizOfflineNotice";
import { Progress } from "~/components/ui/progress";
import { idParam } from "~/lib/learning.server";
import { formError, pageError } from "~/.server/formError";
import { trpc } from "~/lib/trpc";
import { requireUser } from "~/.server/requireUser";
import { refusalOf, type QuizRefusal } from "#shared/quizzes";
import { pageMeta } from "~/lib/meta";

/**
 * The quiz page (QUIZ-004…QUIZ-012): `/textbook/quiz?id=<quiz id>`. The loader only reads the
 * attempt being taken (its questions in the order the server stored, without the answers), so a
 * reload resumes it. Starting (or retaking), scoring and submitting are POSTs to the action, and
 * the server enforces every rule (attempts, dates, membership, multi-session). On a shared computer
 * (a multi-session session) the page says why no quiz is taken there and offers no start: the server
 * refuses to start, score or submit (QUIZ-012, docs/decisions/137-shared-computer-quizzes.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const quizId = idParam(url, "id");
  if (!quizId) throw new Response("Not Found", { status: 404 });
  const { status, attempt } = await context.trpc.quizzes.current({ quizId }).catch(pageError);
  const back = status.moduleId ? `/textbook/module?id=${status.moduleId}${status.lessonId ? `&s=${status.lessonId}` : ""}` : "/textbook";
  return { status, attempt, back };
}

type Question = { id: string; text: string; options: { id: string; text: string }[] };

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const quizId = idParam(url, "id");
  if (!quizId) throw new Response("Not Found", { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "start") {
      await context.trpc.quizzes.start({ quizId });
      return { started: true as const };
    }
    if (intent === "score") {
      const attemptId = Number(form.get("attemptId")) || null;
      const answers = JSON.parse(String(form.get("answers") ?? "[]")) as { questionId: string; optionId: string }[];
      const { score } = await context.trpc.quizzes.score({ quizId, attemptId, answers });
      return { scored: score };
    }
    if (intent === "submit") {
      const submitted = await context.trpc.quizzes.submit({ attemptId: Number(form.get("attemptId")) });
      return { submitted };
    }
  } catch (err) {
    const worded = ({ message }: { message: string }) => ({ refusal: (refusalOf(message) ?? "generic") as QuizRefusal | "generic" });
    // A refusal without its own words, or a malformed value (an input error): the generic message.
    const generic = () => ({ refusal: "generic" as QuizRefusal | "generic" });
    return formError(err, { Forbidden: worded, Conflict: worded, Invalid: generic, Precondition: generic, NotFound: generic, Input: generic });
  }
  throw new Response("Bad Request", { status: 400 });
}

export const meta: MetaFunction<typeof loader> = pageMeta((t, { data }) => data?.status.title ?? t("pages.quiz"));

export const ErrorBoundary = LearningError;

export default function QuizPage() {
  const { t } = useTranslation();
  const { status, attempt, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const submitted = actionData && "submitted" in actionData ? actionData.submitted : null;
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  // A shared computer (QUIZ-012) gets no attempt from the server, so only the intro and its message.
  const questions: Question[] | null = !submitted && attempt?.state === "open" ? attempt.questions : null;
  const score = !submitted && attempt?.state === "scored" ? attempt.score : null;

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8" aria-labelledby="quiz-title">
      <Button asChild variant="outline" size="sm">
        <Link to={back}>{t("quizzes.page.back")}</Link>
      </Button>
      <h1 id="quiz-title" className="mt-4 text-3xl font-semibold tracking-tight">
        {status.title}
      </h1>
      <QuizOfflineNotice />
      {refusal ? (
        <p role="alert" className="mt-4 rounded-md border border-destructive p-3 text-sm text-destructive" data-testid="quiz-refusal">
          {refusal === "generic" ? t("quizzes.page.error") : t(`quizzes.refusal.${refusal}`)}
        </p>
      ) : null}

      {submitted ? (
        <Results score={submitted.score} results={submitted.results} canRetake={status.refusal == null} busy={busy} back={back} />
      ) : attempt && questions ? (
        <Stepper key={attempt.id} attemptId={attempt.id} questions={questions} saved={attempt.answers} busy={busy} />
      ) : attempt && score != null ? (
        <ScoreView score={score} attemptId={attempt.id} busy={busy} />
      ) : (
        <Intro status={status} busy={busy} />
      )}
    </section>
  );
}

function Intro({ status, busy }: { status: ReturnType<typeof useLoaderData<typeof loader>>["status"]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-4" data-testid="quiz-intro">
      {status.grade != null ? (
        <p className="text-lg font-semibold" data-testid="quiz-grade">
          {t("quizzes.button.complete", { n: status.grade })}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {status.attemptsLeft == null ? t("quizzes.page.attemptsUnlimited") : t("quizzes.page.attemptsLeft", { n: status.attemptsLeft })}
      </p>
      {status.multiSession ? (
        // QUIZ-012, decision 137: a shared computer takes no quiz, so no start (the server would refuse it).
        <p role="note" className="rounded-md border p-3 text-sm" data-testid="quiz-shared-computer">
          {t("quizzes.page.multiSession")}
        </p>
      ) : (
        <>
          {status.refusal ? <QuizRefusalMessage refusal={status.refusal} id="quiz-intro-refusal" /> : null}
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <Button
              type="submit"
              disabled={busy || status.refusal != null}
              aria-describedby={status.refusal ? "quiz-intro-refusal" : undefined}
              data-testid="quiz-start"
            >
              {status.grade != null ? t("quizzes.page.retake") : t("quizzes.page.start")}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}

/**
 * QUIZ-004: one question at a time, with a progress indicator. Each choice is kept on the attempt
 * on the server as it is made (a reload resumes the attempt at its first unanswered question, with
 * the choices made); the answers go to be scored together after the last.
 */
function Stepper({ attemptId, questions, saved, busy }: { attemptId: number; questions: Question[]; saved: Record<string, string>; busy: boolean }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, string>>(saved);
  const [index, setIndex] = useState(() => {
    const first = questions.findIndex((q) => !saved[q.id]);
    return first === -1 ? Math.max(0, questions.length - 1) : first;
  });
  const keep = trpc.quizzes.answer.useMutation();
  const choose = (questionId: string, optionId: string) => {
    setAnswers((a) => ({ ...a, [questionId]: optionId }));
    keep.mutate({ attemptId, questionId, optionId });
  };
  const legend = useRef<HTMLLegendElement>(null);
  useEffect(() => legend.current?.focus(), [index]);
  if (!questions.length) return <p className="mt-6">{t("quizzes.page.noQuestions")}</p>;
  const q = questions[index];
  const last = index === questions.length - 1;
  const chosen = answers[q.id];
  const payload = JSON.stringify(Object.entries(answers).map(([questionId, optionId]) => ({ questionId, optionId })));
  return (
    <div className="mt-6 space-y-4" data-testid="quiz-stepper">
      <p className="text-sm text-muted-foreground" id="quiz-position">
        {t("quizzes.page.position", { n: index + 1, total: questions.length })}
      </p>
      <Progress value={((index + 1) / questions.length) * 100} aria-labelledby="quiz-position" />
      <fieldset className="space-y-3 rounded-lg border p-4">
        <legend ref={legend} tabIndex={-1} className="px-1 text-lg font-semibold focus:outline-none" data-testid="quiz-question">
          {q.text}
        </legend>
        {q.options.map((o) => (
          <label
            key={o.id}
            className="flex cursor-pointer items-start gap-3 rounded-md border p-3 hover:bg-accent has-[:checked]:border-primary has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={`q-${q.id}`}
              value={o.id}
              checked={chosen === o.id}
              onChange={() => choose(q.id, o.id)}
              className="mt-1 size-4 accent-primary"
            />
            <span>{o.text}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          {t("quizzes.page.previous")}
        </Button>
        {last ? (
          <Form method="post">
            <input type="hidden" name="intent" value="score" />
            <input type="hidden" name="attemptId" value={attemptId} />
            <input type="hidden" name="answers" value={payload} />
            <Button type="submit" disabled={!chosen || busy} data-testid="quiz-finish">
              {t("quizzes.page.finish")}
            </Button>
          </Form>
        ) : (
          <Button type="button" disabled={!chosen} onClick={() => setIndex((i) => i + 1)} data-testid="quiz-next">
            {t("quizzes.page.next")}
          </Button>
        )}
      </div>
      {!chosen ? <p className="text-sm text-muted-foreground">{t("quizzes.page.chooseAnswer")}</p> : null}
    </div>
  );
}

/** QUIZ-006: the score, not yet saved, with the seed's warning and the submit (never on a shared computer: it has no attempt). */
function ScoreView({ score, attemptId, busy }: { score: number; attemptId: number; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-4" data-testid="quiz-score">
      <p className="text-2xl font-semibold">{t("quizzes.page.score", { n: score })}</p>
      <p role="alert" className="rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900" data-testid="quiz-not-saved">
        {t("quizzes.page.notSaved")}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="submit" />
        <input type="hidden" name="attemptId" value={attemptId} />
        <Button type="submit" disabled={busy} data-testid="quiz-submit">
          {t("quizzes.page.submit")}
        </Button>
      </Form>
    </div>
  );
}

function Results({
  score,
  results,
  canRetake,
  busy,
  back,
}: {
  score: number;
  results: { questionId: string; question: string; answerSubmitted: string; result: "Correct" | "Incorrect" }[];
  canRetake: boolean;
  busy: boolean;
  back: string;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-6 space-y-4" data-testid="quiz-results">
      <h2 ref={heading} tabIndex={-1} role="status" className="text-2xl font-semibold focus:outline-none" data-testid="quiz-complete">
        {t("quizzes.button.complete", { n: score })}
      </h2>
      <ol className="space-y-2">
        {results.map((r) => (
          <li key={r.questionId} className="flex items-start gap-2 rounded-md border p-3">
            {r.result === "Correct" ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
            )}
            <div>
              <p className="font-medium">{r.question}</p>
              <p className="text-sm text-muted-foreground">
                {t(r.result === "Correct" ? "quizzes.page.correct" : "quizzes.page.incorrect")} ·{" "}
                {t("quizzes.page.yourAnswer", { answer: r.answerSubmitted || "—" })}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="start" />
          <Button type="submit" variant="outline" disabled={busy || !canRetake} data-testid="quiz-retake">
            {t("quizzes.page.retake")}
          </Button>
        </Form>
        <Button asChild>
          <Link to={back}>{t("quizzes.page.back")}</Link>
        </Button>
      </div>
    </div>
  );
}
