import { setNonce } from "get-nonce";

/**
 * Mantine's dialogs lock page scrolling through react-remove-scroll, which adds a <style> element through get-nonce;
 * the CSP refuses it without the page's nonce (a console error, and no scroll lock). Browsers hide the nonce attribute
 * after load but keep the `nonce` property of the page's scripts, so it is read from there. Imported for its effect.
 */
if (typeof document !== "undefined") {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) setNonce(nonce);
}
