import { publicProcedure } from "../../init";
import { homeContent } from "#core/content/siteContent";

/** PUB-019…023: the home page's CMS content (hero video, slides, value cards, school logos) from the site read model. */
export const home = publicProcedure.query(({ ctx }) => homeContent(ctx, ctx.language));
