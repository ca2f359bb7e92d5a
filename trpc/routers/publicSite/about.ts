import { publicProcedure } from "../../init";
import { aboutContent } from "#core/content/siteContent";

/** PUB-026…028: the About page's CMS content (mission video, founders, story stats) from the site read model. */
export const about = publicProcedure.query(({ ctx }) => aboutContent(ctx, ctx.language));
