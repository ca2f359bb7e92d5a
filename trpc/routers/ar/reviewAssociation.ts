import { z } from "zod";
import { reviewArAssociation } from "#core/ar/associations";
import { adminProcedure } from "../../init";

/** ADM-047: the lessons and memberships associated with a structure. */
export const reviewAssociation = adminProcedure
  .input(z.object({ structureId: z.number().int().positive() }))
  .query(({ ctx, input }) => reviewArAssociation(ctx, input.structureId));
