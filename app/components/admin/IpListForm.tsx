import { Plus, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { ADMIN_MESSAGES, badIpEntries, ipListInput, splitAddresses, type IpListInput } from "#shared/adminUsers";
import { isValidIpPattern } from "#shared/ipPatterns";
import { trpc } from "~/lib/trpc";
import {
  CatalogErrors,
  ErrorAlert,
  type AdminOutputs,
  Field,
  NativeSelect,
  Textarea,
  useCatalog,
  useErrorText,
  useServerMessage,
  type AdminError,
} from "./shared";

export type IpListView = AdminOutputs["listIpLists"][number];

type AccountLookup = { kind: "existing"; userId: number; userName: string } | { kind: "new" } | null;

/**
 * ADM-034 … ADM-038: create or update a list — name, school (class), addresses (one per line, or
 * added one by one), the dummy account (an existing account by e-mail, or a new one) and the
 * memberships. The browser checks with the same rules the server enforces: every bad address
 * gets 'Incorrect Format, Please Retry', an empty field 'Entries missing, please validate all
 * fields have been filled out!', a malformed e-mail ADM-037's message.
 */
export function IpListForm({ list, onSaved, onCancel }: { list: IpListView | null; onSaved: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const catalog = useCatalog();
  const translate = useServerMessage();
  const errorText = useErrorText();
  const create = trpc.admin.createIpList.useMutation();
  const update = trpc.admin.updateIpList.useMutation();
  const saving = create.isPending || update.isPending;
  const [name, setName] = useState(list?.ipListName ?? "");
  const [classId, setClassId] = useState(list ? String(list.schoolId) : "");
  const [addresses, setAddresses] = useState(list ? list.ipAddresses.join("\n") : "");
  const [oneAddress, setOneAddress] = useState("");
  const [oneError, setOneError] = useState<string | null>(null);
  const [accountEmail, setAccountEmail] = useState(list?.dummyAccount.email ?? "");
  const [accountUserName, setAccountUserName] = useState(list?.dummyAccount.userName ?? "");
  const [membershipIds, setMembershipIds] = useState<number[]>(list ? list.memberships.map((m) => m.id) : []);
  const [lookup, setLookup] = useState<AccountLookup>(null);
  const [looking, setLooking] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [badEntries, setBadEntries] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const input = (): IpListInput => ({
    name,
    classId: classId ? Number(classId) : 0,
    addresses: splitAddresses(addresses),
    account: { email: accountEmail, userName: accountUserName },
    membershipIds,
  });

  function addOne() {
    const value = oneAddress.trim();
    if (!value) return;
    if (!isValidIpPattern(value)) return setOneError(t("admin.messages.ipFormat"));
    setOneError(null);
    setAddresses((a) => (a.trim() ? `${a.trimEnd()}\n${value}` : value));
    setOneAddress("");
  }

  async function lookUpAccount() {
    if (!accountEmail.trim()) return;
    setLooking(true);
    try {
      const answer = await utils.admin.findUserByEmail.fetch({ email: accountEmail.trim() }, { staleTime: 0 });
      setLookup(answer.code === 0 ? { kind: "existing", userId: answer.ID, userName: answer.UserName } : { kind: "new" });
      if (answer.code === 0) setAccountUserName(answer.UserName);
    } catch (err) {
      setFailure(t("admin.common.errorOccured", { message: errorText(err as AdminError) }));
    } finally {
      setLooking(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const bad = badIpEntries(splitAddresses(addresses));
    setBadEntries(bad);
    const parsed = ipListInput.safeParse(input());
    if (!parsed.success) {
      // One line per distinct problem, each in the interface language (the bad addresses are listed under the field).
      const messages = [...new Set(parsed.error.issues.map((i) => i.message).filter((m) => m !== ADMIN_MESSAGES.ipFormat))];
      setProblems(messages.map(translate));
      return;
    }
    setProblems([]);
    const options = {
      onSuccess: (answer: { message: string }) => onSaved(translate(answer.message)),
      // ADM-038: 'Error has occured: {message}'.
      onError: (err: AdminError) => setFailure(t("admin.common.errorOccured", { message: errorText(err) })),
    };
    if (list) update.mutate({ id: list.id, ...parsed.data }, options);
    else create.mutate(parsed.data, options);
  }

  const toggleMembership = (mid: number, on: boolean) => setMembershipIds((ids) => (on ? [...ids, mid] : ids.filter((x) => x !== mid)));
  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-3xl space-y-4 rounded-lg border p-4 sm:p-6">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {list ? t("admin.ip.updateHeading", { name: list.ipListName }) : t("admin.ip.createHeading")}
      </h3>
      <CatalogErrors errors={catalog.errors} />
      {problems.length ? (
        <ErrorAlert>
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </ErrorAlert>
      ) : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t("admin.ip.name")} required>
          <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        </Field>
        <Field id={`${id}-school`} label={t("admin.ip.school")} required>
          <NativeSelect id={`${id}-school`} value={classId} onChange={(e) => setClassId(e.target.value)} disabled={catalog.loading}>
            <option value="">{t("admin.ip.selectSchool")}</option>
            {catalog.classes.map((c) => (
              <option key={c.schoolId} value={c.schoolId}>
                {c.schoolName}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="space-y-3 sm:col-span-2">
          <Field id={`${id}-addresses`} label={t("admin.ip.addressesLabel")} hint={t("admin.ip.addressesHint")} required>
            <Textarea
              id={`${id}-addresses`}
              value={addresses}
              onChange={(e) => setAddresses(e.target.value)}
              rows={5}
              spellCheck={false}
              className="font-mono"
              aria-invalid={badEntries.length ? true : undefined}
              aria-describedby={`${id}-addresses-hint${badEntries.length ? ` ${id}-bad` : ""}`}
            />
          </Field>
          {badEntries.length ? (
            <ul id={`${id}-bad`} role="alert" className="space-y-0.5 text-sm text-destructive">
              {badEntries.map((entry, i) => (
                <li key={`${entry}-${i}`}>{t("admin.ip.badEntry", { entry })}</li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-end gap-2">
            <Field id={`${id}-one`} label={t("admin.ip.addOne")} error={oneError ?? undefined} className="w-56">
              <Input
                id={`${id}-one`}
                value={oneAddress}
                onChange={(e) => setOneAddress(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addOne();
                  }
                }}
                className="font-mono"
                maxLength={40}
                aria-invalid={oneError ? true : undefined}
              />
            </Field>
            <Button type="button" variant="outline" onClick={addOne} className={oneError ? "mb-6" : undefined}>
              <Plus aria-hidden="true" />
              {t("admin.ip.addOneButton")}
            </Button>
          </div>
        </div>
        <Field id={`${id}-account-email`} label={t("admin.ip.accountEmail")} required>
          <Input
            id={`${id}-account-email`}
            type="email"
            value={accountEmail}
            onChange={(e) => {
              setAccountEmail(e.target.value);
              setLookup(null);
            }}
            maxLength={254}
            autoComplete="off"
          />
        </Field>
        <Field id={`${id}-account-username`} label={t("admin.ip.accountUserName")}>
          <Input
            id={`${id}-account-username`}
            value={accountUserName}
            onChange={(e) => setAccountUserName(e.target.value)}
            maxLength={254}
            disabled={lookup?.kind === "existing"}
          />
        </Field>
        <div className="space-y-2 sm:col-span-2">
          <p className="text-xs text-muted-foreground">{t("admin.ip.accountHint")}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void lookUpAccount()} disabled={looking || !accountEmail.trim()}>
            {looking ? <Spinner label={t("admin.common.loading")} /> : <Search aria-hidden="true" />}
            {t("admin.ip.lookup")}
          </Button>
          {lookup ? (
            <p role="status" className="text-sm">
              {lookup.kind === "existing" ? t("admin.ip.accountExisting", { userId: lookup.userId, userName: lookup.userName }) : t("admin.ip.accountNew")}
            </p>
          ) : null}
        </div>
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="text-sm font-medium">
            {t("admin.ip.membershipsLegend")}
            <span className="sr-only"> {t("admin.common.requiredMark")}</span>
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {catalog.memberships.map((m) => (
              <div key={m.membershipId} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-m-${m.membershipId}`}
                  checked={membershipIds.includes(m.membershipId)}
                  onCheckedChange={(v) => toggleMembership(m.membershipId, v === true)}
                />
                <Label htmlFor={`${id}-m-${m.membershipId}`} className="font-normal">
                  {m.membershipName} <span className="text-muted-foreground">({m.membershipKey})</span>
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? <Spinner label={t("admin.ip.saving")} /> : null}
            {list ? t("admin.ip.update") : t("admin.ip.create")}
          </Button>
          {list ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              {t("admin.ip.cancelEdit")}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
