import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/useTranslation";
import { ContactForm, type ContactActionData } from "~/components/forms/ContactForm";
import { formObject } from "~/lib/forms";
import { formError } from "~/.server/formError";
import { contactInput, fieldErrors } from "#shared/forms";
import { pageMeta } from "~/lib/meta";

/** /contact-us (CON-001): the contact form; ?type=enterprise switches to the enterprise variant. */
export function loader({ request }: LoaderFunctionArgs) {
  const enterprise = new URL(request.url).searchParams.get("type") === "enterprise";
  return { variant: enterprise ? ("enterprise" as const) : ("contact" as const), formKey: crypto.randomUUID() };
}

/** CON-006…009: the same schema as the browser, then store + e-mail (forms.contact). */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = contactInput.safeParse(formObject(await request.formData(), ["trialRequest"]));
  if (!parsed.success) return data<ContactActionData>({ ok: false, ...fieldErrors(parsed.error) }, { status: 400 });
  try {
    await context.trpc.forms.contact(parsed.data);
    return { ok: true } as ContactActionData;
  } catch (err) {
    const failure = formError(err, "forms.contact.failed");
    return data<ContactActionData>(failure, { status: failure.form === "forms.errors.tooMany" ? 429 : 400 });
  }
}

export const meta: MetaFunction<typeof loader> = pageMeta((t, { data }) => t(data?.variant === "enterprise" ? "pages.enterprise" : "pages.contact"));

export default function ContactPage() {
  const { t } = useTranslation();
  const { variant, formKey } = useLoaderData<typeof loader>();
  // Without JavaScript the form posts here and the answer comes back with the page.
  const result = useActionData<typeof action>() as ContactActionData | undefined;
  const enterprise = variant === "enterprise";
  return (
    <section className="mx-auto max-w-2xl px-4 py-10" aria-labelledby="contact-title">
      <h1 id="contact-title" className="text-3xl font-semibold">
        {enterprise ? t("forms.contact.enterpriseTitle") : t("forms.contact.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{enterprise ? t("forms.contact.enterpriseIntro") : t("forms.contact.intro")}</p>
      <div className="mt-6">
        <ContactForm key={variant} variant={variant} formKey={formKey} initialResult={result} />
      </div>
    </section>
  );
}
