import { describe, expect, it } from "vitest";
import { viewOrdersNotice } from "../../app/components/admin/viewOrdersNotice";
import { resources } from "../../app/i18n/resources";

/** What the View Orders tab (ViewOrdersTab) shows instead of its table. */
describe("View Orders without rows", () => {
  it("ORD-015 a search answered with an empty order list shows 'Error Retrieving orders' (so does a failed one)", () => {
    expect(viewOrdersNotice({ searched: true, isError: false, fetching: false, orders: [] })).toBe("retrieveError");
    expect(viewOrdersNotice({ searched: true, isError: true, fetching: false, orders: undefined })).toBe("retrieveError");
    expect(resources.en.translation.commerce.viewOrders.retrieveError).toBe("Error Retrieving orders");
  });

  it("ORD-016 before a search, the table without rows shows 'Please search for orders'; rows show no notice", () => {
    expect(viewOrdersNotice({ searched: false, isError: false, fetching: false, orders: undefined })).toBe("searchPrompt");
    expect(viewOrdersNotice({ searched: true, isError: false, fetching: true, orders: undefined })).toBeNull();
    expect(viewOrdersNotice({ searched: true, isError: false, fetching: false, orders: [{ id: 1 }] })).toBeNull();
    expect(resources.en.translation.commerce.viewOrders.searchPrompt).toBe("Please search for orders");
  });
});
