import { Bookmark, BookmarkCheck, NotebookPen } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { trpc } from "~/lib/trpc";
import { useRootData } from "~/lib/useRootData";
import type { NoteTarget } from "./NoteDialog";

// The note editor (Lexical) is loaded when the student first wants it, not with the module page (docs/performance.md).
const loadNoteDialog = () => import("./NoteDialog");
const NoteDialog = lazy(() => loadNoteDialog().then((m) => ({ default: m.NoteDialog })));
const preloadNoteDialog = () => void loadNoteDialog().catch(() => undefined);

/**
 * The module page's study actions (NOTE-011, NOTE-012, NOTE-017 decision): 'Create Note' for the
 * lesson shown and the module bookmark toggle. Not shown in library and multi-session sessions.
 */
export function StudyBar(props: { moduleId: number; moduleTitle: string; lessonId: number | null }) {
  const session = useRootData()?.session;
  if (!session?.validLogin || session.isLib || session.multiSession) return null;
  return <StudyActions {...props} />;
}

function StudyActions({ moduleId, moduleTitle, lessonId }: { moduleId: number; moduleTitle: string; lessonId: number | null }) {
  const { t } = useTranslation();
  const [note, setNote] = useState<NoteTarget | null>(null);
  const [opened, setOpened] = useState(0);
  const utils = trpc.useUtils();
  const mark = trpc.study.bookmarkOfModule.useQuery({ moduleId });
  const toggle = trpc.study.setBookmark.useMutation({
    onSuccess: () => Promise.all([utils.study.bookmarkOfModule.invalidate({ moduleId }), utils.study.bookmarks.invalidate()]),
  });
  const on = mark.data != null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="study-bar">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onPointerEnter={preloadNoteDialog}
        onFocus={preloadNoteDialog}
        onClick={() => {
          setOpened((n) => n + 1);
          setNote({ kind: "create", moduleId, moduleTitle, lessonId });
        }}
      >
        <NotebookPen aria-hidden="true" /> {t("study.note.create")}
      </Button>
      <Button
        type="button"
        variant={on ? "secondary" : "outline"}
        size="sm"
        aria-pressed={on}
        disabled={mark.isLoading || toggle.isPending}
        onClick={() => toggle.mutate({ moduleId, on: !on })}
        data-testid="bookmark-toggle"
      >
        {on ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {t(on ? "study.bookmark.remove" : "study.bookmark.add")}
      </Button>
      {note ? (
        <Suspense fallback={null}>
          <NoteDialog key={opened} target={note} onClose={() => setNote(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
