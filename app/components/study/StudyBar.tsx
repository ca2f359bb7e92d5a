import { Bookmark, BookmarkCheck, NotebookPen } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { trpc } from "~/lib/trpc";
import { useHydrated } from "~/lib/useHydrated";
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
  const hydrated = useHydrated();
  if (!session?.validLogin || session.isLib || session.multiSession) return null;
  // On the server and while hydrating: the bar as it looks while the bookmark loads, without the query behind it.
  return hydrated ? <StudyActions {...props} /> : <StudyButtons bookmarked={false} busy />;
}

function StudyActions({ moduleId, moduleTitle, lessonId }: { moduleId: number; moduleTitle: string; lessonId: number | null }) {
  const [note, setNote] = useState<NoteTarget | null>(null);
  const [opened, setOpened] = useState(0);
  const utils = trpc.useUtils();
  const mark = trpc.study.bookmarkOfModule.useQuery({ moduleId });
  const toggle = trpc.study.setBookmark.useMutation({
    onSuccess: () => Promise.all([utils.study.bookmarkOfModule.invalidate({ moduleId }), utils.study.bookmarks.invalidate()]),
  });
  const on = mark.data != null;
  return (
    <StudyButtons
      bookmarked={on}
      busy={mark.isLoading || toggle.isPending}
      onCreateNote={() => {
        setOpened((n) => n + 1);
        setNote({ kind: "create", moduleId, moduleTitle, lessonId });
      }}
      onToggleBookmark={() => toggle.mutate({ moduleId, on: !on })}
    >
      {note ? (
        <Suspense fallback={null}>
          <NoteDialog key={opened} target={note} onClose={() => setNote(null)} />
        </Suspense>
      ) : null}
    </StudyButtons>
  );
}

function StudyButtons({
  bookmarked,
  busy,
  onCreateNote,
  onToggleBookmark,
  children,
}: {
  bookmarked: boolean;
  busy: boolean;
  onCreateNote?: () => void;
  onToggleBookmark?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="study-bar">
      <Button type="button" variant="outline" size="sm" onPointerEnter={preloadNoteDialog} onFocus={preloadNoteDialog} onClick={onCreateNote}>
        <NotebookPen aria-hidden="true" /> {t("study.note.create")}
      </Button>
      <Button
        type="button"
        variant={bookmarked ? "secondary" : "outline"}
        size="sm"
        aria-pressed={bookmarked}
        busy={busy}
        onClick={onToggleBookmark}
        data-testid="bookmark-toggle"
      >
        {bookmarked ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {t(bookmarked ? "study.bookmark.remove" : "study.bookmark.add")}
      </Button>
      {children}
    </div>
  );
}
