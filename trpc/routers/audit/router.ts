import { router } from "../../init";
import { exportRows } from "./exportRows";
import { search } from "./search";

/** The audit trail (issue 50 item 5, docs/audit.md): admins only. */
export const auditRouter = router({
  search,
  exportRows,
});
