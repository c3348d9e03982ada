import { setNonce } from "get-nonce";

/**
 * The page's CSP nonce in the browser. Browsers hide the nonce attribute after load but keep the `nonce` property of
 * the page's scripts. The board's drag and drop injects <style> elements (and Mantine's dialogs one for their scroll
 * lock, through get-nonce): without the nonce the CSP blocks them, which is a console error and a broken drag.
 */
export function browserNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

const nonce = browserNonce();
if (nonce) setNonce(nonce);
