import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";

/**
 * ADM-040…ADM-043: copy a module (its lessons and quizzes; media are shared) under a new name.
 * The copy is a draft that editors review in the CMS before publishing it.
 */
export function DuplicateContentTab() {
  const { t } = useTranslation();
  const id = useId();
  const names = trpc.content.moduleNames.useQuery();
  const duplicate = trpc.content.duplicateModule.useMutation();
  const [moduleId, setModuleId] = useState("");
  const [newName, setNewName] = useState("");
  const [missing, setMissing] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMissing(!moduleId.trim() || !newName.trim());
    if (!moduleId.trim() || !newName.trim()) return;
    duplicate.mutate({ moduleId: Number(moduleId), newName });
  }

  const fieldErrors = (duplicate.error?.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined)?.fieldErrors;
  const error = fieldErrors?.moduleId?.[0] ?? fieldErrors?.newName?.[0] ?? duplicate.error?.message;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
        <p className="text-sm text-muted-foreground">{t("dashboard.duplicate.intro")}</p>
        {missing ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("dashboard.duplicate.missing")}</AlertDescription>
          </Alert>
        ) : null}
        {duplicate.isError && !missing ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {duplicate.data ? (
          <Alert role="status">
            <AlertDescription>
              {t("dashboard.duplicate.done", { id: duplicate.data.moduleDetailId, name: duplicate.data.moduleDetailName })}{" "}
              <a className="underline" href={`/admin/collections/modules/${duplicate.data.moduleDetailId}`}>
                {t("dashboard.duplicate.openInCms")}
              </a>
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-module`}>{t("dashboard.duplicate.moduleId")}</Label>
          <Input id={`${id}-module`} inputMode="numeric" value={moduleId} onChange={(e) => setModuleId(e.target.value.replace(/\D/g, ""))} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>{t("dashboard.duplicate.newName")}</Label>
          <Input id={`${id}-name`} value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={200} />
        </div>
        <Button type="submit" disabled={duplicate.isPending}>
          {duplicate.isPending ? <Spinner label={t("common.loading")} /> : null}
          {t("dashboard.duplicate.submit")}
        </Button>
      </form>
      <section aria-labelledby={`${id}-list`} className="rounded-lg border">
        <h3 id={`${id}-list`} className="border-b px-4 py-2 text-sm font-semibold">
          {t("dashboard.duplicate.modules")}
        </h3>
        {names.isLoading ? (
          <p className="p-4 text-sm text-muted-foreground">{t("common.loading")}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto text-sm">
            {(names.data ?? []).map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="flex w-full gap-3 px-4 py-1.5 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => setModuleId(String(m.id))}
                >
                  <span className="w-10 shrink-0 tabular-nums text-muted-foreground">{m.id}</span>
                  <span>{m.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
