import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { RichText } from "~/components/RichText";
import { Button } from "~/components/ui/button";
import { lessonButtonKey, type ProgressStatus } from "#shared/progress";
import { QuizButton, type QuizButtonStatus } from "~/components/quizzes/QuizButton";
import { ArBlock } from "./ArBlock";
import { LessonFigures, type Figure } from "./LessonFigures";
import type { DescribedPause } from "#shared/describedPauses";
import { LessonVideo } from "./LessonVideo";
import { StructureViewer, type Structure } from "./StructureViewer";

export type LessonData = {
  id: number;
  title: string;
  text: unknown;
  video: string | null;
  videoLow?: string | null;
  videoDescribed?: string | null;
  describedPauses?: DescribedPause[];
  poster: string | null;
  captionTracks: { lang: "en" | "fr"; url: string }[];
  descriptionTracks: { lang: "en" | "fr"; url: string }[];
  narration: string | null;
  narrationText: string | null;
  quizId: number | null;
  figures: Figure[];
  structures: Structure[];
  ar: { structureName: string } | null;
};

/**
 * LRN-023…LRN-031, LRN-044…LRN-046: the lesson panel — title, video, audio, AR block, figures,
 * interactive structures, 'Lesson Text', the complete button and the lesson quiz button. The
 * complete button posts to the module page's action, or, with the page's JavaScript, hands the
 * completion to the page (`onComplete`: one procedure call); either way the server records and
 * decides where to go next. In a multi-session session it is a plain link to the next step.
 */
export function LessonPanel({
  lesson,
  status,
  isLast,
  multiSession,
  nextUrl,
  arUrl,
  position,
  quiz = null,
  onComplete,
  completing = false,
}: {
  lesson: LessonData;
  status: ProgressStatus | null;
  isLast: boolean;
  multiSession: boolean;
  nextUrl: string;
  arUrl: string | null;
  position: string;
  /** QUIZ-001: the lesson quiz button's state (null: no lesson quiz). */
  quiz?: QuizButtonStatus | null;
  /** The page completes the lesson itself (with its JavaScript); without it, or before hydration, the form posts to the page's action. */
  onComplete?: (form: HTMLFormElement, lessonId: number) => void;
  /** A completion through `onComplete` is under way. */
  completing?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = completing || (navigation.state === "submitting" && navigation.formData?.get("intent") === "completeLesson");
  const label = t(lessonButtonKey({ multiSession, isLast, status }));
  const done = !multiSession && status === "COMPLETE";
  return (
    <article
      id="lesson-panel"
      role="tabpanel"
      aria-labelledby="lesson-title"
      className="min-w-0 space-y-8 rounded-lg border p-4 sm:p-6"
      data-testid="lesson-panel"
    >
      <header>
        <p className="text-sm text-muted-foreground">{position}</p>
        <h2 id="lesson-title" tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {lesson.title}
        </h2>
      </header>

      {lesson.video ? (
        <LessonVideo
          src={lesson.video}
          lowSrc={lesson.videoLow ?? null}
          describedSrc={lesson.videoDescribed ?? null}
          describedPauses={lesson.describedPauses}
          poster={lesson.poster}
          tracks={lesson.captionTracks}
          descriptions={lesson.descriptionTracks}
          details={lesson.narrationText}
          title={lesson.title}
        />
      ) : null}

      {lesson.narration ? (
        <section aria-labelledby="lesson-audio-title" className="space-y-2">
          <h3 id="lesson-audio-title" className="text-lg font-semibold">
            {t("learning.lesson.audio")}
          </h3>
          <audio
            controls
            preload="none"
            src={lesson.narration}
            aria-label={t("learning.lesson.audioLabel", { title: lesson.title })}
            className="w-full"
            data-testid="lesson-audio"
          />
        </section>
      ) : null}

      {lesson.ar && arUrl ? <ArBlock url={arUrl} path={`/ar/${lesson.id}`} name={lesson.ar.structureName} /> : null}

      {lesson.figures.length ? (
        <section aria-labelledby="lesson-figures-title" className="space-y-3">
          <h3 id="lesson-figures-title" className="text-lg font-semibold">
            {t("learning.lesson.figures")}
          </h3>
          <LessonFigures figures={lesson.figures} />
        </section>
      ) : null}

      {lesson.structures.length ? (
        <section aria-labelledby="lesson-structures-title" className="space-y-3">
          <h3 id="lesson-structures-title" className="text-lg font-semibold">
            {t("learning.lesson.structures")}
          </h3>
          <div className="grid gap-6 lg:grid-cols-2">
            {lesson.structures.slice(0, 3).map((s, i) => (
              <StructureViewer key={i} structure={s} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="lesson-text-title" className="space-y-2">
        <h3 id="lesson-text-title" className="text-lg font-semibold">
          {t("learning.lesson.lessonText")}
        </h3>
        <RichText value={lesson.text} className="max-w-3xl space-y-3 leading-relaxed" />
      </section>

      <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:flex-wrap sm:items-center">
        {multiSession ? (
          <Button asChild>
            <Link to={nextUrl}>{label}</Link>
          </Button>
        ) : (
          <Form
            method="post"
            replace
            onSubmit={
              onComplete
                ? (e) => {
                    e.preventDefault();
                    onComplete(e.currentTarget, lesson.id);
                  }
                : undefined
            }
          >
            <input type="hidden" name="intent" value="completeLesson" />
            <input type="hidden" name="lessonId" value={lesson.id} />
            <Button type="submit" disabled={done || saving} data-testid="complete-lesson">
              {label}
            </Button>
          </Form>
        )}
        <QuizButton status={quiz} label={t("learning.lesson.quiz")} testId="lesson-quiz" />
      </div>
    </article>
  );
}
