import type { LoaderFunctionArgs } from "@remix-run/node";
import { idParam } from "~/lib/learning.server";
import { pageError } from "~/.server/formError";
import { requireUser } from "~/.server/requireUser";

/**
 * TEA-010: 'Grade Export' — the class's grades as an XLSX download (sheet 'My Quiz Export'),
 * streamed: exceljs's streaming writer goes straight into the response. Teachers of the class and
 * admins only (checked by the procedure before any byte: another teacher gets 403, an unknown
 * class 404).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const classId = idParam(new URL(request.url), "classId");
  if (!classId) throw new Response("Not Found", { status: 404 });
  const stream = await context.trpc.quizzes.teacher.exportGrades({ classId }).catch(pageError);
  return new Response(stream, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="grades-class-${classId}.xlsx"`,
      "Cache-Control": "no-store",
    },
  });
}
