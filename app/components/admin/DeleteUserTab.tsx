import { Search, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { ErrorAlert, Field, SuccessAlert, type AdminOutputs, useErrorText, useServerMessage, type AdminError } from "./shared";

type Found = Extract<AdminOutputs["findUserByEmail"], { code: 0 }>;

/**
 * ADM-023 … ADM-026: look an account up by e-mail (ID, Email, Name, MembershipList; code 2's
 * message shown as an alert), then delete it after typing its e-mail again. What goes with it:
 * docs/decisions/005-deleting-users.md.
 */
export function DeleteUserTab() {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const translate = useServerMessage();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = trpc.admin.deleteUser.useMutation();

  async function onFind(e: FormEvent) {
    e.preventDefault();
    setFound(null);
    setNotice(null);
    if (!email.trim()) return;
    setFinding(true);
    try {
      const answer = await utils.admin.findUserByEmail.fetch({ email: email.trim() }, { staleTime: 0 });
      // ADM-025: code 2 shows its message as an alert.
      if (answer.code === 2) setNotice({ kind: "error", text: translate(answer.message) });
      else setFound(answer);
    } catch (err) {
      setNotice({ kind: "error", text: t("admin.delete.failed", { message: errorText(err as AdminError) }) });
    } finally {
      setFinding(false);
    }
  }

  function onDelete() {
    if (!found) return;
    remove.mutate(
      { id: found.ID, confirmEmail: typed },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setFound(null);
          setEmail("");
          setNotice({ kind: "done", text: t("admin.delete.deleted", { email: answer.Email }) });
          void utils.admin.searchUsers.invalidate();
        },
      },
    );
  }

  const matches = !!found && typed.trim().toLowerCase() === found.Email;
  const blocked = found && (found.isSelf || found.ipLists.length > 0);
  return (
    <div className="max-w-2xl space-y-6">
      <form onSubmit={(e) => void onFind(e)} className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-email`} label={t("admin.delete.email")} className="min-w-64 flex-1">
          <Input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={320} autoComplete="off" />
        </Field>
        <Button type="submit" disabled={finding || !email.trim()}>
          {finding ? <Spinner label={t("admin.delete.finding")} /> : <Search aria-hidden="true" />}
          {t("admin.delete.find")}
        </Button>
      </form>
      {notice?.kind === "error" ? <ErrorAlert>{notice.text}</ErrorAlert> : null}
      {notice?.kind === "done" ? <SuccessAlert>{notice.text}</SuccessAlert> : null}
      {found ? (
        <section aria-labelledby={`${id}-found`} className="space-y-4 rounded-lg border p-4">
          <h3 id={`${id}-found`} className="sr-only">
            {found.Email}
          </h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium">{t("admin.search.id")}</dt>
            <dd className="tabular-nums">{found.ID}</dd>
            <dt className="font-medium">{t("admin.search.email")}</dt>
            <dd>{found.Email}</dd>
            <dt className="font-medium">{t("admin.search.name")}</dt>
            <dd>{found.Name}</dd>
            <dt className="font-medium">{t("admin.search.role")}</dt>
            <dd>{t(`admin.common.roles.${found.Role}`)}</dd>
            <dt className="font-medium">{t("admin.delete.membershipList")}</dt>
            <dd>{found.MembershipList.length ? found.MembershipList.join(" | ") : t("admin.common.noneListed")}</dd>
          </dl>
          {found.isSelf ? <ErrorAlert>{t("admin.delete.self")}</ErrorAlert> : null}
          {found.ipLists.length ? <ErrorAlert>{t("admin.delete.ipLists", { lists: found.ipLists.join(", ") })}</ErrorAlert> : null}
          <p className="text-sm text-muted-foreground">{t("admin.delete.what")}</p>
          <Button
            type="button"
            variant="destructive"
            disabled={!!blocked}
            onClick={() => {
              setTyped("");
              remove.reset();
              setConfirming(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            {t("admin.delete.delete")}
          </Button>
        </section>
      ) : null}

      <Dialog open={confirming && !!found} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t("admin.common.close")}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (matches) onDelete();
            }}
            className="grid gap-4"
          >
            <DialogHeader>
              <DialogTitle>{t("admin.delete.confirmTitle", { id: found?.ID })}</DialogTitle>
              <DialogDescription>{t("admin.delete.what")}</DialogDescription>
            </DialogHeader>
            <Field id={`${id}-confirm`} label={t("admin.delete.confirmLabel", { email: found?.Email })}>
              <Input id={`${id}-confirm`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoFocus />
            </Field>
            {remove.isError ? <ErrorAlert>{t("admin.delete.failed", { message: errorText(remove.error) })}</ErrorAlert> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {t("admin.common.cancel")}
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                {remove.isPending ? <Spinner label={t("admin.delete.deleting")} /> : null}
                {t("admin.delete.confirm")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
