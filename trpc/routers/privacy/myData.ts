import { exportStudentData } from "#core/privacy/exportStudent";
import { accountOwnerProcedure } from "../../init";

/** Issue 50 item 4: the signed-in user downloads their own data (the same ZIP as an admin's export). */
export const myData = accountOwnerProcedure.query(({ ctx }) => exportStudentData(ctx, ctx.user.id, { audited: false }));
