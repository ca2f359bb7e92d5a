import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { LearningError } from "~/components/learning/LearningError";
import { ModelViewer } from "~/components/learning/ModelViewer";
import { pageError } from "~/.server/formError";
import { pageMeta } from "~/lib/meta";

/**
 * LRN-026, LRN-028: the page a lesson's QR code opens on a phone. Public (decision 004): the
 * structure in AR where the device supports it (WebXR, Scene Viewer, Quick Look), in 3D otherwise.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lessonId = Number(params.lessonId);
  if (!Number.isInteger(lessonId) || lessonId <= 0) throw new Response("Not Found", { status: 404 });
  return context.trpc.textbook.arExperience({ lessonId }).catch(pageError);
}

export const meta: MetaFunction<typeof loader> = pageMeta((t, { data }) => (data ? t("pages.ar", { name: data.structureName }) : t("pages.arNoName")));

export const ErrorBoundary = LearningError;

export default function ArPage() {
  const { t } = useTranslation();
  const ar = useLoaderData<typeof loader>();
  const [canAr, setCanAr] = useState<boolean | null>(null);
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6" aria-labelledby="ar-title">
      <h1 id="ar-title" className="text-2xl font-semibold tracking-tight">
        {t("learning.ar.title", { name: ar.structureName })}
      </h1>
      <p className="text-sm text-muted-foreground">{t("learning.ar.lesson", { title: ar.lessonTitle })}</p>
      <ModelViewer
        src={ar.model}
        alt={t("learning.ar.modelLabel", { name: ar.structureName })}
        ar
        arButtonLabel={t("learning.ar.enter")}
        loadingLabel={t("learning.lesson.loading3d")}
        onArStatus={setCanAr}
        className="h-[60dvh] min-h-80 w-full"
      />
      <p role="status" className="text-sm" data-testid="ar-support">
        {canAr == null ? "" : canAr ? t("learning.ar.supported") : t("learning.ar.unsupported")}
      </p>
      {ar.description ? <p className="leading-relaxed">{ar.description}</p> : null}
    </section>
  );
}
