import type { LoaderFunctionArgs } from "@remix-run/node";
import { asHttpError, idParam } from "~/lib/learning.server";
import { requireUser } from "~/.server/requireUser";

/** TEA-010: 'Grade Export' — the class's grades as an XLSX download (sheet 'My Quiz Export'); teachers of the class and admins only (checked by the procedure). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const classId = idParam(new URL(request.url), "classId");
  if (!classId) throw new Response("Not Found", { status: 404 });
  const data = await context.trpc.quizzes.teacher.exportGrades({ classId }).catch(asHttpError);
  return new Response(Buffer.from(data, "base64"), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="grades-class-${classId}.xlsx"`,
      "Cache-Control": "no-store",
    },
  });
}
