import { adminProcedure } from "../../init";
import { onBehalfOf } from "./shared";

/** ADM-001: every class, as the legacy named them (schoolId, schoolName), by name. */
export const listClasses = adminProcedure.query(async ({ ctx }) => {
  const { docs } = await ctx.payload.find({
    collection: "classes",
    pagination: false,
    depth: 0,
    sort: "name",
    select: { name: true, key: true },
    ...onBehalfOf(ctx),
  });
  return docs.map((c) => ({ schoolId: c.id, schoolName: c.name, classKey: c.key }));
});
