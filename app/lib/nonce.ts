import { createContext, useContext } from "react";

/** The per-request CSP nonce, for the few inline scripts Remix writes. Empty in the browser. */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
