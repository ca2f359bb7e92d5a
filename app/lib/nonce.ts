import { createContext, useContext } from "react";

/** The per-request CSP nonce, for the few inline scripts Remix writes. Empty in the browser. */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);

/**
 * This request's reference (X-Request-Id), for the error page: given by entry.server, and in the browser
 * read back from the server-rendered error page so hydration shows the same.
 */
export const RequestIdContext = createContext<string>("");
export const useRequestId = () => useContext(RequestIdContext);
