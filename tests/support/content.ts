import type { Payload } from "payload";
import { createLocalized } from "../../cms/lib/localized";

const GLB_MAGIC = Buffer.from("676c544602000000", "hex");

/** A tiny file upload (the bytes only need the right type for Payload's checks). */
export async function uploadMedia(payload: Payload, name: string, mimetype: string, data: Buffer) {
  return payload.create({ collection: "media", data: { alt: { en: name } as never }, file: { data, mimetype, name, size: data.length }, overrideAccess: true });
}

export const fakeGlb = () => Buffer.concat([GLB_MAGIC, Buffer.alloc(12)]);

type Shape = { chapters: number; modules: number; lessons: number };

/**
 * Builds a published bilingual unit with the given shape; titles encode their position
 * ("U1 C2 M1 L3" / "FR U1 C2 M1 L3"), and each module gets a quiz.
 */
export async function buildUnit(payload: Payload, name: string, order: number, shape: Shape) {
  const unit = await createLocalized(payload, "units", { title: { en: name, fr: `FR ${name}` }, order, series: "LIFE", _status: "published" });
  const ids = { unit: unit.id, chapters: [] as number[], modules: [] as number[], lessons: [] as number[], quizzes: [] as number[] };
  // Created in reverse order so that the procedures must sort by `order`, not by id.
  for (let c = shape.chapters; c >= 1; c--) {
    const chapter = await createLocalized(payload, "chapters", { title: { en: `${name} C${c}`, fr: `FR ${name} C${c}` }, unit: unit.id, order: c });
    ids.chapters.unshift(chapter.id);
    for (let m = shape.modules; m >= 1; m--) {
      const mod = await createLocalized(payload, "modules", {
        title: { en: `${name} C${c} M${m}`, fr: `FR ${name} C${c} M${m}` },
        chapter: chapter.id,
        order: m,
        _status: "published",
      });
      ids.modules.unshift(mod.id);
      for (let l = shape.lessons; l >= 1; l--) {
        const lesson = await createLocalized(payload, "lessons", {
          title: { en: `${name} C${c} M${m} L${l}`, fr: `FR ${name} C${c} M${m} L${l}` },
          module: mod.id,
          order: l,
          _status: "published",
          narrationText: { en: "Narration", fr: "Narration" },
        });
        ids.lessons.unshift(lesson.id);
      }
      const quiz = await createLocalized(payload, "quizzes", {
        title: { en: `Quiz ${name} C${c} M${m}`, fr: `Quiz FR ${name} C${c} M${m}` },
        module: mod.id,
        questions: [
          {
            question: { en: "Which is a nucleotide base?", fr: "Laquelle est une base azotée ?" },
            options: [
              { text: { en: "Adenine", fr: "Adénine" }, correct: true },
              { text: { en: "Glucose", fr: "Glucose" }, correct: false },
            ],
          },
        ],
      });
      ids.quizzes.push(quiz.id);
      await payload.update({ collection: "modules", id: mod.id, data: { quiz: quiz.id }, overrideAccess: true });
    }
  }
  return ids;
}
