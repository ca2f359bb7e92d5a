import { Mail, Pencil } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { ErrorAlert, Field, type AdminOutputs, formatDate, formatTime, NativeSelect, SuccessAlert, Textarea, useErrorText } from "./shared";
import { LtiSyncLog } from "./LtiSyncLog";
import { UserEditForm } from "./UserEditForm";

export type UserRecordData = AdminOutputs["getUser"];

/**
 * ADM-015 … ADM-022: one account — ID, Name ('last, first'), Email, UserName, Role, memberships,
 * classes, the notes log (300 px, scrolls) — with edit, add-a-note and the reset e-mail.
 */
export function UserRecord({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const record = trpc.admin.getUser.useQuery({ id: userId });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [resetLanguage, setResetLanguage] = useState<"en" | "fr">("en");
  const reset = trpc.admin.sendPasswordResetEmail.useMutation({ onSettled: () => void record.refetch() });
  const addNote = trpc.admin.addUserNote.useMutation({ onSuccess: () => void record.refetch() });
  const [note, setNote] = useState("");

  if (record.isLoading) return <Spinner label={t("admin.common.loading")} />;
  if (record.isError || !record.data) return <ErrorAlert>{t("admin.record.loadFailed", { message: record.error ? errorText(record.error) : "" })}</ErrorAlert>;
  const user = record.data;

  function onAddNote(e: FormEvent) {
    e.preventDefault();
    if (!note.trim()) return;
    addNote.mutate({ userId, message: note }, { onSuccess: () => setNote("") });
  }

  const list = (items: { name: string }[]) => (items.length ? items.map((i) => i.name).join(" | ") : t("admin.common.noneListed"));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6 rounded-lg border p-4 sm:p-6">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {t("admin.record.heading", { id: user.ID })}
      </h3>
      {saved ? <SuccessAlert>{saved}</SuccessAlert> : null}
      {editing ? (
        <UserEditForm
          user={user}
          onCancel={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            setSaved(message);
            // ADM-017: after saving, the record reloads (and the search results show the new values).
            void record.refetch();
            void utils.admin.searchUsers.invalidate();
          }}
        />
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium">{t("admin.search.id")}</dt>
            <dd className="tabular-nums">{user.ID}</dd>
            <dt className="font-medium">{t("admin.search.name")}</dt>
            <dd>{user.Name}</dd>
            <dt className="font-medium">{t("admin.search.email")}</dt>
            <dd>{user.Email}</dd>
            <dt className="font-medium">{t("admin.search.username")}</dt>
            <dd>{user.UserName}</dd>
            <dt className="font-medium">{t("admin.search.role")}</dt>
            <dd>{t(`admin.common.roles.${user.Role}`)}</dd>
            <dt className="font-medium">{t("admin.record.isLti")}</dt>
            <dd>{user.isLTI ? t("admin.common.yes") : t("admin.common.no")}</dd>
            <dt className="font-medium">{t("admin.record.memberships")}</dt>
            <dd>{list(user.memberships)}</dd>
            <dt className="font-medium">{t("admin.record.classes")}</dt>
            <dd>{list(user.classes)}</dd>
          </dl>
          {user.mustResetPassword ? <p className="text-sm text-muted-foreground">{t("admin.record.mustReset")}</p> : null}
          <div className="flex flex-wrap items-end gap-3">
            <Button
              type="button"
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" />
              {t("admin.record.edit")}
            </Button>
            <Field id={`${id}-reset-lang`} label={t("admin.record.resetLanguage")} className="w-44">
              <NativeSelect id={`${id}-reset-lang`} value={resetLanguage} onChange={(e) => setResetLanguage(e.target.value as "en" | "fr")}>
                <option value="en">{t("admin.common.english")}</option>
                <option value="fr">{t("admin.common.french")}</option>
              </NativeSelect>
            </Field>
            <Button type="button" variant="outline" disabled={reset.isPending} onClick={() => reset.mutate({ userId, language: resetLanguage })}>
              {reset.isPending ? <Spinner label={t("admin.common.loading")} /> : <Mail aria-hidden="true" />}
              {t("admin.record.resetEmail")}
            </Button>
          </div>
          {reset.isSuccess ? <SuccessAlert>{t("admin.record.resetSent")}</SuccessAlert> : null}
          {reset.isError ? <ErrorAlert>{t("admin.record.resetFailed", { reason: errorText(reset.error) })}</ErrorAlert> : null}
        </>
      )}

      <NotesLog notes={user.notes} language={i18n.language} headingId={`${id}-notes`} />
      {/* LTI-017, ADM-016: accounts of a school portal show their grade passback log (issue 15). */}
      {user.isLTI ? <LtiSyncLog userId={userId} /> : null}
      <form onSubmit={onAddNote} className="max-w-2xl space-y-2">
        <Field id={`${id}-note`} label={t("admin.record.addNote")}>
          <Textarea id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={3} />
        </Field>
        <Button type="submit" variant="outline" disabled={addNote.isPending || !note.trim()}>
          {addNote.isPending ? <Spinner label={t("admin.common.saving")} /> : null}
          {t("admin.record.noteSave")}
        </Button>
        {addNote.isSuccess ? (
          <p role="status" className="text-sm">
            {t("admin.record.noteAdded")}
          </p>
        ) : null}
        {/* ADM-021: a failed log call reads 'Failed to update user. Status: {n}'. */}
        {addNote.isError ? (
          <ErrorAlert>{`${t("admin.record.noteFailed", { status: addNote.error.data?.httpStatus ?? 0 })} — ${errorText(addNote.error)}`}</ErrorAlert>
        ) : null}
      </form>
    </section>
  );
}

/** ADM-015/ADM-016: date ('MMMM D YYYY'), type, user and message of each note; the log scrolls at 300 px. */
function NotesLog({ notes, language, headingId }: { notes: UserRecordData["notes"]; language: string; headingId: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <h4 id={headingId} className="font-semibold">
        {t("admin.record.notes")}
      </h4>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("admin.record.noNotes")}</p>
      ) : (
        // Focusable so keyboard users can scroll it.
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className="max-h-[300px] overflow-y-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
          data-testid="notes-log"
        >
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("admin.record.noteDate")}</TableHead>
                <TableHead>{t("admin.record.noteType")}</TableHead>
                <TableHead>{t("admin.record.noteUser")}</TableHead>
                <TableHead>{t("admin.record.noteMessage")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {notes.map((n) => (
                <TableRow key={n.id}>
                  <TableCell className="align-top whitespace-nowrap">
                    <time dateTime={n.date}>{formatDate(n.date, language)}</time> <span className="text-muted-foreground">{formatTime(n.date, language)}</span>
                  </TableCell>
                  <TableCell className="align-top">{t(`admin.record.noteTypes.${n.type}`)}</TableCell>
                  <TableCell className="align-top">{n.user}</TableCell>
                  <TableCell className="align-top whitespace-pre-wrap break-words">{n.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
