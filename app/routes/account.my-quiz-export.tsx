import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageError } from "~/.server/formError";
import { requireUser } from "~/.server/requireUser";

/** QUIZ-026: the learner's own grades as an XLSX download (own account only, SES-051). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context }, { accountOwner: true });
  const data = await context.trpc.quizzes.teacher.exportMyGrades().catch(pageError);
  return new Response(Buffer.from(data, "base64"), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="my-quiz.xlsx"`,
      "Cache-Control": "no-store",
    },
  });
}
