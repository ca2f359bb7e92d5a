import { Invalid, RateLimited } from "#core/errors";
import type { WithPayload } from "#core/context";
import { contentView, type Locale } from "#core/content/readModel";
import { env } from "#core/env";
import { mailBody, sendMail } from "#core/mail/mail";
import { hitRateLimit } from "#core/auth/rateLimit";
import { courseRequestInput, type CourseRequestInput } from "#shared/forms";
import { storeOnce } from "./submissions";

export type BuilderTree = {
  id: number;
  title: string;
  chapters: { id: number; title: string; modules: { id: number; title: string; lessons: { id: number; title: string }[] }[] }[];
}[];

/** PUB-054: the published units → chapters → modules → lessons, from the content read model (titles only). */
export async function builderTree({ payload }: WithPayload, locale: Locale): Promise<BuilderTree> {
  const view = await contentView(payload, locale);
  return [...view.units.values()]
    .filter((u) => u.status === "published")
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((u) => ({
      id: u.id,
      title: u.title,
      chapters: (view.chaptersOfUnit.get(u.id) ?? []).map((c) => ({
        id: c.id,
        title: c.title,
        modules: (view.modulesOfChapter.get(c.id) ?? [])
          .map((m) => ({ id: m.id, title: m.title, lessons: (view.lessonsOfModule.get(m.id) ?? []).map((l) => ({ id: l.id, title: l.title })) }))
          .filter((m) => m.lessons.length),
      })),
    }))
    .filter((u) => u.chapters.some((c) => c.modules.length));
}

export const BUILDER_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

/**
 * PUB-055/056 (docs/decisions/018): stores the request once (courseRequests) with the chosen
 * lessons resolved to titles, and e-mails it to staff. Unknown or unpublished lesson ids are refused.
 */
export async function submitCourseRequest({ payload }: WithPayload, raw: CourseRequestInput, meta: { ip: string; language: Locale }) {
  const input = courseRequestInput.parse(raw);
  const limit = await hitRateLimit(payload, `builder:${input.profEmail.toLowerCase()}`, BUILDER_LIMIT);
  if (!limit.allowed) throw new RateLimited("forms.tooMany", "forms.errors.tooMany");
  const view = await contentView(payload, "en");
  const lessons = [...new Set(input.lessons)].map((id) => {
    const l = view.lessons.get(id);
    if (!l) throw new Invalid("forms.builder.noLessons", "forms.builder.noLessons");
    const m = view.modules.get(l.moduleId);
    const c = m ? view.chapters.get(m.chapterId) : undefined;
    const u = c ? view.units.get(c.unitId) : undefined;
    return { id, title: l.title, module: m?.title ?? null, chapter: c?.title ?? null, unit: u?.title ?? null };
  });
  const { idempotencyKey, lessons: _ids, ...fields } = input;
  const { doc, duplicate } = await storeOnce<{ id: number }>(
    payload,
    "courseRequests",
    idempotencyKey,
    { ...fields, lessons, language: meta.language },
    async (stored) => {
      await sendMail(payload, {
        to: env().SUPPORT_EMAIL,
        subject: `[Custom course] #${stored.id} ${input.courseName} — ${input.institutionName}`,
        kind: "course-request",
        ...mailBody([
          `Custom course request #${stored.id}: ${input.courseName}`,
          `Professor: ${input.profFirstName} ${input.profLastName} <${input.profEmail}> ${input.profPhone}, ${input.profDepartment}`,
          `Institution: ${input.institutionName}, ${input.institutionCity}, ${input.institutionProvince}, ${input.institutionCountry}`,
          `${lessons.length} lessons: ${lessons.map((l) => `${l.unit} / ${l.chapter} / ${l.module} / ${l.title}`).join("; ")}`,
          `Comments: ${input.comments || "—"}`,
        ]),
      });
    },
  );
  return { status: "SUCCESS" as const, id: doc.id, duplicate, lessons: lessons.length };
}
