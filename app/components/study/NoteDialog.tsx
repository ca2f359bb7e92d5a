import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { trpc } from "~/lib/trpc";
import { queueWrite } from "~/lib/offline/queue";
import { useRootData } from "~/lib/useRootData";
import { formatStudyDate, NOTE_SUMMARY_MAX } from "#shared/study";
import { NoteEditor } from "./NoteEditor";

export type NoteTarget =
  | { kind: "create"; moduleId: number; moduleTitle: string; lessonId: number | null }
  | { kind: "edit"; id: number; moduleTitle: string; summary: string; body: string; createdAt: string };

/** NOTE-012: the Create Note (and Edit Note) modal: summary, rich-text body, date and module, Close / Save Changes. */
export function NoteDialog({ target, onClose, onSaved }: { target: NoteTarget | null; onClose: () => void; onSaved?: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const summaryRef = useRef<HTMLInputElement>(null);
  const [summary, setSummary] = useState(target?.kind === "edit" ? target.summary : "");
  const [body, setBody] = useState(target?.kind === "edit" ? target.body : "");
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const userId = useRootData()?.session.userId ?? null;
  const done = () => {
    void utils.study.notes.invalidate();
    onSaved?.();
    onClose();
  };
  const fail = (err: { data?: { code?: string } | null; message: string }) =>
    setError(/too long/i.test(err.message) ? t("study.note.tooLarge") : t("study.note.error"));
  const create = trpc.study.createNote.useMutation({ onSuccess: done, onError: fail });
  const update = trpc.study.updateNote.useMutation({ onSuccess: done, onError: fail });
  const pending = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const s = summary.trim();
    if (!s || s.length > NOTE_SUMMARY_MAX) {
      setError(t("study.note.summaryRequired"));
      summaryRef.current?.focus();
      return;
    }
    setError(null);
    const json = body || JSON.stringify({ root: { type: "root", children: [], direction: null, format: "", indent: 0, version: 1 } });
    if (!target) return;
    // Issue 46 item 2: offline, a new note is queued and sent once the network is back (the page says "Saved offline").
    if (target.kind === "create" && !navigator.onLine && userId) {
      const write = { kind: "createNote" as const, moduleId: target.moduleId, lessonId: target.lessonId, summary: s, body: json };
      void queueWrite(userId, write).then(
        () => {
          onSaved?.();
          onClose();
        },
        () => setError(t("study.note.error")),
      );
      return;
    }
    if (target.kind === "create") create.mutate({ moduleId: target.moduleId, lessonId: target.lessonId, summary: s, body: json });
    else update.mutate({ id: target.id, summary: s, body: json });
  };
  const date = formatStudyDate(target?.kind === "edit" ? target.createdAt : new Date(), i18n.language);

  return (
    <Dialog open={target != null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("study.note.close")} className="sm:max-w-2xl" data-testid="note-dialog">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t(target?.kind === "edit" ? "study.note.editTitle" : "study.note.createTitle")}</DialogTitle>
            <DialogDescription>
              {t("study.note.date", { date })} · {t("study.note.moduleName", { title: target?.moduleTitle ?? "" })}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-summary`}>{t("study.note.summary")}</Label>
            <Input
              ref={summaryRef}
              id={`${id}-summary`}
              value={summary}
              maxLength={NOTE_SUMMARY_MAX}
              onChange={(e) => setSummary(e.target.value)}
              aria-invalid={error === t("study.note.summaryRequired") || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              required
            />
          </div>
          <div className="grid gap-1.5">
            <span id={`${id}-body`} className="text-sm font-medium">
              {t("study.note.body")}
            </span>
            <NoteEditor
              key={target ? "open" : "closed"}
              initial={target?.kind === "edit" ? target.body : undefined}
              onChange={setBody}
              labelledBy={`${id}-body`}
            />
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("study.note.close")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t("study.note.saving") : t("study.note.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
