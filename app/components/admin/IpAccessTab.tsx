import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { IpListForm, type IpListView } from "./IpListForm";
import { ErrorAlert, SuccessAlert, useErrorText, useServerMessage } from "./shared";

/**
 * ADM-033 … ADM-039: the IP access lists (where Library Login is allowed), with a form to create
 * one and — unlike the legacy placeholder — to update or delete an existing one.
 */
export function IpAccessTab() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const translate = useServerMessage();
  const errorText = useErrorText();
  const lists = trpc.admin.listIpLists.useQuery();
  const [editing, setEditing] = useState<IpListView | null>(null);
  const [deleting, setDeleting] = useState<IpListView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = trpc.admin.deleteIpList.useMutation({
    onSuccess: (answer) => {
      setDone(translate(answer.message));
      setDeleting(null);
      if (editing?.id === answer.id) setEditing(null);
      void utils.admin.listIpLists.invalidate();
    },
  });

  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-sm text-muted-foreground">{t("admin.ip.intro")}</p>
      {done ? <SuccessAlert>{done}</SuccessAlert> : null}
      {lists.isError ? <ErrorAlert>{t("admin.ip.listsFailed")}</ErrorAlert> : null}
      {lists.isLoading ? <Spinner label={t("admin.common.loading")} /> : null}
      {lists.data && lists.data.length === 0 ? <p className="text-sm">{t("admin.ip.noLists")}</p> : null}
      {lists.data && lists.data.length > 0 ? (
        <Table>
          <TableCaption className="mt-0 mb-2 caption-top text-left">{t("admin.ip.listsCaption")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("admin.ip.name")}</TableHead>
              <TableHead>{t("admin.ip.school")}</TableHead>
              <TableHead>{t("admin.ip.addresses")}</TableHead>
              <TableHead>{t("admin.ip.account")}</TableHead>
              <TableHead>{t("admin.ip.memberships")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("admin.ip.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lists.data.map((l) => (
              <TableRow key={l.id} data-state={editing?.id === l.id ? "selected" : undefined}>
                <TableCell className="font-medium">{l.ipListName}</TableCell>
                <TableCell>{l.schoolName}</TableCell>
                <TableCell className="max-w-56 whitespace-normal font-mono text-xs">{l.ipAddresses.join(", ")}</TableCell>
                <TableCell className="whitespace-normal">
                  {l.dummyAccount.email}
                  <span className="block text-xs text-muted-foreground">
                    {l.dummyAccount.userName} · #{l.dummyAccount.userId}
                  </span>
                </TableCell>
                <TableCell className="whitespace-normal">{l.memberships.map((m) => m.name).join(" | ")}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t("admin.ip.edit", { name: l.ipListName })}
                    onClick={() => {
                      setDone(null);
                      setEditing(l);
                    }}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t("admin.ip.delete", { name: l.ipListName })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(l);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}

      <IpListForm
        key={editing?.id ?? "new"}
        list={editing}
        onCancel={() => setEditing(null)}
        onSaved={(message) => {
          setDone(message);
          setEditing(null);
          void utils.admin.listIpLists.invalidate();
        }}
      />

      <Dialog open={!!deleting} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent closeLabel={t("admin.common.close")}>
          <DialogHeader>
            <DialogTitle>{t("admin.ip.confirmDeleteTitle", { name: deleting?.ipListName })}</DialogTitle>
            <DialogDescription>{t("admin.ip.confirmDelete")}</DialogDescription>
          </DialogHeader>
          {remove.isError ? <ErrorAlert>{t("admin.common.errorOccured", { message: errorText(remove.error) })}</ErrorAlert> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDeleting(null)}>
              {t("admin.common.cancel")}
            </Button>
            <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => deleting && remove.mutate({ id: deleting.id })}>
              {remove.isPending ? <Spinner label={t("admin.common.saving")} /> : null}
              {t("admin.ip.deleteConfirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
