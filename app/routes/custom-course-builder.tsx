import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Field } from "~/components/forms/Field";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { newFormKey } from "~/lib/forms";
import { formError, type FormFailure } from "~/.server/formError";
import { BUILDER_INSTITUTION_FIELDS, BUILDER_MANDATORY, BUILDER_PROFESSOR_FIELDS, courseRequestInput, fieldErrors } from "#shared/forms";
import { pageMeta } from "~/lib/meta";

/**
 * /custom-course-builder (PUB-052…056, docs/decisions/018): professor and institution details, the
 * chapter → module → lesson tree (native checkboxes, tri-state parents, Select All / Clear All) and
 * comments. Submitting stores a courseRequests record and e-mails staff, then confirms.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return { tree: await context.trpc.forms.builderOptions(), formKey: crypto.randomUUID() };
}

type Result = { ok: true; lessons: number } | FormFailure;

function toInput(form: FormData) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && k !== "lessons") out[k] = v;
  out.lessons = form.getAll("lessons").map(Number);
  return out;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = courseRequestInput.safeParse(toInput(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, ...fieldErrors(parsed.error) }, { status: 400 });
  try {
    const res = await context.trpc.forms.courseRequest(parsed.data);
    return { ok: true, lessons: res.lessons } as Result;
  } catch (err) {
    return data<Result>(formError(err, "forms.errors.failed"), { status: 400 });
  }
}

export const meta: MetaFunction = pageMeta("pages.courseBuilder");

/** A checkbox whose `indeterminate` state follows its children (tri-state parent). */
function TriCheckbox({ id, label, state, onChange }: { id: string; label: string; state: "all" | "some" | "none"; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "some";
  }, [state]);
  return (
    <span className="inline-flex items-center gap-2">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={state === "all"}
        aria-checked={state === "some" ? "mixed" : state === "all"}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="size-4 accent-primary"
      />
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
    </span>
  );
}

export default function CustomCourseBuilder() {
  const { t } = useTranslation();
  const { tree, formKey: firstKey } = useLoaderData<typeof loader>();
  const noJs = useActionData<typeof action>() as Result | undefined;
  const fetcher = useFetcher<Result>();
  const formRef = useRef<HTMLFormElement>(null);
  const [formKey, setFormKey] = useState(firstKey);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [clientErrors, setClientErrors] = useState<FormFailure | null>(null);
  const [result, setResult] = useState<Result | null>(noJs ?? null);
  const allLessons = useMemo(() => tree.flatMap((u) => u.chapters.flatMap((c) => c.modules.flatMap((m) => m.lessons.map((l) => l.id)))), [tree]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      formRef.current?.reset();
      setSelected(new Set());
      setFormKey(newFormKey());
    }
    setResult(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const stateOf = (ids: number[]): "all" | "some" | "none" => {
    const n = ids.filter((id) => selected.has(id)).length;
    return n === 0 ? "none" : n === ids.length ? "all" : "some";
  };
  const setMany = (ids: number[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const errors = clientErrors ?? (result && !result.ok ? result : null);
  const fieldError = (f: string) => (errors?.fields[f] && errors.fields[f] !== BUILDER_MANDATORY ? errors.fields[f] : undefined);
  const text = (name: string, type = "text", required = true) => (
    <Field
      key={name}
      idPrefix="ccb"
      name={name}
      type={type}
      label={t(`forms.builder.fields.${name}`)}
      required={required}
      maxLength={200}
      error={fieldError(name)}
      aria-invalid={errors?.fields[name] ? true : undefined}
    />
  );

  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="ccb-title">
      <h1 id="ccb-title" className="text-3xl font-semibold">
        {t("forms.builder.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("forms.builder.intro")}</p>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-6 flex flex-col gap-8"
        data-testid="ccb-form"
        onSubmit={(e) => {
          setResult(null);
          const parsed = courseRequestInput.safeParse(toInput(new FormData(e.currentTarget)));
          if (!parsed.success) {
            e.preventDefault();
            setClientErrors({ ok: false, ...fieldErrors(parsed.error) });
            return;
          }
          setClientErrors(null);
        }}
      >
        <input type="hidden" name="idempotencyKey" value={formKey} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-semibold">{t("forms.builder.professor")}</legend>
          {BUILDER_PROFESSOR_FIELDS.map((f) => text(f, f === "profEmail" ? "email" : "text"))}
          {text("profPhone", "tel", false)}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-semibold">{t("forms.builder.institution")}</legend>
          {BUILDER_INSTITUTION_FIELDS.map((f) => text(f))}
        </fieldset>
        <fieldset aria-describedby="ccb-count">
          <legend className="mb-2 text-xl font-semibold">{t("forms.builder.lessons")}</legend>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setSelected(new Set(allLessons))}>
              {t("forms.builder.selectAll")}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setSelected(new Set())}>
              {t("forms.builder.clearAll")}
            </Button>
            <p id="ccb-count" className="text-sm text-muted-foreground" aria-live="polite">
              {t("forms.builder.count", { count: selected.size })}
            </p>
          </div>
          <ul className="mt-4 flex flex-col gap-3">
            {tree.map((u) => (
              <li key={u.id}>
                <details className="rounded-md border p-3" open={tree.length === 1}>
                  <summary className="cursor-pointer font-semibold">{u.title}</summary>
                  <ul className="mt-2 flex flex-col gap-2 pl-2">
                    {u.chapters.map((c) => {
                      const chapterIds = c.modules.flatMap((m) => m.lessons.map((l) => l.id));
                      return (
                        <li key={c.id}>
                          <TriCheckbox id={`ccb-c-${c.id}`} label={c.title} state={stateOf(chapterIds)} onChange={(on) => setMany(chapterIds, on)} />
                          <ul className="mt-1 flex flex-col gap-1 pl-6">
                            {c.modules.map((m) => {
                              const moduleIds = m.lessons.map((l) => l.id);
                              return (
                                <li key={m.id}>
                                  <TriCheckbox id={`ccb-m-${m.id}`} label={m.title} state={stateOf(moduleIds)} onChange={(on) => setMany(moduleIds, on)} />
                                  <ul className="mt-1 flex flex-col gap-1 pl-6">
                                    {m.lessons.map((l) => (
                                      <li key={l.id} className="flex items-center gap-2">
                                        <input
                                          id={`ccb-l-${l.id}`}
                                          type="checkbox"
                                          name="lessons"
                                          value={l.id}
                                          checked={selected.has(l.id)}
                                          onChange={(e) => setMany([l.id], e.currentTarget.checked)}
                                          className="size-4 accent-primary"
                                        />
                                        <label htmlFor={`ccb-l-${l.id}`}>{l.title}</label>
                                      </li>
                                    ))}
                                  </ul>
                                </li>
                              );
                            })}
                          </ul>
                        </li>
                      );
                    })}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </fieldset>
        <Field idPrefix="ccb" name="comments" as="textarea" label={t("forms.builder.fields.comments")} maxLength={5000} />
        <div aria-live="polite">
          {errors ? (
            <Alert variant="destructive" data-testid="ccb-error">
              <AlertDescription>{t(errors.form)}</AlertDescription>
            </Alert>
          ) : result?.ok ? (
            <Alert role="status" data-testid="ccb-success">
              <AlertDescription>{t("forms.builder.success", { count: result.lessons })}</AlertDescription>
            </Alert>
          ) : null}
        </div>
        <div>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? t("forms.contact.sending") : t("forms.builder.submit")}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
