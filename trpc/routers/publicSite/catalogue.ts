import { publicProcedure } from "../../init";
import { catalogueContent } from "#core/content/siteContent";
import { catalogueInput } from "#shared/publicSite";

/** PUB-031…038: one series' units (description, demo video, cover, public table of contents) and the testimonials. */
export const catalogue = publicProcedure.input(catalogueInput).query(({ ctx, input }) => catalogueContent(ctx, ctx.language, input.series));
