import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { trpc } from "~/lib/trpc";
import { formatStudyDate } from "#shared/study";
import { NoteDialog, type NoteTarget } from "./NoteDialog";

/**
 * NOTE-003…NOTE-010, NOTE-017: the Notebook modal with My Notes and My Bookmarks. A note's Edit opens the note
 * editor over the Notebook, which stays open beneath it (issue 46 F11): closed, the editor gives the focus back
 * to that Edit button, the note still expanded.
 */
export function NotebookDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const notes = trpc.study.notes.useQuery(undefined, { enabled: open });
  const bookmarks = trpc.study.bookmarks.useQuery(undefined, { enabled: open });
  const utils = trpc.useUtils();
  const remove = trpc.study.deleteNote.useMutation({ onSuccess: () => utils.study.notes.invalidate() });
  const [editing, setEditing] = useState<NoteTarget | null>(null);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t("common.close")} className="sm:max-w-2xl" data-testid="notebook-dialog">
          <DialogHeader>
            <DialogTitle>{t("study.notebook.title")}</DialogTitle>
            <DialogDescription>{t("study.notebook.description")}</DialogDescription>
          </DialogHeader>
          <Tabs defaultValue="notes">
            <TabsList>
              <TabsTrigger value="notes">{t("study.notebook.notes")}</TabsTrigger>
              <TabsTrigger value="bookmarks">{t("study.notebook.bookmarks")}</TabsTrigger>
            </TabsList>
            <TabsContent value="notes">
              <div className="max-h-[300px] overflow-y-auto pr-1" data-testid="notes-list">
                {notes.isLoading ? <Spinner label={t("study.notebook.loading")} /> : null}
                {notes.isError ? <p role="alert">{t("study.notebook.error")}</p> : null}
                {notes.data && notes.data.length === 0 ? <p className="py-4 text-center text-muted-foreground">{t("study.notebook.noNotes")}</p> : null}
                {notes.data?.length ? (
                  <Accordion type="multiple">
                    {notes.data.map((n) => (
                      <AccordionItem key={n.id} value={String(n.id)} data-testid="note-item">
                        <AccordionTrigger>
                          <span className="flex flex-col items-start text-left">
                            <span>{n.summary}</span>
                            <span className="text-xs font-normal text-muted-foreground" data-testid="note-date">
                              {formatStudyDate(n.createdAt, i18n.language)}
                            </span>
                          </span>
                        </AccordionTrigger>
                        <AccordionContent>
                          {/* HTML rendered on the server from the allow-listed tree (core/study/noteBody.ts). */}
                          <div className="note-body space-y-2 text-sm" data-testid="note-html" dangerouslySetInnerHTML={{ __html: n.html }} />
                          <p className="mt-2 text-xs text-muted-foreground">{t("study.notebook.module", { title: n.moduleTitle })}</p>
                          <div className="mt-2 flex gap-2">
                            <Button
                              type="button"
                              size="sm"
                              variant="outline"
                              onClick={() =>
                                setEditing({
                                  kind: "edit",
                                  id: n.id,
                                  moduleTitle: n.moduleTitle,
                                  summary: n.summary,
                                  body: JSON.stringify(n.body),
                                  createdAt: n.createdAt,
                                })
                              }
                            >
                              {t("study.notebook.edit")}
                            </Button>
                            <Button
                              type="button"
                              size="sm"
                              variant="destructive"
                              disabled={remove.isPending}
                              onClick={() => window.confirm(t("study.notebook.deleteConfirm", { summary: n.summary })) && remove.mutate({ id: n.id })}
                            >
                              {t("study.notebook.delete")}
                            </Button>
                          </div>
                        </AccordionContent>
                      </AccordionItem>
                    ))}
                  </Accordion>
                ) : null}
              </div>
            </TabsContent>
            <TabsContent value="bookmarks">
              <div className="max-h-[300px] space-y-2 overflow-y-auto pr-1" data-testid="bookmarks-list">
                {bookmarks.isLoading ? <Spinner label={t("study.notebook.loading")} /> : null}
                {bookmarks.data && bookmarks.data.length === 0 ? (
                  <p className="py-4 text-center text-muted-foreground">{t("study.notebook.noBookmarks")}</p>
                ) : null}
                {bookmarks.data?.map((b) => (
                  <div key={b.id} className="rounded-md border p-3" data-testid="bookmark-card">
                    <p className="font-medium">{t("study.notebook.module", { title: b.module })}</p>
                    <p className="text-sm text-muted-foreground">{t("study.notebook.unit", { title: b.unit })}</p>
                    <p className="text-sm text-muted-foreground">{t("study.notebook.chapter", { title: b.chapter })}</p>
                    <Button asChild size="sm" className="mt-2">
                      <Link to={`/textbook/module?id=${b.moduleId}`} onClick={() => onOpenChange(false)}>
                        {t("study.notebook.goToBookmark")}
                      </Link>
                    </Button>
                  </div>
                ))}
              </div>
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
      <NoteDialog key={editing?.kind === "edit" ? editing.id : "none"} target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
