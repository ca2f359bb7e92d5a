import { offlineManifestOf } from "#core/offline/manifest";
import { offlineManifestInput } from "#shared/offlineSchemas";
import { authedProcedure } from "../../init";

/** Issue 46 item 2: what keeping a module offline stores, with its size (core/offline/manifest.ts). */
export const manifest = authedProcedure.input(offlineManifestInput).query(({ ctx, input }) => offlineManifestOf(ctx, input.moduleId, ctx.language));
