import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { useCommerceMessage } from "~/components/commerce/useCommerceMessage";
import { trpc } from "~/lib/trpc";
import { FOUND_US, TRIAL_MESSAGES, trialMissing, WHO_AM_I, type TrialInput } from "#shared/commerce";
import { passwordProblem } from "#shared/passwordPolicy";
import { pageMeta } from "~/lib/meta";

/** TRIAL-001, TRIAL-002: ?type=icb → ICB, ?type=enterprise → ENTERPRISE, anything else → N/A. */
export function loader({ request }: LoaderFunctionArgs) {
  const type = new URL(request.url).searchParams.get("type")?.toLowerCase();
  return { userType: type === "icb" ? ("ICB" as const) : type === "enterprise" ? ("ENTERPRISE" as const) : ("N/A" as const) };
}

/** The options' labels (the values sent stay the legacy English ones). */
const WHO_AM_I_KEY: Record<(typeof WHO_AM_I)[number], string> = {
  "Professor / Instructor": "professor",
  Student: "student",
  "Industrial Professional / Leader": "industry",
};

export const meta: MetaFunction = pageMeta("pages.trial");

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** TRIAL-003…TRIAL-014: the instructor trial request. */
export default function TrialPage() {
  const { t } = useTranslation();
  const message = useCommerceMessage();
  const { userType } = useLoaderData<typeof loader>();
  const id = useId();
  const [form, setForm] = useState<TrialInput>({
    firstname: "",
    lastname: "",
    email: "",
    password: "",
    userType,
    school: "",
    country: "",
    province: "",
    whoAmI: "",
    classCourseName: "",
    numStudents: "",
    foundUs: "",
    foundUsOther: "",
    message: "",
  });
  const [state, setState] = useState<"idle" | "submitting" | "submitted">("idle");
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const createTrial = trpc.commerce.createTrial.useMutation();
  const set = (k: keyof TrialInput) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const instructor = form.whoAmI === "Professor / Instructor";

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFeedback(null);
    if (trialMissing(form)) return setFeedback({ ok: false, text: message(TRIAL_MESSAGES.mandatory) });
    // The server's rule, at once: a password is optional, but one given must be at least 8 characters and not a common one.
    const weak = form.password ? passwordProblem(form.password) : null;
    if (weak) return setFeedback({ ok: false, text: t(`auth.${weak}`) });
    setState("submitting");
    try {
      const res = await createTrial.mutateAsync(form);
      setFeedback({ ok: res.ok, text: message(res.message) });
      setState(res.ok ? "submitted" : "idle");
    } catch {
      setFeedback({ ok: false, text: message(TRIAL_MESSAGES.error) });
      setState("idle");
    }
  }

  const f = (name: keyof TrialInput, label: string, required: boolean, input: ReactNode) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
        {required ? <span className="sr-only"> ({t("commerce.trial.required")})</span> : null}
      </Label>
      {input}
    </div>
  );
  const text = (name: keyof TrialInput, label: string, required = true, type = "text", autoComplete?: string) =>
    f(
      name,
      label,
      required,
      <Input id={`${id}-${name}`} type={type} autoComplete={autoComplete} value={(form[name] as string) ?? ""} onChange={set(name)} maxLength={200} />,
    );

  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="trial-title">
      <h1 id="trial-title" className="text-3xl font-semibold">
        {t("commerce.trial.title")}
      </h1>
      <p className="mt-3 text-muted-foreground">{t("commerce.trial.intro")}</p>
      <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-4 sm:grid-cols-2">
        {text("firstname", t("commerce.trial.firstname"), true, "text", "given-name")}
        {text("lastname", t("commerce.trial.lastname"), true, "text", "family-name")}
        {text("email", t("commerce.trial.email"), true, "email", "email")}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-password`}>{t("commerce.trial.password")}</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={form.password ?? ""}
            onChange={set("password")}
            maxLength={72}
            aria-describedby={`${id}-password-hint`}
          />
          <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
            {t("commerce.trial.passwordHint")}
          </p>
        </div>
        {text("school", t("commerce.trial.school"), true, "text", "organization")}
        {text("country", t("commerce.trial.country"), true, "text", "country-name")}
        {text("province", t("commerce.trial.province"), true, "text", "address-level1")}
        {f(
          "whoAmI",
          t("commerce.trial.whoAmI"),
          true,
          <select id={`${id}-whoAmI`} className={selectClass} value={form.whoAmI} onChange={set("whoAmI")}>
            <option value="">{t("commerce.trial.choose")}</option>
            {WHO_AM_I.map((o) => (
              <option key={o} value={o}>
                {t(`commerce.trial.whoAmIOptions.${WHO_AM_I_KEY[o]}`)}
              </option>
            ))}
          </select>,
        )}
        {text("classCourseName", t("commerce.trial.classCourseName"), instructor)}
        {text("numStudents", t("commerce.trial.numStudents"), instructor)}
        {f(
          "foundUs",
          t("commerce.trial.foundUs"),
          true,
          <select id={`${id}-foundUs`} className={selectClass} value={form.foundUs} onChange={set("foundUs")}>
            <option value="">{t("commerce.trial.choose")}</option>
            {FOUND_US.map((o) => (
              <option key={o} value={o}>
                {t(`commerce.trial.foundUsOptions.${o.toLowerCase()}`)}
              </option>
            ))}
          </select>,
        )}
        {form.foundUs === "Other" ? text("foundUsOther", t("commerce.trial.foundUsOther"), false) : <span />}
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-message`}>
            {t("commerce.trial.message")}
            <span aria-hidden="true" className="text-destructive">
              {" "}
              *
            </span>
            <span className="sr-only"> ({t("commerce.trial.required")})</span>
          </Label>
          <textarea
            id={`${id}-message`}
            className="min-h-28 w-full rounded-md border border-input bg-background p-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            value={form.message}
            onChange={set("message")}
            maxLength={4000}
          />
        </div>
        <div className="sm:col-span-2">
          {feedback ? (
            <Alert variant={feedback.ok ? "default" : "destructive"} className="mb-4">
              <AlertDescription>{feedback.text}</AlertDescription>
            </Alert>
          ) : null}
          <Button type="submit" disabled={state !== "idle"} aria-busy={state === "submitting"}>
            {state === "submitting" ? (
              <Spinner label={t("commerce.trial.submitting")} iconClassName="size-4 text-current" />
            ) : state === "submitted" ? (
              t("commerce.trial.submitted")
            ) : (
              t("commerce.trial.submit")
            )}
          </Button>
        </div>
      </form>
    </section>
  );
}
