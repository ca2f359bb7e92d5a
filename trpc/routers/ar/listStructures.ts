import { listArStructures } from "#core/ar/associations";
import { adminProcedure } from "../../init";

/** ADM-045: every AR structure (id, name), named in the admin's language. */
export const listStructures = adminProcedure.query(({ ctx }) => listArStructures(ctx));
