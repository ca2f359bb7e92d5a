import type { AdminCtx } from "#core/admin/shared";
import { onBehalfOf } from "#core/admin/shared";

/** ADM-001: every class, as the legacy named them (schoolId, schoolName), by name. */
export async function listClasses(ctx: AdminCtx) {
  const { docs } = await ctx.payload.find({
    collection: "classes",
    pagination: false,
    depth: 0,
    sort: "name",
    select: { name: true, key: true },
    ...onBehalfOf(ctx),
  });
  return docs.map((c) => ({ schoolId: c.id, schoolName: c.name, classKey: c.key }));
}
