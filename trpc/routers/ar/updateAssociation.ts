import { z } from "zod";
import { updateArAssociation } from "#core/ar/associations";
import { adminProcedure } from "../../init";

/** ADM-046: replaces a structure's lessons and memberships. */
export const updateAssociation = adminProcedure
  .input(
    z.object({
      structureId: z.number().int().positive(),
      lessons: z.array(z.number().int().positive()).max(500),
      memberships: z.array(z.number().int().positive()).max(100),
    }),
  )
  .mutation(({ ctx, input }) => updateArAssociation(ctx, input));
