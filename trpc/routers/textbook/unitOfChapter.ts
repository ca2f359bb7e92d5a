import { unitOfChapter as unitOfChapterOf, unitOfChapterInput } from "#core/content/unitOfChapter";
import { publicProcedure } from "../../init";

/** LRN-012: the unit a chapter belongs to. */
export const unitOfChapter = publicProcedure.input(unitOfChapterInput).query(({ ctx, input }) => unitOfChapterOf(ctx, input));
