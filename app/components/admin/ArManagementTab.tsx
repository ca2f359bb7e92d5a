import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { trpc } from "~/lib/trpc";

const selectClass = "h-9 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/** ADM-044…ADM-048: which lessons (and for which memberships) show an AR structure's 'Scan to Experience AR' block. */
export function ArManagementTab() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-10 xl:grid-cols-2">
      <UpdateAssociation />
      <ReviewAssociation />
      <p className="text-sm text-muted-foreground xl:col-span-2">{t("dashboard.ar.note")}</p>
    </div>
  );
}

function useStructures() {
  return trpc.ar.listStructures.useQuery();
}

function UpdateAssociation() {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const structures = useStructures();
  const lessons = trpc.ar.listLessons.useQuery();
  const memberships = trpc.admin.listMemberships.useQuery();
  const [structureId, setStructureId] = useState<number | null>(null);
  const [chosenLessons, setChosenLessons] = useState<Set<number>>(new Set());
  const [chosenMemberships, setChosenMemberships] = useState<Set<number>>(new Set());
  const [filter, setFilter] = useState("");
  const current = trpc.ar.reviewAssociation.useQuery({ structureId: structureId ?? 0 }, { enabled: structureId != null, retry: false });
  const update = trpc.ar.updateAssociation.useMutation({ onSuccess: () => utils.ar.reviewAssociation.invalidate() });

  // Start from the structure's current association, so an update edits it rather than replacing it blindly —
  // once per structure chosen: a later background refetch (window focus, after saving) must not undo the admin's ticks.
  const [startedFrom, setStartedFrom] = useState<number | null>(null);
  useEffect(() => {
    if (structureId == null || current.isFetching || startedFrom === structureId) return;
    setChosenLessons(new Set((current.data?.lessons ?? []).map((l) => l.id)));
    setChosenMemberships(new Set((current.data?.memberships ?? []).map((m) => m.id)));
    setStartedFrom(structureId);
  }, [current.data, current.isFetching, structureId, startedFrom]);

  // Until the structure's current association has loaded, a choice would be overwritten by it: wait.
  const loadingCurrent = structureId != null && startedFrom !== structureId;

  const visibleLessons = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (lessons.data ?? []).filter((l) => !f || l.lesson.toLowerCase().includes(f));
  }, [lessons.data, filter]);

  const toggle = (set: Set<number>, value: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (structureId == null) return;
    update.mutate({ structureId, lessons: [...chosenLessons], memberships: [...chosenMemberships] });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("dashboard.ar.updateTitle")}
      </h3>
      {update.isSuccess ? (
        <Alert role="status">
          <AlertDescription>{t("dashboard.ar.updated")}</AlertDescription>
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{t("dashboard.ar.updateFailed")}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-structure`}>{t("dashboard.ar.structure")}</Label>
        <select
          id={`${id}-structure`}
          className={selectClass}
          value={structureId ?? ""}
          onChange={(e) => {
            setStructureId(e.target.value ? Number(e.target.value) : null);
            update.reset();
          }}
        >
          <option value="">{t("dashboard.ar.chooseStructure")}</option>
          {(structures.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {/* Not a disabled fieldset: inside one, the scrollable list could not take focus (axe scrollable-region-focusable); its controls are disabled one by one. */}
      <fieldset className="space-y-2" aria-disabled={structureId == null}>
        <legend className="text-sm font-medium">{t("dashboard.ar.lessons", { count: chosenLessons.size })}</legend>
        <Input
          disabled={structureId == null}
          aria-label={t("dashboard.ar.filterLessons")}
          placeholder={t("dashboard.ar.filterLessons")}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        {/* Focusable, so keyboard users can scroll the list even while its boxes are disabled (WCAG 2.1.1, axe scrollable-region-focusable). */}
        <ul
          className="max-h-72 space-y-1 overflow-y-auto rounded-md border p-2"
          tabIndex={0}
          aria-label={t("dashboard.ar.lessons", { count: chosenLessons.size })}
        >
          {visibleLessons.map((l) => (
            <li key={l.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                id={`${id}-l${l.id}`}
                disabled={loadingCurrent || structureId == null}
                checked={chosenLessons.has(l.id)}
                onCheckedChange={(v) => setChosenLessons((s) => toggle(s, l.id, v === true))}
              />
              <label htmlFor={`${id}-l${l.id}`}>{l.lesson}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="space-y-2" disabled={structureId == null}>
        <legend className="text-sm font-medium">{t("dashboard.ar.memberships")}</legend>
        {memberships.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("dashboard.ar.membershipsFailed")}
          </p>
        ) : null}
        <ul className="grid gap-1 sm:grid-cols-2">
          {(memberships.data ?? []).map((m) => (
            <li key={m.membershipId} className="flex items-center gap-2 text-sm">
              <Checkbox
                id={`${id}-m${m.membershipId}`}
                disabled={loadingCurrent}
                checked={chosenMemberships.has(m.membershipId)}
                onCheckedChange={(v) => setChosenMemberships((s) => toggle(s, m.membershipId, v === true))}
              />
              <label htmlFor={`${id}-m${m.membershipId}`}>
                {m.membershipName} <span className="text-muted-foreground">({m.membershipKey})</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" disabled={structureId == null || update.isPending}>
        {t("dashboard.ar.save")}
      </Button>
    </form>
  );
}

function ReviewAssociation() {
  const { t } = useTranslation();
  const id = useId();
  const structures = useStructures();
  const [structureId, setStructureId] = useState<number | null>(null);
  const review = trpc.ar.reviewAssociation.useQuery({ structureId: structureId ?? 0 }, { enabled: structureId != null, retry: false });
  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("dashboard.ar.reviewTitle")}
      </h3>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-structure`}>{t("dashboard.ar.structure")}</Label>
        <select
          id={`${id}-structure`}
          className={selectClass}
          value={structureId ?? ""}
          onChange={(e) => setStructureId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t("dashboard.ar.chooseStructure")}</option>
          {(structures.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {review.isError ? (
        <Alert role="alert">
          <AlertDescription>{t("dashboard.ar.none")}</AlertDescription>
        </Alert>
      ) : null}
      {review.data ? (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="ar-review">
          <div>
            <h4 className="text-sm font-semibold">{t("dashboard.ar.lessons", { count: review.data.lessons.length })}</h4>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {review.data.lessons.map((l) => (
                <li key={l.id}>{l.lesson}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-semibold">{t("dashboard.ar.memberships")}</h4>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {review.data.memberships.map((m) => (
                <li key={m.id}>
                  {m.name} ({m.key})
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
