import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { ADMIN_MESSAGES, CREATE_ROLES, createUserInput, type CreateUserInput } from "#shared/adminUsers";
import { trpc } from "~/lib/trpc";
import { BulkUploadSection } from "./BulkUploadSection";
import {
  CatalogErrors,
  describedBy,
  ErrorAlert,
  Field,
  issuesByField,
  NativeSelect,
  SuccessAlert,
  useCatalog,
  useErrorText,
  useFieldErrors,
  useServerMessage,
} from "./shared";

type Form = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
  isLTI: "Y" | "N";
  membershipId: string;
  classId: string;
  language: "en" | "fr";
};
const EMPTY: Form = { email: "", password: "", firstName: "", lastName: "", role: "student", isLTI: "N", membershipId: "", classId: "", language: "en" };
const REQUIRED = ["email", "password", "firstName", "lastName"] as const;

const toInput = (f: Form): CreateUserInput => ({
  email: f.email,
  password: f.password,
  firstName: f.firstName,
  lastName: f.lastName,
  role: f.role as CreateUserInput["role"],
  isLTI: f.isLTI === "Y",
  membershipId: f.membershipId ? Number(f.membershipId) : null,
  classId: f.classId ? Number(f.classId) : null,
  language: f.language,
});

/** ADM-004 … ADM-013: create one user, or many trial users from a file. */
export function CreateUserTab() {
  return (
    <div className="space-y-12">
      <CreateUserForm />
      <BulkUploadSection />
    </div>
  );
}

function CreateUserForm() {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const catalog = useCatalog();
  const create = trpc.admin.createUser.useMutation();
  const translate = useServerMessage();
  const errorText = useErrorText();
  const serverFieldErrors = useFieldErrors(create.error);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const label = (k: (typeof REQUIRED)[number]) => t(`admin.create.${k}`);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    create.reset();
    const parsed = createUserInput.safeParse(toInput(form));
    if (!parsed.success) {
      const byField = issuesByField(parsed.error.issues);
      const translated = Object.fromEntries(Object.entries(byField).map(([k, v]) => [k, translate(v)]));
      setErrors(translated);
      const missing = REQUIRED.filter((k) => byField[k] === ADMIN_MESSAGES.required);
      // ADM-006: the missing required fields, named; otherwise the first problem (e.g. ADM-007's e-mail format).
      setSummary(missing.length ? t("admin.common.missingSummary", { fields: missing.map(label).join(", ") }) : Object.values(translated)[0]);
      const first = REQUIRED.find((k) => byField[k]);
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${first ?? "email"}`)}`)?.focus();
      return;
    }
    setErrors({});
    setSummary(null);
    create.mutate(parsed.data, { onSuccess: () => setForm(EMPTY) });
  }

  const fieldError = (k: string) => errors[k] ?? serverFieldErrors[k];
  const status = create.error?.data?.httpStatus;
  const failure = create.error
    ? status === 409
      ? translate(create.error.message) // ADM-008: 'Email entered is already used, please enter another email address.'
      : t("admin.common.errorOccured", { message: errorText(create.error) }) // ADM-010: 'Error has occured: {message}'
    : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-2xl space-y-4">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {t("admin.create.heading")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("admin.create.intro")}</p>
      <Alert role="note">
        <AlertDescription>{t("admin.create.delay")}</AlertDescription>
      </Alert>
      <CatalogErrors errors={catalog.errors} />
      {summary ? <ErrorAlert>{summary}</ErrorAlert> : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      {create.data ? (
        <SuccessAlert>
          <p className="font-medium">{translate(create.data.message)}</p>
          <p>{t("admin.create.createdDetail", { id: create.data.id, email: create.data.email })}</p>
          {!create.data.emailSent ? <p>{t("admin.create.emailNotSent", { reference: create.data.emailReference })}</p> : null}
        </SuccessAlert>
      ) : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-email`} label={t("admin.create.email")} error={fieldError("email")} required className="sm:col-span-2">
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => set("email", e.target.value)}
            maxLength={254}
            {...describedBy(`${id}-email`, { error: fieldError("email") })}
          />
        </Field>
        <Field
          id={`${id}-password`}
          label={t("admin.create.password")}
          error={fieldError("password")}
          hint={t("admin.create.passwordHint")}
          required
          className="sm:col-span-2"
        >
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set("password", e.target.value)}
            maxLength={200}
            {...describedBy(`${id}-password`, { error: fieldError("password"), hint: true })}
          />
        </Field>
        <Field id={`${id}-firstName`} label={t("admin.create.firstName")} error={fieldError("firstName")} required>
          <Input
            id={`${id}-firstName`}
            value={form.firstName}
            onChange={(e) => set("firstName", e.target.value)}
            maxLength={100}
            {...describedBy(`${id}-firstName`, { error: fieldError("firstName") })}
          />
        </Field>
        <Field id={`${id}-lastName`} label={t("admin.create.lastName")} error={fieldError("lastName")} required>
          <Input
            id={`${id}-lastName`}
            value={form.lastName}
            onChange={(e) => set("lastName", e.target.value)}
            maxLength={100}
            {...describedBy(`${id}-lastName`, { error: fieldError("lastName") })}
          />
        </Field>
        <Field id={`${id}-role`} label={t("admin.create.role")}>
          <NativeSelect id={`${id}-role`} value={form.role} onChange={(e) => set("role", e.target.value)}>
            {CREATE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.common.roles.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-lti`} label={t("admin.create.isLti")}>
          <NativeSelect id={`${id}-lti`} value={form.isLTI} onChange={(e) => set("isLTI", e.target.value as "Y" | "N")}>
            <option value="N">{t("admin.common.no")}</option>
            <option value="Y">{t("admin.common.yes")}</option>
          </NativeSelect>
        </Field>
        <Field id={`${id}-membership`} label={t("admin.create.membership")} error={fieldError("membershipId")}>
          <NativeSelect id={`${id}-membership`} value={form.membershipId} onChange={(e) => set("membershipId", e.target.value)} disabled={catalog.loading}>
            <option value="">{t("admin.common.none")}</option>
            {catalog.memberships.map((m) => (
              <option key={m.membershipId} value={m.membershipId}>
                {m.membershipName} ({m.membershipKey})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-class`} label={t("admin.create.class")} error={fieldError("classId")}>
          <NativeSelect id={`${id}-class`} value={form.classId} onChange={(e) => set("classId", e.target.value)} disabled={catalog.loading}>
            <option value="">{t("admin.common.none")}</option>
            {catalog.classes.map((c) => (
              <option key={c.schoolId} value={c.schoolId}>
                {c.schoolName}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-language`} label={t("admin.create.language")}>
          <NativeSelect id={`${id}-language`} value={form.language} onChange={(e) => set("language", e.target.value as "en" | "fr")}>
            <option value="en">{t("admin.common.english")}</option>
            <option value="fr">{t("admin.common.french")}</option>
          </NativeSelect>
        </Field>
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner label={t("admin.create.submitting")} /> : null}
            {t("admin.create.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
