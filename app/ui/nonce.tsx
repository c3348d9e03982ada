import { createContext, useContext } from "react";

// The server renders with the request's CSP nonce (entry.server.tsx provides it).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

let browserNonce: string | undefined;

/**
 * The document's CSP nonce in the browser. Browsers hide it from attributes after load (`nonce=""`), but an element
 * that carries it keeps it as its `nonce` property. Elements created after load need it too: Mantine writes a
 * `<style>` for each responsive style prop it renders on the client (SimpleGrid cols, AppShell widths…), and the
 * CSP refuses such a style without the nonce.
 */
export function readBrowserNonce(): string {
  if (browserNonce === undefined) {
    const carrier = document.querySelector<HTMLScriptElement | HTMLStyleElement>("script[nonce], style[nonce]");
    browserNonce = carrier?.nonce || carrier?.getAttribute("nonce") || "";
  }
  return browserNonce;
}

export const useNonce = () => {
  const fromServer = useContext(NonceContext);
  if (fromServer) return fromServer;
  return typeof document === "undefined" ? "" : readBrowserNonce();
};
