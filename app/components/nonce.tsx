import { createContext, useContext } from "react";

/** The per-request CSP nonce, for the few script tags we render ourselves (empty in the browser). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
