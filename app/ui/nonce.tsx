import { createContext, useContext } from "react";

// The server renders with the request's CSP nonce; in the browser the nonce is "" (browsers hide it after load).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
