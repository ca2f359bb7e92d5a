import { router } from "../../init";
import { addToCart } from "./addToCart";
import { adminOrders } from "./adminOrders";
import { adminOrdersExport } from "./adminOrdersExport";
import { applyCoupon } from "./applyCoupon";
import { bulkCoupons } from "./bulkCoupons";
import { cart } from "./cart";
import { catalogue } from "./catalogue";
import { createTrial } from "./createTrial";
import { findInvoice } from "./findInvoice";
import { myOrders } from "./myOrders";
import { myTrial } from "./myTrial";
import { order } from "./order";
import { paidOrder } from "./paidOrder";
import { payInvoice } from "./payInvoice";
import { placeOrder } from "./placeOrder";
import { refundOrder } from "./refundOrder";
import { rerunAccountingSync } from "./rerunAccountingSync";
import { saveAddress } from "./saveAddress";
import { setQuantity } from "./setQuantity";
import { startHostedCheckout } from "./startHostedCheckout";
import { confirmHostedCheckout } from "./confirmHostedCheckout";
import { cancelHostedCheckout } from "./cancelHostedCheckout";
import { paymentMode } from "./paymentMode";

/**
 * Commerce (issue 12): the cart, tax, checkout, orders, the bookstore and the instructor trial; one
 * file per procedure, rules in core/commerce/. A new procedure: its own file here, one line below.
 */
export const commerceRouter = router({
  cart,
  catalogue,
  addToCart,
  setQuantity,
  applyCoupon,
  saveAddress,
  placeOrder,
  order,
  myOrders,
  myTrial,
  bulkCoupons,
  adminOrders,
  adminOrdersExport,
  rerunAccountingSync,
  refundOrder,
  findInvoice,
  payInvoice,
  paidOrder,
  createTrial,
  startHostedCheckout,
  confirmHostedCheckout,
  cancelHostedCheckout,
  paymentMode,
});
