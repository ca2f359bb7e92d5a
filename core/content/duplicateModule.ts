import type { Payload } from "payload";
import { z } from "zod";
import type { WithPayload } from "#core/context";
import { NotFound } from "#core/errors";
import { nullIfNotFound } from "#core/notFound";
import type { Lesson, Module, Quiz } from "#cms/payload-types";
import { createLocalized } from "./localized";

export const MODULE_NOT_FOUND = "Module Not Found: Please Enter a Valid Module ID";

export const duplicateModuleInput = z.object({
  moduleId: z.coerce.number().int().positive({ message: MODULE_NOT_FOUND }),
  newName: z.string().trim().min(1, "Enter a name for the copy.").max(200),
});

type Localized<T> = { en?: T; fr?: T };

/** Strips ids, keys and timestamps so Payload creates fresh documents (arrays get new row ids too). */
function fresh<T extends object>(doc: T): Omit<T, "id" | "createdAt" | "updatedAt"> {
  const copy = JSON.parse(JSON.stringify(doc), (k, v) => (k === "id" || k === "createdAt" || k === "updatedAt" || k === "key" ? undefined : v));
  return copy;
}

async function copyQuiz(payload: Payload, quizId: number, owner: { module?: number; lesson?: number }) {
  const quiz = (await payload.findByID({ collection: "quizzes", id: quizId, locale: "all", depth: 0, overrideAccess: true })) as unknown as Quiz;
  const created = await createLocalized(payload, "quizzes", { ...fresh(quiz), module: owner.module ?? null, lesson: owner.lesson ?? null });
  return created.id;
}

/**
 * ADM-041 … ADM-043: copies a module under a new name, with its lessons and quizzes (the media
 * files are shared, not duplicated). The copy is a draft, independent of the original.
 */
export async function duplicateModule(ctx: WithPayload, input: z.infer<typeof duplicateModuleInput>) {
  const { payload } = ctx;
  const original = (await payload
    .findByID({ collection: "modules", id: input.moduleId, locale: "all", depth: 0, draft: true, overrideAccess: true })
    .catch(nullIfNotFound)) as unknown as (Omit<Module, "title"> & { title: Localized<string> }) | null;
  if (!original) throw new NotFound("module.notFound", MODULE_NOT_FOUND);

  const { lessons: _joined, quiz, ...rest } = fresh(original) as typeof original;
  const copy = await createLocalized(
    payload,
    "modules",
    { ...rest, title: { en: input.newName, fr: input.newName }, quiz: null, _status: "draft" },
    { draft: true },
  );
  if (quiz) {
    const quizCopy = await copyQuiz(payload, quiz as number, { module: copy.id });
    await payload.update({ collection: "modules", id: copy.id, data: { quiz: quizCopy }, draft: true, overrideAccess: true });
  }

  const lessons = await payload.find({
    collection: "lessons",
    where: { module: { equals: original.id } },
    locale: "all",
    depth: 0,
    draft: true,
    pagination: false,
    sort: "order",
    overrideAccess: true,
  });
  for (const lesson of lessons.docs as unknown as Lesson[]) {
    const { quiz: lessonQuiz, ...lessonRest } = fresh(lesson) as Lesson;
    const created = await createLocalized(payload, "lessons", { ...lessonRest, module: copy.id, quiz: null, _status: "draft" }, { draft: true });
    if (lessonQuiz) {
      const q = await copyQuiz(payload, lessonQuiz as number, { lesson: created.id });
      await payload.update({ collection: "lessons", id: created.id, data: { quiz: q }, draft: true, overrideAccess: true });
    }
  }
  return { moduleDetailId: copy.id, moduleDetailName: input.newName };
}
