import type { ActionFunctionArgs } from "@remix-run/node";
import { domainError } from "~/.server/domainErrors";
import { asHttpError } from "~/lib/learning.server";

/**
 * POST /textbook/opened — what the learning pages record once they have rendered: the lesson shown
 * on the module page (LRN-040, intent `lessonOpened` with its `moduleId`) and the unit shown on the unit
 * page (LRN-007, intent `unitOpened`). Never from a loader, so a GET (a cross-site link, a prefetch)
 * changes nothing; this route has no loader. The pages call it with a plain fetch
 * (app/lib/recordOpened.ts); `lessonOpened` answers with the unit's statuses after the record (progress.openLessonInModule,
 * core/lessonOpening.ts: one call). The lesson must belong to the module named (else 404); a multi-session session
 * records nothing (SES-056).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const idOf = (name: string) => {
    const n = Number(form.get(name));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const intent = form.get("intent");
  const multiSession = !!context.session?.multiSession;
  try {
    if (intent === "lessonOpened") {
      const moduleId = idOf("moduleId");
      const lessonId = idOf("lessonId");
      if (!moduleId || !lessonId) throw new Response("Bad Request", { status: 400 });
      if (multiSession) return { opened: false as const };
      // One call: the lesson checked against the module, access checked once, recorded and the unit's statuses read back.
      const { progress } = await context.trpc.progress.openLessonInModule({ moduleId, lessonId });
      return { opened: true as const, progress };
    }
    if (intent === "unitOpened") {
      const unitId = idOf("unitId");
      if (!unitId) throw new Response("Bad Request", { status: 400 });
      if (!context.session?.user || multiSession) return { recorded: false as const };
      await context.trpc.progress.openUnit({ unitId });
      return { recorded: true as const };
    }
  } catch (err) {
    if (err instanceof Response) throw err;
    if (domainError(err)?.kind === "Unauthorized" || domainError(err)?.kind === "Forbidden") return { refused: true as const };
    asHttpError(err);
  }
  throw new Response("Bad Request", { status: 400 });
}
