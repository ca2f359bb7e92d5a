import { Plus, Undo2, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { EDIT_ROLES, hasDifferences, updateUserInput, userDifferences, type UpdateUserInput, type UserDifferences } from "#shared/adminUsers";
import { trpc } from "~/lib/trpc";
import { CatalogErrors, describedBy, ErrorAlert, Field, issuesByField, NativeSelect, useCatalog, useErrorText, useServerMessage } from "./shared";
import type { UserRecordData } from "./UserRecord";

type Fields = { firstName: string; lastName: string; email: string; username: string; role: string };
type SetChanges = { add: number[]; remove: number[] };
type Named = { id: number; name: string };

/**
 * ADM-017 … ADM-021: edit fields, role ('teacher', 'admin', 'Student'), memberships and classes;
 * 'Review changes' opens the confirm step listing each difference (Old → New, added and removed
 * lists joined by ' | '); its button is active only when there are changes, otherwise it says
 * 'No changes found.'. The server works the differences out again and saves them with one note.
 */
export function UserEditForm({ user, onCancel, onSaved }: { user: UserRecordData; onCancel: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const catalog = useCatalog();
  const translate = useServerMessage();
  const errorText = useErrorText();
  const update = trpc.admin.updateUser.useMutation();
  const original: Fields = { firstName: user.firstName, lastName: user.lastName, email: user.Email, username: user.UserName, role: user.Role };
  const [fields, setFields] = useState<Fields>(original);
  const [memberships, setMemberships] = useState<SetChanges>({ add: [], remove: [] });
  const [classes, setClasses] = useState<SetChanges>({ add: [], remove: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [review, setReview] = useState<UserDifferences | null>(null);

  const membershipNames = new Map<number, string>([
    ...user.memberships.map((m) => [m.id, m.name] as const),
    ...catalog.memberships.map((m) => [m.membershipId, m.membershipName] as const),
  ]);
  const classNames = new Map<number, string>([
    ...user.classes.map((c) => [c.id, c.name] as const),
    ...catalog.classes.map((c) => [c.schoolId, c.schoolName] as const),
  ]);
  const named = (names: Map<number, string>, ids: number[]): Named[] => ids.map((i) => ({ id: i, name: names.get(i) ?? `#${i}` }));
  const roles: string[] = (EDIT_ROLES as readonly string[]).includes(user.Role) ? [...EDIT_ROLES] : [...EDIT_ROLES, user.Role];

  const changedFields = () =>
    Object.fromEntries(Object.entries(fields).filter(([k, v]) => v.trim() !== original[k as keyof Fields])) as UpdateUserInput["fields"];
  const input = (): UpdateUserInput => ({ id: user.ID, fields: changedFields(), membershipUpdates: memberships, classUpdates: classes });

  function onReview(e: FormEvent) {
    e.preventDefault();
    update.reset();
    const parsed = updateUserInput.safeParse(input());
    if (!parsed.success) {
      const byField = issuesByField(parsed.error.issues);
      setErrors(Object.fromEntries(Object.entries(byField).map(([k, v]) => [k.replace(/^fields\./, ""), translate(v)])));
      return;
    }
    setErrors({});
    setReview(
      userDifferences(user.ID, { ...original, memberships: user.memberships, classes: user.classes }, parsed.data.fields as Partial<Fields>, {
        memberships: { add: named(membershipNames, memberships.add), remove: named(membershipNames, memberships.remove) },
        classes: { add: named(classNames, classes.add), remove: named(classNames, classes.remove) },
      }),
    );
  }

  function onConfirm() {
    const parsed = updateUserInput.parse(input());
    update.mutate(parsed, { onSuccess: (answer) => onSaved(translate(answer.msg)) });
  }

  const set = (k: keyof Fields, v: string) => setFields((f) => ({ ...f, [k]: v }));
  const textField = (k: Exclude<keyof Fields, "role">, type = "text") => (
    <Field id={`${id}-${k}`} label={t(`admin.edit.fields.${k}`)} error={errors[k]}>
      <Input
        id={`${id}-${k}`}
        type={type}
        value={fields[k]}
        onChange={(e) => set(k, e.target.value)}
        maxLength={254}
        {...describedBy(`${id}-${k}`, { error: errors[k] })}
      />
    </Field>
  );

  const changes = review && hasDifferences(review);
  return (
    <form onSubmit={onReview} noValidate className="space-y-6" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="font-semibold">
        {t("admin.edit.heading", { id: user.ID })}
      </h4>
      <CatalogErrors errors={catalog.errors} />
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        {textField("firstName")}
        {textField("lastName")}
        {textField("email", "email")}
        {textField("username")}
        <Field id={`${id}-role`} label={t("admin.edit.fields.role")} error={errors.role}>
          <NativeSelect id={`${id}-role`} value={fields.role} onChange={(e) => set("role", e.target.value)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {t(`admin.edit.roles.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SetEditor
          legend={t("admin.edit.memberships")}
          addLabel={t("admin.edit.addMembership")}
          current={user.memberships}
          changes={memberships}
          onChange={setMemberships}
          options={catalog.memberships.map((m) => ({ id: m.membershipId, name: `${m.membershipName} (${m.membershipKey})` }))}
          names={membershipNames}
        />
        <SetEditor
          legend={t("admin.edit.classes")}
          addLabel={t("admin.edit.addClass")}
          current={user.classes}
          changes={classes}
          onChange={setClasses}
          options={catalog.classes.map((c) => ({ id: c.schoolId, name: c.schoolName }))}
          names={classNames}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t("admin.edit.review")}</Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("admin.edit.cancel")}
        </Button>
      </div>

      <Dialog open={!!review} onOpenChange={(open) => !open && setReview(null)}>
        <DialogContent closeLabel={t("admin.common.close")} className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t("admin.edit.confirmTitle")}</DialogTitle>
            <DialogDescription>{changes ? t("admin.edit.confirmIntro", { id: user.ID }) : t("admin.messages.noChanges")}</DialogDescription>
          </DialogHeader>
          {review && changes ? <DifferencesView differences={review} /> : null}
          {update.isError ? (
            // ADM-021: 'Failed to update user. Status: {n}' (n: the HTTP status of the answer), then what went wrong.
            <ErrorAlert>
              <p>{t("admin.edit.failed", { status: update.error.data?.httpStatus ?? 0 })}</p>
              <p>{errorText(update.error)}</p>
            </ErrorAlert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setReview(null)}>
              {t("admin.common.cancel")}
            </Button>
            <Button type="button" disabled={!changes || update.isPending} onClick={onConfirm}>
              {update.isPending ? <Spinner label={t("admin.common.saving")} /> : null}
              {t("admin.edit.confirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}

function DifferencesView({ differences }: { differences: UserDifferences }) {
  const { t } = useTranslation();
  const roleLabel = (v: string) => t(`admin.edit.roles.${v}`, { defaultValue: v });
  const lines = [
    ["membershipsAdded", differences.membershipUpdates.add],
    ["membershipsRemoved", differences.membershipUpdates.remove],
    ["classesAdded", differences.classUpdates.add],
    ["classesRemoved", differences.classUpdates.remove],
  ].filter(([, v]) => v);
  return (
    <div className="space-y-3 text-sm">
      {Object.keys(differences.fields).length ? (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("admin.edit.field")}</TableHead>
              <TableHead>{t("admin.edit.old")}</TableHead>
              <TableHead>{t("admin.edit.new")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {Object.entries(differences.fields).map(([k, v]) => (
              <TableRow key={k}>
                <TableCell className="font-medium">{t(`admin.edit.fields.${k}`)}</TableCell>
                <TableCell className="whitespace-normal break-all">{k === "role" ? roleLabel(v.Old) : v.Old}</TableCell>
                <TableCell className="whitespace-normal break-all">
                  <span aria-hidden="true">→ </span>
                  {k === "role" ? roleLabel(v.New) : v.New}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {lines.length ? (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
          {lines.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{t(`admin.edit.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** Memberships or classes: the current ones (each can be marked for removal) and the ones to add. */
function SetEditor({
  legend,
  addLabel,
  current,
  changes,
  onChange,
  options,
  names,
}: {
  legend: string;
  addLabel: string;
  current: Named[];
  changes: SetChanges;
  onChange: (c: SetChanges) => void;
  options: Named[];
  names: Map<number, string>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [pick, setPick] = useState("");
  const has = new Set([...current.map((c) => c.id).filter((i) => !changes.remove.includes(i)), ...changes.add]);
  const addable = options.filter((o) => !has.has(o.id));
  return (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <ul className="space-y-1 text-sm">
        {current.map((c) => {
          const removing = changes.remove.includes(c.id);
          return (
            <li key={c.id} className="flex items-center justify-between gap-2">
              <span className={removing ? "text-muted-foreground line-through" : undefined}>
                {c.name}
                {removing ? <span className="ml-2 text-xs no-underline">({t("admin.edit.toRemove")})</span> : null}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={removing ? t("admin.edit.undoRemove", { name: c.name }) : t("admin.edit.remove", { name: c.name })}
                onClick={() => onChange({ ...changes, remove: removing ? changes.remove.filter((i) => i !== c.id) : [...changes.remove, c.id] })}
              >
                {removing ? <Undo2 aria-hidden="true" /> : <X aria-hidden="true" />}
              </Button>
            </li>
          );
        })}
        {changes.add.map((i) => (
          <li key={`add-${i}`} className="flex items-center justify-between gap-2">
            <span>
              {names.get(i) ?? `#${i}`} <span className="text-xs text-primary">({t("admin.edit.toAdd")})</span>
            </span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t("admin.edit.remove", { name: names.get(i) ?? `#${i}` })}
              onClick={() => onChange({ ...changes, add: changes.add.filter((x) => x !== i) })}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
        {!current.length && !changes.add.length ? <li className="text-muted-foreground">{t("admin.common.noneListed")}</li> : null}
      </ul>
      <div className="flex items-end gap-2">
        <Field id={`${id}-add`} label={addLabel} className="flex-1">
          <NativeSelect id={`${id}-add`} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">{t("admin.common.none")}</option>
            {addable.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button
          type="button"
          variant="outline"
          disabled={!pick}
          onClick={() => {
            const value = Number(pick);
            // Re-adding one marked for removal just keeps it.
            if (changes.remove.includes(value)) onChange({ ...changes, remove: changes.remove.filter((i) => i !== value) });
            else onChange({ ...changes, add: [...changes.add, value] });
            setPick("");
          }}
        >
          <Plus aria-hidden="true" />
          {t("admin.edit.add")}
        </Button>
      </div>
    </fieldset>
  );
}
