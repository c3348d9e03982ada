import { setNonce } from "get-nonce";

/**
 * Mantine's Modal and Drawer lock page scrolling through react-remove-scroll, which adds a <style> element that
 * the CSP blocks unless it carries the page's nonce (a console error, and the scroll lock fails). Browsers hide the
 * nonce attribute after load but keep the `nonce` property of the page's scripts, so it is read from there and
 * handed to get-nonce, which react-remove-scroll asks. Imported for its effect by the pages that open dialogs.
 * (A candidate for app/entry.client.tsx, so that every page's dialogs get it.)
 */
if (typeof document !== "undefined") {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) setNonce(nonce);
}
