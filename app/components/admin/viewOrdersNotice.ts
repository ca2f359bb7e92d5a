/**
 * What View Orders shows instead of its table (ORD-015, ORD-016): 'Please search for orders' while there is
 * no table to show (before a search), 'Error Retrieving orders' when the search failed or the server returned
 * an empty order list (the legacy report's wording for both), nothing when there are rows.
 */
export function viewOrdersNotice(s: {
  searched: boolean;
  isError: boolean;
  fetching: boolean;
  orders: readonly unknown[] | undefined;
}): "searchPrompt" | "retrieveError" | null {
  if (s.isError) return "retrieveError";
  if (!s.searched) return "searchPrompt";
  if (s.orders === undefined) return s.fetching ? null : "searchPrompt";
  return s.orders.length ? null : "retrieveError";
}
