import { publicProcedure } from "../../init";
import { checkoutIntroVideo } from "#core/content/siteContent";

/** CHK-003: the checkout's intro video (src, captions, poster) from the site read model, or null. */
export const checkoutVideo = publicProcedure.query(({ ctx }) => checkoutIntroVideo(ctx));
