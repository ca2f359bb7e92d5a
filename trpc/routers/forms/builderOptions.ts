import { z } from "zod";
import { builderTree } from "#core/forms/courseBuilder";
import { publicProcedure } from "../../init";

/** PUB-054: the chapter/module/lesson tree of the custom course builder. */
export const builderOptions = publicProcedure.input(z.object({}).optional()).query(({ ctx }) => builderTree(ctx, ctx.language));
