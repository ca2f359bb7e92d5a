import { publicProcedure } from "../../init";
import { privacyContent } from "#core/content/siteContent";

/** PUB-008, PUB-009: the privacy statement and FERPA policy from the CMS. */
export const privacy = publicProcedure.query(({ ctx }) => privacyContent(ctx, ctx.language));
