import { domainErrorData, isInputError } from "#shared/errors";
import { CheckCircle2 } from "lucide-react";
import { Fragment, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { useHydrated } from "~/lib/useHydrated";
import { useRootData } from "~/lib/useRootData";
import { formatStudyDate } from "#shared/study";

/** Plain text with only http(s) links made clickable; React escapes every piece (QA-013 decision). */
export function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return (
    <p className="whitespace-pre-wrap break-words text-sm" data-testid="qa-text">
      {parts.map((part, i) => {
        if (i % 2 === 1) {
          try {
            const url = new URL(part);
            if (url.protocol === "http:" || url.protocol === "https:") {
              return (
                <a key={i} href={url.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-primary underline">
                  {part}
                </a>
              );
            }
          } catch {
            // not a URL: plain text
          }
        }
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </p>
  );
}

/** A question or reply box: an empty one is refused with the seed's message and focus returns to it (QA-006). */
function CommentForm({
  label,
  submitLabel,
  onSubmit,
  pending,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(t("study.qa.empty"));
      ref.current?.focus();
      return;
    }
    setError(null);
    try {
      await onSubmit(text);
      setText("");
    } catch (err) {
      const kind = domainErrorData(err)?.kind;
      setError(kind === "RateLimited" ? t("study.qa.tooMany") : kind === "Invalid" || isInputError(err) ? t("study.qa.empty") : t("study.qa.error"));
      ref.current?.focus();
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-md border bg-background p-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

type Comment = {
  id: number;
  author: string;
  text: string;
  createdAt: string;
  editedAt: string | null;
  correct: boolean;
  hidden: boolean;
  mine: boolean;
  canEdit: boolean;
};

/**
 * The module page's Q&A (QA-001…QA-013); the server answers `enabled: false` when the class forum is off (QA-002,
 * QA-012). Loaded by the browser: the server and the hydrating page show its loading state, without the query and
 * mutations behind it (issue 25).
 */
export function QaSection({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return hydrated ? <QaThread moduleId={moduleId} /> : <QaLoading label={t("study.qa.loading")} />;
}

const QaLoading = ({ label }: { label: string }) => <Spinner label={label} className="mt-8" />;

function QaThread({ moduleId }: { moduleId: number }) {
  const { t, i18n } = useTranslation();
  const session = useRootData()?.session;
  const utils = trpc.useUtils();
  const qa = trpc.study.qa.useQuery({ moduleId }, { retry: false });
  const refresh = () => utils.study.qa.invalidate({ moduleId });
  const post = trpc.study.postComment.useMutation({ onSuccess: refresh });
  const edit = trpc.study.editComment.useMutation({ onSuccess: refresh });
  const remove = trpc.study.deleteComment.useMutation({ onSuccess: refresh });
  const mark = trpc.study.markCorrect.useMutation({ onSuccess: refresh });
  const hide = trpc.study.hideComment.useMutation({ onSuccess: refresh });
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const canPost = session?.validLogin && !session.isLib && !session.multiSession;

  if (qa.isLoading) return <QaLoading label={t("study.qa.loading")} />;
  if (!qa.data?.enabled) return null;
  const { questions, canMark, canModerate } = qa.data;

  const renderComment = (c: Comment, reply: boolean) => (
    <div className={c.hidden ? "opacity-60" : undefined} data-testid={reply ? "qa-reply" : "qa-question"}>
      <p className="text-xs text-muted-foreground">
        {t("study.qa.by", { name: c.author, date: formatStudyDate(c.createdAt, i18n.language) })}
        {c.editedAt ? ` · ${t("study.qa.edited")}` : ""}
        {c.hidden ? ` · ${t("study.qa.hiddenNote")}` : ""}
      </p>
      {editing?.id === c.id ? (
        <form
          className="mt-1 grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!editing.text.trim()) return;
            edit.mutate({ id: c.id, text: editing.text }, { onSuccess: () => setEditing(null) });
          }}
        >
          <label className="sr-only" htmlFor={`qa-edit-${c.id}`}>
            {t("study.qa.edit")}
          </label>
          <textarea
            id={`qa-edit-${c.id}`}
            value={editing.text}
            onChange={(e) => setEditing({ id: c.id, text: e.target.value })}
            rows={3}
            maxLength={2000}
            className="rounded-md border bg-background p-2 text-sm"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={edit.isPending}>
              {t("study.qa.save")}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(null)}>
              {t("study.qa.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <Linkified text={c.text} />
      )}
      {c.correct ? (
        <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-green-700" data-testid="qa-correct">
          <CheckCircle2 className="size-4" aria-hidden="true" /> {t("study.qa.correct")}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-2">
        {reply && canMark ? (
          <Button type="button" size="sm" variant="outline" onClick={() => mark.mutate({ id: c.id, correct: !c.correct })}>
            {t(c.correct ? "study.qa.unmarkCorrect" : "study.qa.markCorrect")}
          </Button>
        ) : null}
        {c.canEdit && editing?.id !== c.id ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing({ id: c.id, text: c.text })}>
            {t("study.qa.edit")}
          </Button>
        ) : null}
        {c.mine ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => window.confirm(t("study.qa.deleteConfirm")) && remove.mutate({ id: c.id })}>
            {t("study.qa.delete")}
          </Button>
        ) : null}
        {canModerate ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => hide.mutate({ id: c.id, hidden: !c.hidden })}>
            {t(c.hidden ? "study.qa.unhide" : "study.qa.hide")}
          </Button>
        ) : null}
      </div>
    </div>
  );

  return (
    <section className="mt-10 border-t pt-6" aria-labelledby="qa-title" data-testid="qa-section">
      <h2 id="qa-title" className="text-xl font-semibold">
        {t("study.qa.title")}
      </h2>
      {canPost ? (
        <div className="mt-4 max-w-3xl">
          <CommentForm
            label={t("study.qa.ask")}
            submitLabel={t("study.qa.askButton")}
            pending={post.isPending}
            onSubmit={(text) => post.mutateAsync({ moduleId, text })}
          />
        </div>
      ) : null}
      {questions.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{t("study.qa.noQuestions")}</p>
      ) : (
        <ul className="mt-6 max-w-3xl space-y-6">
          {questions.map((q) => (
            <li key={q.id} className="rounded-lg border p-4">
              {renderComment(q, false)}
              <div className="mt-3 space-y-3 border-l-2 pl-4">
                {q.replies.length === 0 ? <p className="text-sm text-muted-foreground">{t("study.qa.noReplies")}</p> : null}
                {q.replies.map((r) => (
                  <div key={r.id}>{renderComment(r, true)}</div>
                ))}
                {canPost ? (
                  replyingTo === q.id ? (
                    <CommentForm
                      label={t("study.qa.replyLabel")}
                      submitLabel={t("study.qa.replyButton")}
                      pending={post.isPending}
                      onSubmit={(text) => post.mutateAsync({ moduleId, text, replyTo: q.id })}
                    />
                  ) : (
                    <Button type="button" size="sm" variant="outline" onClick={() => setReplyingTo(q.id)}>
                      {t("study.qa.reply")}
                    </Button>
                  )
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
