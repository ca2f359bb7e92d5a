import { Download, Search, ShieldX } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { downloadBase64 } from "~/lib/downloadBase64";
import { domainErrorData } from "#shared/errors";
import { ErrorAlert, Field, SuccessAlert, type AdminOutputs, useErrorText, useServerMessage, type AdminError } from "./shared";

type Found = Extract<AdminOutputs["findUserByEmail"], { code: 0 }>;

/**
 * Issue 50 item 4 (docs/privacy.md): a family's request. Find the student by e-mail, then export everything held
 * about them (a ZIP of JSON and a summary in their language) or erase their personal data after typing the e-mail
 * again. Both are recorded in the audit trail.
 */
export function PrivacyTab() {
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
  const exportData = trpc.privacy.exportStudent.useMutation();
  const erase = trpc.privacy.eraseStudent.useMutation();
  /** A privacy refusal in the interface language (by its stable code); anything else as the admin tabs show it. */
  const failure = (err: unknown) => {
    const code = domainErrorData(err)?.domainCode;
    const known = code?.startsWith("privacy.") ? t(`admin.privacy.errors.${code.slice(8)}`, { defaultValue: "" }) : "";
    return t("admin.privacy.failed", { message: known || errorText(err as AdminError) });
  };

  async function onFind(e: FormEvent) {
    e.preventDefault();
    setFound(null);
    setNotice(null);
    if (!email.trim()) return;
    setFinding(true);
    try {
      const answer = await utils.admin.findUserByEmail.fetch({ email: email.trim() }, { staleTime: 0 });
      if (answer.code === 2) setNotice({ kind: "error", text: translate(answer.message) });
      else setFound(answer);
    } catch (err) {
      setNotice({ kind: "error", text: t("admin.privacy.failed", { message: errorText(err as AdminError) }) });
    } finally {
      setFinding(false);
    }
  }

  function onExport() {
    if (!found) return;
    setNotice(null);
    exportData.mutate(
      { userId: found.ID },
      {
        onSuccess: (out) => {
          downloadBase64(out.filename, out.base64, "application/zip");
          setNotice({ kind: "done", text: t("admin.privacy.exported", { email: found.Email }) });
        },
        onError: (err) => setNotice({ kind: "error", text: failure(err) }),
      },
    );
  }

  function onErase() {
    if (!found) return;
    erase.mutate(
      { userId: found.ID, confirmEmail: typed },
      {
        onSuccess: () => {
          setConfirming(false);
          setNotice({ kind: "done", text: t("admin.privacy.erased", { id: found.ID }) });
          setFound(null);
          setEmail("");
        },
      },
    );
  }

  const matches = !!found && typed.trim().toLowerCase() === found.Email;
  return (
    <div className="max-w-2xl space-y-6">
      <p className="text-sm text-muted-foreground">{t("admin.privacy.intro")}</p>
      <form onSubmit={(e) => void onFind(e)} className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-email`} label={t("admin.privacy.email")} className="min-w-64 flex-1">
          <Input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={320} autoComplete="off" />
        </Field>
        <Button type="submit" disabled={finding || !email.trim()}>
          {finding ? <Spinner label={t("admin.privacy.finding")} /> : <Search aria-hidden="true" />}
          {t("admin.privacy.find")}
        </Button>
      </form>
      <div aria-live="polite">
        {notice?.kind === "error" ? <ErrorAlert>{notice.text}</ErrorAlert> : null}
        {notice?.kind === "done" ? <SuccessAlert>{notice.text}</SuccessAlert> : null}
      </div>
      {found ? (
        <section aria-labelledby={`${id}-found`} className="space-y-4 rounded-lg border p-4">
          <h3 id={`${id}-found`} className="font-medium">
            {found.Name || found.Email}
          </h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium">{t("admin.search.id")}</dt>
            <dd className="tabular-nums">{found.ID}</dd>
            <dt className="font-medium">{t("admin.search.email")}</dt>
            <dd>{found.Email}</dd>
            <dt className="font-medium">{t("admin.search.role")}</dt>
            <dd>{t(`admin.common.roles.${found.Role}`)}</dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={onExport} disabled={exportData.isPending}>
              {exportData.isPending ? <Spinner label={t("admin.privacy.exporting")} /> : <Download aria-hidden="true" />}
              {t("admin.privacy.export")}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={found.Role !== "student"}
              onClick={() => {
                setTyped("");
                erase.reset();
                setConfirming(true);
              }}
            >
              <ShieldX aria-hidden="true" />
              {t("admin.privacy.erase")}
            </Button>
          </div>
          {found.Role !== "student" ? <p className="text-sm text-muted-foreground">{t("admin.privacy.studentsOnly")}</p> : null}
        </section>
      ) : null}

      <Dialog open={confirming && !!found} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t("admin.common.close")}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (matches) onErase();
            }}
            className="grid gap-4"
          >
            <DialogHeader>
              <DialogTitle>{t("admin.privacy.confirmTitle", { id: found?.ID })}</DialogTitle>
              <DialogDescription>{t("admin.privacy.what")}</DialogDescription>
            </DialogHeader>
            <Field id={`${id}-confirm`} label={t("admin.privacy.confirmLabel", { email: found?.Email })}>
              <Input id={`${id}-confirm`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoFocus />
            </Field>
            {erase.isError ? <ErrorAlert>{failure(erase.error)}</ErrorAlert> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {t("admin.common.cancel")}
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || erase.isPending}>
                {erase.isPending ? <Spinner label={t("admin.privacy.erasing")} /> : null}
                {t("admin.privacy.confirm")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
