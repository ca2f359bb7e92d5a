import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { LearningError } from "~/components/learning/LearningError";
import { Button } from "~/components/ui/button";
import { idParam, nullIfNotFound } from "~/lib/learning.server";
import { pageError } from "~/.server/formError";
import { pageMeta } from "~/lib/meta";
import { trpc } from "~/lib/trpc";
import { OfflineSyncStatus } from "~/components/offline/OfflineSyncStatus";
import { queueWrite } from "~/lib/offline/queue";
import { useRootData } from "~/lib/useRootData";
import { requireUser } from "~/.server/requireUser";

/**
 * The review session (issue 28): `/textbook/review?unit=<unit id>` (no unit: every unit). One due
 * question at a time — the quiz's own question and choices, in a new order — graded on the server,
 * which reschedules the card (FSRS); the quiz's grade never changes. The loader reads only; the
 * answer is a mutation, then "Next question" reloads the loader for the next due card.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const unitId = idParam(new URL(request.url), "unit");
  const [session, unit] = await Promise.all([
    context.trpc.review.session({ unitId }).catch(pageError),
    unitId ? context.trpc.textbook.unitDetails({ unitId }).catch(nullIfNotFound) : null,
  ]);
  return { session, unitTitle: unit?.title ?? null };
}

export const meta: MetaFunction<typeof loader> = pageMeta((t, { data }) =>
  data?.unitTitle ? t("review.titleOfUnit", { title: data.unitTitle }) : t("review.title"),
);

export const ErrorBoundary = LearningError;

type Result = { correct: boolean; correctOptionId: string; correctAnswer: string; intervalDays: number };

export default function ReviewPage() {
  const { t } = useTranslation();
  const { session, unitTitle } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [announce, setAnnounce] = useState("");
  const [missing, setMissing] = useState(false);
  // Issue 46 item 2: this card's answer was saved offline (graded when it syncs).
  const [queued, setQueued] = useState(false);
  const userId = useRootData()?.session.userId ?? null;
  const answer = trpc.review.answer.useMutation();
  const legend = useRef<HTMLLegendElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const doneHeading = useRef<HTMLParagraphElement>(null);
  const card = session.card;
  const cardId = card?.cardId ?? null;
  const first = useRef(true);

  // Each new question: fresh state, and focus on it (not on the first render: the page's own focus order stands).
  useEffect(() => {
    setChosen(null);
    setResult(null);
    setMissing(false);
    setQueued(false);
    if (first.current) {
      first.current = false;
      return;
    }
    if (cardId != null) legend.current?.focus();
    else doneHeading.current?.focus();
  }, [cardId]);
  useEffect(() => {
    if (result) nextButton.current?.focus();
  }, [result]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!card || result || queued || answer.isPending) return;
    if (!chosen) {
      setMissing(true);
      return;
    }
    if (!navigator.onLine && userId) {
      void queueWrite(userId, { kind: "reviewAnswer", cardId: card.cardId, optionId: chosen }).then(() => {
        setQueued(true);
        setAnnounce(t("learning.offline.reviewSaved"));
      });
      return;
    }
    answer.mutate(
      { cardId: card.cardId, optionId: chosen },
      {
        onSuccess: (r) => {
          setResult(r);
          setAnnounce(
            `${r.correct ? t("review.correct") : t("review.incorrect", { answer: r.correctAnswer })} ${
              r.intervalDays <= 1 ? t("review.tomorrow") : t("review.inDays", { n: r.intervalDays })
            }`,
          );
        },
        onError: () => setAnnounce(t("review.error")),
      },
    );
  };

  const next = () => {
    setAnnounce("");
    revalidator.revalidate();
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8" aria-labelledby="review-title">
      <Button asChild variant="outline" size="sm">
        <Link to="/account">{t("review.back")}</Link>
      </Button>
      <h1 id="review-title" className="mt-4 text-3xl font-semibold tracking-tight">
        {unitTitle ? t("review.titleOfUnit", { title: unitTitle }) : t("review.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("review.intro")}</p>
      {/* Results and errors are read out here; present from the first render so screen readers follow it. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="review-live">
        {announce}
      </p>
      <div className="mt-4">
        <OfflineSyncStatus offlineNotice={t("learning.offline.offlineNow")} />
      </div>
      {queued ? (
        <p className="mt-4 rounded-md border p-4 text-sm" data-testid="review-queued">
          {t("learning.offline.reviewSaved")}
        </p>
      ) : null}

      {!session.enabled ? (
        <p className="mt-6 rounded-md border p-4" data-testid="review-off">
          {t("review.off")}
        </p>
      ) : !card ? (
        <p ref={doneHeading} tabIndex={-1} className="mt-6 rounded-md border p-4 text-lg focus:outline-none" data-testid="review-done">
          {t("review.done")}
        </p>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={check} data-testid="review-card" aria-describedby="review-remaining">
          <p id="review-remaining" className="text-sm text-muted-foreground" data-testid="review-remaining">
            {t("review.remaining", { n: session.due })} · {t("review.fromQuiz", { title: card.quizTitle })}
          </p>
          <fieldset className="space-y-3 rounded-lg border p-4" disabled={result != null}>
            <legend ref={legend} tabIndex={-1} className="px-1 text-lg font-semibold focus:outline-none" data-testid="review-question">
              {card.question}
            </legend>
            {card.options.map((o) => {
              const isAnswer = result != null && o.id === result.correctOptionId;
              const wrongPick = result != null && !result.correct && chosen === o.id;
              return (
                <label
                  key={o.id}
                  className="flex cursor-pointer items-start gap-3 rounded-md border p-3 hover:bg-accent has-[:checked]:border-primary has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="radio"
                    name={`card-${card.cardId}`}
                    value={o.id}
                    checked={chosen === o.id}
                    onChange={() => {
                      setChosen(o.id);
                      setMissing(false);
                    }}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span className="flex-1">{o.text}</span>
                  {isAnswer ? <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden="true" /> : null}
                  {wrongPick ? <XCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" /> : null}
                </label>
              );
            })}
          </fieldset>
          {result ? (
            <div className="space-y-3" data-testid="review-result">
              <p className={result.correct ? "font-semibold text-green-800" : "font-semibold text-destructive"}>
                {result.correct ? t("review.correct") : t("review.incorrect", { answer: result.correctAnswer })}{" "}
                {result.intervalDays <= 1 ? t("review.tomorrow") : t("review.inDays", { n: result.intervalDays })}
              </p>
              <Button ref={nextButton} type="button" onClick={next} disabled={revalidator.state !== "idle"} data-testid="review-next">
                {t("review.next")}
              </Button>
            </div>
          ) : (
            <div className="space-y-2">
              <Button type="submit" busy={answer.isPending} data-testid="review-check">
                {t("review.check")}
              </Button>
              {/* Issue 46 F1: an alert region present with the question, so the message is read out when it appears. */}
              <p role="alert" className="text-sm text-destructive empty:hidden" data-testid="review-choose">
                {missing ? t("review.choose") : null}
              </p>
              {answer.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {t("review.error")}
                </p>
              ) : null}
            </div>
          )}
        </form>
      )}
    </section>
  );
}
