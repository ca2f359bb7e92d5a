import { authedProcedure } from "../../init";
import { searchContent } from "#core/study/search";
import { searchInput } from "#shared/studySchemas";
import { localeOf } from "#core/content/callers";

/** SRCH-003: content search over the lessons the caller may open (docs/decisions/040-content-search.md). */
export const search = authedProcedure
  .input(searchInput)
  .query(({ ctx, input }) => searchContent(ctx, { term: input.term, page: input.page, lang: localeOf(ctx, input.lang) }));
