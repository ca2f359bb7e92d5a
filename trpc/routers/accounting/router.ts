import { router } from "../../init";
import { completeQuickBooksConnect } from "./completeQuickBooksConnect";
import { disconnectQuickBooks } from "./disconnectQuickBooks";
import { quickBooksConnection } from "./quickBooksConnection";
import { startQuickBooksConnect } from "./startQuickBooksConnect";

/**
 * Accounting (issue 27): the admin's QuickBooks Online connection (core/accounting/quickbooksConnect.ts); one file
 * per procedure. The accounting sync itself runs on the jobs queue (core/commerce/accountingSync.ts).
 */
export const accountingRouter = router({
  quickBooksConnection,
  startQuickBooksConnect,
  completeQuickBooksConnect,
  disconnectQuickBooks,
});
